import { createFileRoute } from '@tanstack/react-router';

// Placeholder until the page is built.
export const Route = createFileRoute('/_auth/sign-up')({
  component: () => <h1>Create Account</h1>,
});
