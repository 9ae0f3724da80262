import type { components } from '@/api/schema.gen';

export type OrderStatus = components['schemas']['OrderStatus'];

/** The query of one page of the order list (GET /member/order/all). */
export interface OrderListParams {
  page: number;
  take: number;
  status?: OrderStatus;
  startDate?: string;
  endDate?: string;
}

/**
 * Query keys of the orders area. Other areas invalidate `['orders']` after quotation and order
 * requests, so everything here lives under it.
 */
export const orderKeys = {
  all: ['orders'] as const,
  lists: () => [...orderKeys.all, 'list'] as const,
  list: (params: OrderListParams) => [...orderKeys.lists(), params] as const,
  details: () => [...orderKeys.all, 'detail'] as const,
  detail: (id: number) => [...orderKeys.details(), id] as const,
};
