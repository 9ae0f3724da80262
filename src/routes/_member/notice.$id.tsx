import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { loadNoticeDetail } from '@/features/notices/api/queries';
import { NoticeDetailPage } from '@/features/notices/components/notice-detail-page';
import { defaultNoticesSearch, noticesSearchSchema } from '@/features/notices/search';
import { NotFoundPage } from '@/app/route-states';
import * as texts from '@/texts';
import { pageTitle } from '@/app/document-title';
import { numericIdParams } from '@/lib/url-params';

/**
 * /notice/{id}: an announcement (docs/product/announcements.md#detail); an id that cannot be one is not found. The list's
 * search state is carried along so that 'All list' returns to it.
 */
export const Route = createFileRoute('/_member/notice/$id')({
  params: numericIdParams,
  validateSearch: noticesSearchSchema,
  search: { middlewares: [stripSearchParams(defaultNoticesSearch)] },
  loader: ({ context, params }) => loadNoticeDetail(context.queryClient, params.id),
  head: () => pageTitle(texts.shell.titles.notice),
  component: NoticeDetailPage,
  notFoundComponent: () => (
    <NotFoundPage
      title={texts.notices.notFound}
      back={{ to: '/notices', label: texts.notices.backToList }}
    />
  ),
});
