import type { ReactNode, Ref } from 'react';
import {
  Button,
  ListBox,
  ListBoxItem,
  Select as AriaSelect,
  SelectValue,
} from 'react-aria-components/Select';
import { Check, ChevronDown } from 'lucide-react';
import { FieldDescription, FieldErrorMessage, FieldLabel } from './field';
import { Popover } from './popover';
import { cx } from './class-names';
import './select.css';

/** One choice of a {@link Select}. */
export interface SelectOption<T extends string> {
  value: T;
  label: string;
}

export interface SelectProps<T extends string> {
  label: ReactNode;
  isLabelHidden?: boolean;
  options: SelectOption<T>[];
  /** The chosen value; `null`/`undefined` shows the placeholder. */
  value: T | null | undefined;
  onChange: (value: T) => void;
  /** Called when focus leaves the field (react-hook-form's `onBlur`, to mark it touched). */
  onBlur?: () => void;
  /** Ref to the trigger button (e.g. react-hook-form's `field.ref`, so it can focus the field). */
  triggerRef?: Ref<HTMLButtonElement>;
  /** Text shown while nothing is chosen. Default: React Aria's localized 'Select an item'. */
  placeholder?: string;
  description?: ReactNode;
  errorMessage?: string;
  isInvalid?: boolean;
  isDisabled?: boolean;
  isRequired?: boolean;
  name?: string;
  id?: string;
  className?: string;
}

/** A single-choice dropdown (React Aria Select + ListBox in a Popover). */
export function Select<T extends string>({
  label,
  isLabelHidden,
  options,
  value,
  onChange,
  onBlur,
  triggerRef,
  placeholder,
  description,
  errorMessage,
  isInvalid,
  isDisabled,
  isRequired,
  name,
  id,
  className,
}: SelectProps<T>) {
  return (
    <AriaSelect
      id={id}
      name={name}
      value={value ?? null}
      onChange={(key) => {
        if (key != null) onChange(String(key) as T);
      }}
      onBlur={onBlur}
      placeholder={placeholder}
      isInvalid={isInvalid}
      isDisabled={isDisabled}
      isRequired={isRequired}
      validationBehavior="aria"
      className={cx('field', 'select', className)}
    >
      <FieldLabel isHidden={isLabelHidden}>{label}</FieldLabel>
      <Button ref={triggerRef} className="field__control select__trigger">
        <SelectValue className="select__value" />
        <ChevronDown size={18} aria-hidden className="select__chevron" />
      </Button>
      {description && <FieldDescription>{description}</FieldDescription>}
      <FieldErrorMessage>{errorMessage}</FieldErrorMessage>
      <Popover className="select__popover">
        <ListBox className="select__list" items={options}>
          {(option) => (
            <ListBoxItem id={option.value} textValue={option.label} className="popover-item">
              {({ isSelected }) => (
                <>
                  <span className="popover-item__label">{option.label}</span>
                  {isSelected && <Check size={16} aria-hidden />}
                </>
              )}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </AriaSelect>
  );
}
