import { createFileRoute } from '@tanstack/react-router';
import { SignUpPage } from '@/features/auth/components/sign-up-page';

/** /sign-up (000 §2): create an account. */
export const Route = createFileRoute('/_auth/sign-up')({
  component: SignUpPage,
});
