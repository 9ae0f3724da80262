import { mutationOptions } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import { selectionKeys, selectionMutationKeys } from '@/api/query-keys';
import type { components } from '@/api/schema.gen';
import * as texts from '@/texts';
import { toast } from '@/ui/toast';
import {
  editFailure,
  queuedEditOptions,
  rememberIfQueued,
  useQueuedEdit,
  type EditContext,
} from './queued-edit';

/**
 * Where a selection is renamed or deleted from: the side menu uses the texts of docs/product/shell.md#selection-toasts ('Cart
 * renamed successfully'), the selection page those of docs/product/selection.md#messages (이름이 변경되었습니다).
 */
export type SelectionEditSource = 'menu' | 'page';

export interface RenameSelectionVars {
  id: string;
  name: string;
  source?: SelectionEditSource;
}

const renameTexts = {
  menu: { ok: texts.selections.renamed, failed: texts.selections.renameFailed },
  page: { ok: texts.selectionPage.renamed, failed: texts.selectionPage.renameFailed },
} as const;

/**
 * Renames a selection (POST /member/cart/category/update/name/{cartId}); may wait in the offline
 * queue.
 */
export const renameSelectionMutationOptions = mutationOptions<
  components['schemas']['Selection'],
  Error,
  RenameSelectionVars,
  EditContext
>({
  ...queuedEditOptions,
  mutationKey: selectionMutationKeys.rename,
  meta: {
    ...queuedEditOptions.meta,
    errorToast: editFailure<RenameSelectionVars>(
      ({ name }) => texts.offline.edits.rename(name),
      ({ source = 'menu' }) => renameTexts[source].failed,
    ),
  },
  onMutate: rememberIfQueued,
  mutationFn: ({ id, name }) =>
    unwrap(
      api.POST('/member/cart/category/update/name/{cartId}', {
        params: { path: { cartId: id } },
        body: { name: name.trim() },
      }),
    ),
  onSuccess: (_data, { source = 'menu' }) => toast.success(renameTexts[source].ok),
  onSettled: async (_data, _error, _vars, _context, { client }) => {
    // docs/product/shell.md#selections-menu: after any selection edit the selection list is reloaded.
    await client.invalidateQueries({ queryKey: selectionKeys.list() });
    // Contents are read by name: the old name's reads are obsolete but must not be refetched
    // (a page still showing them would get a 404 before it follows the new name).
    await client.invalidateQueries({ queryKey: selectionKeys.details(), refetchType: 'none' });
  },
});

export const useRenameSelection = () => useQueuedEdit(renameSelectionMutationOptions);
