import { mutationOptions, useMutation } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import { librarianMutationKeys } from '@/api/query-keys';
import * as texts from '@/texts';
import { toast } from '@/ui/toast';
import { refreshAfterAddition } from './add-rows';

export interface CopyOrderVars {
  orderId: number;
  /** An existing selection, or… */
  selectionId?: string;
  /** …the name of a new one. */
  newSelectionName?: string;
  /** Names this copy: a retry after a lost answer copies nothing twice. */
  idempotencyKey: string;
}

/**
 * Copy to selection (reorder): an order's books and quantities into a chosen or new selection.
 * Needs the network; the dialog says why it failed, so no failure toast.
 */
const copyOrderMutationOptions = mutationOptions({
  mutationKey: librarianMutationKeys.copyOrder,
  meta: { inlineErrors: true },
  mutationFn: ({ orderId, selectionId, newSelectionName, idempotencyKey }: CopyOrderVars) =>
    unwrap(
      api.POST('/member/order/copy/{id}', {
        params: { path: { id: orderId }, header: { 'Idempotency-Key': idempotencyKey } },
        body:
          selectionId !== undefined
            ? { cartCategoryId: selectionId }
            : { newSelectionName: newSelectionName?.trim() ?? '' },
      }),
    ),
  onSuccess: (answer) =>
    toast.success(texts.librarianTools.copied(answer.added.length, answer.name)),
  onSettled: (_data, _error, _vars, _context, { client }) => refreshAfterAddition(client),
});

export const useCopyOrder = () => useMutation(copyOrderMutationOptions);
