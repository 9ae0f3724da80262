/** The member's selections (the contract's carts), their contents, Excel export and requests (tag `selections`). */
import type { AppContext } from '../context.ts';
import { authOf } from '../context.ts';
import { notFound } from '../errors.ts';
import { runIdempotent, runOptionallyIdempotent } from '../idempotency.ts';
import { requestOrderFromSelection, requestQuotation } from '../selection-requests.ts';
import {
  addBooksToSelection,
  addBookToSelection,
  selectionDetail,
  createSelection,
  deleteSelection,
  deleteSelectionItem,
  memberSelections,
  renameSelection,
  requireSelection,
  selectionByName,
  selectionExportRows,
} from '../selections.ts';
import { applySelectionUpdate } from '../selection-update.ts';
import { attachmentDisposition, XLSX_TYPE } from '../lib/util.ts';
import { workbookLocale } from '../lib/workbook-texts.ts';
import type { Handlers } from './types.ts';

type SelectionOperations = SelectionReadOperations | SelectionEditOperations | RequestOperations;
type SelectionReadOperations = 'listSelections' | 'getSelection' | 'downloadSelectionExcel';
type SelectionEditOperations =
  | 'createSelection'
  | 'renameSelection'
  | 'deleteSelection'
  | 'addBookToSelection'
  | 'addBooksToSelection'
  | 'updateSelection'
  | 'deleteSelectionItem';
type RequestOperations = 'requestQuotation' | 'requestOrderFromSelection';

export const selectionHandlers = (ctx: AppContext): Handlers<SelectionOperations> => ({
  ...selectionReadHandlers(ctx),
  ...selectionEditHandlers(ctx),
  ...selectionListEditHandlers(ctx),
  ...requestHandlers(ctx),
});

function selectionReadHandlers({ db }: AppContext): Handlers<SelectionReadOperations> {
  const namedSelection = (memberId: string, name: string) => {
    const selection = selectionByName(db, memberId, name);
    if (!selection) throw notFound(`No selection named "${name}".`);
    return selection;
  };
  return {
    async listSelections(request) {
      return { results: memberSelections(db, authOf(request).memberId) };
    },

    async getSelection(request) {
      const { name, sortField, sortOrder } = request.query;
      return selectionDetail(
        db,
        namedSelection(authOf(request).memberId, name),
        sortField,
        sortOrder,
      );
    },

    async downloadSelectionExcel(request, reply) {
      const { ids, name } = request.query;
      const selection = namedSelection(authOf(request).memberId, name);
      const rows = selectionExportRows(db, selection, ids);
      const { selectionWorkbookOffThread } = await import('../lib/workbooks-off-thread.ts');
      const locale = workbookLocale(request.headers['accept-language']);
      const buffer = await selectionWorkbookOffThread(selection.name, rows, locale);
      const filename = `${selection.name.replace(/[\\/:*?"<>|]/g, '_')}.xlsx`;
      return reply
        .header('Content-Type', XLSX_TYPE)
        .header('Content-Disposition', attachmentDisposition(filename))
        .header('Cache-Control', 'no-store')
        .send(buffer);
    },
  };
}

/** Edits of the member's list of selections: create, rename, delete. */
function selectionListEditHandlers(
  ctx: AppContext,
): Handlers<'createSelection' | 'renameSelection' | 'deleteSelection'> {
  const { db } = ctx;
  return {
    async createSelection(request, reply) {
      const { memberId } = authOf(request);
      const scope = { memberId, operation: 'createSelection', key: idempotencyKey(request) };
      const result = runOptionallyIdempotent(
        ctx,
        scope,
        request.body,
        201,
        () => {
          const { id, name } = createSelection(db, memberId, request.body.name);
          return { categoryId: String(id), name };
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
      return renameSelection(db, memberId, request.params.cartId, request.body.name);
    },

    async deleteSelection(request, reply) {
      deleteSelection(db, authOf(request).memberId, request.params.id);
      return reply.code(204).send();
    },
  };
}

/** Edits of a selection's rows; each may come again from the client's offline queue. */
function selectionEditHandlers(
  ctx: AppContext,
): Handlers<
  Exclude<SelectionEditOperations, 'createSelection' | 'renameSelection' | 'deleteSelection'>
> {
  const { db } = ctx;
  /** A replay of an edit of a selection deleted since answers as a request naming it would. */
  const stillThere = <T>(memberId: string, selectionId: string) => ({
    replay: (kept: unknown) => {
      requireSelection(db, memberId, selectionId);
      return kept as T;
    },
  });
  return {
    async addBookToSelection(request) {
      const { memberId } = authOf(request);
      const { bookId } = request.params;
      const { cartCategoryId, quantity } = request.body;
      const scope = { memberId, operation: 'addBookToSelection', key: idempotencyKey(request) };
      return runOptionallyIdempotent(
        ctx,
        scope,
        { bookId, ...request.body },
        200,
        () =>
          addBookToSelection(db, requireSelection(db, memberId, cartCategoryId), bookId, quantity),
        stillThere(memberId, cartCategoryId),
      ).body;
    },

    async addBooksToSelection(request) {
      const { memberId } = authOf(request);
      const { cartCategoryId, books } = request.body;
      const scope = { memberId, operation: 'addBooksToSelection', key: idempotencyKey(request) };
      const current = () => requireSelection(db, memberId, cartCategoryId);
      return runOptionallyIdempotent(
        ctx,
        scope,
        request.body,
        200,
        () => addBooksToSelection(db, current(), books),
        // The answer is the whole selection: nothing of it is stored, a replay reads it as it is.
        { keep: () => null, replay: () => selectionDetail(db, current()) },
      ).body;
    },

    async updateSelection(request) {
      const { memberId } = authOf(request);
      const { cartId } = request.params;
      const scope = { memberId, operation: 'updateSelection', key: idempotencyKey(request) };
      return runOptionallyIdempotent(ctx, scope, { cartId, ...request.body }, 200, () =>
        applySelectionUpdate(db, requireSelection(db, memberId, cartId), request.body),
      ).body;
    },

    async deleteSelectionItem(request, reply) {
      deleteSelectionItem(db, authOf(request).memberId, request.params.id);
      return reply.code(204).send();
    },
  };
}

function requestHandlers(ctx: AppContext): Handlers<RequestOperations> {
  const { db } = ctx;
  return {
    async requestQuotation(request, reply) {
      const { memberId } = authOf(request);
      const key = request.headers['idempotency-key'];
      const scope = { memberId, operation: 'requestQuotation', key };
      const result = runIdempotent(ctx, scope, request.body, 201, () =>
        requestQuotation(db, memberId, request.body),
      );
      reply.code(result.statusCode);
      return result.body;
    },

    async requestOrderFromSelection(request, reply) {
      const { memberId } = authOf(request);
      const key = request.headers['idempotency-key'];
      const scope = { memberId, operation: 'requestOrderFromSelection', key };
      const result = runIdempotent(ctx, scope, request.body, 200, () =>
        requestOrderFromSelection(db, memberId, request.body),
      );
      reply.code(result.statusCode);
      return result.body;
    },
  };
}

const idempotencyKey = (request: { headers: { 'idempotency-key'?: string } }) =>
  request.headers['idempotency-key'];
