import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import type { components } from '@/api/schema.gen';
import { homeKeys, orderKeys, selectionKeys } from '@/api/query-keys';

type CartRequestBody = components['schemas']['CartRequestBody'];

export interface CartRequestVars {
  body: CartRequestBody;
  /**
   * Names this one request: chosen once when the member confirms, reused for any retry, so a
   * double click, a timeout retry or a replay never creates a second quotation or order.
   */
  idempotencyKey: string;
}

/**
 * Quotation and order requests need the network: they are never queued offline (networkMode
 * 'always' fails at once instead of pausing), and their buttons say so while offline.
 */
function useCartRequest(path: '/member/cart/request/quotation' | '/member/cart/request/order') {
  const queryClient = useQueryClient();
  return useMutation({
    networkMode: 'always',
    mutationFn: ({ body, idempotencyKey }: CartRequestVars) =>
      unwrap(api.POST(path, { body, params: { header: { 'Idempotency-Key': idempotencyKey } } })),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: selectionKeys.all });
      await queryClient.invalidateQueries({ queryKey: orderKeys.all });
      await queryClient.invalidateQueries({ queryKey: homeKeys.all });
    },
  });
}

/** Request a quotation for chosen books of a selection (001 §2.4, §7). */
export const useRequestQuotation = () => useCartRequest('/member/cart/request/quotation');

/** Place an order for chosen books from an answered quotation (001 §2.4, §7). */
export const useRequestOrder = () => useCartRequest('/member/cart/request/order');
