import { createFileRoute } from '@tanstack/react-router';
import { AuthLayout } from '@/app/layout/auth-layout';

/** Sign-up, waiting, find-password and change-password: top bar only (docs/product/shell.md#layout). */
export const Route = createFileRoute('/_auth')({
  component: AuthLayout,
});
