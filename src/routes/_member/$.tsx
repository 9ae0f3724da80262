import { createFileRoute } from '@tanstack/react-router';
import { NotFoundPage } from '@/app/route-states';
import { pageTitle } from '@/app/document-title';
import * as texts from '@/texts';

/**
 * Any address the portal does not have (also /cart and /order without an id): inside the member
 * area, so the guard sends a signed-out visitor to /sign-in and a member sees the not-found page
 * with the top bar and the menu.
 */
export const Route = createFileRoute('/_member/$')({
  head: () => pageTitle(texts.shell.titles.notFound),
  component: () => <NotFoundPage />,
});
