import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { FindPasswordPage } from '@/features/auth/components/find-password-page';
import { pageTitle } from '@/app/document-title';
import * as texts from '@/texts';

/** /find-password (000 §2); `missing` is set by /change-password reached without e-mail or code. */
export const Route = createFileRoute('/_auth/find-password')({
  validateSearch: z.object({ missing: z.catch(z.optional(z.boolean()), undefined) }),
  head: () => pageTitle(texts.shell.titles.findPassword),
  component: FindPasswordRoute,
});

function FindPasswordRoute() {
  const { missing } = Route.useSearch();
  return <FindPasswordPage missing={missing} />;
}
