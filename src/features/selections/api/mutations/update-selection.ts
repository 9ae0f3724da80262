import { mutationOptions } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import { selectionMutationKeys } from '@/api/query-keys';
import type { components } from '@/api/schema.gen';
import * as texts from '@/texts';
import { toast } from '@/ui/toast';
import { draftAfterSave, readDraft, writeDraft } from '../draft';
import {
  queuedEditOptions,
  reloadSelectionContents,
  rememberIfQueued,
  reportEditFailure,
  useQueuedEdit,
  type EditContext,
} from './queued-edit';

export interface UpdateSelectionVars {
  selectionId: string;
  /** The selection's name, to refresh its contents afterwards. */
  selectionName: string;
  books: { cartBookId: number; quantity: number; poNumber: string }[];
  message: string;
  /** The save changes quantities only: a failure says 수량 변경에 실패했습니다 (001 §8). */
  quantityOnly?: boolean;
}

/**
 * Saves a selection's rows and request message (POST /member/cart/update/{cartId}); may wait in
 * the offline queue.
 */
export const updateSelectionMutationOptions = mutationOptions<
  components['schemas']['CartDetail'],
  Error,
  UpdateSelectionVars,
  EditContext
>({
  ...queuedEditOptions,
  mutationKey: selectionMutationKeys.update,
  onMutate: rememberIfQueued,
  mutationFn: ({ selectionId, books, message }) =>
    unwrap(
      api.POST('/member/cart/update/{cartId}', {
        params: { path: { cartId: selectionId } },
        body: { books, message },
      }),
    ),
  onSuccess: (_data, { selectionId, books, message }, _context, { client }) => {
    // What was saved is no longer an unsaved change; edits typed meanwhile stay in the draft.
    writeDraft(
      client,
      selectionId,
      draftAfterSave(readDraft(client, selectionId), { books, message }),
    );
    toast.success(texts.cart.saved);
  },
  onError: (error, { quantityOnly, selectionName }, context) =>
    reportEditFailure(
      error,
      context,
      texts.offline.edits.save(selectionName),
      quantityOnly ? texts.cart.quantityFailed : texts.cart.updateFailed,
    ),
  onSettled: (_data, _error, { selectionName }, _context, { client }) =>
    reloadSelectionContents(client, selectionName),
});

export const useUpdateSelection = () => useQueuedEdit(updateSelectionMutationOptions);
