import { createFileRoute } from '@tanstack/react-router';
import { PingTestPage } from '@/features/diagnostics/components/ping-test-page';
import { pageTitle } from '@/app/document-title';
import * as texts from '@/texts';

/** The diagnostic page: its checks run in the page (never in a loader, so it opens even offline). */
export const Route = createFileRoute('/_member/ping-test')({
  head: () => pageTitle(texts.shell.titles.pingTest),
  component: PingTestPage,
});
