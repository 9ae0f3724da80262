import { isValidRange, periodRange, type PeriodPreset } from '@/lib/period';
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

/** The order list's period choice: a preset or two dates of the member's. */
export type PeriodChoice = PeriodPreset | 'custom';

export const PERIOD_CHOICES = [
  '1m',
  '3m',
  '6m',
  '1y',
  'custom',
] as const satisfies readonly PeriodChoice[];

/** The default period: the last year, as the home page's Order History card counts. */
export const DEFAULT_PERIOD: PeriodPreset = '1y';

export const PAGE_SIZES = [10, 20, 30] as const;
export type PageSize = (typeof PAGE_SIZES)[number];

/** The order list's state, as the URL keeps it. */
export interface OrdersSearch {
  period: PeriodChoice;
  /** The custom range's dates (YYYY-MM-DD), used when `period` is 'custom'. */
  start?: string;
  end?: string;
  status?: OrderStatus;
  page: number;
  size: PageSize;
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
