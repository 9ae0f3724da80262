import { createFileRoute, redirect } from '@tanstack/react-router';
import { ChangePasswordPage } from '@/features/auth/components/change-password-page';
import { changePasswordSearchSchema } from '@/features/auth/search';
import { pageTitle } from '@/app/document-title';
import * as texts from '@/texts';

/** /change-password (docs/product/access.md#change-password): needs `email` and `code`; without them, back to /find-password. */
export const Route = createFileRoute('/_auth/change-password')({
  validateSearch: changePasswordSearchSchema,
  beforeLoad: ({ search }) => {
    if (!search.email || !search.code) {
      throw redirect({ to: '/find-password', search: { missing: true } });
    }
  },
  head: () => pageTitle(texts.shell.titles.changePassword),
  component: ChangePasswordRoute,
});

function ChangePasswordRoute() {
  const { email, code } = Route.useSearch();
  return <ChangePasswordPage email={email} code={code} />;
}
