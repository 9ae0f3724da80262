import { createFileRoute } from '@tanstack/react-router';

// Placeholder until the page is built.
export const Route = createFileRoute('/_member/order/$id')({
  component: () => <h1>Order</h1>,
});
