import { Link, type ErrorComponentProps } from '@tanstack/react-router';
import { ApiError } from '@/api/errors';
import { DefaultErrorPage } from '@/features/shell/route-states';
import * as texts from '@/texts';
import { ErrorState } from '@/ui/state';

/** An order that does not exist says so and leads back to the list; other failures as usual. */
export function OrderErrorPage(props: ErrorComponentProps) {
  const { error } = props;
  if (error instanceof ApiError && error.status === 404) {
    return (
      <div className="route-state">
        <ErrorState title={texts.orders.notFound} message={error.message} headingLevel={1} />
        <Link to="/orders">{texts.orders.backToList}</Link>
      </div>
    );
  }
  return <DefaultErrorPage {...props} />;
}
