import { Link, useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { getErrorMessage, NetworkError } from '@/api/errors';
import * as texts from '@/texts';
import { ErrorState, OfflineState } from '@/ui/state';
import { Spinner } from '@/ui/spinner';
import './route-states.css';

/** A route's error: offline pages say so, others say what failed and offer a retry. */
export function DefaultErrorPage({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  const queryReset = useQueryErrorResetBoundary();
  const retry = () => {
    queryReset.reset();
    reset();
    void router.invalidate();
  };
  return (
    <div className="route-state">
      {error instanceof NetworkError ? (
        <OfflineState />
      ) : (
        <ErrorState title={texts.errors.generic} message={getErrorMessage(error)} onRetry={retry} />
      )}
    </div>
  );
}

export function DefaultPendingPage() {
  return (
    <div className="route-state">
      <Spinner />
    </div>
  );
}

export function NotFoundPage() {
  return (
    <div className="route-state">
      <h1>{texts.errors.pageNotFoundTitle}</h1>
      <p>{texts.errors.pageNotFoundText}</p>
      <Link to="/">{texts.errors.goHome}</Link>
    </div>
  );
}
