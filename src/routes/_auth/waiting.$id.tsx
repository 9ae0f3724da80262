import { createFileRoute } from '@tanstack/react-router';

// Placeholder until the page is built.
export const Route = createFileRoute('/_auth/waiting/$id')({
  component: () => <h1>Waiting</h1>,
});
