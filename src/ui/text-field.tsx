import { useState, type ReactNode, type Ref } from 'react';
import {
  Input,
  TextArea,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
} from 'react-aria-components/TextField';
import * as texts from '@/texts';
import { FieldDescription, FieldErrorMessage, FieldLabel } from './field';
import { cx } from './class-names';
import './text-field.css';

interface BaseFieldProps extends Omit<AriaTextFieldProps, 'children' | 'className'> {
  /** Visible label (the field's accessible name). */
  label: ReactNode;
  /** Hides the label visually; it stays the accessible name. Use only where the design has none. */
  isLabelHidden?: boolean;
  /** Help text under the field. */
  description?: ReactNode;
  /**
   * Error text shown while the field is invalid (`isInvalid`, or native validation failing).
   * With react-hook-form: `validationBehavior="aria"`, `isInvalid={fieldState.invalid}`,
   * `errorMessage={fieldState.error?.message}`.
   */
  errorMessage?: string;
  /** Hint shown in the empty control (never a replacement for the label). */
  placeholder?: string;
  /** Extra class names for the root. */
  className?: string;
  /**
   * The field's character limit. Input is never cut to it (a cut paste loses text without a
   * word): a longer value stays as typed, and the field shows itself invalid and says the limit.
   * Whoever acts on the value refuses it while {@link isOverLimit}.
   */
  maxLength?: number;
}

/** Whether a value is longer than a field's limit (see `maxLength` of {@link TextField}). */
export const isOverLimit = (value: string, maxLength: number | undefined) =>
  maxLength !== undefined && value.length > maxLength;

/**
 * The invalid state and message of a field, with its character limit taken into account: the
 * caller's own error wins; otherwise a value over the limit is invalid and says so.
 */
function useLimit(props: {
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  maxLength?: number;
  isInvalid?: boolean;
  errorMessage?: string;
}) {
  const [typed, setTyped] = useState(props.defaultValue ?? '');
  const value = props.value ?? typed;
  const over = isOverLimit(value, props.maxLength) && !(props.isInvalid && props.errorMessage);
  return {
    onChange: (next: string) => {
      setTyped(next);
      props.onChange?.(next);
    },
    isInvalid: over || props.isInvalid,
    errorMessage: over ? texts.common.tooLong(props.maxLength!, value.length) : props.errorMessage,
  };
}

/** Props of {@link TextField}: React Aria TextField props plus label, help and error text. */
export interface TextFieldProps extends BaseFieldProps {
  /** Ref to the `<input>` (e.g. react-hook-form's `field.ref`, so it can focus the field). */
  inputRef?: Ref<HTMLInputElement>;
}

/** A labelled single-line text input with optional description and error message. */
export function TextField({
  label,
  isLabelHidden,
  description,
  errorMessage,
  placeholder,
  inputRef,
  className,
  maxLength,
  ...props
}: TextFieldProps) {
  const limit = useLimit({ ...props, maxLength, errorMessage });
  return (
    <AriaTextField
      {...props}
      onChange={limit.onChange}
      isInvalid={limit.isInvalid}
      className={cx('field', 'text-field', className)}
    >
      <FieldLabel isHidden={isLabelHidden}>{label}</FieldLabel>
      <Input
        ref={inputRef}
        placeholder={placeholder}
        className="field__control text-field__input"
      />
      {description && <FieldDescription>{description}</FieldDescription>}
      <FieldErrorMessage>{limit.errorMessage}</FieldErrorMessage>
    </AriaTextField>
  );
}

/** Props of {@link TextAreaField}. */
export interface TextAreaFieldProps extends BaseFieldProps {
  /** Visible lines of text. Default 4. */
  rows?: number;
  /** Ref to the `<textarea>`. */
  inputRef?: Ref<HTMLTextAreaElement>;
}

/** A labelled multi-line text input with optional description and error message. */
export function TextAreaField({
  label,
  isLabelHidden,
  description,
  errorMessage,
  placeholder,
  rows = 4,
  inputRef,
  className,
  maxLength,
  ...props
}: TextAreaFieldProps) {
  const limit = useLimit({ ...props, maxLength, errorMessage });
  return (
    <AriaTextField
      {...props}
      onChange={limit.onChange}
      isInvalid={limit.isInvalid}
      className={cx('field', 'text-field', className)}
    >
      <FieldLabel isHidden={isLabelHidden}>{label}</FieldLabel>
      <TextArea
        ref={inputRef}
        rows={rows}
        placeholder={placeholder}
        className="field__control text-field__textarea"
      />
      {description && <FieldDescription>{description}</FieldDescription>}
      <FieldErrorMessage>{limit.errorMessage}</FieldErrorMessage>
    </AriaTextField>
  );
}
