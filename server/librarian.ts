/**
 * The librarian tools' reads: what an ISBN list names, and where a member already has books
 * (selections, orders of the last 12 months). Additions of rows are server/selections.ts's.
 */
import type { components } from '../src/api/schema.gen.ts';
import type { Db } from './db/index.ts';
import { badRequest, conflict, notFound } from './errors.ts';
import { readIsbn } from '../src/rules/isbn.ts';
import { MAX_LIST_LENGTH } from '../src/rules/lists.ts';
import { coverUrl } from './lib/urls.ts';
import { memberOrder, orderBookIds, orderRowsToCopy } from './orders.ts';
import { MAX_QUANTITY, selectionKey, type RequestedRow } from './selections.ts';

type BookHoldings = components['schemas']['BookHoldings'];
type IsbnResult = components['schemas']['IsbnResult'];
type IsbnBook = components['schemas']['IsbnBook'];
type ReleaseStatus = components['schemas']['ReleaseStatus'];
type OrderStatus = components['schemas']['OrderStatus'];

/** How far back an order counts as "ordered recently" in the duplicates report. */
const RECENT_ORDER_MONTHS = 12;

export function refuseLongList(length: number, errorCode: string, what: string): void {
  if (length > MAX_LIST_LENGTH) {
    throw badRequest(
      errorCode,
      `At most ${MAX_LIST_LENGTH.toLocaleString('en')} ${what} at once; this list has ${length.toLocaleString('en')}. Split it into parts.`,
    );
  }
}

/** Where a member's books already are: one entry per distinct book id, in the order asked. */
export function bookHoldings(
  db: Db,
  memberId: string,
  bookIds: readonly number[],
  now = new Date(),
): BookHoldings[] {
  const distinct = [...new Set(bookIds)];
  const ids = JSON.stringify(distinct);
  const books = new Map(
    db
      .prepare<[string], { id: number; title: string; isbn: string }>(
        'SELECT id, title, isbn FROM books WHERE id IN (SELECT value FROM json_each(?))',
      )
      .all(ids)
      .map((row) => [row.id, row] as const),
  );
  const byBook = new Map<number, BookHoldings>(
    distinct.map((bookId) => [
      bookId,
      {
        bookId,
        title: books.get(bookId)?.title ?? '',
        isbn: books.get(bookId)?.isbn ?? '',
        selections: [],
        orders: [],
      },
    ]),
  );
  const inSelections = db
    .prepare<
      [string, string],
      { book_id: number; id: number; is_default: number; name: string; quantity: number }
    >(
      `SELECT ci.book_id, s.id, s.is_default, s.name, ci.quantity
       FROM cart_items ci JOIN selections s ON s.id = ci.selection_id
       WHERE s.member_id = ? AND ci.book_id IN (SELECT value FROM json_each(?))
       ORDER BY s.is_default DESC, s.id`,
    )
    .all(memberId, ids);
  for (const row of inSelections) {
    byBook.get(row.book_id)?.selections.push({
      id: selectionKey(row),
      name: row.name,
      quantity: row.quantity,
    });
  }
  const since = new Date(now);
  since.setMonth(since.getMonth() - RECENT_ORDER_MONTHS);
  const inOrders = db
    .prepare<
      [string, string, string],
      {
        book_id: number;
        id: number;
        order_code: string;
        status: OrderStatus;
        created_at: string;
        quantity: number;
      }
    >(
      `SELECT oi.book_id, o.id, o.order_code, o.status, o.created_at, sum(oi.quantity) AS quantity
       FROM order_items oi JOIN orders o ON o.id = oi.order_id
       WHERE o.member_id = ? AND o.status != 'CANCELED' AND o.created_at >= ?
         AND oi.book_id IN (SELECT value FROM json_each(?))
       GROUP BY oi.book_id, o.id
       ORDER BY o.created_at DESC, o.id DESC`,
    )
    .all(memberId, since.toISOString(), ids);
  for (const row of inOrders) {
    byBook.get(row.book_id)?.orders.push({
      orderId: row.id,
      orderCode: row.order_code,
      status: row.status,
      createdAt: row.created_at,
      quantity: row.quantity,
    });
  }
  return [...byBook.values()];
}

/** What each ISBN of a list names (read as the member typed it), with where the member has it. */
export function resolveIsbns(db: Db, memberId: string, isbns: readonly string[]): IsbnResult[] {
  refuseLongList(isbns.length, 'too_many_isbns', 'ISBNs can be checked');
  const bookByIsbn = db.prepare<
    [string],
    {
      id: number;
      title: string;
      author_k: string;
      publisher: string;
      price: number;
      release_status: ReleaseStatus | null;
    }
  >(
    'SELECT id, title, author_k, publisher, price, release_status FROM books WHERE isbn = ? ORDER BY id LIMIT 1',
  );
  const books = new Map<string, IsbnBook | null>();
  const bookOf = (isbn13: string): IsbnBook | null => {
    if (!books.has(isbn13)) {
      const row = bookByIsbn.get(isbn13);
      books.set(
        isbn13,
        row
          ? {
              bookId: row.id,
              title: row.title,
              author: row.author_k,
              publisher: row.publisher,
              price: row.price,
              coverImageUrl: coverUrl(row.id),
              releaseStatus: row.release_status,
            }
          : null,
      );
    }
    return books.get(isbn13) ?? null;
  };
  const results = isbns.map((input): IsbnResult => {
    const reading = readIsbn(input);
    if (!reading.valid) {
      return {
        input,
        status: 'invalid',
        isbn13: null,
        fromIsbn10: false,
        problem: reading.problem,
        book: null,
        holdings: null,
      };
    }
    const book = bookOf(reading.isbn13);
    return {
      input,
      status: book ? 'found' : 'not_found',
      isbn13: reading.isbn13,
      fromIsbn10: reading.fromIsbn10 !== undefined,
      problem: null,
      book,
      holdings: null,
    };
  });
  const found = results.flatMap((result) => (result.book ? [result.book.bookId] : []));
  const holdings = new Map(
    bookHoldings(db, memberId, found).map((entry) => [entry.bookId, entry] as const),
  );
  for (const result of results) {
    if (result.book) result.holdings = holdings.get(result.book.bookId) ?? null;
  }
  return results;
}

/** Where the member has the books named, and those of one of the member's orders. */
export function holdingsOf(
  db: Db,
  memberId: string,
  bookIds: readonly number[],
  orderId: number | undefined,
): BookHoldings[] {
  if (bookIds.length === 0 && orderId === undefined) {
    throw badRequest('validation_failed', 'body must have bookIds or orderId');
  }
  const ofOrder: number[] = [];
  if (orderId !== undefined) {
    const order = memberOrder(db, memberId, orderId);
    if (!order) throw notFound(`No order with id ${orderId}.`);
    ofOrder.push(...orderBookIds(db, order.id));
  }
  const asked = [...bookIds, ...ofOrder];
  refuseLongList(new Set(asked).size, 'too_many_books', 'books can be looked up');
  return bookHoldings(db, memberId, asked);
}

/** The rows of one of the member's orders to copy into a selection (not of a cancelled one). */
export function orderRowsForCopy(db: Db, memberId: string, orderId: number): RequestedRow[] {
  const order = memberOrder(db, memberId, orderId);
  if (!order) throw notFound(`No order with id ${orderId}.`);
  if (order.status === 'CANCELED') {
    throw conflict('order_canceled', 'A cancelled order cannot be copied.');
  }
  return orderRowsToCopy(db, order.id).map((row) => ({
    ...row,
    quantity: Math.min(MAX_QUANTITY, row.quantity),
  }));
}
