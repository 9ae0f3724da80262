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
   * In a react-hook-form form use `FormTextField` / `FormTextArea` (`./form-fields`), which set it.
   */
  errorMessage?: string;
  /** Hint shown in the empty control (never a replacement for the label). */
  placeholder?: string;
  className?: string;
  /**
   * The field's character limit. Input is never cut to it (a cut paste loses text without a
   * word): text past the limit stays on screen, the field says the limit, and `onChange` is not
   * called with it, so the value the page acts on always fits. Forms that validate with a schema
   * put the limit in the schema instead.
   */
  maxLength?: number;
  /** Told when typed text goes past `maxLength` or comes back within it (to hold an action). */
  onOverLimitChange?: (isOver: boolean) => void;
}

/** Whether a value is longer than a field's limit (see `maxLength` of {@link TextField}). */
const isOverLimit = (value: string, maxLength: number | undefined) =>
  maxLength !== undefined && value.length > maxLength;

interface LimitProps {
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  maxLength?: number;
  isInvalid?: boolean;
  errorMessage?: string;
  onOverLimitChange?: (isOver: boolean) => void;
}

/**
 * A field's character limit: what is typed past it is shown and told, never cut and never passed
 * on. Without a limit the field's own props pass through unchanged.
 */
function useLimit(props: LimitProps) {
  const [typed, setTyped] = useState(props.defaultValue ?? '');
  // Text over the limit, with the value it was typed over (a new value from outside replaces it).
  const [overflow, setOverflow] = useState<{ text: string; over: string }>();
  if (props.maxLength === undefined) {
    return { controlled: {}, isInvalid: props.isInvalid, errorMessage: props.errorMessage };
  }
  const accepted = props.value ?? typed;
  const shown = overflow && overflow.over === accepted ? overflow.text : accepted;
  const isOver = shown !== accepted;
  return {
    controlled: {
      value: shown,
      onChange: (next: string) => {
        if (isOverLimit(next, props.maxLength)) {
          if (!isOver) props.onOverLimitChange?.(true);
          setOverflow({ text: next, over: accepted });
          return;
        }
        if (isOver) props.onOverLimitChange?.(false);
        setOverflow(undefined);
        setTyped(next);
        props.onChange?.(next);
      },
    },
    isInvalid: isOver || props.isInvalid,
    errorMessage: isOver ? texts.common.tooLong(props.maxLength, shown.length) : props.errorMessage,
  };
}

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
  onOverLimitChange,
  ...props
}: TextFieldProps) {
  const limit = useLimit({ ...props, maxLength, errorMessage, onOverLimitChange });
  return (
    <AriaTextField
      {...props}
      {...limit.controlled}
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

export interface TextAreaFieldProps extends BaseFieldProps {
  /** Visible lines of text. Default 4. */
  rows?: number;
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
  onOverLimitChange,
  ...props
}: TextAreaFieldProps) {
  const limit = useLimit({ ...props, maxLength, errorMessage, onOverLimitChange });
  return (
    <AriaTextField
      {...props}
      {...limit.controlled}
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
