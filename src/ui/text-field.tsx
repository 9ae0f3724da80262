import type { ReactNode, Ref } from 'react';
import {
  Input,
  TextArea,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
} from 'react-aria-components/TextField';
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
  ...props
}: TextFieldProps) {
  return (
    <AriaTextField {...props} className={cx('field', 'text-field', className)}>
      <FieldLabel isHidden={isLabelHidden}>{label}</FieldLabel>
      <Input
        ref={inputRef}
        placeholder={placeholder}
        className="field__control text-field__input"
      />
      {description && <FieldDescription>{description}</FieldDescription>}
      <FieldErrorMessage>{errorMessage}</FieldErrorMessage>
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
  ...props
}: TextAreaFieldProps) {
  return (
    <AriaTextField {...props} className={cx('field', 'text-field', className)}>
      <FieldLabel isHidden={isLabelHidden}>{label}</FieldLabel>
      <TextArea
        ref={inputRef}
        rows={rows}
        placeholder={placeholder}
        className="field__control text-field__textarea"
      />
      {description && <FieldDescription>{description}</FieldDescription>}
      <FieldErrorMessage>{errorMessage}</FieldErrorMessage>
    </AriaTextField>
  );
}
