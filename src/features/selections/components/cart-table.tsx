import { Link } from '@tanstack/react-router';
import { Trash2 } from 'lucide-react';
import type { DraftedItem } from '@/features/selections/api/draft';
import { apiAssetUrl } from '@/lib/config';
import { formatWon } from '@/lib/format';
import * as texts from '@/texts';
import { IconButton } from '@/ui/button';
import { Checkbox } from '@/ui/checkbox';
import { QuantityStepper } from '@/ui/quantity-stepper';
import { TextField } from '@/ui/text-field';
// The kit's table look (DataTable's stylesheet) on a plain table; see below.
import '@/ui/table.css';

const { columns } = texts.cart;

export interface CartTableProps {
  /** The selection's name (names the table). */
  name: string;
  items: DraftedItem[];
  /** Ids of the ticked rows. */
  selectedIds: ReadonlySet<number>;
  onSelectionChange: (ids: Set<number>) => void;
  onQuantityChange: (itemId: number, quantity: number) => void;
  onPoNumberChange: (itemId: number, poNumber: string) => void;
  onDelete: (item: DraftedItem) => void;
  /** Row ids whose deletion is under way. */
  deletingIds: ReadonlySet<number>;
  /** Rows with an edit waiting for the network, and what waits (a queued removal or save). */
  syncNotes?: ReadonlyMap<number, string>;
}

/**
 * The selection's books (001 §2.4): select, cover, title link, category, author, publisher, price,
 * PO number input, quantity stepper (floor 1) and delete. Rows with unsaved changes are marked.
 *
 * A plain table of form fields with the kit's table styles, not the kit's DataTable: React Aria's
 * grid takes the arrow keys, Space and type-ahead from text and number inputs inside its cells
 * (a typed space ticks the row, arrows leave the field), which makes typing a PO number fail.
 * Here Tab moves through the fields and each row's checkbox is an ordinary labelled checkbox.
 */
export function CartTable({
  name,
  items,
  selectedIds,
  onSelectionChange,
  onQuantityChange,
  onPoNumberChange,
  onDelete,
  deletingIds,
  syncNotes,
}: CartTableProps) {
  const selectedCount = items.filter((item) => selectedIds.has(item.id)).length;
  const allSelected = items.length > 0 && selectedCount === items.length;

  const toggle = (id: number, isSelected: boolean) => {
    const next = new Set(selectedIds);
    if (isSelected) next.add(id);
    else next.delete(id);
    onSelectionChange(next);
  };

  return (
    <div className="table-scroll">
      <table className="table cart-table" aria-label={texts.cart.tableLabel(name)}>
        <thead className="table__header">
          <tr>
            <th scope="col" className="table__column table__selection">
              <Checkbox
                aria-label={texts.cart.selectAll}
                isSelected={allSelected}
                isIndeterminate={selectedCount > 0 && !allSelected}
                isDisabled={items.length === 0}
                onChange={(isSelected) =>
                  onSelectionChange(new Set(isSelected ? items.map((item) => item.id) : []))
                }
              />
            </th>
            <th scope="col" className="table__column table__cell--start">
              {columns.cover}
            </th>
            <th scope="col" className="table__column table__cell--start">
              {columns.title}
            </th>
            <th scope="col" className="table__column table__cell--start">
              {columns.category}
            </th>
            <th scope="col" className="table__column table__cell--start">
              {columns.author}
            </th>
            <th scope="col" className="table__column table__cell--start">
              {columns.publisher}
            </th>
            <th scope="col" className="table__column table__cell--end">
              {columns.price}
            </th>
            <th scope="col" className="table__column table__cell--start">
              {columns.poNumber}
            </th>
            <th scope="col" className="table__column table__cell--start">
              {columns.quantity}
            </th>
            <th scope="col" className="table__column table__cell--center">
              {columns.delete}
            </th>
          </tr>
        </thead>
        <tbody className="table__body">
          {items.length === 0 && (
            <tr>
              <td colSpan={10} className="table__empty">
                {texts.cart.empty}
              </td>
            </tr>
          )}
          {items.map((item) => {
            const isSelected = selectedIds.has(item.id);
            const syncNote = syncNotes?.get(item.id);
            return (
              <tr
                key={item.id}
                className={item.isChanged ? 'table__row cart-table__row--changed' : 'table__row'}
                data-selected={isSelected || undefined}
                data-changed={item.isChanged || undefined}
                data-waiting={syncNote ? true : undefined}
              >
                <td className="table__cell table__selection">
                  <Checkbox
                    aria-label={texts.cart.selectRow(item.title)}
                    isSelected={isSelected}
                    onChange={(value) => toggle(item.id, value)}
                  />
                </td>
                <td className="table__cell">
                  <img
                    className="cart-table__cover"
                    src={apiAssetUrl(item.coverImageUrl)}
                    alt=""
                    width={36}
                    height={50}
                    loading="lazy"
                  />
                </td>
                <th scope="row" className="table__cell table__cell--start cart-table__title-cell">
                  <span className="cart-table__title">
                    <Link to="/books/$id" params={{ id: item.bookId }}>
                      {item.title}
                    </Link>
                    {item.isChanged && !syncNote && (
                      <span className="cart-table__changed" title={texts.cart.changedRow}>
                        <span className="visually-hidden">{texts.cart.changedRow}</span>
                      </span>
                    )}
                  </span>
                  {syncNote && <span className="cart-table__waiting">{syncNote}</span>}
                </th>
                <td className="table__cell">{item.category}</td>
                <td className="table__cell">{item.author}</td>
                <td className="table__cell">{item.publisher}</td>
                <td className="table__cell table__cell--end cart-table__price">
                  {formatWon(item.price)}
                </td>
                <td className="table__cell">
                  <TextField
                    label={texts.cart.poNumberOf(item.title)}
                    isLabelHidden
                    value={item.poNumber}
                    onChange={(value) => onPoNumberChange(item.id, value)}
                    maxLength={50}
                    className="cart-table__po"
                  />
                </td>
                <td className="table__cell">
                  <QuantityStepper
                    label={texts.cart.quantityOf(item.title)}
                    isLabelHidden
                    value={item.quantity}
                    onChange={(value) => onQuantityChange(item.id, value)}
                    minValue={1}
                    className="cart-table__quantity"
                  />
                </td>
                <td className="table__cell table__cell--center">
                  <IconButton
                    label={texts.cart.deleteOf(item.title)}
                    onPress={() => onDelete(item)}
                    isPending={deletingIds.has(item.id)}
                  >
                    <Trash2 size={18} aria-hidden />
                  </IconButton>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
