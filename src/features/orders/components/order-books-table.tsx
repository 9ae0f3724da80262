import { Trash2 } from 'lucide-react';
import { apiAssetUrl } from '@/lib/config';
import { formatNumber, formatWon } from '@/lib/format';
import * as texts from '@/texts';
import { IconButton } from '@/ui/button';
import { Checkbox } from '@/ui/checkbox';
import { QuantityStepper } from '@/ui/quantity-stepper';
import type { EditedOrderBook } from '../order-edits';
// The kit's table look on a plain table (see below).
import '@/ui/table.css';

const { bookColumns } = texts.orders;

export interface OrderBooksTableProps {
  books: EditedOrderBook[];
  /** Checkboxes, quantity steppers (floor 0) and delete are offered (an answered quotation). */
  isEditable: boolean;
  onChosenChange: (chosen: number[]) => void;
  onQuantityChange: (bookId: number, quantity: number) => void;
  onRemove: (bookId: number) => void;
}

/**
 * The order's books (001 §2.6): checkbox, cover, title, PO number, price, quantity stepper
 * (floor 0), amount and delete. A plain table of form fields with the kit's table styles: React
 * Aria's grid would take the arrow keys and typed digits from the quantity inputs in its cells.
 */
export function OrderBooksTable({
  books,
  isEditable,
  onChosenChange,
  onQuantityChange,
  onRemove,
}: OrderBooksTableProps) {
  const chosenCount = books.filter((book) => book.isChosen).length;
  const allChosen = books.length > 0 && chosenCount === books.length;

  const toggle = (bookId: number, isChosen: boolean) => {
    const next = new Set(books.filter((book) => book.isChosen).map((book) => book.bookId));
    if (isChosen) next.add(bookId);
    else next.delete(bookId);
    onChosenChange([...next]);
  };

  return (
    <div className="table-scroll">
      <table className="table order-books" aria-label={texts.orders.books}>
        <thead className="table__header">
          <tr>
            {isEditable && (
              <th scope="col" className="table__column table__selection">
                <Checkbox
                  aria-label={texts.cart.selectAll}
                  isSelected={allChosen}
                  isIndeterminate={chosenCount > 0 && !allChosen}
                  isDisabled={books.length === 0}
                  onChange={(isSelected) =>
                    onChosenChange(isSelected ? books.map((book) => book.bookId) : [])
                  }
                />
              </th>
            )}
            <th scope="col" className="table__column table__cell--start">
              {texts.cart.columns.cover}
            </th>
            <th scope="col" className="table__column table__cell--start">
              {bookColumns.title}
            </th>
            <th scope="col" className="table__column table__cell--start">
              {bookColumns.poNumber}
            </th>
            <th scope="col" className="table__column table__cell--end">
              {bookColumns.price}
            </th>
            <th
              scope="col"
              className={`table__column table__cell--${isEditable ? 'start' : 'end'}`}
            >
              {bookColumns.quantity}
            </th>
            <th scope="col" className="table__column table__cell--end">
              {bookColumns.amount}
            </th>
            {isEditable && (
              <th scope="col" className="table__column table__cell--center">
                {bookColumns.delete}
              </th>
            )}
          </tr>
        </thead>
        <tbody className="table__body">
          {books.length === 0 && (
            <tr>
              <td colSpan={isEditable ? 8 : 6} className="table__empty">
                {texts.common.noResults}
              </td>
            </tr>
          )}
          {books.map((book) => (
            <tr
              key={book.bookId}
              className="table__row"
              data-selected={(isEditable && book.isChosen) || undefined}
            >
              {isEditable && (
                <td className="table__cell table__selection">
                  <Checkbox
                    aria-label={texts.cart.selectRow(book.title)}
                    isSelected={book.isChosen}
                    onChange={(value) => toggle(book.bookId, value)}
                  />
                </td>
              )}
              <td className="table__cell">
                <img
                  className="order-books__cover"
                  src={apiAssetUrl(book.coverImageUrl)}
                  alt=""
                  width={36}
                  height={50}
                  loading="lazy"
                />
              </td>
              <th scope="row" className="table__cell table__cell--start order-books__title">
                {book.title}
              </th>
              <td className="table__cell">{book.message}</td>
              <td className="table__cell table__cell--end order-books__money">
                {formatWon(book.price)}
              </td>
              <td className={`table__cell table__cell--${isEditable ? 'start' : 'end'}`}>
                {isEditable ? (
                  <QuantityStepper
                    label={texts.orders.quantityOf(book.title)}
                    isLabelHidden
                    value={book.quantity}
                    minValue={0}
                    onChange={(quantity) => onQuantityChange(book.bookId, quantity)}
                    className="order-books__quantity"
                  />
                ) : (
                  formatNumber(book.quantity)
                )}
              </td>
              <td className="table__cell table__cell--end order-books__money">
                {formatWon(book.price * book.quantity)}
              </td>
              {isEditable && (
                <td className="table__cell table__cell--center">
                  <IconButton
                    label={texts.orders.removeOf(book.title)}
                    onPress={() => onRemove(book.bookId)}
                  >
                    <Trash2 size={18} aria-hidden />
                  </IconButton>
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
