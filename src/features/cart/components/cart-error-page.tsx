import type { ErrorComponentProps } from '@tanstack/react-router';
import { ApiError } from '@/api/errors';
import { DefaultErrorPage, NotFoundPage } from '@/features/shell/route-states';
import * as texts from '@/texts';

/**
 * A selection that does not exist (a stale link, or renamed or deleted in another tab) says so and
 * offers the default selection; other failures get the app's error page (offline, retry).
 */
export function CartErrorPage(props: ErrorComponentProps) {
  const { error } = props;
  if (error instanceof ApiError && error.status === 404) {
    return (
      <NotFoundPage
        title={texts.cart.notFound}
        message={error.message}
        back={{
          to: '/cart/$id',
          params: { id: texts.selections.defaultName },
          label: texts.cart.openDefault,
        }}
      />
    );
  }
  return <DefaultErrorPage {...props} />;
}
