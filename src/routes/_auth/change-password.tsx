import { createFileRoute, redirect } from '@tanstack/react-router';
import { z } from 'zod';
import { ChangePasswordPage } from '@/features/auth/components/change-password-page';

/** /change-password (000 §2): needs `email` and `code`; without them, back to /find-password. */
export const Route = createFileRoute('/_auth/change-password')({
  validateSearch: z.object({
    email: z.string().optional().catch(undefined),
    // A code typed into the address bar (?code=123456) is read by the router as a number.
    code: z
      .union([z.string(), z.number().transform(String)])
      .optional()
      .catch(undefined),
  }),
  beforeLoad: ({ search }) => {
    if (!search.email || !search.code) {
      throw redirect({ to: '/find-password', search: { missing: true } });
    }
  },
  component: ChangePasswordRoute,
});

function ChangePasswordRoute() {
  const { email, code } = Route.useSearch();
  return <ChangePasswordPage email={email} code={code} />;
}
