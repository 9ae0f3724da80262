import { createFileRoute, redirect } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import { SignInPage } from '@/features/auth/components/sign-in-page';
import { signInSearchSchema } from '@/features/auth/search';
import { pageTitle } from '@/app/document-title';
import * as texts from '@/texts';

/** /sign-in (docs/product/access.md#sign-in): public and standalone; a signed-in approved member goes home instead. */
export const Route = createFileRoute('/sign-in')({
  validateSearch: signInSearchSchema,
  beforeLoad: ({ context }) => {
    const session = context.session.read();
    if (session?.token && session.isApproved) throw redirect({ to: '/' });
  },
  head: () => pageTitle(texts.shell.titles.signIn),
  component: SignInRoute,
});

function SignInRoute() {
  const { redirect: target } = Route.useSearch();
  const queryClient = useQueryClient();
  return (
    <SignInPage
      redirect={target}
      // The member's data and its storage load when they sign in, not with the page.
      signIn={async (input) => (await import('@/app/member-session')).signIn(queryClient, input)}
      sendSignInCode={async (email) =>
        (await import('@/features/auth/api/send-sign-in-code')).sendSignInCode(email)
      }
    />
  );
}
