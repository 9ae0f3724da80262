import { Link, type ErrorComponentProps } from '@tanstack/react-router';
import { ApiError } from '@/api/errors';
import { DefaultErrorPage } from '@/features/shell/route-states';
import * as texts from '@/texts';
import { ErrorState } from '@/ui/state';

/**
 * A selection that does not exist (a stale link, or renamed or deleted in another tab) says so and
 * offers the default selection; other failures get the app's error page (offline, retry).
 */
export function CartErrorPage(props: ErrorComponentProps) {
  const { error } = props;
  if (error instanceof ApiError && error.status === 404) {
    return (
      <div className="route-state">
        <ErrorState title={texts.cart.notFound} message={error.message} headingLevel={1} />
        <Link to="/cart/$id" params={{ id: texts.selections.defaultName }}>
          {texts.cart.openDefault}
        </Link>
      </div>
    );
  }
  return <DefaultErrorPage {...props} />;
}
