import { mutationOptions, useMutation } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import { unlessOffline } from '@/api/failures';
import { orderMutationKeys } from '@/api/query-keys';
import * as texts from '@/texts';
import { toast } from '@/ui/toast';
import { refreshAfterSelectionRequest, type SelectionRequestVars } from './selection-request';

/**
 * Requests a quotation for chosen books of a selection (docs/product/selection.md#request-quote): the call itself, which the
 * book detail's Order Request makes too (./order-book.ts).
 */
export const requestQuotation = ({ body, idempotencyKey }: SelectionRequestVars) =>
  unwrap(
    api.POST('/member/cart/request/quotation', {
      body,
      params: { header: { 'Idempotency-Key': idempotencyKey } },
    }),
  );

/**
 * Request Quote on the selection page. Needs the network: never queued (the client's default
 * network mode fails it at once offline) and its button says so while offline.
 */
const requestQuotationMutationOptions = mutationOptions({
  mutationKey: orderMutationKeys.requestQuotation,
  meta: { errorToast: unlessOffline(texts.selectionPage.quoteFailed) },
  mutationFn: requestQuotation,
  onSuccess: () => toast.success(texts.selectionPage.quoteRequested),
  onSettled: (_data, _error, _vars, _context, { client }) => refreshAfterSelectionRequest(client),
});

export const useRequestQuotation = () => useMutation(requestQuotationMutationOptions);
