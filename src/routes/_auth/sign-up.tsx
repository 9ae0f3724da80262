import { useQueryClient } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { beginSession } from '@/app/member-session';
import { SignUpPage } from '@/features/auth/components/sign-up-page';
import { pageTitle } from '@/app/document-title';
import * as texts from '@/texts';

/** /sign-up (docs/product/access.md#sign-up): create an account. */
export const Route = createFileRoute('/_auth/sign-up')({
  head: () => pageTitle(texts.shell.titles.signUp),
  component: SignUpRoute,
});

function SignUpRoute() {
  const queryClient = useQueryClient();
  return (
    <SignUpPage
      beginSession={(session, remember) => beginSession(queryClient, session, remember)}
    />
  );
}
