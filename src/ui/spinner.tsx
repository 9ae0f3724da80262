import { cx } from './class-names';
import './spinner.css';

export interface SpinnerProps {
  'aria-label'?: string;
  /** Diameter: sm 16 px (inside buttons), md 24 px, lg 40 px (page loading). */
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}

/** An indeterminate loading indicator (a progress bar without a value, drawn as a turning ring). */
export function Spinner({
  'aria-label': ariaLabel = 'Loading',
  size = 'md',
  className,
}: SpinnerProps) {
  return (
    // A plain element with the role React Aria's ProgressBar gives an indeterminate one (no value):
    // the spinner is on pages that load no widget kit (decision 017).
    <div
      role="progressbar"
      aria-label={ariaLabel}
      className={cx('spinner', `spinner--${size}`, className)}
    >
      <svg className="spinner__circle" viewBox="0 0 24 24" fill="none" aria-hidden="true">
        <circle className="spinner__track" cx="12" cy="12" r="9.5" strokeWidth="3" />
        <circle
          className="spinner__arc"
          cx="12"
          cy="12"
          r="9.5"
          strokeWidth="3"
          strokeLinecap="round"
          pathLength="100"
          strokeDasharray="30 100"
        />
      </svg>
    </div>
  );
}
