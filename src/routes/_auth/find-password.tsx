import { createFileRoute } from '@tanstack/react-router';
import { FindPasswordPage } from '@/features/auth/components/find-password-page';
import { findPasswordSearchSchema } from '@/features/auth/search';
import { pageTitle } from '@/app/document-title';
import * as texts from '@/texts';

/** /find-password (docs/product/access.md#find-password); `missing` is set by /change-password reached without e-mail or code. */
export const Route = createFileRoute('/_auth/find-password')({
  validateSearch: findPasswordSearchSchema,
  head: () => pageTitle(texts.shell.titles.findPassword),
  component: FindPasswordRoute,
});

function FindPasswordRoute() {
  const { missing } = Route.useSearch();
  return <FindPasswordPage missing={missing} />;
}
