import { createFileRoute, redirect, stripSearchParams } from '@tanstack/react-router';
import { noticeListQueryOptions } from '@/features/notices/api/queries';
import { NoticesPage } from '@/features/notices/components/notices-page';
import { defaultNoticesSearch, noticesSearchSchema } from '@/features/notices/search';
import { countPages } from '@/lib/url-params';
import { pageTitle } from '@/app/document-title';
import * as texts from '@/texts';

export const Route = createFileRoute('/_member/notices')({
  validateSearch: noticesSearchSchema,
  search: { middlewares: [stripSearchParams(defaultNoticesSearch)] },
  loaderDeps: ({ search }) => search,
  loader: async ({ context, deps }) => {
    const data = await context.queryClient.ensureQueryData(noticeListQueryOptions(deps));
    // A page past the end (the list shrank, or a hand-edited link) shows the last page instead.
    const last = countPages(data.totalCount, deps.size);
    if (deps.page > last) {
      throw redirect({ to: '/notices', search: { ...deps, page: last }, replace: true });
    }
  },
  head: () => pageTitle(texts.shell.titles.notices),
  component: NoticesPage,
});
