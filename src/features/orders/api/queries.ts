import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import { areaQueryDefaults } from '@/offline/query-client';
import { orderKeys, type OrderListParams } from './keys';

/** One page of the member's orders, newest first (001 §2.5, §7). */
export const orderListQueryOptions = (params: OrderListParams) =>
  queryOptions({
    ...areaQueryDefaults,
    queryKey: orderKeys.list(params),
    queryFn: ({ signal }) =>
      unwrap(api.GET('/member/order/all', { params: { query: params }, signal })),
  });

/** An order's detail (001 §2.6). Reading it clears the order's alert on the server. */
export const orderDetailQueryOptions = (id: number) =>
  queryOptions({
    ...areaQueryDefaults,
    queryKey: orderKeys.detail(id),
    queryFn: ({ signal }) =>
      unwrap(api.GET('/member/order/detail/{id}', { params: { path: { id } }, signal })),
  });
