/** The member's selections (carts), their contents, Excel export and requests (tag `selections`). */
import type { AppContext } from '../context.ts';
import { authOf } from '../context.ts';
import { badRequest, conflict, forbidden, notFound } from '../errors.ts';
import { runIdempotent, type ReplayOptions } from '../idempotency.ts';
import { institutionOf, type MemberRow } from '../members.ts';
import { openOrder, orderFromQuotation, type OrderRow } from '../orders.ts';
import {
  cartDetail,
  isReservedSelectionName,
  requireSelection,
  selectionByName,
  selectionItem,
  selectionItems,
  selectionKey,
  selectionsNamedLike,
  type SelectionRow,
} from '../selections.ts';
import { applySelectionUpdate } from '../selection-update.ts';
import {
  lastUsedFund,
  requestFund,
  selectionFund,
  setOrderFund,
  setSelectionFund,
} from '../funds.ts';
import { attachmentDisposition, nowIso, XLSX_TYPE } from '../lib/util.ts';
import { selectionNameKey } from '../lib/names.ts';
import type { Handlers } from './types.ts';

type SelectionOperations =
  | 'listSelections'
  | 'getSelection'
  | 'createSelection'
  | 'renameSelection'
  | 'deleteSelection'
  | 'addBookToSelection'
  | 'addBooksToSelection'
  | 'updateSelection'
  | 'deleteSelectionItem'
  | 'downloadSelectionExcel'
  | 'requestQuotation'
  | 'requestOrderFromSelection';

/** The largest quantity of a row (the contract's Quantity maximum); additions stop there. */
const MAX_QUANTITY = 9999;

interface RequestedBook {
  bookId: number;
  quantity: number;
  poNumber?: string;
  note?: string;
  priority?: 'first' | 'alternate';
}

/** Refuses a request that names the same book twice. */
export function assertDistinctBooks(books: readonly { bookId: number }[]): void {
  const seen = new Set<number>();
  for (const { bookId } of books) {
    if (seen.has(bookId)) {
      throw badRequest('validation_failed', `body/books names book ${bookId} more than once`);
    }
    seen.add(bookId);
  }
}

export function selectionHandlers(ctx: AppContext): Handlers<SelectionOperations> {
  const { db } = ctx;

  const checkName = (memberId: string, name: string, except?: number): string => {
    const trimmed = name.trim();
    if (trimmed === '') throw badRequest('validation_failed', 'body/name must not be blank');
    const taken =
      isReservedSelectionName(trimmed) ||
      selectionsNamedLike(db, memberId, trimmed, except).length > 0;
    if (taken) throw conflict('duplicate_name', `A selection named "${trimmed}" already exists.`);
    return trimmed;
  };

  const protectDefault = (selection: SelectionRow) => {
    if (selection.is_default) {
      throw forbidden(
        'default_selection_protected',
        'The default selection cannot be changed or deleted.',
      );
    }
  };

  const missingBooks = (bookIds: number[]): number[] => {
    const exists = db.prepare<[number], { id: number }>('SELECT id FROM books WHERE id = ?');
    return bookIds.filter((id) => exists.get(id) === undefined);
  };

  const addToSelection = db.prepare<[number, number, number, string], { id: number }>(
    `INSERT INTO cart_items (selection_id, book_id, quantity, po_number, created_at) VALUES (?, ?, ?, '', ?)
     ON CONFLICT(selection_id, book_id) DO UPDATE SET quantity = min(${MAX_QUANTITY}, quantity + excluded.quantity)
     RETURNING id`,
  );

  /**
   * Applies an edit once per Idempotency-Key when the client sends one (a replay of an edit queued
   * offline answers the first result again); without a key the edit is simply applied. Both run
   * in one transaction, so a batch of additions is all or nothing.
   */
  const replayable = <T>(
    memberId: string,
    operation: string,
    key: string | undefined,
    body: unknown,
    statusCode: number,
    work: () => T,
    options?: ReplayOptions<T>,
  ) =>
    key === undefined
      ? { statusCode, body: db.transaction(work).immediate() }
      : runIdempotent(ctx, { memberId, operation, key }, body, statusCode, work, options);

  /** A replay of an edit of a selection deleted since answers as a request naming it would. */
  const stillThere = <T>(memberId: string, selectionId: string): ReplayOptions<T> => ({
    replay: (kept) => {
      requireSelection(db, memberId, selectionId);
      return kept as T;
    },
  });

  const memberRow = (memberId: string) =>
    db
      .prepare<[string], MemberRow>('SELECT * FROM members WHERE id = ?')
      .get(memberId) as MemberRow;

  return {
    async listSelections(request) {
      const { memberId } = authOf(request);
      const rows = db
        .prepare<[string], SelectionRow & { fund_id: number | null }>(
          'SELECT id, member_id, name, is_default, message, fund_id FROM selections WHERE member_id = ? ORDER BY is_default DESC, id',
        )
        .all(memberId);
      return {
        results: rows.map((row) => ({
          id: selectionKey(row),
          name: row.name,
          fundId: row.fund_id,
        })),
      };
    },

    async getSelection(request) {
      const { memberId } = authOf(request);
      const { name, sortField, sortOrder } = request.query;
      const selection = selectionByName(db, memberId, name);
      if (!selection) throw notFound(`No selection named "${name}".`);
      return cartDetail(db, selection, sortField, sortOrder);
    },

    async createSelection(request, reply) {
      const { memberId } = authOf(request);
      const replayKey = request.headers['idempotency-key'];
      const result = replayable(
        memberId,
        'createSelection',
        replayKey,
        request.body,
        201,
        () => {
          const name = checkName(memberId, request.body.name);
          const inserted = db
            .prepare(
              'INSERT INTO selections (member_id, name, name_key, is_default, created_at, fund_id) VALUES (?, ?, ?, 0, ?, ?)',
            )
            .run(memberId, name, selectionNameKey(name), nowIso(), lastUsedFund(db, memberId));
          return { categoryId: String(inserted.lastInsertRowid), name };
        },
        {
          replay: (kept) => {
            const created = kept as { categoryId: string; name: string };
            requireSelection(db, memberId, created.categoryId);
            return created;
          },
        },
      );
      reply.code(result.statusCode);
      return result.body;
    },

    async renameSelection(request) {
      const { memberId } = authOf(request);
      const selection = requireSelection(db, memberId, request.params.cartId);
      protectDefault(selection);
      const name = checkName(memberId, request.body.name, selection.id);
      db.prepare('UPDATE selections SET name = ?, name_key = ? WHERE id = ?').run(
        name,
        selectionNameKey(name),
        selection.id,
      );
      return { id: selectionKey(selection), name };
    },

    async deleteSelection(request, reply) {
      const { memberId } = authOf(request);
      const selection = requireSelection(db, memberId, request.params.id);
      protectDefault(selection);
      db.prepare('DELETE FROM selections WHERE id = ?').run(selection.id);
      return reply.code(204).send();
    },

    async addBookToSelection(request) {
      const { memberId } = authOf(request);
      const { bookId } = request.params;
      const replayKey = request.headers['idempotency-key'];
      const fingerprint = { bookId, ...request.body };
      return replayable(
        memberId,
        'addBookToSelection',
        replayKey,
        fingerprint,
        200,
        () => {
          const selection = requireSelection(db, memberId, request.body.cartCategoryId);
          if (missingBooks([bookId]).length > 0) throw notFound(`No book with id ${bookId}.`);
          const row = addToSelection.get(selection.id, bookId, request.body.quantity, nowIso());
          const item = row && selectionItem(db, row.id);
          if (!item) throw new Error('cart row vanished');
          return item;
        },
        stillThere(memberId, request.body.cartCategoryId),
      ).body;
    },

    async addBooksToSelection(request) {
      const { memberId } = authOf(request);
      const { cartCategoryId, books } = request.body;
      const replayKey = request.headers['idempotency-key'];
      return replayable(
        memberId,
        'addBooksToSelection',
        replayKey,
        request.body,
        200,
        () => {
          const selection = requireSelection(db, memberId, cartCategoryId);
          const missing = missingBooks([...new Set(books.map((book) => book.bookId))]);
          if (missing.length > 0) throw notFound(`No book with id ${missing.join(', ')}.`);
          for (const book of books) {
            addToSelection.get(selection.id, book.bookId, book.quantity, nowIso());
          }
          return cartDetail(db, selection);
        },
        // The answer is the whole selection: nothing of it is stored, a replay reads it as it is.
        {
          keep: () => null,
          replay: () => cartDetail(db, requireSelection(db, memberId, cartCategoryId)),
        },
      ).body;
    },

    async updateSelection(request) {
      const { memberId } = authOf(request);
      const { cartId } = request.params;
      const replayKey = request.headers['idempotency-key'];
      const fingerprint = { cartId, ...request.body };
      return replayable(memberId, 'updateSelection', replayKey, fingerprint, 200, () =>
        applySelectionUpdate(db, requireSelection(db, memberId, cartId), request.body),
      ).body;
    },

    async deleteSelectionItem(request, reply) {
      const { memberId } = authOf(request);
      const result = db
        .prepare(
          'DELETE FROM cart_items WHERE id = ? AND selection_id IN (SELECT id FROM selections WHERE member_id = ?)',
        )
        .run(request.params.id, memberId);
      if (result.changes === 0) throw notFound(`No selection row with id ${request.params.id}.`);
      return reply.code(204).send();
    },

    async downloadSelectionExcel(request, reply) {
      const { memberId } = authOf(request);
      const { ids, name } = request.query;
      const selection = selectionByName(db, memberId, name);
      if (!selection) throw notFound(`No selection named "${name}".`);
      // Rows as the member sees them: in the order of the ids. Books no longer in the selection
      // (removed in another tab) are left out.
      const position = new Map(ids.map((bookId, index) => [bookId, index] as const));
      const rows = selectionItems(db, selection.id)
        .filter((item) => position.has(item.bookId))
        .sort((a, b) => position.get(a.bookId)! - position.get(b.bookId)!);
      if (rows.length === 0) throw notFound('None of the chosen books is in the selection.');
      const isbn = db.prepare<[number], { isbn: string }>('SELECT isbn FROM books WHERE id = ?');
      const { selectionWorkbookOffThread } = await import('../lib/workbooks-off-thread.ts');
      const buffer = await selectionWorkbookOffThread(
        selection.name,
        rows.map((row) => ({ ...row, isbn: isbn.get(row.bookId)?.isbn ?? '' })),
      );
      const filename = `${selection.name.replace(/[\\/:*?"<>|]/g, '_')}.xlsx`;
      return reply
        .header('Content-Type', XLSX_TYPE)
        .header('Content-Disposition', attachmentDisposition(filename))
        .header('Cache-Control', 'no-store')
        .send(buffer);
    },

    async requestQuotation(request, reply) {
      const { memberId } = authOf(request);
      const body = request.body;
      const result = runIdempotent(
        ctx,
        { memberId, operation: 'requestQuotation', key: request.headers['idempotency-key'] },
        body,
        201,
        () => {
          const selection = requireSelection(db, memberId, body.cartCategoryId);
          assertDistinctBooks(body.books);
          const inCart = new Map(
            selectionItems(db, selection.id).map((item) => [item.bookId, item] as const),
          );
          const missing = body.books.filter((book) => !inCart.has(book.bookId));
          if (missing.length > 0) {
            throw conflict(
              'cart_changed',
              `Book ${missing.map((book) => book.bookId).join(', ')} is no longer in the selection.`,
            );
          }
          const fundId = requestFund(db, memberId, body.fundId, selectionFund(db, selection.id));
          const member = memberRow(memberId);
          const now = new Date();
          const { orderId, orderCode } = openOrder(db, {
            memberId,
            selectionKey: selectionKey(selection),
            selectionName: selection.name,
            institution: institutionOf(member),
            message: body.message,
            createdAt: now.toISOString(),
          });
          setOrderFund(db, orderId, fundId);
          setSelectionFund(db, selection.id, fundId);
          const insert = db.prepare(
            `INSERT INTO order_items (order_id, book_id, quantity, price, po_number, note, priority, position)
             VALUES (?, ?, ?, (SELECT price FROM books WHERE id = ?), ?, ?, ?, ?)`,
          );
          // The selection keeps what the quotation used: the rows' quantities, PO numbers, notes
          // and priorities and the message, as they were on screen, are then no longer unsaved
          // changes.
          const keep = db.prepare(
            `UPDATE cart_items SET quantity = ?, po_number = ?, note = ?, priority = ?
             WHERE selection_id = ? AND book_id = ?`,
          );
          body.books.forEach((book: RequestedBook, index) => {
            const row = inCart.get(book.bookId);
            const poNumber = (book.poNumber ?? row?.poNumber ?? '').trim();
            const note = book.note ?? row?.note ?? '';
            const priority = book.priority ?? row?.priority ?? 'first';
            insert.run(
              orderId,
              book.bookId,
              book.quantity,
              book.bookId,
              poNumber,
              note,
              priority,
              index,
            );
            keep.run(book.quantity, poNumber, note, priority, selection.id, book.bookId);
          });
          db.prepare('UPDATE selections SET message = ? WHERE id = ?').run(
            body.message,
            selection.id,
          );
          return { orderId, orderCode, status: 'QUOTATION_REQUEST' as const };
        },
      );
      reply.code(result.statusCode);
      return result.body;
    },

    async requestOrderFromSelection(request, reply) {
      const { memberId } = authOf(request);
      const body = request.body;
      const result = runIdempotent(
        ctx,
        {
          memberId,
          operation: 'requestOrderFromSelection',
          key: request.headers['idempotency-key'],
        },
        body,
        200,
        () => {
          const selection = requireSelection(db, memberId, body.cartCategoryId);
          assertDistinctBooks(body.books);
          const chosen = new Map(body.books.map((book) => [book.bookId, book] as const));
          const candidates = db
            .prepare<[string, string], OrderRow>(
              `SELECT * FROM orders
               WHERE member_id = ? AND selection_key = ? AND status = 'QUOTATION_DONE'
               ORDER BY created_at DESC, id DESC`,
            )
            .all(memberId, selectionKey(selection));
          const itemsOf = db.prepare<[number], { id: number; book_id: number }>(
            'SELECT id, book_id FROM order_items WHERE order_id = ?',
          );
          const quotation = candidates.find((candidate) => {
            const books = new Set(itemsOf.all(candidate.id).map((item) => item.book_id));
            return [...chosen.keys()].every((bookId) => books.has(bookId));
          });
          if (!quotation) {
            throw conflict(
              'quotation_not_done',
              'There is no answered quotation for these books yet (견적서 처리가 완료되지 않았습니다).',
            );
          }
          const fundId =
            body.fundId === undefined ? undefined : requestFund(db, memberId, body.fundId, null);
          // A line's note and priority come from the request, else from the selection's row.
          const inCart = new Map(
            selectionItems(db, selection.id).map((item) => [item.bookId, item] as const),
          );
          const books = body.books.map((book) => {
            const row = inCart.get(book.bookId);
            return {
              ...book,
              note: book.note ?? row?.note,
              priority: book.priority ?? row?.priority,
            };
          });
          orderFromQuotation(db, quotation, { books, message: body.message, fundId });
          if (fundId !== undefined) setSelectionFund(db, selection.id, fundId);
          // As with a quotation, the message the order used is the selection's message now.
          db.prepare('UPDATE selections SET message = ? WHERE id = ?').run(
            body.message,
            selection.id,
          );
          return {
            orderId: quotation.id,
            orderCode: quotation.order_code,
            status: 'ORDER_REQUEST' as const,
          };
        },
      );
      reply.code(result.statusCode);
      return result.body;
    },
  };
}
