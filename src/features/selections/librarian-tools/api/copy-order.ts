import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import { refreshAfterAddition } from './add-rows';
import { librarianKeys } from '@/api/query-keys';

export interface CopyOrderVars {
  orderId: number;
  /** An existing selection, or… */
  selectionId?: string;
  /** …the name of a new one. */
  newSelectionName?: string;
  /** Names this copy: a retry after a lost answer copies nothing twice. */
  idempotencyKey: string;
}

/** Copy to selection (reorder): an order's books and quantities into a chosen or new selection. */
export const copyOrderMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: [...librarianKeys.all, 'copy-order'],
    networkMode: 'always',
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
    onSettled: () => refreshAfterAddition(queryClient),
  });
