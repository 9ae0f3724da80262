import { Link, useRouter, type ErrorComponentProps, type LinkProps } from '@tanstack/react-router';
import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { useCallback, type ReactNode } from 'react';
import { ApiError, getErrorMessage, NetworkError } from '@/api/errors';
import { endsSession } from '@/api/failures';
import { useRetryWhenBackOnline } from '@/offline/use-retry-when-online';
import * as texts from '@/texts';
import { ErrorState, OfflineState } from '@/ui/state';
import { Spinner } from '@/ui/spinner';
import './route-states.css';

/** Loads the route again: its loader, and the queries whose errors the boundary caught. */
function useRouteRetry(reset: () => void): () => void {
  const router = useRouter();
  const queryReset = useQueryErrorResetBoundary();
  return useCallback(() => {
    queryReset.reset();
    reset();
    void router.invalidate();
  }, [queryReset, reset, router]);
}

/** A route's error: offline pages say so, others say what failed and offer a retry. */
export function DefaultErrorPage({ error, reset }: ErrorComponentProps) {
  const retry = useRouteRetry(reset);
  const isOffline = error instanceof NetworkError;
  useRetryWhenBackOnline(isOffline, retry);
  // The session ended under the page: the sign-out under way leads to /sign-in with its toast.
  if (endsSession(error)) return <DefaultPendingPage />;
  return (
    <div className="route-state">
      {isOffline ? (
        <OfflineState onRetry={retry} retryLabel={texts.common.retry} />
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

export interface NotFoundPageProps {
  /** What does not exist, e.g. 'This order does not exist.'. Default 'Page not found'. */
  title?: string;
  message?: string;
  /** Where to go on from here besides the home (the list the missing thing belongs to). */
  back?: { label: string } & Pick<LinkProps, 'to' | 'params'>;
}

/**
 * The one not-found page: an unknown address, a link to something that is gone or could never
 * exist. Rendered where the route would have been, so a member keeps the top bar and the menu,
 * and it always leads on: to the list it came from, and home.
 */
export function NotFoundPage({
  title = texts.errors.pageNotFoundTitle,
  message = texts.errors.pageNotFoundText,
  back,
}: NotFoundPageProps) {
  return (
    <div className="route-state not-found">
      <h1 className="not-found__title">{title}</h1>
      <p>{message}</p>
      <nav aria-label={texts.errors.goOn} className="not-found__links">
        {back && (
          <Link to={back.to} params={back.params}>
            {back.label}
          </Link>
        )}
        <Link to="/">{texts.errors.goHome}</Link>
      </nav>
    </div>
  );
}

export interface ThingErrorPageProps extends ErrorComponentProps {
  /** The not-found page's title and way back, for the server's 404. */
  notFound: NotFoundPageProps;
  /**
   * Offline: what says the thing was never kept on this device, given the retry for its Try again
   * (default: the default page).
   */
  offline?: (retry: () => void) => ReactNode;
}

/**
 * The error page of a route whose path names one thing (a book, a selection, an order): the server
 * saying it does not exist (404, its message already toasted) shows the not-found page leading
 * back to its list; offline, `offline` when given says the thing was never kept on this device;
 * anything else is the default error page.
 */
export function ThingErrorPage({ notFound, offline, ...props }: ThingErrorPageProps) {
  const { error, reset } = props;
  const retry = useRouteRetry(reset);
  const isOwnOffline = Boolean(offline) && error instanceof NetworkError;
  useRetryWhenBackOnline(isOwnOffline, retry);
  if (offline && isOwnOffline) {
    return <div className="route-state">{offline(retry)}</div>;
  }
  // One wording for whatever is gone (the server's own words are in the error catalogue's toast).
  if (error instanceof ApiError && error.status === 404) {
    return <NotFoundPage {...notFound} />;
  }
  return <DefaultErrorPage {...props} />;
}
