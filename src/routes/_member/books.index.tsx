import { createFileRoute } from '@tanstack/react-router';

// Placeholder until the page is built.
export const Route = createFileRoute('/_member/books/')({
  component: () => <h1>Book</h1>,
});
