import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { notFound } from '@tanstack/react-router';
import { api, unwrap } from '@/api/client';
import { ApiError } from '@/api/errors';
import { areaQueryDefaults } from '@/offline/query-client';
import { noticeKeys } from '@/api/query-keys';
import { noticeListQuery, type NoticesSearch } from '../search';

/** One page of announcements, newest first, optionally narrowed by title or content (docs/product/announcements.md#list). */
export const noticeListQueryOptions = (search: NoticesSearch) => {
  const query = noticeListQuery(search);
  return queryOptions({
    ...areaQueryDefaults,
    queryKey: noticeKeys.list(query),
    queryFn: ({ signal }) =>
      unwrap(api.GET('/member/notification/all', { params: { query }, signal })),
  });
};

/** An announcement with its neighbours: `next` is the older one, `prev` the newer one. */
export const noticeDetailQueryOptions = (id: number) =>
  queryOptions({
    ...areaQueryDefaults,
    queryKey: noticeKeys.detail(id),
    queryFn: ({ signal }) =>
      unwrap(api.GET('/member/notification/{id}', { params: { path: { id } }, signal })),
  });

/**
 * The detail route's loader: an announcement the server does not know shows the not-found page
 * (the shared catalogue has already toasted the server's 404 message).
 */
export async function loadNoticeDetail(queryClient: QueryClient, id: number) {
  try {
    return await queryClient.ensureQueryData(noticeDetailQueryOptions(id));
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw notFound();
    throw error;
  }
}
