import type { ReactNode } from 'react';
import { Button, Group, Input, NumberField } from 'react-aria-components/NumberField';
import { Minus, Plus } from 'lucide-react';
import { FieldDescription, FieldErrorMessage, FieldLabel } from './field';
import { cx } from './class-names';
import './quantity-stepper.css';

const INTEGER_FORMAT: Intl.NumberFormatOptions = { maximumFractionDigits: 0, useGrouping: false };

/** Props of {@link QuantityStepper}. */
export interface QuantityStepperProps {
  /** Label (accessible name); e.g. 'Quantity' or `Quantity of ${title}` in a table row. */
  label: ReactNode;
  /** Hides the label visually (tables, compact rows); it stays the accessible name. */
  isLabelHidden?: boolean;
  /** The quantity (controlled). */
  value: number;
  /** Called with the new whole number; never below `minValue` or above `maxValue`. */
  onChange: (value: number) => void;
  /** The floor. Default 1; 0 where an item may be zeroed (order detail). */
  minValue?: number;
  /** The ceiling. Default 9999. */
  maxValue?: number;
  isDisabled?: boolean;
  isInvalid?: boolean;
  description?: ReactNode;
  errorMessage?: string;
  /** Name for native form submission. */
  name?: string;
  className?: string;
}

/**
 * A whole-number quantity input with − and + buttons (React Aria NumberField): typing, arrow
 * keys, Page Up/Down and Home/End work; the − button is disabled at the floor and + at the
 * ceiling, and typed values are clamped, so the value can never leave its range. Clearing the
 * input and leaving it restores the last value.
 */
export function QuantityStepper({
  label,
  isLabelHidden,
  value,
  onChange,
  minValue = 1,
  maxValue = 9999,
  isDisabled,
  isInvalid,
  description,
  errorMessage,
  name,
  className,
}: QuantityStepperProps) {
  return (
    <NumberField
      value={value}
      onChange={(next) => {
        // An emptied input commits NaN: keep the last value instead.
        if (Number.isNaN(next)) return;
        onChange(Math.min(maxValue, Math.max(minValue, Math.round(next))));
      }}
      minValue={minValue}
      maxValue={maxValue}
      step={1}
      formatOptions={INTEGER_FORMAT}
      isDisabled={isDisabled}
      isInvalid={isInvalid}
      name={name}
      validationBehavior="aria"
      className={cx('field', 'quantity-stepper', className)}
    >
      <FieldLabel isHidden={isLabelHidden}>{label}</FieldLabel>
      <Group className="quantity-stepper__group">
        <Button slot="decrement" className="quantity-stepper__button">
          <Minus size={18} aria-hidden />
        </Button>
        <Input className="quantity-stepper__input" />
        <Button slot="increment" className="quantity-stepper__button">
          <Plus size={18} aria-hidden />
        </Button>
      </Group>
      {description && <FieldDescription>{description}</FieldDescription>}
      <FieldErrorMessage>{errorMessage}</FieldErrorMessage>
    </NumberField>
  );
}
