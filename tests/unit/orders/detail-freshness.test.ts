import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { components } from '@/api/schema.gen';
import { orderKeys } from '@/api/query-keys';
import { markChangedOrderDetails } from '@/features/orders/api/queries';

type OrderListItem = components['schemas']['OrderListItem'];
type OrderDetail = components['schemas']['OrderDetail'];

const listed = (id: number, status: OrderListItem['status'], isAlert = false): OrderListItem => ({
  id,
  orderCode: `ORD-20261101-000${id}`,
  categoryName: 'common(default)',
  coverImageUrl: '',
  title: 'A book',
  totalBookCount: 1,
  totalQuantity: 1,
  quotationFileUrl: null,
  orderFileUrl: null,
  createdAt: '2026-11-01T00:00:00.000Z',
  isAlert,
  status,
  s2bContract: { number: '', date: null },
});

const detail = (id: number, status: OrderDetail['status']): OrderDetail => ({
  id,
  orderCode: `ORD-20261101-000${id}`,
  step: 1,
  status,
  fileUrl: null,
  message: '',
  cartCategoryId: 'public',
  categoryName: 'common(default)',
  createdAt: '2026-11-01T00:00:00.000Z',
  s2bContract: { number: '', date: null },
  books: [],
});

describe('the order list marks the cached details it knows to be outdated', () => {
  it('a detail whose status the list shows changed, or marked Updated, is invalidated; others are not', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(orderKeys.detail(1), detail(1, 'QUOTATION_REQUEST'));
    queryClient.setQueryData(orderKeys.detail(2), detail(2, 'QUOTATION_REQUEST'));
    queryClient.setQueryData(orderKeys.detail(3), detail(3, 'ORDER_REQUEST'));

    await markChangedOrderDetails(queryClient, [
      listed(1, 'QUOTATION_DONE'),
      listed(2, 'QUOTATION_REQUEST'),
      listed(3, 'ORDER_REQUEST', true),
      listed(4, 'QUOTATION_DONE'),
    ]);

    const invalidated = (id: number) =>
      queryClient.getQueryState(orderKeys.detail(id))?.isInvalidated;
    expect(invalidated(1)).toBe(true);
    expect(invalidated(2)).toBe(false);
    expect(invalidated(3)).toBe(true);
    // Never read: nothing to mark, nothing created.
    expect(queryClient.getQueryState(orderKeys.detail(4))).toBeUndefined();
  });
});
