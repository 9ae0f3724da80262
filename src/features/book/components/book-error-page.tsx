import { Link, type ErrorComponentProps } from '@tanstack/react-router';
import { ApiError, NetworkError } from '@/api/errors';
import { DefaultErrorPage } from '@/features/shell/route-states';
import * as texts from '@/texts';
import { ErrorState, OfflineState } from '@/ui/state';

/**
 * The book detail's error: offline and never opened before, the book says so; an unknown book
 * says that (the server's message was already shown as a toast); anything else is the default.
 */
export function BookErrorPage(props: ErrorComponentProps) {
  const { error } = props;
  if (error instanceof NetworkError) {
    return (
      <div className="route-state">
        <OfflineState>{texts.book.notAvailableOffline}</OfflineState>
        <Link to="/books">{texts.book.backToList}</Link>
      </div>
    );
  }
  if (error instanceof ApiError && error.status === 404) {
    return (
      <div className="route-state">
        <ErrorState title={texts.book.notFound} message={error.message} headingLevel={1} />
        <Link to="/books">{texts.book.backToList}</Link>
      </div>
    );
  }
  return <DefaultErrorPage {...props} />;
}
