import { createFileRoute } from '@tanstack/react-router';
import {
  bannerQueryOptions,
  homeNotificationsQueryOptions,
  orderSummaryQueryOptions,
} from '@/features/home/api/queries';
import { HomePage } from '@/features/home/components/home-page';
import { fundYearQueryOptions } from '@/api/funds';
import { pageTitle } from '@/app/document-title';
import * as texts from '@/texts';

/**
 * / (docs/product/home.md): the member home. Its cards load themselves (secondary panels, never blocking), but
 * their calls start with each visit's load, beside the page's code, not once it has rendered (not
 * on a hover's preload: the visit asks again); the cards find them under way or answered and do
 * not ask again on mount (src/features/home/api/queries.ts).
 */
export const Route = createFileRoute('/_member/')({
  loader: ({ context: { queryClient }, preload }) => {
    if (preload) return;
    void queryClient.prefetchQuery(orderSummaryQueryOptions());
    void queryClient.prefetchQuery(homeNotificationsQueryOptions());
    void queryClient.prefetchQuery(bannerQueryOptions());
    void queryClient.prefetchQuery(fundYearQueryOptions(undefined));
  },
  head: () => pageTitle(texts.shell.titles.home),
  component: HomePage,
});
