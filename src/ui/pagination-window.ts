/** One slot of a pagination control: a page number or a gap. */
export type PaginationItem = number | 'ellipsis';

/**
 * The page buttons to show for page `current` of `total`.
 *
 * Up to 5 pages (and whenever every page fits) all pages are listed. Otherwise the first and
 * last page are always shown, with `siblings` pages each side of the current one, and an
 * ellipsis for every gap; near either end the window grows so that the control always has the
 * same number of slots (`2 * siblings + 5`, i.e. 7) and never jumps while paging:
 *
 * - `paginationWindow(5, 20)`  → 1 … 4 5 6 … 20
 * - `paginationWindow(2, 20)`  → 1 2 3 4 5 … 20
 * - `paginationWindow(19, 20)` → 1 … 16 17 18 19 20
 *
 * From 8 pages on, an ellipsis always stands for at least two pages. With 6 or 7 pages the
 * product rule still asks for ellipses (docs/product/catalogue.md#page-size: all pages only "when there are 5 or fewer"), so
 * there the window is the current page and its siblings, widened at the ends, and a gap may be a
 * single page: `paginationWindow(1, 6)` → 1 2 3 4 … 6. `current` is clamped to 1..total.
 */
export function paginationWindow(current: number, total: number, siblings = 1): PaginationItem[] {
  const pages = Math.max(0, Math.floor(total));
  const around = Math.max(0, Math.floor(siblings));
  const slots = 2 * around + 5;

  if (pages <= 5) return range(1, pages);

  const page = Math.min(Math.max(1, Math.floor(current) || 1), pages);
  if (pages <= slots) return compactWindow(page, pages, around);

  const windowStart = page - around;
  const windowEnd = page + around;
  // The first/last page plus an ellipsis take two slots at each end.
  const gapAtStart = windowStart > 3;
  const gapAtEnd = windowEnd < pages - 2;

  if (!gapAtStart) return [...range(1, slots - 2), 'ellipsis', pages];
  if (!gapAtEnd) return [1, 'ellipsis', ...range(pages - (slots - 3), pages)];
  return [1, 'ellipsis', ...range(windowStart, windowEnd), 'ellipsis', pages];
}

/** 6 or 7 pages: first, last, and the current page with its siblings (widened at the ends). */
function compactWindow(page: number, pages: number, around: number): PaginationItem[] {
  const width = 2 * around + 1;
  let start = Math.max(2, page - around);
  let end = Math.min(pages - 1, start + width - 1);
  start = Math.max(2, end - width + 1);
  if (page + around > end) end = Math.min(pages - 1, page + around);
  return [
    1,
    ...(start > 2 ? (['ellipsis'] as const) : []),
    ...range(start, end),
    ...(end < pages - 1 ? (['ellipsis'] as const) : []),
    pages,
  ];
}

function range(from: number, to: number): number[] {
  const result: number[] = [];
  for (let n = from; n <= to; n += 1) result.push(n);
  return result;
}
