import { createFileRoute, redirect } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { ChangePasswordPage } from '@/features/auth/components/change-password-page';
import { pageTitle } from '@/app/document-title';
import * as texts from '@/texts';

/** A number read from the URL, as the text it was typed as. */
const numberAsText = z.pipe(
  z.number(),
  z.transform((value: number) => String(value)),
);

/** /change-password (000 §2): needs `email` and `code`; without them, back to /find-password. */
export const Route = createFileRoute('/_auth/change-password')({
  validateSearch: z.object({
    email: z.catch(z.optional(z.string()), undefined),
    // A code typed into the address bar (?code=123456) is read by the router as a number.
    code: z.catch(z.optional(z.union([z.string(), numberAsText])), undefined),
  }),
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
