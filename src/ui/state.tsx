import type { ReactNode } from 'react';
import { CircleAlert, Inbox, WifiOff } from 'lucide-react';
import { cx } from './class-names';
import './button.css';
import './state.css';

type HeadingLevel = 1 | 2 | 3 | 4;

export interface EmptyStateProps {
  children?: ReactNode;
  /** Decorative icon; default an inbox. Pass `null` for none. */
  icon?: ReactNode;
  /** An optional action below the text (e.g. a button to clear filters). */
  action?: ReactNode;
  className?: string;
}

/** Says that there is nothing to show; announced politely (role="status"). */
export function EmptyState({
  children = 'No results.',
  icon = <Inbox size={32} aria-hidden />,
  action,
  className,
}: EmptyStateProps) {
  return (
    <div role="status" className={cx('state', 'state--empty', className)}>
      {icon && <span className="state__icon">{icon}</span>}
      <p className="state__text">{children}</p>
      {action && <div className="state__action">{action}</div>}
    </div>
  );
}

export interface ErrorStateProps {
  /** What failed, e.g. 'Something went wrong'. */
  title: ReactNode;
  /** Details, e.g. the mapped error message. */
  message?: ReactNode;
  onRetry?: () => void;
  retryLabel?: string;
  headingLevel?: HeadingLevel;
  className?: string;
}

/** An error in place of content, announced at once (role="alert"), with an optional retry. */
export function ErrorState({
  title,
  message,
  onRetry,
  retryLabel = 'Try again',
  headingLevel = 2,
  className,
}: ErrorStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={cx('state', 'state--error', className)}>
      <span className="state__icon">
        <CircleAlert size={32} aria-hidden />
      </span>
      <div role="alert" className="state__message">
        <Heading className="state__title">{title}</Heading>
        {message && <p className="state__text">{message}</p>}
      </div>
      {onRetry && (
        <div className="state__action">
          <RetryButton onRetry={onRetry}>{retryLabel}</RetryButton>
        </div>
      )}
    </div>
  );
}

export interface OfflineStateProps {
  children?: ReactNode;
  /** The short explanation below it. */
  explanation?: ReactNode;
  onRetry?: () => void;
  retryLabel?: string;
  className?: string;
}

/** Shown when a page cannot load without a connection; announced politely (role="status"). */
export function OfflineState({
  children = 'This page is not available offline.',
  explanation = 'You are offline and this page has not been saved on this device. Connect to the internet and try again; pages you opened before stay available.',
  onRetry,
  retryLabel = 'Try again',
  className,
}: OfflineStateProps) {
  return (
    <div className={cx('state', 'state--offline', className)}>
      <span className="state__icon">
        <WifiOff size={32} aria-hidden />
      </span>
      <div role="status" className="state__message">
        <p className="state__title">{children}</p>
        {explanation && <p className="state__text">{explanation}</p>}
      </div>
      {onRetry && (
        <div className="state__action">
          <RetryButton onRetry={onRetry}>{retryLabel}</RetryButton>
        </div>
      )}
    </div>
  );
}

/**
 * A plain button: the states are the route-wide error and offline pages, which are in the app's
 * entry and must not bring React Aria to pages that show none of it (decision 017).
 */
function RetryButton({ onRetry, children }: { onRetry: () => void; children: ReactNode }) {
  return (
    <button
      type="button"
      className="button button--native button--secondary button--md"
      onClick={onRetry}
    >
      <span className="button__content">{children}</span>
    </button>
  );
}
