import { createFileRoute } from '@tanstack/react-router';
import { PingTestPage } from '@/features/diagnostics/components/ping-test-page';

/** The diagnostic page: its checks run in the page (never in a loader, so it opens even offline). */
export const Route = createFileRoute('/_member/ping-test')({
  component: PingTestPage,
});
