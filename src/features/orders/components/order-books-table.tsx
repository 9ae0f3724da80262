import { memo, useLayoutEffect, useMemo, useRef } from 'react';
import { Trash2 } from 'lucide-react';
import { coverSources } from '@/lib/covers';
import { formatNumber, formatPercent, formatWon } from '@/lib/format';
import { discountPercent } from '@/rules/price-law';
import * as texts from '@/texts';
import { IconButton } from '@/ui/button';
import { QuantityStepper } from '@/ui/quantity-stepper';
import {
  Cell,
  Column,
  DataTable,
  Row,
  RowHeader,
  SelectAllColumn,
  SelectionCell,
  TableBody,
  TableHeader,
} from '@/ui/table';
import type { EditedOrderBook } from '../order-edits';

const { bookColumns } = texts.orders;

export interface OrderBooksTableProps {
  books: EditedOrderBook[];
  /** Checkboxes, quantity steppers (floor 0) and delete are offered (an answered quotation). */
  isEditable: boolean;
  onChosenChange: (chosen: number[]) => void;
  onQuantityChange: (bookId: number, quantity: number) => void;
  onRemove: (bookId: number) => void;
}

/** What a row asks of its table; the same functions for the table's whole life. */
interface RowActions {
  toggle: (bookId: number, isChosen: boolean) => void;
  quantity: (bookId: number, quantity: number) => void;
  remove: (bookId: number) => void;
}

/**
 * The order's books (docs/product/orders.md#books): checkbox, cover, title, PO number, list price,
 * discount, price, quantity stepper (floor 0), amount and delete. On a phone each row is a card, its quantity and amount in view.
 */
export function OrderBooksTable({
  books,
  isEditable,
  onChosenChange,
  onQuantityChange,
  onRemove,
}: OrderBooksTableProps) {
  const chosenCount = books.filter((book) => book.isChosen).length;

  // Rows get stable functions that call the latest props (the page passes new ones each render).
  const latest = useRef({ books, onChosenChange, onQuantityChange, onRemove });
  useLayoutEffect(() => {
    latest.current = { books, onChosenChange, onQuantityChange, onRemove };
  });
  const actions = useMemo<RowActions>(
    () => ({
      toggle: (bookId, isChosen) => {
        const { books: current } = latest.current;
        const next = new Set(current.filter((book) => book.isChosen).map((book) => book.bookId));
        if (isChosen) next.add(bookId);
        else next.delete(bookId);
        latest.current.onChosenChange([...next]);
      },
      quantity: (bookId, quantity) => latest.current.onQuantityChange(bookId, quantity),
      remove: (bookId) => latest.current.onRemove(bookId),
    }),
    [],
  );

  return (
    <DataTable aria-label={texts.orders.books} minWidth={720} stackOnPhone className="order-books">
      <TableHeader>
        {isEditable && (
          <SelectAllColumn
            aria-label={texts.selectionPage.selectAll}
            selectedCount={chosenCount}
            count={books.length}
            onChange={(isSelected) =>
              onChosenChange(isSelected ? books.map((book) => book.bookId) : [])
            }
          />
        )}
        <Column>{texts.selectionPage.columns.cover}</Column>
        <Column>{bookColumns.title}</Column>
        <Column>{bookColumns.poNumber}</Column>
        <Column align="end">{bookColumns.listPrice}</Column>
        <Column align="end">{bookColumns.discount}</Column>
        <Column align="end">{bookColumns.price}</Column>
        <Column align={isEditable ? 'start' : 'end'}>{bookColumns.quantity}</Column>
        <Column align="end">{bookColumns.amount}</Column>
        {isEditable && <Column align="center">{bookColumns.delete}</Column>}
      </TableHeader>
      <TableBody
        isEmpty={books.length === 0}
        emptyText={texts.common.noResults}
        columnCount={isEditable ? 10 : 8}
      >
        {books.map((book) => (
          <OrderBookRow key={book.bookId} book={book} isEditable={isEditable} actions={actions} />
        ))}
      </TableBody>
    </DataTable>
  );
}

const OrderBookRow = memo(function OrderBookRow({
  book,
  isEditable,
  actions,
}: {
  book: EditedOrderBook;
  isEditable: boolean;
  actions: RowActions;
}) {
  const discount = discountPercent(book.price, book.listPrice);
  return (
    <Row isSelected={isEditable && book.isChosen}>
      {isEditable && (
        <SelectionCell
          aria-label={texts.selectionPage.selectRow(book.title)}
          isSelected={book.isChosen}
          onChange={(value) => actions.toggle(book.bookId, value)}
        />
      )}
      <Cell>
        <img
          className="order-books__cover"
          {...coverSources(book.coverImageUrl, 36)}
          alt=""
          width={36}
          height={50}
          loading="lazy"
          decoding="async"
        />
      </Cell>
      <RowHeader className="order-books__title">
        {book.title}
        {/* The line's priority and note, as the member gave them: docs/product/orders.md#detail */}
        {book.priority === 'alternate' && (
          <span className="order-books__alternate">{texts.orders.alternate}</span>
        )}
        {book.note !== '' && <span className="order-books__note">{book.note}</span>}
      </RowHeader>
      <Cell label={bookColumns.poNumber}>{book.message}</Cell>
      <Cell
        align="end"
        label={bookColumns.listPrice}
        className="order-books__money"
        data-none={book.listPrice === null || undefined}
      >
        {book.listPrice === null ? texts.selectionPage.noListPrice : formatWon(book.listPrice)}
      </Cell>
      <Cell align="end" label={bookColumns.discount} className="order-books__money">
        {discount === null ? '' : formatPercent(discount)}
      </Cell>
      <Cell align="end" label={bookColumns.price} className="order-books__money">
        {formatWon(book.price)}
      </Cell>
      <Cell align={isEditable ? 'start' : 'end'} label={bookColumns.quantity}>
        {isEditable ? (
          <QuantityStepper
            label={texts.orders.quantityOf(book.title)}
            isLabelHidden
            value={book.quantity}
            minValue={0}
            onChange={(quantity) => actions.quantity(book.bookId, quantity)}
            className="order-books__quantity"
          />
        ) : (
          formatNumber(book.quantity)
        )}
      </Cell>
      <Cell align="end" label={bookColumns.amount} className="order-books__money">
        {formatWon(book.price * book.quantity)}
      </Cell>
      {isEditable && (
        <Cell align="center" label={bookColumns.delete}>
          <IconButton
            label={texts.orders.removeOf(book.title)}
            onPress={() => actions.remove(book.bookId)}
          >
            <Trash2 size={18} aria-hidden />
          </IconButton>
        </Cell>
      )}
    </Row>
  );
});
