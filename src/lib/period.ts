/** The order-list period presets of docs/product/orders.md#period: last 1, 3, 6 and 12 months. */
export const PERIOD_PRESETS = ['1m', '3m', '6m', '1y'] as const;
export type PeriodPreset = (typeof PERIOD_PRESETS)[number];

/** An inclusive range of calendar dates, both as YYYY-MM-DD (what GET /member/order/all takes). */
export interface DateRange {
  startDate: string;
  endDate: string;
}

const MONTHS: Record<PeriodPreset, number> = { '1m': 1, '3m': 3, '6m': 6, '1y': 12 };
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
  const day = typeof today === 'string' ? parseIsoDate(today) : today;
  const year = day.getFullYear();
  const month = day.getMonth() - MONTHS[preset];
  // Day 0 of the next month is the last day of this one.
  const lastDay = new Date(year, month + 1, 0).getDate();
  return {
    startDate: formatIsoDate(new Date(year, month, Math.min(day.getDate(), lastDay))),
    endDate: formatIsoDate(new Date(year, day.getMonth(), day.getDate() + 1)),
  };
}

// Plain Date arithmetic on the local calendar, not a date library: the order list's loader, and
// so this module, is in the app's entry, which every page loads (decision 017).
function parseIsoDate(value: string): Date {
  const [year = NaN, month = NaN, day = NaN] = value.split('-').map(Number);
  return new Date(year, month - 1, day);
}

function formatIsoDate(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Whether a string is a real calendar date written YYYY-MM-DD (2024-02-30 is not). */
export function isIsoDate(value: string): boolean {
  if (!DATE_PATTERN.test(value)) return false;
  return formatIsoDate(parseIsoDate(value)) === value;
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
