import { isValidRange, periodRange } from '@/lib/period';
import type { components } from '@/api/schema.gen';
import { DEFAULT_PERIOD, type OrdersSearch } from './search';

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
 * The dates a choice stands for on `today`: a preset's range, or the custom dates when they form a
 * valid range (otherwise the default preset's, so a broken link still lists something sane).
 */
export function resolvePeriod(search: Pick<OrdersSearch, 'period' | 'start' | 'end'>, today: Date) {
  if (search.period === 'custom') {
    const custom = { startDate: search.start, endDate: search.end };
    if (isValidRange(custom)) return custom;
    return periodRange(DEFAULT_PERIOD, today);
  }
  return periodRange(search.period, today);
}

/** The query of GET /member/order/all for the URL's state. */
export function orderListParams(search: OrdersSearch, today: Date): OrderListParams {
  const { startDate, endDate } = resolvePeriod(search, today);
  return {
    page: search.page,
    take: search.size,
    ...(search.status ? { status: search.status } : {}),
    startDate,
    endDate,
  };
}
