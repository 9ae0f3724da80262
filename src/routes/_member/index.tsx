import { createFileRoute } from '@tanstack/react-router';
import { HomePage } from '@/features/home/components/home-page';
import { pageTitle } from '@/app/document-title';
import * as texts from '@/texts';

/** / (000 §2): the member home. Its cards load themselves (secondary panels, never blocking). */
export const Route = createFileRoute('/_member/')({
  head: () => pageTitle(texts.shell.titles.home),
  component: HomePage,
});
