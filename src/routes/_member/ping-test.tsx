import { createFileRoute } from '@tanstack/react-router';

// Placeholder until the page is built.
export const Route = createFileRoute('/_member/ping-test')({
  component: () => <h1>Ping test</h1>,
});
