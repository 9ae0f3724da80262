import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { cx } from './class-names';
import './field.css';
import './checkbox.css';

/*
 * A text field and a checkbox of plain HTML elements, with the look of `TextField` and `Checkbox`
 * (the same classes; field.css and checkbox.css style the browser's own states beside React
 * Aria's). For the public pages, which must load nothing they can do without (decision 017): the
 * platform's input, label and checkbox are accessible as they are.
 */

export interface NativeTextFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'className' | 'children'
> {
  label: ReactNode;
  /** Shown under the input, which is then marked invalid and described by it. */
  errorMessage?: string;
  inputRef?: Ref<HTMLInputElement>;
  className?: string;
}

export function NativeTextField({
  label,
  errorMessage,
  inputRef,
  className,
  ...props
}: NativeTextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={cx('field', 'text-field', className)}>
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <input
        {...props}
        ref={inputRef}
        id={id}
        className="field__control field__control--native text-field__input"
        aria-invalid={errorMessage ? true : undefined}
        aria-describedby={errorMessage ? errorId : undefined}
      />
      {errorMessage && (
        <span id={errorId} className="field__error">
          {errorMessage}
        </span>
      )}
    </div>
  );
}

export interface NativeCheckboxProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'className' | 'children' | 'type'
> {
  children: ReactNode;
  className?: string;
}

export function NativeCheckbox({ children, className, ...props }: NativeCheckboxProps) {
  return (
    <label className={cx('checkbox', 'checkbox--native', className)}>
      <input {...props} type="checkbox" className="checkbox__box checkbox__input" />
      <span className="checkbox__label">{children}</span>
    </label>
  );
}
