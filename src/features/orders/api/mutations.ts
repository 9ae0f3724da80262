import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/ui/toast';
import { api, unwrap } from '@/api/client';
import { isHandled, NetworkError } from '@/api/errors';
import type { components } from '@/api/schema.gen';
import { homeKeys, selectionKeys } from '@/api/query-keys';
import * as texts from '@/texts';
import { orderKeys } from '@/api/query-keys';

type OrderRequestBody = components['schemas']['OrderRequestBody'];

export interface OrderRequestVars {
  orderId: number;
  body: OrderRequestBody;
  /**
   * Names this one request: chosen when the confirm dialog opens and reused for any retry from it,
   * so a double click or a retry after a timeout never places the order twice.
   */
  idempotencyKey: string;
}

const failureToast = (error: unknown, text: string) => {
  if (error instanceof NetworkError) toast.error(texts.common.offlineAction);
  else if (!isHandled(error)) toast.error(text);
};

/**
 * Order Request on an answered quotation (001 §2.6, POST /member/order/detail/request/{id}).
 * Needs the network: never queued offline (networkMode 'always' fails at once instead of pausing).
 * The order changes, the home counts change, and the ordered books leave their selection.
 */
export function useRequestOrderFromQuotation() {
  const queryClient = useQueryClient();
  return useMutation({
    networkMode: 'always',
    mutationFn: ({ orderId, body, idempotencyKey }: OrderRequestVars) =>
      unwrap(
        api.POST('/member/order/detail/request/{id}', {
          params: { path: { id: orderId }, header: { 'Idempotency-Key': idempotencyKey } },
          body,
        }),
      ),
    onSuccess: () => toast.success(texts.orders.orderDone),
    onError: (error) => failureToast(error, texts.orders.orderFailed),
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: orderKeys.all }),
        queryClient.invalidateQueries({ queryKey: homeKeys.all }),
        queryClient.invalidateQueries({ queryKey: selectionKeys.details() }),
      ]);
    },
  });
}

/**
 * Cancel Request (001 §2.6, POST /member/order/cancel/{id}); idempotent on the server, never queued.
 */
export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    networkMode: 'always',
    mutationFn: ({ orderId }: { orderId: number }) =>
      unwrap(api.POST('/member/order/cancel/{id}', { params: { path: { id: orderId } } })),
    onSuccess: () => toast.success(texts.orders.cancelled),
    onError: (error) => failureToast(error, texts.orders.cancelFailed),
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: orderKeys.all }),
        queryClient.invalidateQueries({ queryKey: homeKeys.all }),
      ]);
    },
  });
}
