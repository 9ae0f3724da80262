import { createFileRoute } from '@tanstack/react-router';

// Placeholder until the page is built.
export const Route = createFileRoute('/_member/notices')({
  component: () => <h1>Announcements</h1>,
});
