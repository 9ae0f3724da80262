import {
  onlineManager,
  useMutation,
  useQueryClient,
  type QueryClient,
  type UseMutationResult,
} from '@tanstack/react-query';
import { toast } from '@/ui/toast';
import { api, goneIsDone, unwrap } from '@/api/client';
import { ApiError, getErrorMessage, isHandled, NetworkError } from '@/api/errors';
import type { components } from '@/api/schema.gen';
import { nameKey } from '@/lib/names';
import * as texts from '@/texts';
import {
  draftAfterSave,
  dropDraftRow,
  readDraft,
  registerSelectionDraftDefaults,
  writeDraft,
  type SelectionDraft,
} from './draft';
import { selectionKeys, selectionMutationKeys } from '@/api/query-keys';
import { newIdempotencyKey } from '@/api/idempotency';

type Selection = components['schemas']['Selection'];

export interface CreateSelectionVars {
  name: string;
  /** Names this creation for the server, so a replay creates one selection (set by the hook). */
  replayKey?: string;
}
/**
 * Where a selection is renamed or deleted from: the side menu uses the texts of 000 §8 ('Cart
 * renamed successfully'), the selection page those of 001 §8 (이름이 변경되었습니다).
 */
export type SelectionEditSource = 'menu' | 'page';

export interface RenameSelectionVars {
  id: string;
  name: string;
  /** Default 'menu'. */
  source?: SelectionEditSource;
}
export interface DeleteSelectionVars {
  id: string;
  /** Default 'menu'. */
  source?: SelectionEditSource;
}

const renameTexts = {
  menu: { ok: texts.selections.renamed, failed: texts.selections.renameFailed },
  page: { ok: texts.cart.renamed, failed: texts.cart.renameFailed },
} as const;
const deleteTexts = {
  menu: { ok: texts.selections.deleted, failed: texts.selections.deleteFailed },
  page: { ok: texts.cart.deleted, failed: texts.cart.deleteFailed },
} as const;

/**
 * Every selection edit runs in one scope: they reach the server one at a time, in the order they
 * were made (also when replayed after being queued offline).
 */
export const SELECTION_SCOPE = { id: 'selections' };

/** What an edit remembers from the moment it was made (persisted with a queued edit). */
export interface EditContext {
  /** Made while offline: it waited in the queue, and a refusal on replay must say what was lost. */
  queued: boolean;
}

/**
 * Settings shared by every selection edit. A lost connection keeps the edit queued (it is retried,
 * pausing while offline) instead of failing it: the member's edit must not be dropped because the
 * network went away mid-request. The server's refusals fail at once.
 */
const editDefaults = {
  scope: SELECTION_SCOPE,
  // Saved with the cache until the server confirms it (src/offline/persist.ts).
  meta: { offlineQueue: true },
  retry: (_failureCount: number, error: unknown) => error instanceof NetworkError,
  retryDelay: (attempt: number) => Math.min(1000 * 2 ** attempt, 30_000),
  onMutate: (): EditContext => ({ queued: !onlineManager.isOnline() }),
} as const;

/**
 * Reports a failed edit: the area's own message (texts of 000 §8 / 001 §8), or, for an edit that
 * waited in the offline queue, a lasting message naming what was not applied and why, since the
 * member may have made it long ago on another page.
 */
function reportFailure(
  error: unknown,
  context: EditContext | undefined,
  what: string,
  message: string,
) {
  // The session ended under it: the edit is kept on this device and sent after the member signs in
  // again (src/session/end-session.ts), so nothing was lost and nothing is said here.
  if (error instanceof ApiError && error.status === 401) return;
  if (context?.queued) {
    toast.error(texts.offline.notApplied(what), {
      description: getErrorMessage(error),
      duration: Infinity,
      closeButton: true,
    });
  } else if (!isHandled(error)) {
    toast.error(message);
  }
}

/**
 * A DELETE answered 404 already holds: the row or selection is gone (removed by a replay twin, or
 * by this edit's own first send whose answer was lost). Sent with `goneIsDone`, so nothing tells
 * the member about that 404.
 */
async function ignoreNotFound(call: Promise<void>): Promise<void> {
  try {
    await call;
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 404)) throw error;
  }
}

/** The name of a selection by id, from the cached list (for messages about queued edits). */
function selectionName(queryClient: QueryClient, id: string): string {
  const list = queryClient.getQueryData<{ results: Selection[] }>(selectionKeys.list());
  return list?.results.find((selection) => selection.id === id)?.name ?? id;
}

/**
 * Whether a name is already used by another selection (001 §5), or by a selection still waiting
 * in the offline queue: names compare as they read (nameKey: width, case and spacing aside), as
 * the server compares them.
 */
export function isDuplicateSelectionName(
  selections: readonly Selection[],
  name: string,
  exceptId?: string,
  queuedNames: readonly string[] = [],
): boolean {
  const wanted = nameKey(name);
  const reserved = [
    texts.selections.defaultId,
    texts.selections.defaultName,
    texts.selections.defaultAlias,
  ];
  return (
    reserved.some((r) => nameKey(r) === wanted) ||
    selections.some((s) => s.id !== exceptId && nameKey(s.name) === wanted) ||
    queuedNames.some((queued) => nameKey(queued) === wanted)
  );
}

/**
 * A selection the server has just created is known before the list's reload answers: it is put in
 * the cached list (side menu, Add to My Selection) and its empty contents are cached, so a reload
 * or a dropout right after the creation still shows it and opens its page offline.
 */
function showCreatedSelection(
  queryClient: QueryClient,
  { categoryId, name }: components['schemas']['SelectionCreated'],
) {
  queryClient.setQueryData<{ results: Selection[] }>(selectionKeys.list(), (list) =>
    list && !list.results.some((selection) => selection.id === categoryId)
      ? { ...list, results: [...list.results, { id: categoryId, name }] }
      : list,
  );
  queryClient.setQueryData<components['schemas']['CartDetail']>(
    selectionKeys.detail(name),
    (current) =>
      current ?? { cartId: categoryId, cartCategoryId: categoryId, name, message: '', books: [] },
  );
}

const registeredOn = new WeakSet<QueryClient>();

/**
 * Registers the mutation functions and their side effects by key, once per client (design.md,
 * pitfalls: a queued edit restored after a reload gets its mutationFn from these defaults, so they
 * must be registered before a cache holding one is restored: src/app/member-session.ts).
 * Components call `useMutation({ mutationKey })` and pass variables only.
 */
export function registerSelectionMutationDefaults(queryClient: QueryClient) {
  if (registeredOn.has(queryClient)) return;
  registeredOn.add(queryClient);
  registerSelectionDraftDefaults(queryClient);
  registerSelectionItemMutationDefaults(queryClient);
  // 000 §4: after any cart mutation the cart list is reloaded.
  const reloadList = () => queryClient.invalidateQueries({ queryKey: selectionKeys.list() });

  queryClient.setMutationDefaults(selectionMutationKeys.create, {
    ...editDefaults,
    mutationFn: ({ name, replayKey }: CreateSelectionVars) =>
      unwrap(
        api.POST('/member/cart/add/category', {
          body: { name: name.trim() },
          params: { header: { 'Idempotency-Key': replayKey } },
        }),
      ),
    onSuccess: (created: components['schemas']['SelectionCreated']) => {
      showCreatedSelection(queryClient, created);
      toast.success(texts.selections.created);
    },
    onError: (error, { name }: CreateSelectionVars, context?: EditContext) =>
      reportFailure(
        error,
        context,
        texts.offline.edits.create(name),
        texts.selections.createFailed,
      ),
    onSettled: reloadList,
  });

  queryClient.setMutationDefaults(selectionMutationKeys.rename, {
    ...editDefaults,
    mutationFn: ({ id, name }: RenameSelectionVars) =>
      unwrap(
        api.POST('/member/cart/category/update/name/{cartId}', {
          params: { path: { cartId: id } },
          body: { name: name.trim() },
        }),
      ),
    onSuccess: (_data, { source = 'menu' }: RenameSelectionVars) =>
      toast.success(renameTexts[source].ok),
    onError: (error, { name, source = 'menu' }: RenameSelectionVars, context?: EditContext) =>
      reportFailure(error, context, texts.offline.edits.rename(name), renameTexts[source].failed),
    onSettled: async () => {
      await reloadList();
      // Contents are read by name: the old name's reads are obsolete but must not be refetched
      // (a page still showing them would get a 404 before it follows the new name).
      await queryClient.invalidateQueries({
        queryKey: selectionKeys.details(),
        refetchType: 'none',
      });
    },
  });

  queryClient.setMutationDefaults(selectionMutationKeys.remove, {
    ...editDefaults,
    mutationFn: ({ id }: DeleteSelectionVars) =>
      ignoreNotFound(
        unwrap(
          api.DELETE('/member/cart/delete/category/{id}', {
            params: { path: { id } },
            headers: goneIsDone,
          }),
        ),
      ),
    onSuccess: (_data, { id, source = 'menu' }: DeleteSelectionVars) => {
      // The unsaved edits of a deleted selection have nowhere to go.
      queryClient.removeQueries({ queryKey: selectionKeys.draft(id) });
      toast.success(deleteTexts[source].ok);
    },
    onError: (error, { id, source = 'menu' }: DeleteSelectionVars, context?: EditContext) =>
      reportFailure(
        error,
        context,
        texts.offline.edits.remove(selectionName(queryClient, id)),
        deleteTexts[source].failed,
      ),
    onSettled: reloadList,
  });
}

/**
 * The edits' defaults, registered before a hook builds its observer (which reads them then). This
 * module loads with the first page or dialog that edits a selection, not at start-up (a page's
 * first load stays small), so the first such hook registers them.
 */
function useSelectionEditDefaults() {
  registerSelectionMutationDefaults(useQueryClient());
}

export function useCreateSelection() {
  useSelectionEditDefaults();
  const mutation = useMutation<
    components['schemas']['SelectionCreated'],
    Error,
    CreateSelectionVars,
    EditContext
  >({ mutationKey: selectionMutationKeys.create });
  return withReplayKey(mutation);
}

/**
 * Gives every call of a non-idempotent edit its own Idempotency-Key, chosen when the member makes
 * the edit and kept in its variables: a replay of the queued edit (after a reload, by a second
 * tab, after a lost answer) then reaches the server with the same key and is applied once.
 */
function withReplayKey<TData, TVars extends { replayKey?: string }>(
  mutation: UseMutationResult<TData, Error, TVars, EditContext>,
): UseMutationResult<TData, Error, TVars, EditContext> {
  const keyed = (vars: TVars): TVars => ({
    ...vars,
    replayKey: vars.replayKey ?? newIdempotencyKey(),
  });
  type Options = Parameters<typeof mutation.mutate>[1];
  // The variables are required for these edits; the library's rest-tuple typing allows none.
  return {
    ...mutation,
    mutate: ((vars: TVars, options?: Options) =>
      mutation.mutate(keyed(vars), options)) as typeof mutation.mutate,
    mutateAsync: ((vars: TVars, options?: Options) =>
      mutation.mutateAsync(keyed(vars), options)) as typeof mutation.mutateAsync,
  };
}

export function useRenameSelection() {
  useSelectionEditDefaults();
  return useMutation<Selection, Error, RenameSelectionVars>({
    mutationKey: selectionMutationKeys.rename,
  });
}

export function useDeleteSelection() {
  useSelectionEditDefaults();
  return useMutation<void, Error, DeleteSelectionVars>({
    mutationKey: selectionMutationKeys.remove,
  });
}

// ---------------------------------------------------------------- items of a selection

type CartDetail = components['schemas']['CartDetail'];

/** Where a book was added from: the book detail and the catalogue have their own toasts (001 §8). */
export type AddSource = 'book' | 'catalogue';

export interface AddBookVars {
  bookId: number;
  selectionId: string;
  quantity: number;
  source: AddSource;
  /** The book's title, to show the queued addition and to name it if the replay is refused. */
  title?: string;
  /** Set by the hook (see withReplayKey). */
  replayKey?: string;
}
export interface AddBooksVars {
  selectionId: string;
  books: { bookId: number; quantity: number; title?: string }[];
  source: AddSource;
  /** Set by the hook (see withReplayKey). */
  replayKey?: string;
}
export interface UpdateSelectionVars {
  selectionId: string;
  /** The selection's name, to refresh its contents afterwards. */
  selectionName: string;
  books: { cartBookId: number; quantity: number; poNumber: string }[];
  message: string;
  /** The save changes quantities only: a failure says 수량 변경에 실패했습니다 (001 §8). */
  quantityOnly?: boolean;
}
export interface RemoveItemVars {
  itemId: number;
  selectionName: string;
  /** The row's title, to name it if a queued removal is refused. */
  title?: string;
}

const addedTexts = {
  book: { ok: texts.book.added, failed: texts.book.addFailed },
  catalogue: { ok: texts.catalogue.addedToSelection, failed: texts.catalogue.addToSelectionFailed },
} as const;

/** Registers the defaults of the item mutations (see registerSelectionMutationDefaults). */
function registerSelectionItemMutationDefaults(queryClient: QueryClient) {
  const refresh = async (selectionName?: string) => {
    await queryClient.invalidateQueries({ queryKey: selectionKeys.list() });
    await queryClient.invalidateQueries({
      queryKey: selectionName ? selectionKeys.detailsOf(selectionName) : selectionKeys.details(),
    });
  };

  queryClient.setMutationDefaults(selectionMutationKeys.addBook, {
    ...editDefaults,
    mutationFn: ({ bookId, selectionId, quantity, replayKey }: AddBookVars) =>
      unwrap(
        api.POST('/member/cart/add/book/{bookId}', {
          params: { path: { bookId }, header: { 'Idempotency-Key': replayKey } },
          body: { cartCategoryId: selectionId, quantity },
        }),
      ),
    onSuccess: (_data, { source, selectionId }: AddBookVars) =>
      toast.success(addedTexts[source].ok, {
        description: texts.selections.addedTo(selectionName(queryClient, selectionId)),
      }),
    onError: (error, vars: AddBookVars, context?: EditContext) =>
      reportFailure(
        error,
        context,
        texts.offline.edits.addBooks(
          [vars.title ?? texts.offline.bookNumber(vars.bookId)],
          selectionName(queryClient, vars.selectionId),
        ),
        addedTexts[vars.source].failed,
      ),
    onSettled: () => refresh(),
  });

  queryClient.setMutationDefaults(selectionMutationKeys.addBooks, {
    ...editDefaults,
    mutationFn: ({ selectionId, books, replayKey }: AddBooksVars) =>
      unwrap(
        api.POST('/member/cart/add/books', {
          params: { header: { 'Idempotency-Key': replayKey } },
          body: {
            cartCategoryId: selectionId,
            books: books.map(({ bookId, quantity }) => ({ bookId, quantity })),
          },
        }),
      ),
    onSuccess: (_data, { source, selectionId }: AddBooksVars) =>
      toast.success(addedTexts[source].ok, {
        description: texts.selections.addedTo(selectionName(queryClient, selectionId)),
      }),
    onError: (error, vars: AddBooksVars, context?: EditContext) =>
      reportFailure(
        error,
        context,
        texts.offline.edits.addBooks(
          vars.books.map((book) => book.title ?? texts.offline.bookNumber(book.bookId)),
          selectionName(queryClient, vars.selectionId),
        ),
        addedTexts[vars.source].failed,
      ),
    onSettled: () => refresh(),
  });

  queryClient.setMutationDefaults(selectionMutationKeys.update, {
    ...editDefaults,
    mutationFn: ({ selectionId, books, message }: UpdateSelectionVars) =>
      unwrap(
        api.POST('/member/cart/update/{cartId}', {
          params: { path: { cartId: selectionId } },
          body: { books, message },
        }),
      ),
    onSuccess: (_data, { selectionId, books, message }: UpdateSelectionVars) => {
      // What was saved is no longer an unsaved change; edits typed meanwhile stay in the draft.
      writeDraft(
        queryClient,
        selectionId,
        draftAfterSave(readDraft(queryClient, selectionId), { books, message }),
      );
      toast.success(texts.cart.saved);
    },
    onError: (error, { quantityOnly, selectionName }: UpdateSelectionVars, context?: EditContext) =>
      reportFailure(
        error,
        context,
        texts.offline.edits.save(selectionName),
        quantityOnly ? texts.cart.quantityFailed : texts.cart.updateFailed,
      ),
    onSettled: (_data, _error, { selectionName }: UpdateSelectionVars) => refresh(selectionName),
  });

  queryClient.setMutationDefaults(selectionMutationKeys.removeItem, {
    ...editDefaults,
    mutationFn: ({ itemId }: RemoveItemVars) =>
      ignoreNotFound(
        unwrap(
          api.DELETE('/member/cart/delete/book/{id}', {
            params: { path: { id: itemId } },
            headers: goneIsDone,
          }),
        ),
      ),
    onSuccess: (_data, { itemId }: RemoveItemVars) => {
      // A deleted row drops out of any unsaved edits.
      for (const [key, draft] of queryClient.getQueriesData<SelectionDraft | null>({
        queryKey: selectionKeys.drafts(),
      })) {
        if (draft?.rows[String(itemId)]) queryClient.setQueryData(key, dropDraftRow(draft, itemId));
      }
      toast.success(texts.cart.deleted);
    },
    onError: (error, { title, selectionName }: RemoveItemVars, context?: EditContext) =>
      reportFailure(
        error,
        context,
        texts.offline.edits.removeItem(title ?? '', selectionName),
        texts.cart.deleteFailed,
      ),
    onSettled: (_data, _error, { selectionName }: RemoveItemVars) => refresh(selectionName),
  });
}

export function useAddBook() {
  useSelectionEditDefaults();
  return withReplayKey(
    useMutation<components['schemas']['CartItem'], Error, AddBookVars, EditContext>({
      mutationKey: selectionMutationKeys.addBook,
    }),
  );
}

export function useAddBooks() {
  useSelectionEditDefaults();
  return withReplayKey(
    useMutation<CartDetail, Error, AddBooksVars, EditContext>({
      mutationKey: selectionMutationKeys.addBooks,
    }),
  );
}

export function useUpdateSelection() {
  useSelectionEditDefaults();
  return useMutation<CartDetail, Error, UpdateSelectionVars>({
    mutationKey: selectionMutationKeys.update,
  });
}

export function useRemoveSelectionItem() {
  useSelectionEditDefaults();
  return useMutation<void, Error, RemoveItemVars>({
    mutationKey: selectionMutationKeys.removeItem,
  });
}
