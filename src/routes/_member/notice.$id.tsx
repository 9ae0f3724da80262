import { createFileRoute } from '@tanstack/react-router';

// Placeholder until the page is built.
export const Route = createFileRoute('/_member/notice/$id')({
  component: () => <h1>Announcement</h1>,
});
