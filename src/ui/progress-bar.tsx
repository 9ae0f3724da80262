import type { ReactNode } from 'react';
import { ProgressBar as AriaProgressBar } from 'react-aria-components/ProgressBar';
import { Label } from 'react-aria-components/Label';
import { cx } from './class-names';
import './progress-bar.css';

export interface ProgressBarProps {
  label: ReactNode;
  /** Current value, between `minValue` and `maxValue`. */
  value: number;
  minValue?: number;
  maxValue?: number;
  /** Text shown (and announced) instead of the percentage, e.g. '3 of 8 files'. */
  valueLabel?: string;
  /** Number format of the value text. Default: percent. */
  formatOptions?: Intl.NumberFormatOptions;
  className?: string;
}

/** A determinate progress bar with its label and value text (React Aria ProgressBar). */
export function ProgressBar({
  label,
  value,
  minValue = 0,
  maxValue = 100,
  valueLabel,
  formatOptions,
  className,
}: ProgressBarProps) {
  return (
    <AriaProgressBar
      value={value}
      minValue={minValue}
      maxValue={maxValue}
      valueLabel={valueLabel}
      formatOptions={formatOptions}
      className={cx('progress-bar', className)}
    >
      {({ percentage, valueText }) => (
        <>
          <div className="progress-bar__header">
            <Label className="progress-bar__label">{label}</Label>
            <span className="progress-bar__value">{valueText}</span>
          </div>
          <div className="progress-bar__track">
            <div className="progress-bar__fill" style={{ width: `${percentage ?? 0}%` }} />
          </div>
        </>
      )}
    </AriaProgressBar>
  );
}
