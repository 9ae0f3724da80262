import dayjs from 'dayjs';

/** The order-list period presets of docs/product/orders.md#period: last 1, 3, 6 and 12 months. */
export const PERIOD_PRESETS = ['1m', '3m', '6m', '1y'] as const;
export type PeriodPreset = (typeof PERIOD_PRESETS)[number];

/** An inclusive range of calendar dates, both as YYYY-MM-DD (what GET /member/order/all takes). */
export interface DateRange {
  startDate: string;
  endDate: string;
}

const MONTHS: Record<PeriodPreset, number> = { '1m': 1, '3m': 3, '6m': 6, '1y': 12 };
const DATE_FORMAT = 'YYYY-MM-DD';
const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The date range of a preset as seen on `today`: it starts the same day N months earlier and ends
 * tomorrow (docs/product/orders.md#period, "ending tomorrow", so that an order placed today is always inside, whatever
 * the server's time zone). A day that does not exist in the earlier month falls back to that
 * month's last day: 2024-03-31 − 1 month is 2024-02-29, 2023-03-31 − 1 month is 2023-02-28.
 *
 * @param today a Date (local calendar day) or a YYYY-MM-DD string.
 */
export function periodRange(preset: PeriodPreset, today: Date | string): DateRange {
  const day = dayjs(today).startOf('day');
  return {
    startDate: day.subtract(MONTHS[preset], 'month').format(DATE_FORMAT),
    endDate: day.add(1, 'day').format(DATE_FORMAT),
  };
}

/** Whether a string is a real calendar date written YYYY-MM-DD (2024-02-30 is not). */
export function isIsoDate(value: string): boolean {
  if (!DATE_PATTERN.test(value)) return false;
  return dayjs(value).format(DATE_FORMAT) === value;
}

/** Whether a custom range is usable: two real dates, the start not after the end. */
export function isValidRange(range: Partial<DateRange>): range is DateRange {
  const { startDate, endDate } = range;
  return (
    startDate !== undefined &&
    endDate !== undefined &&
    isIsoDate(startDate) &&
    isIsoDate(endDate) &&
    startDate <= endDate
  );
}
