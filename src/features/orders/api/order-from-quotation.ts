import { mutationOptions, useMutation } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import { unlessOffline } from '@/api/failures';
import {
  budgetKeys,
  homeKeys,
  orderKeys,
  orderMutationKeys,
  selectionKeys,
} from '@/api/query-keys';
import type { components } from '@/api/schema.gen';
import * as texts from '@/texts';
import { toast } from '@/ui/toast';

export interface OrderRequestVars {
  orderId: number;
  body: components['schemas']['OrderRequestBody'];
  /**
   * Names this one request: chosen when the confirm dialog opens and reused for any retry from it,
   * so a double click or a retry after a timeout never places the order twice.
   */
  idempotencyKey: string;
}

/**
 * Order Request on an answered quotation (docs/product/orders.md#detail, POST /member/order/detail/request/{id}).
 * Needs the network: never queued offline (the client's default network mode fails it at once).
 * The order changes, the home counts change, and the ordered books leave their selection.
 */
const orderFromQuotationMutationOptions = mutationOptions({
  mutationKey: orderMutationKeys.orderFromQuotation,
  meta: { errorToast: unlessOffline(texts.orders.orderFailed) },
  mutationFn: ({ orderId, body, idempotencyKey }: OrderRequestVars) =>
    unwrap(
      api.POST('/member/order/detail/request/{id}', {
        params: { path: { id: orderId }, header: { 'Idempotency-Key': idempotencyKey } },
        body,
      }),
    ),
  onSuccess: () => toast.success(texts.orders.orderDone),
  onSettled: async (_data, _error, _vars, _context, { client }) => {
    await Promise.all([
      client.invalidateQueries({ queryKey: orderKeys.all }),
      client.invalidateQueries({ queryKey: homeKeys.all }),
      // Its fund's figures move (docs/product/budget.md#figures).
      client.invalidateQueries({ queryKey: budgetKeys.all }),
      client.invalidateQueries({ queryKey: selectionKeys.details() }),
    ]);
  },
});

export const useRequestOrderFromQuotation = () => useMutation(orderFromQuotationMutationOptions);
