import { useId, useState, type KeyboardEvent, type ReactNode, type Ref } from 'react';
import { formatNumber } from '@/lib/format';
import * as texts from '@/texts';
import { cx } from './class-names';
import './field.css';
import './quantity-stepper.css';

export interface QuantityStepperProps {
  /** Label (accessible name); e.g. 'Quantity' or `Quantity of ${title}` in a table row. */
  label: ReactNode;
  /** Hides the label visually (tables, compact rows); it stays the accessible name. */
  isLabelHidden?: boolean;
  value: number;
  /** Called with the new whole number; never below `minValue` or above `maxValue`. */
  onChange: (value: number) => void;
  /** The floor. Default 1; 0 where an item may be zeroed (order detail). */
  minValue?: number;
  maxValue?: number;
  isDisabled?: boolean;
  isInvalid?: boolean;
  description?: ReactNode;
  errorMessage?: string;
  name?: string;
  className?: string;
  /** Told whether the input holds a quantity (false while it shows a typed one out of range). */
  onValidityChange?: (isValid: boolean) => void;
  inputRef?: Ref<HTMLInputElement>;
}

/** What a member typed, and the quantity it was typed over (a new quantity from outside wins). */
interface Typed {
  text: string;
  over: number;
}

/** The typed text as a quantity in range, or null when it is not one. */
function parseQuantity(text: string, min: number, max: number): number | null {
  if (!/^\d+$/.test(text.trim())) return null;
  const value = Number(text.trim());
  return value >= min && value <= max ? value : null;
}

/**
 * A whole-number quantity: a native text input with the numeric keypad (`inputMode`), and − and +
 * buttons. ArrowUp/ArrowDown step by one, PageUp/PageDown by ten; the buttons are disabled at the
 * floor and the ceiling. A typed quantity that is not a whole number in range is never changed:
 * it stays as typed, the field is marked invalid and says the range, and the quantity keeps its
 * last good value until the member corrects it. Clearing the input and leaving it restores the
 * quantity.
 *
 * Native controls, not React Aria's NumberField: a selection shows one per row, and the
 * NumberField's layers (context providers, press and hover state of both buttons, its number
 * parser) made most of a long selection's first render.
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
  onValidityChange,
  inputRef,
}: QuantityStepperProps) {
  const id = useId();
  const [typed, setTyped] = useState<Typed>();
  const current = typed && typed.over === value ? typed : undefined;
  const shown = current ? current.text : String(value);
  const isOutOfRange =
    current !== undefined &&
    current.text.trim() !== '' &&
    parseQuantity(current.text, minValue, maxValue) === null;
  const invalid = isOutOfRange || isInvalid;
  const message = isOutOfRange
    ? texts.common.quantityRange(formatNumber(minValue), formatNumber(maxValue))
    : isInvalid
      ? errorMessage
      : undefined;

  const step = (delta: number) => {
    const next = Math.min(maxValue, Math.max(minValue, value + delta));
    setTyped(undefined);
    onValidityChange?.(true);
    if (next !== value) onChange(next);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const delta = { ArrowUp: 1, ArrowDown: -1, PageUp: 10, PageDown: -10 }[event.key];
    if (delta === undefined || isDisabled) return;
    event.preventDefault();
    step(delta);
  };

  const labelId = `${id}-label`;
  const describedBy =
    [description ? `${id}-description` : '', message ? `${id}-error` : '']
      .filter(Boolean)
      .join(' ') || undefined;
  return (
    <div
      className={cx('field', 'quantity-stepper', className)}
      data-invalid={invalid || undefined}
      data-disabled={isDisabled || undefined}
    >
      <label
        id={labelId}
        htmlFor={`${id}-input`}
        className={cx('field__label', isLabelHidden && 'field__label--hidden')}
      >
        {label}
      </label>
      <div
        role="group"
        aria-labelledby={labelId}
        className="quantity-stepper__group"
        data-invalid={invalid || undefined}
        data-disabled={isDisabled || undefined}
      >
        <button
          type="button"
          id={`${id}-decrease`}
          aria-label={texts.common.decrease}
          aria-labelledby={`${id}-decrease ${labelId}`}
          tabIndex={-1}
          disabled={isDisabled || value <= minValue}
          onClick={() => step(-1)}
          className="quantity-stepper__button quantity-stepper__button--decrease"
        />
        <input
          ref={inputRef}
          id={`${id}-input`}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          name={name}
          value={shown}
          disabled={isDisabled}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          onChange={(event) => {
            const text = event.target.value;
            const next = parseQuantity(text, minValue, maxValue);
            setTyped({ text, over: next ?? value });
            onValidityChange?.(next !== null || text.trim() === '');
            if (next !== null && next !== value) onChange(next);
          }}
          onBlur={() => {
            // An emptied input gives the quantity back; a good one is shown as the number it is.
            if (current && (current.text.trim() === '' || !isOutOfRange)) setTyped(undefined);
          }}
          onKeyDown={onKeyDown}
          className="quantity-stepper__input"
        />
        <button
          type="button"
          id={`${id}-increase`}
          aria-label={texts.common.increase}
          aria-labelledby={`${id}-increase ${labelId}`}
          tabIndex={-1}
          disabled={isDisabled || value >= maxValue}
          onClick={() => step(1)}
          className="quantity-stepper__button quantity-stepper__button--increase"
        />
      </div>
      {description && (
        <p id={`${id}-description`} className="field__description">
          {description}
        </p>
      )}
      {message && (
        <p id={`${id}-error`} className="field__error">
          {message}
        </p>
      )}
    </div>
  );
}
