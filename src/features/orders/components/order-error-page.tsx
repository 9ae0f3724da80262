import type { ErrorComponentProps } from '@tanstack/react-router';
import { ApiError } from '@/api/errors';
import { DefaultErrorPage, NotFoundPage } from '@/features/shell/route-states';
import * as texts from '@/texts';

/** An order that does not exist says so and leads back to the list; other failures as usual. */
export function OrderErrorPage(props: ErrorComponentProps) {
  const { error } = props;
  if (error instanceof ApiError && error.status === 404) {
    return (
      <NotFoundPage
        title={texts.orders.notFound}
        message={error.message}
        back={{ to: '/orders', label: texts.orders.backToList }}
      />
    );
  }
  return <DefaultErrorPage {...props} />;
}
