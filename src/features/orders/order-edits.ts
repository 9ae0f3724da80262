import type { components } from '@/api/schema.gen';

type OrderDetail = components['schemas']['OrderDetail'];
type OrderBook = components['schemas']['OrderBook'];
type OrderRequestBody = components['schemas']['OrderRequestBody'];

/**
 * The member's changes to an answered quotation before placing the order: quantities (floor 0),
 * removed rows and the chosen rows (checkboxes), keyed by book id. Kept in the page only: nothing
 * reaches the server until Order Request.
 */
export interface OrderEdits {
  quantities: Record<number, number>;
  removed: readonly number[];
  /** Book ids whose checkbox is ticked; `'all'` for every row (the start). */
  chosen: 'all' | readonly number[];
  message?: string;
}

export const noOrderEdits: OrderEdits = { quantities: {}, removed: [], chosen: 'all' };

/** A book row as the page shows it. */
export interface EditedOrderBook extends OrderBook {
  isChosen: boolean;
}

/** The rows left (removed ones are gone) with their current quantities and checkbox state. */
export function editedBooks(books: readonly OrderBook[], edits: OrderEdits): EditedOrderBook[] {
  return books
    .filter((book) => !edits.removed.includes(book.bookId))
    .map((book) => ({
      ...book,
      quantity: edits.quantities[book.bookId] ?? book.quantity,
      isChosen: edits.chosen === 'all' || edits.chosen.includes(book.bookId),
    }));
}

/** The estimated amount: price × quantity of the rows that would be ordered. */
export function estimatedAmount(books: readonly EditedOrderBook[]): number {
  return books
    .filter((book) => book.isChosen)
    .reduce((sum, book) => sum + book.price * book.quantity, 0);
}

/**
 * The body of Order Request (docs/product/orders.md#detail: message, cartCategoryId, books[bookId, quantity]): the chosen
 * rows with a quantity above 0. Rows left out (removed, unticked, or at 0) are dropped from the
 * order by the server. Null when nothing would be ordered.
 */
export function orderRequestBody(
  detail: Pick<OrderDetail, 'books' | 'message' | 'cartCategoryId'>,
  edits: OrderEdits,
): OrderRequestBody | null {
  const books = editedBooks(detail.books, edits)
    .filter((book) => book.isChosen && book.quantity > 0)
    .map((book) => ({ bookId: book.bookId, quantity: book.quantity }));
  if (books.length === 0) return null;
  return {
    message: edits.message ?? detail.message,
    cartCategoryId: detail.cartCategoryId,
    books,
  };
}
