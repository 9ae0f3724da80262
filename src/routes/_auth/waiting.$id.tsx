import { createFileRoute } from '@tanstack/react-router';
import { WaitingPage } from '@/features/auth/components/waiting-page';
import { waitingSearchSchema } from '@/features/auth/search';
import { pageTitle } from '@/app/document-title';
import { memberIdParams } from '@/lib/url-params';
import * as texts from '@/texts';

/**
 * /waiting/{id} (docs/product/access.md#waiting): registration under review; `email` shows the account. An id that cannot
 * be a member's is not found.
 */
export const Route = createFileRoute('/_auth/waiting/$id')({
  params: memberIdParams,
  validateSearch: waitingSearchSchema,
  head: () => pageTitle(texts.shell.titles.waiting),
  component: WaitingRoute,
});

function WaitingRoute() {
  const { id } = Route.useParams();
  const { email } = Route.useSearch();
  return <WaitingPage id={id} email={email} />;
}
