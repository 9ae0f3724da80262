import * as z from 'zod/mini';
import type { PeriodPreset } from '@/lib/period';
import { pageParam, pageSizeParam } from '@/lib/url-params';
import { ORDER_STATUSES } from './status';

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

/** A real calendar date written YYYY-MM-DD (2024-02-30 is not): zod's own, as `isIsoDate`. */
const isoDate = z.iso.date();

/**
 * The order list's state in the URL (docs/product/orders.md#list); anything unreadable falls back to a sane default.
 * `start` and `end` are the custom range's dates, used when `period` is 'custom'.
 */
export const ordersSearchSchema = z.object({
  period: z.catch(z._default(z.enum(PERIOD_CHOICES), DEFAULT_PERIOD), DEFAULT_PERIOD),
  start: z.catch(z.optional(isoDate), undefined),
  end: z.catch(z.optional(isoDate), undefined),
  status: z.catch(z.optional(z.enum(ORDER_STATUSES)), undefined),
  page: pageParam,
  size: pageSizeParam,
});

/** The order list's state, as the URL keeps it. */
export type OrdersSearch = z.output<typeof ordersSearchSchema>;
