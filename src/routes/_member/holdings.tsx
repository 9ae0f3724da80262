import { createFileRoute } from '@tanstack/react-router';
import { HoldingsPage } from '@/features/holdings/components/holdings-page';
import { pageTitle } from '@/app/document-title';
import * as texts from '@/texts';

export const Route = createFileRoute('/_member/holdings')({
  head: () => pageTitle(texts.holdings.title),
  component: HoldingsPage,
});
