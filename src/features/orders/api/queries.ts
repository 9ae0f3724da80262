import { onlineManager, queryOptions, type QueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import type { components } from '@/api/schema.gen';
import { areaQueryDefaults } from '@/offline/query-client';
import { orderKeys } from '@/api/query-keys';
import type { OrderListParams } from '@/features/orders/list-params';

type OrderListItem = components['schemas']['OrderListItem'];
type OrderDetail = components['schemas']['OrderDetail'];

/** One page of the member's orders, newest first (docs/product/orders.md#list). */
export const orderListQueryOptions = (params: OrderListParams) =>
  queryOptions({
    ...areaQueryDefaults,
    queryKey: orderKeys.list(params),
    queryFn: async ({ signal, client }) => {
      const page = await unwrap(
        api.GET('/member/order/all', { params: { query: params }, signal }),
      );
      await markChangedOrderDetails(client, page.results);
      return page;
    },
  });

/**
 * What the list says about an order that its cached detail does not know: another status, or the
 * "Updated" mark (the provider acted since the detail was last read; reading it clears the mark).
 */
const isDetailOutdated = (item: OrderListItem, detail: OrderDetail): boolean =>
  item.isAlert || item.status !== detail.status;

/**
 * Marks the cached details of the orders the list shows as changed as outdated, so the list and
 * the detail opened from its row never disagree: an open detail refetches at once, another one
 * when it is next opened (orderDetailLoader), however fresh its cache entry was.
 */
export async function markChangedOrderDetails(
  queryClient: QueryClient,
  results: readonly OrderListItem[],
) {
  await Promise.all(
    results.map((item) => {
      const detail = queryClient.getQueryData<OrderDetail>(orderKeys.detail(item.id));
      return detail && isDetailOutdated(item, detail)
        ? queryClient.invalidateQueries({ queryKey: orderKeys.detail(item.id), exact: true })
        : undefined;
    }),
  );
}

/** An order's detail (docs/product/orders.md#detail). Reading it clears the order's alert on the server. */
export const orderDetailQueryOptions = (id: number) =>
  queryOptions({
    ...areaQueryDefaults,
    queryKey: orderKeys.detail(id),
    queryFn: ({ signal }) =>
      unwrap(api.GET('/member/order/detail/{id}', { params: { path: { id } }, signal })),
  });

/**
 * An order's changes of status (docs/product/orders.md#history), keyed by the status the detail
 * shows, so a detail with a new status reads the history again and the one read with it stays in
 * the persisted cache for offline use.
 */
export const orderHistoryQueryOptions = (id: number, status: OrderDetail['status']) =>
  queryOptions({
    ...areaQueryDefaults,
    queryKey: orderKeys.history(id, status),
    queryFn: ({ signal }) =>
      unwrap(api.GET('/member/order/history/{id}', { params: { path: { id } }, signal })),
  });

/**
 * The detail for its page: the cached one, unless it is known to be outdated (see
 * markChangedOrderDetails); then it is read again first. Offline, or when that read fails, the
 * cached one still shows (the page says how old it is).
 */
export async function orderDetailLoader(queryClient: QueryClient, id: number) {
  const options = orderDetailQueryOptions(id);
  const state = queryClient.getQueryState(options.queryKey);
  if (state?.data && state.isInvalidated && onlineManager.isOnline()) {
    try {
      return await queryClient.fetchQuery({ ...options, retry: false });
    } catch {
      return state.data;
    }
  }
  return queryClient.ensureQueryData(options);
}
