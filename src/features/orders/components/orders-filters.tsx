import { useState } from 'react';
import { isValidRange, type DateRange } from '@/lib/period';
import * as texts from '@/texts';
import { NativeSelect } from '@/ui/native-select';
import { TextField } from '@/ui/text-field';
import type { OrderStatus } from '@/features/orders/list-params';
import { PAGE_SIZES, type PageSize } from '@/lib/url-params';
import { PERIOD_CHOICES, type OrdersSearch, type PeriodChoice } from '../search';
import { ORDER_STATUSES } from '../status';

const ALL = 'ALL';

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
        <CustomRange
          range={range}
          onChange={(next) => onSearchChange({ start: next.startDate, end: next.endDate, page: 1 })}
        />
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

/** The two date inputs of a custom period; the list follows once they form a valid range. */
function CustomRange({
  range,
  onChange,
}: {
  range: DateRange;
  onChange: (range: DateRange) => void;
}) {
  const [startDate, setStart] = useState(range.startDate);
  const [endDate, setEnd] = useState(range.endDate);
  // A range changed from outside (back/forward, a link) restarts the inputs from it; the ranges
  // these inputs sent themselves change nothing, so typing is never interrupted.
  const [shown, setShown] = useState(range);
  if (shown.startDate !== range.startDate || shown.endDate !== range.endDate) {
    setShown(range);
    setStart(range.startDate);
    setEnd(range.endDate);
  }
  const isInvalid = !isValidRange({ startDate, endDate });

  const change = (next: DateRange) => {
    setStart(next.startDate);
    setEnd(next.endDate);
    if (isValidRange(next)) onChange(next);
  };

  return (
    <>
      <TextField
        type="date"
        label={texts.orders.startDate}
        value={startDate}
        onChange={(value) => change({ startDate: value, endDate })}
        isInvalid={isInvalid}
        className="orders-filters__date"
      />
      <TextField
        type="date"
        label={texts.orders.endDate}
        value={endDate}
        onChange={(value) => change({ startDate, endDate: value })}
        isInvalid={isInvalid}
        errorMessage={texts.orders.invalidRange}
        className="orders-filters__date"
      />
    </>
  );
}
