import dayjs from 'dayjs';

const wonFormatter = new Intl.NumberFormat('ko-KR');

/**
 * A price in won with thousands separators: 12,000원 (docs/product/README.md#general). Below zero
 * (a fund's remaining amount) with the minus sign U+2212, "−100,000원", as the budget page states
 * (docs/product/budget.md#figures): screen readers read it as "minus", unlike a hyphen.
 */
export function formatWon(amount: number): string {
  return amount < 0
    ? `\u2212${wonFormatter.format(-amount)}원`
    : `${wonFormatter.format(amount)}원`;
}

export function formatNumber(value: number): string {
  return wonFormatter.format(value);
}

const percentFormatter = new Intl.NumberFormat('ko-KR', { maximumFractionDigits: 1 });

/**
 * A discount rate (src/rules/price-law.ts's `discountPercent`) as an office writes it, without a
 * trailing zero: 10%, 12.5% (docs/product/selection.md#prices).
 */
export function formatPercent(percent: number): string {
  return `${percentFormatter.format(percent)}%`;
}

/** A date as YYYY-MM-DD (docs/product/README.md#general). Accepts ISO dates and date-times. */
export function formatDate(value: string | Date): string {
  return dayjs(value).format('YYYY-MM-DD');
}

/** A date and time as YYYY-MM-DD HH:mm. */
export function formatDateTime(value: string | Date): string {
  return dayjs(value).format('YYYY-MM-DD HH:mm');
}

/** A byte count for people: 512 B, 48 KB, 2.3 MB. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
