/**
 * What a selection asks of the provider: a quotation of some of its books, and an order of books
 * of an answered quotation. The order lifecycle itself is server/orders.ts's.
 */
import type { components } from '../src/api/schema.gen.ts';
import type { Db } from './db/index.ts';
import { conflict } from './errors.ts';
import { requestFund, selectionFund, setOrderFund, setSelectionFund } from './funds.ts';
import { institutionOf, memberById } from './members.ts';
import {
  addQuotationLines,
  answeredQuotationFor,
  openOrder,
  orderFromQuotation,
} from './orders.ts';
import {
  assertDistinctBooks,
  requireSelection,
  selectionItems,
  selectionKey,
  setSelectionMessage,
} from './selections.ts';

type CartRequestBody = components['schemas']['CartRequestBody'];
type OrderCreated = components['schemas']['OrderCreated'];

/**
 * Opens a quotation request of books of a selection. The selection keeps what the quotation
 * used: the rows' quantities, PO numbers, notes and priorities and the message, as they were on
 * screen, are then no longer unsaved changes.
 */
export function requestQuotation(db: Db, memberId: string, body: CartRequestBody): OrderCreated {
  const selection = requireSelection(db, memberId, body.cartCategoryId);
  assertDistinctBooks(body.books);
  const inSelection = new Map(
    selectionItems(db, selection.id).map((item) => [item.bookId, item] as const),
  );
  const missing = body.books.filter((book) => !inSelection.has(book.bookId));
  if (missing.length > 0) {
    throw conflict(
      'cart_changed',
      `Book ${missing.map((book) => book.bookId).join(', ')} is no longer in the selection.`,
    );
  }
  const fundId = requestFund(db, memberId, body.fundId, selectionFund(db, selection.id));
  const member = memberById(db, memberId);
  if (!member) throw new Error('the signed-in member vanished');
  const { orderId, orderCode } = openOrder(db, {
    memberId,
    selectionKey: selectionKey(selection),
    selectionName: selection.name,
    institution: institutionOf(member),
    message: body.message,
    createdAt: new Date().toISOString(),
  });
  setOrderFund(db, orderId, fundId);
  setSelectionFund(db, selection.id, fundId);
  const lines = body.books.map((book) => {
    const row = inSelection.get(book.bookId);
    return {
      bookId: book.bookId,
      quantity: book.quantity,
      poNumber: (book.poNumber ?? row?.poNumber ?? '').trim(),
      note: book.note ?? row?.note ?? '',
      priority: book.priority ?? row?.priority ?? 'first',
    };
  });
  addQuotationLines(db, orderId, lines);
  const keep = db.prepare(
    `UPDATE cart_items SET quantity = ?, po_number = ?, note = ?, priority = ?
     WHERE selection_id = ? AND book_id = ?`,
  );
  for (const line of lines) {
    keep.run(line.quantity, line.poNumber, line.note, line.priority, selection.id, line.bookId);
  }
  setSelectionMessage(db, selection.id, body.message);
  return { orderId, orderCode, status: 'QUOTATION_REQUEST' };
}

/**
 * Orders books of a selection from the member's newest answered quotation of them. A line's note
 * and priority come from the request, else from the selection's row; as with a quotation, the
 * message the order used is the selection's message now.
 */
export function requestOrderFromSelection(
  db: Db,
  memberId: string,
  body: CartRequestBody,
): OrderCreated {
  const selection = requireSelection(db, memberId, body.cartCategoryId);
  assertDistinctBooks(body.books);
  const quotation = answeredQuotationFor(
    db,
    memberId,
    selectionKey(selection),
    body.books.map((book) => book.bookId),
  );
  if (!quotation) {
    throw conflict(
      'quotation_not_done',
      'There is no answered quotation for these books yet (견적서 처리가 완료되지 않았습니다).',
    );
  }
  const fundId =
    body.fundId === undefined ? undefined : requestFund(db, memberId, body.fundId, null);
  const inSelection = new Map(
    selectionItems(db, selection.id).map((item) => [item.bookId, item] as const),
  );
  const books = body.books.map((book) => {
    const row = inSelection.get(book.bookId);
    return { ...book, note: book.note ?? row?.note, priority: book.priority ?? row?.priority };
  });
  orderFromQuotation(db, quotation, { books, message: body.message, fundId });
  if (fundId !== undefined) setSelectionFund(db, selection.id, fundId);
  setSelectionMessage(db, selection.id, body.message);
  return { orderId: quotation.id, orderCode: quotation.order_code, status: 'ORDER_REQUEST' };
}
