import { mutationOptions, useMutation } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import { unlessOffline } from '@/api/failures';
import { budgetKeys, homeKeys, orderKeys, orderMutationKeys } from '@/api/query-keys';
import * as texts from '@/texts';
import { toast } from '@/ui/toast';

/**
 * Cancel Request (docs/product/orders.md#detail, POST /member/order/cancel/{id}); idempotent on the server, never
 * queued (the client's default network mode).
 */
const cancelOrderMutationOptions = mutationOptions({
  mutationKey: orderMutationKeys.cancel,
  meta: { errorToast: unlessOffline(texts.orders.cancelFailed) },
  mutationFn: ({ orderId }: { orderId: number }) =>
    unwrap(api.POST('/member/order/cancel/{id}', { params: { path: { id: orderId } } })),
  onSuccess: () => toast.success(texts.orders.cancelled),
  onSettled: async (_data, _error, _vars, _context, { client }) => {
    await Promise.all([
      client.invalidateQueries({ queryKey: orderKeys.all }),
      client.invalidateQueries({ queryKey: homeKeys.all }),
      // Its fund's figures move (docs/product/budget.md#figures).
      client.invalidateQueries({ queryKey: budgetKeys.all }),
    ]);
  },
});

export const useCancelOrder = () => useMutation(cancelOrderMutationOptions);
