import type { ReactNode } from 'react';
import { CircleAlert } from 'lucide-react';
import { cx } from './class-names';
import { phrases } from './phrases';
import './form-error.css';

export interface FormErrorProps {
  /** The message, e.g. 'Email or password is not valid'; nothing is rendered without one. */
  children?: ReactNode;
  /** Id, so a form can point at it with aria-describedby. */
  id?: string;
  className?: string;
}

/** A form-level error line (not tied to one field), announced at once (role="alert"). */
export function FormError({ children, id, className }: FormErrorProps) {
  if (children === undefined || children === null || children === false || children === '') {
    return null;
  }
  return (
    <p role="alert" id={id} className={cx('form-error', className)}>
      <CircleAlert size={18} aria-hidden className="form-error__icon" />
      <span>{phrases(children)}</span>
    </p>
  );
}
