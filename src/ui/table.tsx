import type {
  CSSProperties,
  HTMLAttributes,
  MouseEvent,
  ReactNode,
  TdHTMLAttributes,
  ThHTMLAttributes,
} from 'react';
import { Checkbox } from './checkbox';
import { cx } from './class-names';
import './table.css';

type Align = 'start' | 'center' | 'end';

/** Name it with `aria-label` or `aria-labelledby`. */
export interface DataTableProps extends Omit<HTMLAttributes<HTMLTableElement>, 'className'> {
  children: ReactNode;
  /** Below this width (px) the table scrolls sideways instead of squeezing its columns. */
  minWidth?: number;
  /**
   * Newer rows are on their way and the ones shown are the previous ones: the table is marked
   * busy and dimmed, once, on the `<table>` (the rows do not re-render for it).
   */
  isStale?: boolean;
  /**
   * On a phone (≤ 600 px) every row becomes a card: the cells stack, each one labelled with its
   * column's name (a {@link Cell}'s or {@link RowHeader}'s `label`), the column headers stay for
   * screen readers only, and the table no longer scrolls sideways. Cells without a label (the
   * checkbox, a cover, the row header) share the card's first line.
   */
  stackOnPhone?: boolean;
  className?: string;
  wrapperClassName?: string;
}

/**
 * The one data table: a semantic `<table>` with column headers (`scope="col"`), row headers
 * (`scope="row"`), and real links, buttons, fields and checkboxes in its cells. Tab moves through
 * the controls of the rows in reading order, Space ticks a focused checkbox; the table itself is
 * not a composite widget, so a field in a cell keeps all its keys.
 *
 * ```tsx
 * <DataTable aria-label="Books">
 *   <TableHeader>
 *     <SelectAllColumn aria-label="Select all books" selectedCount={n} count={books.length} onChange={selectAll} />
 *     <Column>Title</Column>
 *     <Column align="end">Price</Column>
 *   </TableHeader>
 *   <TableBody isEmpty={books.length === 0} columnCount={3}>
 *     {books.map((book) => (
 *       <Row key={book.id} isSelected={chosen.has(book.id)}>
 *         <SelectionCell aria-label={`Select ${book.title}`} isSelected={chosen.has(book.id)} onChange={...} />
 *         <RowHeader>{book.title}</RowHeader>
 *         <Cell align="end" label="Price">{book.price}</Cell>
 *       </Row>
 *     ))}
 *   </TableBody>
 * </DataTable>
 * ```
 *
 * The table's parts carry their roles explicitly (`table`, `rowgroup`, `row`, `columnheader`,
 * `rowheader`, `cell`): a stacked card layout changes their CSS `display`, which makes some
 * browsers drop a table's implicit semantics.
 */
export function DataTable({
  minWidth,
  isStale,
  stackOnPhone,
  className,
  wrapperClassName,
  style,
  children,
  ...props
}: DataTableProps) {
  const tableStyle =
    minWidth === undefined
      ? style
      : ({ ...style, '--table-min-width': `${minWidth}px` } as CSSProperties);
  return (
    <div className={cx('table-scroll', stackOnPhone && 'table-scroll--stack', wrapperClassName)}>
      <table
        role="table"
        {...props}
        aria-busy={isStale || undefined}
        data-stale={isStale || undefined}
        className={cx('table', stackOnPhone && 'table--stack', className)}
        style={tableStyle}
      >
        {children}
      </table>
    </div>
  );
}

/** The header row of a {@link DataTable}: its children are {@link Column}s. */
export function TableHeader({ children, className }: { children: ReactNode; className?: string }) {
  return (
    // eslint-disable-next-line jsx-a11y/no-redundant-roles -- kept when CSS changes its display
    <thead role="rowgroup" className={cx('table__header', className)}>
      <tr role="row">{children}</tr>
    </thead>
  );
}

export interface ColumnProps extends Omit<ThHTMLAttributes<HTMLTableCellElement>, 'align'> {
  /** Text alignment of the header; use the same on the column's cells. */
  align?: Align;
  /** The header is read by screen readers only (a column of checkboxes or pictures). */
  isLabelHidden?: boolean;
}

export function Column({
  align = 'start',
  isLabelHidden,
  className,
  children,
  ...props
}: ColumnProps) {
  return (
    <th
      role="columnheader"
      scope="col"
      {...props}
      className={cx('table__column', `table__cell--${align}`, className)}
    >
      {isLabelHidden ? <span className="visually-hidden">{children}</span> : children}
    </th>
  );
}

export interface TableBodyProps {
  children?: ReactNode;
  /** There are no rows: one row spanning every column says so. */
  isEmpty?: boolean;
  /** Text of the empty row. Default 'No results.' */
  emptyText?: ReactNode;
  /** How many columns the empty row spans. */
  columnCount: number;
  className?: string;
}

/** The rows of a {@link DataTable}; one row saying 'No results.' (or `emptyText`) when empty. */
export function TableBody({
  children,
  isEmpty,
  emptyText = 'No results.',
  columnCount,
  className,
}: TableBodyProps) {
  return (
    // eslint-disable-next-line jsx-a11y/no-redundant-roles -- kept when CSS changes its display
    <tbody role="rowgroup" className={cx('table__body', className)}>
      {isEmpty ? (
        <tr role="row" className="table__row table__row--empty">
          {/* eslint-disable-next-line jsx-a11y/no-interactive-element-to-noninteractive-role -- see Cell */}
          <td role="cell" colSpan={columnCount} className="table__empty">
            {emptyText}
          </td>
        </tr>
      ) : (
        children
      )}
    </tbody>
  );
}

export interface RowProps extends HTMLAttributes<HTMLTableRowElement> {
  /** The row is ticked (its checkbox): it is highlighted. */
  isSelected?: boolean;
  /**
   * A click or tap on the row, outside its links, buttons and fields, does this (opens the
   * row's item). It is a shortcut for the pointer only: the same action must be a link or a
   * button in the row, which keyboard and screen-reader users reach with Tab.
   */
  onAction?: () => void;
}

/** The interactive elements whose own clicks a row's `onAction` leaves alone. */
const CONTROLS = 'a, button, input, select, textarea, label, [role="button"], [role="checkbox"]';

export function Row({ isSelected, onAction, onClick, className, ...props }: RowProps) {
  const onRowClick = onAction
    ? (event: MouseEvent<HTMLTableRowElement>) => {
        onClick?.(event);
        if (event.defaultPrevented || event.button !== 0) return;
        if (event.target instanceof Element && event.target.closest(CONTROLS)) return;
        // Selecting text in the row is not a click on it.
        if (window.getSelection()?.toString()) return;
        onAction();
      }
    : onClick;
  return (
    // The row's click is a pointer shortcut for a link or button inside it (see onAction).
    <tr
      role="row"
      {...props}
      onClick={onRowClick}
      data-selected={isSelected || undefined}
      data-action={onAction ? true : undefined}
      className={cx('table__row', className)}
    />
  );
}

export interface CellProps extends Omit<TdHTMLAttributes<HTMLTableCellElement>, 'align'> {
  /** Text alignment; numbers read best aligned to the end. */
  align?: Align;
  /** The column's name, shown before the value when a row is a card on a phone (`stackOnPhone`). */
  label?: string;
}

export function Cell({ align = 'start', label, className, ...props }: CellProps) {
  return (
    <td
      // jsx-a11y takes every <td> for a grid cell (interactive); in this table it is a cell.
      // eslint-disable-next-line jsx-a11y/no-interactive-element-to-noninteractive-role
      role="cell"
      data-label={label}
      {...props}
      className={cx('table__cell', `table__cell--${align}`, className)}
    />
  );
}

export interface RowHeaderProps extends Omit<
  ThHTMLAttributes<HTMLTableCellElement>,
  'align' | 'scope'
> {
  align?: Align;
  /** As a {@link Cell}'s: the column's name on a phone's card; leave it out to head the card. */
  label?: string;
}

/** The cell that names its row (`<th scope="row">`), e.g. a book's title. */
export function RowHeader({ align = 'start', label, className, ...props }: RowHeaderProps) {
  return (
    <th
      role="rowheader"
      scope="row"
      data-label={label}
      {...props}
      className={cx('table__cell', 'table__row-header', `table__cell--${align}`, className)}
    />
  );
}

export interface SelectionCellProps {
  /** Names the checkbox after its row, e.g. "Select <title>". */
  'aria-label': string;
  isSelected: boolean;
  onChange: (isSelected: boolean) => void;
  isDisabled?: boolean;
  className?: string;
}

/**
 * A row's checkbox (first cell); Space ticks it when it has focus. The browser's own checkbox,
 * drawn by CSS: a table shows one per row, and React Aria's rendered four components twice each
 * on mount, a large part of a 30-row table's first render.
 */
export function SelectionCell({
  'aria-label': label,
  isSelected,
  onChange,
  isDisabled,
  className,
}: SelectionCellProps) {
  return (
    // eslint-disable-next-line jsx-a11y/no-interactive-element-to-noninteractive-role -- see Cell
    <td role="cell" className={cx('table__cell', 'table__selection', className)}>
      {/* No wrapping label: the box itself is the 40 px touch target (table.css). */}
      <input
        type="checkbox"
        aria-label={label}
        checked={isSelected}
        disabled={isDisabled}
        onChange={(event) => onChange(event.target.checked)}
        className="table__checkbox"
      />
    </td>
  );
}

export interface SelectAllColumnProps {
  /** Names the checkbox, e.g. "Select all books". */
  'aria-label': string;
  /** How many of the rows are ticked, and how many there are. */
  selectedCount: number;
  count: number;
  /** Ticks (true) or unticks (false) every row. */
  onChange: (isSelected: boolean) => void;
  className?: string;
}

/**
 * The header of the checkbox column: ticks or unticks every row; shows a dash when some are
 * ticked. Disabled when there are no rows.
 */
export function SelectAllColumn({
  'aria-label': label,
  selectedCount,
  count,
  onChange,
  className,
}: SelectAllColumnProps) {
  const isAll = count > 0 && selectedCount >= count;
  return (
    <th
      role="columnheader"
      scope="col"
      className={cx('table__column', 'table__selection', className)}
    >
      <Checkbox
        aria-label={label}
        isSelected={isAll}
        isIndeterminate={selectedCount > 0 && !isAll}
        isDisabled={count === 0}
        onChange={onChange}
      />
    </th>
  );
}
