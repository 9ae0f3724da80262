import { mutationOptions, useMutation } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import { ApiError } from '@/api/errors';
import { unlessOffline, type FailureToastChooser } from '@/api/failures';
import { orderKeys, orderMutationKeys } from '@/api/query-keys';
import type { components } from '@/api/schema.gen';
import * as texts from '@/texts';
import { toast } from '@/ui/toast';

type S2bContract = components['schemas']['S2bContract'];
type OrderDetail = components['schemas']['OrderDetail'];

const saveFailed = unlessOffline(texts.orders.s2b.saveFailed);
const contractFailure: FailureToastChooser = (error, ...rest) =>
  error instanceof ApiError && error.errorCode === 'order_contract_settled'
    ? texts.orders.s2b.settled
    : saveFailed(error, ...rest);

/**
 * Records the order's 학교장터 contract (docs/product/orders.md#s2b, POST /member/order/contract/{id}):
 * never queued (the client's default network mode), its button disabled offline. A completed or
 * cancelled order refuses it (`409 order_contract_settled`), told as such.
 */
const updateContractMutationOptions = mutationOptions({
  mutationKey: orderMutationKeys.contract,
  meta: { errorToast: contractFailure },
  mutationFn: ({ orderId, contract }: { orderId: number; contract: S2bContract }) =>
    unwrap(
      api.POST('/member/order/contract/{id}', {
        params: { path: { id: orderId } },
        body: contract,
      }),
    ),
  onSuccess: async (saved, { orderId }, _context, { client }) => {
    toast.success(texts.orders.s2b.saved);
    client.setQueryData<OrderDetail>(orderKeys.detail(orderId), (order) =>
      order ? { ...order, s2bContract: saved } : order,
    );
    await client.invalidateQueries({ queryKey: orderKeys.lists() });
  },
  // Refused because the order moved on: the detail shows its new status.
  onError: async (_error, { orderId }, _context, { client }) => {
    await client.invalidateQueries({ queryKey: orderKeys.detail(orderId) });
  },
});

export const useUpdateOrderContract = () => useMutation(updateContractMutationOptions);
