/** The figures under the selection table (docs/product/selection.md#totals: item count, rows/selected, total in won). */
export interface SelectionTotals {
  rowCount: number;
  selectedCount: number;
  /** Whether the items and total count the ticked rows ('selected') or, with none ticked, all. */
  scope: 'selected' | 'all';
  /** Copies (sum of quantities) in scope. */
  itemCount: number;
  /** Sum of price × quantity in scope, in won. */
  totalPrice: number;
  /** Of those, the copies of alternates and their sum (docs/product/selection.md#totals). */
  alternateCount: number;
  alternatePrice: number;
}

interface Row {
  id: number;
  price: number;
  quantity: number;
  priority?: 'first' | 'alternate';
}

/**
 * Totals of the rows as shown (with unsaved quantities): over the ticked rows, or over all rows
 * while none is ticked, so the figure is never a puzzling 0.
 */
export function selectionTotals(
  rows: readonly Row[],
  selected: ReadonlySet<number> | 'all',
): SelectionTotals {
  const isSelected = (row: Row) => selected === 'all' || selected.has(row.id);
  const selectedRows = rows.filter(isSelected);
  const scope = selectedRows.length > 0 ? 'selected' : 'all';
  const inScope = scope === 'selected' ? selectedRows : rows;
  const alternates = inScope.filter((row) => row.priority === 'alternate');
  return {
    rowCount: rows.length,
    selectedCount: selectedRows.length,
    scope,
    itemCount: inScope.reduce((sum, row) => sum + row.quantity, 0),
    totalPrice: inScope.reduce((sum, row) => sum + row.price * row.quantity, 0),
    alternateCount: alternates.reduce((sum, row) => sum + row.quantity, 0),
    alternatePrice: alternates.reduce((sum, row) => sum + row.price * row.quantity, 0),
  };
}

/** The ticked rows, in the table's order ('all' = every row; ids no longer present are ignored). */
export function selectedRows<T extends { id: number }>(
  rows: readonly T[],
  selected: ReadonlySet<number> | 'all',
): T[] {
  return selected === 'all' ? [...rows] : rows.filter((row) => selected.has(row.id));
}
