import * as z from 'zod/mini';
import { pageParam, pageSizeParam, textParam } from '@/lib/url-params';

/** Where the search text is looked for (docs/product/announcements.md#list: title or content). */
const NOTICE_SEARCH_CATEGORIES = ['title', 'content'] as const;
export type NoticeSearchCategory = (typeof NOTICE_SEARCH_CATEGORIES)[number];

/** The contract's limit of a search text (`SearchText`, 200 characters). */
export const NOTICE_SEARCH_MAX = 200;

/**
 * The list's state in the URL: `/notices?page=2&size=20&category=content&text=연휴`. Every field has
 * a `z.catch()` default, so a damaged or hand-edited link still opens a sane page. The detail page
 * carries the same parameters, so that 'All list' returns to the list the member came from.
 *
 * `text` also accepts a number: the router parses `?text=2024` as the number 2024.
 *
 * Written with `zod/mini` (functions instead of methods), so that only what it uses is bundled.
 */
export const noticesSearchSchema = z.object({
  page: pageParam,
  size: pageSizeParam,
  category: z.catch(z._default(z.enum(NOTICE_SEARCH_CATEGORIES), 'title'), 'title'),
  text: z.catch(
    z._default(
      z.pipe(
        textParam,
        z.transform((value: string) => value.trim().slice(0, NOTICE_SEARCH_MAX)),
      ),
      '',
    ),
    '',
  ),
});

export type NoticesSearch = z.output<typeof noticesSearchSchema>;

/** The list's defaults; left out of the URL. */
export const defaultNoticesSearch: NoticesSearch = noticesSearchSchema.parse({});

/** The query of GET /member/notification/all for a list state: `title` or `content` only when searching. */
export function noticeListQuery(search: NoticesSearch): {
  page: number;
  take: number;
  title?: string;
  content?: string;
} {
  const query = { page: search.page, take: search.size };
  return search.text ? { ...query, [search.category]: search.text } : query;
}

export type NoticeListQuery = ReturnType<typeof noticeListQuery>;
