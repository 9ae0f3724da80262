import { createFileRoute } from '@tanstack/react-router';

// Placeholder until the page is built.
export const Route = createFileRoute('/_member/orders')({
  component: () => <h1>Order Inquiry</h1>,
});
