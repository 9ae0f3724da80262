import { useMutation, type QueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { api, unwrap } from '@/api/client';
import { isHandled } from '@/api/errors';
import type { components } from '@/api/schema.gen';
import { texts } from '@/texts';
import {
  draftAfterSave,
  dropDraftRow,
  readDraft,
  registerSelectionDraftDefaults,
  selectionDraftKey,
  selectionDraftsKey,
  writeDraft,
  type SelectionDraft,
} from './draft';
import { selectionKeys, selectionMutationKeys } from './keys';

type Selection = components['schemas']['Selection'];

export interface CreateSelectionVars {
  name: string;
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

/** Whether a name is already used by another selection, ignoring case and surrounding space (001 §5). */
export function isDuplicateSelectionName(
  selections: readonly Selection[],
  name: string,
  exceptId?: string,
): boolean {
  const wanted = name.trim().toLocaleLowerCase();
  const reserved = [
    texts.selections.defaultId,
    texts.selections.defaultName,
    texts.selections.defaultAlias,
  ];
  return (
    reserved.some((r) => r.toLocaleLowerCase() === wanted) ||
    selections.some((s) => s.id !== exceptId && s.name.trim().toLocaleLowerCase() === wanted)
  );
}

/**
 * Registers the mutation functions and their side effects by key (design.md, pitfalls: only
 * defaults registered at start-up let a paused mutation resume after a reload). Components call
 * `useMutation({ mutationKey })` and pass variables only.
 */
export function registerSelectionMutationDefaults(queryClient: QueryClient) {
  registerSelectionDraftDefaults(queryClient);
  registerSelectionItemMutationDefaults(queryClient);
  // 000 §4: after any cart mutation the cart list is reloaded.
  const reloadList = () => queryClient.invalidateQueries({ queryKey: selectionKeys.list() });

  queryClient.setMutationDefaults(selectionMutationKeys.create, {
    scope: SELECTION_SCOPE,
    mutationFn: ({ name }: CreateSelectionVars) =>
      unwrap(api.POST('/member/cart/add/category', { body: { name: name.trim() } })),
    onSuccess: () => toast.success(texts.selections.created),
    onError: (error) => {
      if (!isHandled(error)) toast.error(texts.selections.createFailed);
    },
    onSettled: reloadList,
  });

  queryClient.setMutationDefaults(selectionMutationKeys.rename, {
    scope: SELECTION_SCOPE,
    mutationFn: ({ id, name }: RenameSelectionVars) =>
      unwrap(
        api.POST('/member/cart/category/update/name/{cartId}', {
          params: { path: { cartId: id } },
          body: { name: name.trim() },
        }),
      ),
    onSuccess: (_data, { source = 'menu' }: RenameSelectionVars) =>
      toast.success(renameTexts[source].ok),
    onError: (error, { source = 'menu' }: RenameSelectionVars) => {
      if (!isHandled(error)) toast.error(renameTexts[source].failed);
    },
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
    scope: SELECTION_SCOPE,
    mutationFn: ({ id }: DeleteSelectionVars) =>
      unwrap(api.DELETE('/member/cart/delete/category/{id}', { params: { path: { id } } })),
    onSuccess: (_data, { id, source = 'menu' }: DeleteSelectionVars) => {
      // The unsaved edits of a deleted selection have nowhere to go.
      queryClient.removeQueries({ queryKey: selectionDraftKey(id) });
      toast.success(deleteTexts[source].ok);
    },
    onError: (error, { source = 'menu' }: DeleteSelectionVars) => {
      if (!isHandled(error)) toast.error(deleteTexts[source].failed);
    },
    onSettled: reloadList,
  });
}

export const useCreateSelection = () =>
  useMutation<components['schemas']['SelectionCreated'], Error, CreateSelectionVars>({
    mutationKey: selectionMutationKeys.create,
  });

export const useRenameSelection = () =>
  useMutation<Selection, Error, RenameSelectionVars>({ mutationKey: selectionMutationKeys.rename });

export const useDeleteSelection = () =>
  useMutation<void, Error, DeleteSelectionVars>({ mutationKey: selectionMutationKeys.remove });

// ---------------------------------------------------------------- items of a selection

type CartDetail = components['schemas']['CartDetail'];
type CartItem = components['schemas']['CartItem'];

/** Where a book was added from: the book detail and the catalogue have their own toasts (001 §8). */
export type AddSource = 'book' | 'catalogue';

export interface AddBookVars {
  bookId: number;
  selectionId: string;
  quantity: number;
  source: AddSource;
}
export interface AddBooksVars {
  selectionId: string;
  books: { bookId: number; quantity: number }[];
  source: AddSource;
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
}

const addedTexts = {
  book: { ok: texts.book.added, failed: texts.book.addFailed },
  catalogue: { ok: texts.catalogue.addedToSelection, failed: texts.catalogue.addToSelectionFailed },
} as const;

/** Registers the defaults of the item mutations (see registerSelectionMutationDefaults). */
export function registerSelectionItemMutationDefaults(queryClient: QueryClient) {
  const refresh = async (selectionName?: string) => {
    await queryClient.invalidateQueries({ queryKey: selectionKeys.list() });
    await queryClient.invalidateQueries({
      queryKey: selectionName ? selectionKeys.detailsOf(selectionName) : selectionKeys.details(),
    });
  };

  queryClient.setMutationDefaults(selectionMutationKeys.addBook, {
    scope: SELECTION_SCOPE,
    mutationFn: ({ bookId, selectionId, quantity }: AddBookVars) =>
      unwrap(
        api.POST('/member/cart/add/book/{bookId}', {
          params: { path: { bookId } },
          body: { cartCategoryId: selectionId, quantity },
        }),
      ),
    onSuccess: (_data, { source }: AddBookVars) => toast.success(addedTexts[source].ok),
    onError: (error, { source }: AddBookVars) => {
      if (!isHandled(error)) toast.error(addedTexts[source].failed);
    },
    onSettled: () => refresh(),
  });

  queryClient.setMutationDefaults(selectionMutationKeys.addBooks, {
    scope: SELECTION_SCOPE,
    mutationFn: ({ selectionId, books }: AddBooksVars) =>
      unwrap(api.POST('/member/cart/add/books', { body: { cartCategoryId: selectionId, books } })),
    onSuccess: (_data, { source }: AddBooksVars) => toast.success(addedTexts[source].ok),
    onError: (error, { source }: AddBooksVars) => {
      if (!isHandled(error)) toast.error(addedTexts[source].failed);
    },
    onSettled: () => refresh(),
  });

  queryClient.setMutationDefaults(selectionMutationKeys.update, {
    scope: SELECTION_SCOPE,
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
    onError: (error, { quantityOnly }: UpdateSelectionVars) => {
      if (!isHandled(error)) {
        toast.error(quantityOnly ? texts.cart.quantityFailed : texts.cart.updateFailed);
      }
    },
    onSettled: (_data, _error, { selectionName }: UpdateSelectionVars) => refresh(selectionName),
  });

  queryClient.setMutationDefaults(selectionMutationKeys.removeItem, {
    scope: SELECTION_SCOPE,
    mutationFn: ({ itemId }: RemoveItemVars) =>
      unwrap(api.DELETE('/member/cart/delete/book/{id}', { params: { path: { id: itemId } } })),
    onSuccess: (_data, { itemId }: RemoveItemVars) => {
      // A deleted row drops out of any unsaved edits.
      for (const [key, draft] of queryClient.getQueriesData<SelectionDraft | null>({
        queryKey: selectionDraftsKey(),
      })) {
        if (draft?.rows[String(itemId)]) queryClient.setQueryData(key, dropDraftRow(draft, itemId));
      }
      toast.success(texts.cart.deleted);
    },
    onError: (error) => {
      if (!isHandled(error)) toast.error(texts.cart.deleteFailed);
    },
    onSettled: (_data, _error, { selectionName }: RemoveItemVars) => refresh(selectionName),
  });
}

export const useAddBook = () =>
  useMutation<CartItem, Error, AddBookVars>({ mutationKey: selectionMutationKeys.addBook });

export const useAddBooks = () =>
  useMutation<CartDetail, Error, AddBooksVars>({ mutationKey: selectionMutationKeys.addBooks });

export const useUpdateSelection = () =>
  useMutation<CartDetail, Error, UpdateSelectionVars>({
    mutationKey: selectionMutationKeys.update,
  });

export const useRemoveSelectionItem = () =>
  useMutation<void, Error, RemoveItemVars>({ mutationKey: selectionMutationKeys.removeItem });
