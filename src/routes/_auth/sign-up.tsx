import { createFileRoute } from '@tanstack/react-router';
import { SignUpPage } from '@/features/auth/components/sign-up-page';
import { pageTitle } from '@/features/shell/document-title';
import * as texts from '@/texts';

/** /sign-up (000 §2): create an account. */
export const Route = createFileRoute('/_auth/sign-up')({
  head: () => pageTitle(texts.shell.titles.signUp),
  component: SignUpPage,
});
