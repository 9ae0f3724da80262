import type { ReactNode } from 'react';
import {
  Checkbox as AriaCheckbox,
  type CheckboxProps as AriaCheckboxProps,
} from 'react-aria-components/Checkbox';
import { Check, Minus } from 'lucide-react';
import { cx } from './class-names';
import './checkbox.css';

export interface CheckboxProps extends Omit<AriaCheckboxProps, 'children' | 'className'> {
  /**
   * The label. Leave it out only where something else names the box (a table's selection
   * checkbox is named by the table; elsewhere pass `aria-label`).
   */
  children?: ReactNode;
  className?: string;
}

/** A checkbox with a drawn box showing a check mark, or a dash when indeterminate. */
export function Checkbox({ children, className, ...props }: CheckboxProps) {
  return (
    <AriaCheckbox {...props} className={cx('checkbox', !children && 'checkbox--bare', className)}>
      {({ isSelected, isIndeterminate }) => (
        <>
          <span className="checkbox__box" aria-hidden="true">
            {isIndeterminate ? (
              <Minus size={14} strokeWidth={3} />
            ) : isSelected ? (
              <Check size={14} strokeWidth={3} />
            ) : null}
          </span>
          {children && <span className="checkbox__label">{children}</span>}
        </>
      )}
    </AriaCheckbox>
  );
}
