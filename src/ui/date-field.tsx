import type { ReactNode } from 'react';
import { parseDate, type CalendarDate } from '@internationalized/date';
import {
  DateField as AriaDateField,
  DateInput,
  DateSegment,
} from 'react-aria-components/DateField';
import { I18nProvider } from 'react-aria-components/I18nProvider';
import { isIsoDate } from '@/lib/period';
import { FieldErrorMessage, FieldLabel } from './field';
import { cx } from './class-names';
import './field.css';
import './date-field.css';

/**
 * The locale the field is drawn in: Canadian English writes a date YYYY-MM-DD, as the portal's
 * tables and the API do. The portal's own locale (ko-KR) would show 2020. 01. 05., and a native
 * date input shows whatever the browser's language writes (MM/DD/YYYY in an American browser).
 */
const ISO_LOCALE = 'en-CA';

export interface DateFieldProps {
  label: ReactNode;
  /** The date as YYYY-MM-DD; anything else shows an empty field. */
  value: string;
  /** Called with YYYY-MM-DD once the day, month and year are all filled; '' when cleared. */
  onChange: (value: string) => void;
  isInvalid?: boolean;
  errorMessage?: string;
  className?: string;
}

const toCalendarDate = (value: string): CalendarDate | null =>
  isIsoDate(value) ? parseDate(value) : null;

/**
 * A calendar date typed as YYYY-MM-DD whatever the browser's language: one spin button per part
 * (year, month, day), each typed or stepped with the arrow keys and named for screen readers.
 */
export function DateField({
  label,
  value,
  onChange,
  isInvalid,
  errorMessage,
  className,
}: DateFieldProps) {
  return (
    <I18nProvider locale={ISO_LOCALE}>
      <AriaDateField
        value={toCalendarDate(value)}
        onChange={(date) => onChange(date ? date.toString() : '')}
        isInvalid={isInvalid}
        shouldForceLeadingZeros
        className={cx('field', 'date-field', className)}
      >
        <FieldLabel>{label}</FieldLabel>
        <DateInput className="field__control date-field__input">
          {(segment) => <DateSegment segment={segment} className="date-field__segment" />}
        </DateInput>
        <FieldErrorMessage>{errorMessage}</FieldErrorMessage>
      </AriaDateField>
    </I18nProvider>
  );
}
