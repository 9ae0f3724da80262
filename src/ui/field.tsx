import type { ReactNode } from 'react';
import { FieldError } from 'react-aria-components/FieldError';
import { Label } from 'react-aria-components/Label';
import { Text } from 'react-aria-components/Text';
import { cx } from './class-names';
import { phrases } from './phrases';
import './field.css';

export interface FieldLabelProps {
  children: ReactNode;
  isHidden?: boolean;
  className?: string;
}

/**
 * The label of a React Aria field (Label, linked by the surrounding field). Shared by every
 * labelled control of the kit so all labels look the same.
 */
export function FieldLabel({ children, isHidden, className }: FieldLabelProps) {
  return (
    <Label className={cx('field__label', isHidden && 'field__label--hidden', className)}>
      {phrases(children)}
    </Label>
  );
}

export interface FieldDescriptionProps {
  children: ReactNode;
  className?: string;
}

/** Help text below a field (Text slot="description", linked with aria-describedby). */
export function FieldDescription({ children, className }: FieldDescriptionProps) {
  return (
    <Text slot="description" className={cx('field__description', className)}>
      {phrases(children)}
    </Text>
  );
}

export interface FieldErrorMessageProps {
  /** The message; without it the browser's validation message is shown. */
  children?: ReactNode;
  className?: string;
}

/** A field's error (React Aria FieldError): rendered only while the field is invalid. */
export function FieldErrorMessage({ children, className }: FieldErrorMessageProps) {
  return <FieldError className={cx('field__error', className)}>{phrases(children)}</FieldError>;
}
