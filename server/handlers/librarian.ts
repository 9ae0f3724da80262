/**
 * Librarian tools (tag `librarian`): reading ISBN lists, where a member already has books
 * (selections, orders of the last 12 months), adding many rows with PO numbers at once, and
 * copying an order into a selection.
 */
import type { components } from '../../src/api/schema.gen.ts';
import type { AppContext } from '../context.ts';
import { authOf } from '../context.ts';
import type { Db } from '../db/index.ts';
import { badRequest, conflict, notFound } from '../errors.ts';
import { runIdempotent, type ReplayOptions } from '../idempotency.ts';
import { readIsbn } from '../lib/isbn.ts';
import { nameKey, nowIso } from '../lib/util.ts';
import { RESERVED_SELECTION_NAMES } from '../members.ts';
import { coverUrl } from '../orders.ts';
import { requireSelection, selectionKey, type SelectionRow } from '../selections.ts';
import { assertDistinctBooks } from './selections.ts';
import type { Handlers } from './types.ts';

type LibrarianOperations =
  'resolveIsbns' | 'getBookHoldings' | 'addRowsToSelection' | 'copyOrderToSelection';

type BookHoldings = components['schemas']['BookHoldings'];
type IsbnResult = components['schemas']['IsbnResult'];
type IsbnBook = components['schemas']['IsbnBook'];
type RowAdded = components['schemas']['RowAdded'];
type RowsAdded = components['schemas']['RowsAdded'];
type ReleaseStatus = components['schemas']['ReleaseStatus'];
type OrderStatus = components['schemas']['OrderStatus'];

/** The most ISBNs one check reads, and the most rows one addition adds (a school's whole list). */
export const MAX_LIST_LENGTH = 1000;
/** The largest quantity of a selection's row (the contract's Quantity maximum). */
const MAX_QUANTITY = 9999;
/** How far back an order counts as "ordered recently" in the duplicates report. */
const RECENT_ORDER_MONTHS = 12;

function refuseLongList(length: number, errorCode: string, what: string): void {
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

interface RequestedRow {
  bookId: number;
  quantity: number;
  poNumber?: string;
  note?: string;
  /** Only a new row takes it: an existing row keeps the member's own choice. */
  priority?: 'first' | 'alternate';
}

/**
 * Adds rows to a selection (inside the caller's transaction): quantities add up to at most 9999,
 * a PO number or a note fills a row that has none and never overwrites one.
 */
function addRows(db: Db, selection: SelectionRow, rows: readonly RequestedRow[]): RowsAdded {
  const missing = db
    .prepare<[string], { value: number }>(
      `SELECT value FROM json_each(?) WHERE value NOT IN (SELECT id FROM books)`,
    )
    .all(JSON.stringify(rows.map((row) => row.bookId)))
    .map((row) => row.value);
  if (missing.length > 0) throw notFound(`No book with id ${missing.join(', ')}.`);
  const existing = db.prepare<[number, number], { quantity: number }>(
    'SELECT quantity FROM cart_items WHERE selection_id = ? AND book_id = ?',
  );
  const upsert = db.prepare<
    [number, number, number, string, string, string, string],
    { id: number; quantity: number; po_number: string; note: string }
  >(
    `INSERT INTO cart_items (selection_id, book_id, quantity, po_number, note, priority, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT(selection_id, book_id) DO UPDATE SET
       quantity = min(${MAX_QUANTITY}, quantity + excluded.quantity),
       po_number = CASE WHEN po_number = '' THEN excluded.po_number ELSE po_number END,
       note = CASE WHEN note = '' THEN excluded.note ELSE note END
     RETURNING id, quantity, po_number, note`,
  );
  const added: RowAdded[] = rows.map((row) => {
    const before = existing.get(selection.id, row.bookId)?.quantity ?? 0;
    const after = upsert.get(
      selection.id,
      row.bookId,
      row.quantity,
      (row.poNumber ?? '').trim(),
      row.note ?? '',
      row.priority ?? 'first',
      nowIso(),
    );
    if (!after) throw new Error('cart row vanished');
    return {
      bookId: row.bookId,
      cartBookId: after.id,
      addedQuantity: after.quantity - before,
      quantity: after.quantity,
      poNumber: after.po_number,
      note: after.note,
      capped: before + row.quantity > MAX_QUANTITY,
    };
  });
  return { cartCategoryId: selectionKey(selection), name: selection.name, added };
}

/** A replay of rows added to a selection deleted since answers as a request naming it would. */
const replayWhileSelectionExists = (db: Db, memberId: string): ReplayOptions<RowsAdded> => ({
  replay: (kept) => {
    const added = kept as RowsAdded;
    requireSelection(db, memberId, added.cartCategoryId);
    return added;
  },
});

export function librarianHandlers(ctx: AppContext): Handlers<LibrarianOperations> {
  const { db } = ctx;
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

  return {
    async resolveIsbns(request) {
      const { memberId } = authOf(request);
      const { isbns } = request.body;
      refuseLongList(isbns.length, 'too_many_isbns', 'ISBNs can be checked');
      const books = new Map<string, IsbnBook | null>();
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
        if (!books.has(reading.isbn13)) {
          const row = bookByIsbn.get(reading.isbn13);
          books.set(
            reading.isbn13,
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
        const book = books.get(reading.isbn13) ?? null;
        return {
          input,
          status: book ? 'found' : 'not_found',
          isbn13: reading.isbn13,
          fromIsbn10: reading.fromIsbn10,
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
      return { results };
    },

    async getBookHoldings(request) {
      const { memberId } = authOf(request);
      const { bookIds = [], orderId } = request.body;
      if (bookIds.length === 0 && orderId === undefined) {
        throw badRequest('validation_failed', 'body must have bookIds or orderId');
      }
      const ofOrder: number[] = [];
      if (orderId !== undefined) {
        const order = db
          .prepare<[number, string], { id: number }>(
            'SELECT id FROM orders WHERE id = ? AND member_id = ?',
          )
          .get(orderId, memberId);
        if (!order) throw notFound(`No order with id ${orderId}.`);
        ofOrder.push(
          ...db
            .prepare<[number], { book_id: number }>(
              'SELECT book_id FROM order_items WHERE order_id = ? ORDER BY position',
            )
            .all(order.id)
            .map((row) => row.book_id),
        );
      }
      const asked = [...bookIds, ...ofOrder];
      refuseLongList(new Set(asked).size, 'too_many_books', 'books can be looked up');
      return { results: bookHoldings(db, memberId, asked) };
    },

    async addRowsToSelection(request) {
      const { memberId } = authOf(request);
      const { books } = request.body;
      const { cartId } = request.params;
      refuseLongList(books.length, 'too_many_books', 'books can be added');
      assertDistinctBooks(books);
      const key = request.headers['idempotency-key'];
      return runIdempotent(
        ctx,
        { memberId, operation: 'addRowsToSelection', key },
        { cartId, books },
        200,
        () => addRows(db, requireSelection(db, memberId, cartId), books),
        replayWhileSelectionExists(db, memberId),
      ).body;
    },

    async copyOrderToSelection(request) {
      const { memberId } = authOf(request);
      const { id } = request.params;
      const { cartCategoryId, newSelectionName } = request.body;
      if ((cartCategoryId === undefined) === (newSelectionName === undefined)) {
        throw badRequest(
          'validation_failed',
          'body must have exactly one of cartCategoryId and newSelectionName',
        );
      }
      const key = request.headers['idempotency-key'];
      return runIdempotent(
        ctx,
        { memberId, operation: 'copyOrderToSelection', key },
        { id, ...request.body },
        200,
        () => {
          const order = db
            .prepare<[number, string], { id: number; status: OrderStatus }>(
              'SELECT id, status FROM orders WHERE id = ? AND member_id = ?',
            )
            .get(id, memberId);
          if (!order) throw notFound(`No order with id ${id}.`);
          if (order.status === 'CANCELED') {
            throw conflict('order_canceled', 'A cancelled order cannot be copied.');
          }
          const rows = db
            .prepare<[number], RequestedRow>(
              `SELECT book_id AS bookId, sum(quantity) AS quantity, max(po_number) AS poNumber,
                      max(note) AS note, max(priority) AS priority
               FROM order_items WHERE order_id = ? AND quantity > 0
               GROUP BY book_id ORDER BY min(position)`,
            )
            .all(order.id);
          const selection =
            cartCategoryId !== undefined
              ? requireSelection(db, memberId, cartCategoryId)
              : createSelection(db, memberId, newSelectionName ?? '');
          return addRows(
            db,
            selection,
            rows.map((row) => ({ ...row, quantity: Math.min(MAX_QUANTITY, row.quantity) })),
          );
        },
        replayWhileSelectionExists(db, memberId),
      ).body;
    },
  };
}

/** A new selection of the member (names are unique per member, ignoring case). */
function createSelection(db: Db, memberId: string, rawName: string): SelectionRow {
  const name = rawName.trim();
  const key = nameKey(name);
  const taken =
    RESERVED_SELECTION_NAMES.has(key) ||
    db
      .prepare<[string, string], { id: number }>(
        'SELECT id FROM selections WHERE member_id = ? AND name_key = ?',
      )
      .get(memberId, key) !== undefined;
  if (taken) throw conflict('duplicate_name', `A selection named "${name}" already exists.`);
  const inserted = db
    .prepare(
      'INSERT INTO selections (member_id, name, name_key, is_default, created_at) VALUES (?, ?, ?, 0, ?)',
    )
    .run(memberId, name, key, nowIso());
  return {
    id: Number(inserted.lastInsertRowid),
    member_id: memberId,
    name,
    is_default: 0,
    message: '',
  };
}
