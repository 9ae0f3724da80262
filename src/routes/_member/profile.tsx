import { createFileRoute } from '@tanstack/react-router';

// Placeholder until the page is built.
export const Route = createFileRoute('/_member/profile')({
  component: () => <h1>Account Information</h1>,
});
