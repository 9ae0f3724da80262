import { useId, type ReactNode } from 'react';
import { ChevronDown } from 'lucide-react';
import { cx } from './class-names';
import './field.css';
import './native-select.css';

/** One choice of a {@link NativeSelect}. */
export interface NativeSelectOption<T extends string> {
  value: T;
  label: string;
}

export interface NativeSelectProps<T extends string> {
  label: ReactNode;
  isLabelHidden?: boolean;
  options: readonly NativeSelectOption<T>[];
  value: T;
  onChange: (value: T) => void;
  isDisabled?: boolean;
  className?: string;
}

/**
 * A single choice among a short fixed list (a sort, a page size), as the browser's own `<select>`:
 * a tablet opens its system picker, which is faster to use and costs nothing to render, where a
 * popover list box would be rebuilt with every render of the page. For choices the platform
 * cannot show (a searchable list, rich items) use `Select`.
 */
export function NativeSelect<T extends string>({
  label,
  isLabelHidden,
  options,
  value,
  onChange,
  isDisabled,
  className,
}: NativeSelectProps<T>) {
  const id = useId();
  return (
    <div className={cx('field', 'native-select', className)}>
      <label htmlFor={id} className={cx('field__label', isLabelHidden && 'field__label--hidden')}>
        {label}
      </label>
      <div className="native-select__box">
        <select
          id={id}
          value={value}
          disabled={isDisabled}
          onChange={(event) => onChange(event.target.value as T)}
          className="field__control native-select__control"
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <ChevronDown size={18} aria-hidden className="native-select__chevron" />
      </div>
    </div>
  );
}
