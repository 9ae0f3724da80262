import { mutationOptions } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import { selectionKeys, selectionMutationKeys } from '@/api/query-keys';
import * as texts from '@/texts';
import { toast } from '@/ui/toast';
import { dropDraftRow, type SelectionDraft } from '../draft';
import {
  editFailure,
  queuedEditOptions,
  reloadSelectionContents,
  rememberIfQueued,
  useQueuedEdit,
  type EditContext,
} from './queued-edit';

export interface RemoveItemVars {
  itemId: number;
  selectionName: string;
  /** The row's title, to name it if a queued removal is refused. */
  title?: string;
}

/** Removes a row from a selection (DELETE /member/cart/delete/book/{id}); may wait offline. */
export const removeSelectionItemMutationOptions = mutationOptions<
  void,
  Error,
  RemoveItemVars,
  EditContext
>({
  ...queuedEditOptions,
  mutationKey: selectionMutationKeys.removeItem,
  meta: {
    ...queuedEditOptions.meta,
    notFoundIsDone: true,
    errorToast: editFailure<RemoveItemVars>(
      ({ title, selectionName }) => texts.offline.edits.removeItem(title ?? '', selectionName),
      () => texts.selectionPage.deleteFailed,
    ),
  },
  onMutate: rememberIfQueued,
  mutationFn: ({ itemId }) =>
    unwrap(api.DELETE('/member/cart/delete/book/{id}', { params: { path: { id: itemId } } })),
  onSuccess: (_data, { itemId }, _context, { client }) => {
    // A deleted row drops out of any unsaved edits.
    for (const [key, draft] of client.getQueriesData<SelectionDraft | null>({
      queryKey: selectionKeys.drafts(),
    })) {
      if (draft?.rows[String(itemId)]) client.setQueryData(key, dropDraftRow(draft, itemId));
    }
    toast.success(texts.selectionPage.deleted);
  },
  onSettled: (_data, _error, { selectionName }, _context, { client }) =>
    reloadSelectionContents(client, selectionName),
});

export const useRemoveSelectionItem = () => useQueuedEdit(removeSelectionItemMutationOptions);
