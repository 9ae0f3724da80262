import { lazy, Suspense } from 'react';
import type { DateRange } from '@/lib/period';
import * as texts from '@/texts';
import { NativeSelect } from '@/ui/native-select';
import type { OrderStatus } from '@/features/orders/list-params';
import { PAGE_SIZES, type PageSize } from '@/lib/url-params';
import { PERIOD_CHOICES, type OrdersSearch, type PeriodChoice } from '../search';
import { ORDER_STATUSES } from '../status';

const ALL = 'ALL';

// The date fields and their date library load only when a member picks Custom: the presets are
// what the list opens on, and they need neither.
const CustomRange = lazy(() => import('./custom-range'));

const periodOptions = PERIOD_CHOICES.map((value) => ({
  value,
  label: {
    '1m': texts.orders.periods.m1,
    '3m': texts.orders.periods.m3,
    '6m': texts.orders.periods.m6,
    '1y': texts.orders.periods.y1,
    custom: texts.orders.periods.custom,
  }[value],
}));

const statusOptions = [
  { value: ALL, label: texts.orders.allStatuses },
  ...ORDER_STATUSES.map((status) => ({ value: status, label: texts.orders.statusLabels[status] })),
];

const sizeOptions = PAGE_SIZES.map((size) => ({ value: String(size), label: String(size) }));

export interface OrdersFiltersProps {
  search: OrdersSearch;
  /** The dates the list is showing now. */
  range: DateRange;
  onSearchChange: (next: Partial<OrdersSearch>) => void;
}

/**
 * Period (presets ending tomorrow, or two dates), status and page size of the order list
 * (docs/product/orders.md#period). Every change goes to the URL and back to page 1.
 */
export function OrdersFilters({ search, range, onSearchChange }: OrdersFiltersProps) {
  return (
    <div className="orders-filters">
      <NativeSelect
        label={texts.orders.period}
        options={periodOptions}
        value={search.period}
        onChange={(period: PeriodChoice) =>
          onSearchChange(
            period === 'custom'
              ? // Custom starts from the dates shown now, so the list does not jump.
                { period, start: range.startDate, end: range.endDate, page: 1 }
              : { period, start: undefined, end: undefined, page: 1 },
          )
        }
        className="orders-filters__period"
      />
      {search.period === 'custom' && (
        <Suspense>
          <CustomRange
            range={range}
            onChange={(next) =>
              onSearchChange({ start: next.startDate, end: next.endDate, page: 1 })
            }
          />
        </Suspense>
      )}
      <NativeSelect
        label={texts.orders.status}
        options={statusOptions}
        value={search.status ?? ALL}
        onChange={(value) =>
          onSearchChange({ status: value === ALL ? undefined : (value as OrderStatus), page: 1 })
        }
        className="orders-filters__status"
      />
      <NativeSelect
        label={texts.orders.pageSize}
        options={sizeOptions}
        value={String(search.size)}
        onChange={(value) => onSearchChange({ size: Number(value) as PageSize, page: 1 })}
        className="orders-filters__size"
      />
    </div>
  );
}
