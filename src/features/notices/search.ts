import { z } from 'zod';

/** Page sizes of the announcements list (001 §9: 10, 20, 30; the default is 10, 000 §9). */
export const NOTICE_PAGE_SIZES = [10, 20, 30] as const;
export type NoticePageSize = (typeof NOTICE_PAGE_SIZES)[number];

/** Where the search text is looked for (001 §2.7: title or content). */
export const NOTICE_SEARCH_CATEGORIES = ['title', 'content'] as const;
export type NoticeSearchCategory = (typeof NOTICE_SEARCH_CATEGORIES)[number];

/** The contract's limit of a search text (`SearchText`, 200 characters). */
export const NOTICE_SEARCH_MAX = 200;

/**
 * The list's state in the URL: `/notices?page=2&size=20&category=content&text=연휴`. Every field has
 * a `.catch()` default, so a damaged or hand-edited link still opens a sane page. The detail page
 * carries the same parameters, so that 'All list' returns to the list the member came from.
 *
 * `text` also accepts a number: the router parses `?text=2024` as the number 2024.
 */
export const noticesSearchSchema = z.object({
  page: z.number().int().min(1).max(100_000).default(1).catch(1),
  size: z
    .union([z.literal(10), z.literal(20), z.literal(30)])
    .default(10)
    .catch(10),
  category: z.enum(NOTICE_SEARCH_CATEGORIES).default('title').catch('title'),
  text: z
    .union([z.string(), z.number().transform(String)])
    .transform((value) => value.trim().slice(0, NOTICE_SEARCH_MAX))
    .default('')
    .catch(''),
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

/** Number of pages for a total (at least 1, so that an empty list still shows page 1). */
export const noticePageCount = (totalCount: number, size: number) =>
  Math.max(1, Math.ceil(totalCount / size));
