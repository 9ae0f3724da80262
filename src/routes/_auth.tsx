import { createFileRoute } from '@tanstack/react-router';
import { AuthLayout } from '@/app/layout/auth-layout';

/** Sign-up, waiting, find-password and change-password: top bar only (000 §2 Layout). */
export const Route = createFileRoute('/_auth')({
  component: AuthLayout,
});
