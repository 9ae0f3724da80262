import { useState } from 'react';
import { isIsoDate, isValidRange, type DateRange } from '@/lib/period';
import * as texts from '@/texts';
import { DateField } from '@/ui/date-field';

/**
 * Whether a date is one whose year is still being typed: typing 2021 over a year passes through
 * 0002, 0020 and 0202, dates the member does not mean. They are neither asked for nor judged.
 */
const isYearBeingTyped = (date: string) => isIsoDate(date) && date < '1000';

/** The two date inputs of a custom period; the list follows once they form a valid range. */
export default function CustomRange({
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
  const isTyping = (range: DateRange) =>
    isYearBeingTyped(range.startDate) || isYearBeingTyped(range.endDate);
  const isInvalid = !isTyping({ startDate, endDate }) && !isValidRange({ startDate, endDate });

  const change = (next: DateRange) => {
    setStart(next.startDate);
    setEnd(next.endDate);
    if (!isTyping(next) && isValidRange(next)) onChange(next);
  };

  return (
    <>
      <DateField
        label={texts.orders.startDate}
        value={startDate}
        onChange={(value) => change({ startDate: value, endDate })}
        isInvalid={isInvalid}
        className="orders-filters__date"
      />
      <DateField
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
