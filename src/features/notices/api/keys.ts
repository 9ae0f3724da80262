import type { noticeListQuery } from '../search';

export type NoticeListQuery = ReturnType<typeof noticeListQuery>;

/** Query keys of the announcements area. Nothing in the portal changes announcements. */
export const noticeKeys = {
  all: ['notices'] as const,
  lists: () => [...noticeKeys.all, 'list'] as const,
  list: (query: NoticeListQuery) => [...noticeKeys.lists(), query] as const,
  details: () => [...noticeKeys.all, 'detail'] as const,
  detail: (id: number) => [...noticeKeys.details(), id] as const,
};
