import { mutationOptions } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import { selectionKeys, selectionMutationKeys } from '@/api/query-keys';
import * as texts from '@/texts';
import { toast } from '@/ui/toast';
import {
  editFailure,
  queuedEditOptions,
  rememberIfQueued,
  selectionNameOf,
  useQueuedEdit,
  type EditContext,
} from './queued-edit';
import type { SelectionEditSource } from './rename-selection';

export interface DeleteSelectionVars {
  id: string;
  source?: SelectionEditSource;
}

const deleteTexts = {
  menu: { ok: texts.selections.deleted, failed: texts.selections.deleteFailed },
  page: { ok: texts.selectionPage.deleted, failed: texts.selectionPage.deleteFailed },
} as const;

/** Deletes a selection (DELETE /member/cart/delete/category/{id}); may wait in the offline queue. */
export const deleteSelectionMutationOptions = mutationOptions<
  void,
  Error,
  DeleteSelectionVars,
  EditContext
>({
  ...queuedEditOptions,
  mutationKey: selectionMutationKeys.remove,
  meta: {
    ...queuedEditOptions.meta,
    notFoundIsDone: true,
    errorToast: editFailure<DeleteSelectionVars>(
      ({ id }, context, client) => texts.offline.edits.remove(selectionNameOf(client, id, context)),
      ({ source = 'menu' }) => deleteTexts[source].failed,
    ),
  },
  onMutate: rememberIfQueued,
  mutationFn: ({ id }) =>
    unwrap(api.DELETE('/member/cart/delete/category/{id}', { params: { path: { id } } })),
  onSuccess: (_data, { id, source = 'menu' }, _context, { client }) => {
    // The unsaved edits of a deleted selection have nowhere to go.
    client.removeQueries({ queryKey: selectionKeys.draft(id) });
    toast.success(deleteTexts[source].ok);
  },
  // docs/product/shell.md#selections-menu: after any selection edit the selection list is reloaded.
  onSettled: (_data, _error, _vars, _context, { client }) =>
    client.invalidateQueries({ queryKey: selectionKeys.list() }),
});

export const useDeleteSelection = () => useQueuedEdit(deleteSelectionMutationOptions);
