import { mutationOptions, useMutation } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import { ApiError, NetworkError } from '@/api/errors';
import { orderMutationKeys } from '@/api/query-keys';
import * as texts from '@/texts';
import { toast } from '@/ui/toast';
import { refreshAfterSelectionRequest, type SelectionRequestVars } from './selection-request';

/**
 * The text of a failed order request: no answer, a quotation not answered yet (409, which the
 * shared catalogue never handles), anything else.
 */
function orderRequestFailure(error: unknown): string {
  if (error instanceof NetworkError) return texts.common.offlineAction;
  if (error instanceof ApiError && error.errorCode === 'quotation_not_done') {
    return texts.selectionPage.orderNotReady;
  }
  return texts.selectionPage.orderFailed;
}

/**
 * Place Order for chosen books from an answered quotation (docs/product/selection.md#place-order). Needs the network: never
 * queued (the client's default network mode fails it at once offline).
 */
const requestOrderMutationOptions = mutationOptions({
  mutationKey: orderMutationKeys.requestOrder,
  meta: { errorToast: orderRequestFailure },
  mutationFn: ({ body, idempotencyKey }: SelectionRequestVars) =>
    unwrap(
      api.POST('/member/cart/request/order', {
        body,
        params: { header: { 'Idempotency-Key': idempotencyKey } },
      }),
    ),
  onSuccess: () => toast.success(texts.selectionPage.orderRequested),
  onSettled: (_data, _error, _vars, _context, { client }) => refreshAfterSelectionRequest(client),
});

export const useRequestOrder = () => useMutation(requestOrderMutationOptions);
