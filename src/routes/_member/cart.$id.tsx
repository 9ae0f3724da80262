import { createFileRoute } from '@tanstack/react-router';

// Placeholder until the page is built.
export const Route = createFileRoute('/_member/cart/$id')({
  component: () => <h1>My Selection</h1>,
});
