import { createFileRoute } from '@tanstack/react-router';

// Placeholder until the page is built.
export const Route = createFileRoute('/_auth/change-password')({
  component: () => <h1>Change password</h1>,
});
