import { createFileRoute } from '@tanstack/react-router';

// Placeholder until the page is built.
export const Route = createFileRoute('/_auth/find-password')({
  component: () => <h1>Forgot Password</h1>,
});
