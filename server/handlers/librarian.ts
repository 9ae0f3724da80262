/**
 * Librarian tools (tag `librarian`): reading ISBN lists, where a member already has books
 * (selections, orders of the last 12 months), adding many rows with PO numbers at once, and
 * copying an order into a selection.
 */
import type { components } from '../../src/api/schema.gen.ts';
import type { AppContext } from '../context.ts';
import { authOf } from '../context.ts';
import { badRequest } from '../errors.ts';
import { runIdempotent, type ReplayOptions } from '../idempotency.ts';
import { holdingsOf, orderRowsForCopy, refuseLongList, resolveIsbns } from '../librarian.ts';
import { addRows, assertDistinctBooks, createSelection, requireSelection } from '../selections.ts';
import type { Handlers } from './types.ts';

type LibrarianOperations =
  'resolveIsbns' | 'getBookHoldings' | 'addRowsToSelection' | 'copyOrderToSelection';

type RowsAdded = components['schemas']['RowsAdded'];

export function librarianHandlers(ctx: AppContext): Handlers<LibrarianOperations> {
  const { db } = ctx;
  /** A replay of rows added to a selection deleted since answers as a request naming it would. */
  const replayWhileSelectionExists = (memberId: string): ReplayOptions<RowsAdded> => ({
    replay: (kept) => {
      const added = kept as RowsAdded;
      requireSelection(db, memberId, added.cartCategoryId);
      return added;
    },
  });

  return {
    async resolveIsbns(request) {
      return { results: resolveIsbns(db, authOf(request).memberId, request.body.isbns) };
    },

    async getBookHoldings(request) {
      const { bookIds = [], orderId } = request.body;
      return { results: holdingsOf(db, authOf(request).memberId, bookIds, orderId) };
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
        replayWhileSelectionExists(memberId),
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
          const rows = orderRowsForCopy(db, memberId, id);
          const selection =
            cartCategoryId !== undefined
              ? requireSelection(db, memberId, cartCategoryId)
              : createSelection(db, memberId, newSelectionName ?? '');
          return addRows(db, selection, rows);
        },
        replayWhileSelectionExists(memberId),
      ).body;
    },
  };
}
