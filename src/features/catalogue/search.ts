import * as z from 'zod/mini';
import type { components } from '@/api/schema.gen';
import { READER_GROUPS, type ReaderGroup } from '@/rules/additional-code';
import {
  DEFAULT_PAGE_SIZE,
  idParam,
  MAX_ID,
  pageParam,
  pageSizeParam,
  textParam,
} from '@/lib/url-params';

type Tab = components['schemas']['Tab'];
type Collection = components['schemas']['Collection'];
type Filter = components['schemas']['Filter'];
type BookSortField = components['schemas']['BookSortField'];

/** The sort selector's options (docs/product/catalogue.md#sort); 'latest' is publishedAt, newest first. */
export const SORT_KEYS = [
  'none',
  'classification',
  'author',
  'publisher',
  'title',
  'latest',
] as const;
export type SortKey = (typeof SORT_KEYS)[number];

/**
 * The readers selector's options (docs/product/catalogue.md#readers): every reader, every reader
 * but the study aids (학습참고서, what a school library usually leaves out), or one group.
 */
export const READER_KEYS = ['all', 'noStudyAid', ...READER_GROUPS] as const;
export type ReaderKey = (typeof READER_KEYS)[number];

/** The contract's `readers` list of a choice (absent: every book). */
export function readerGroups(key: ReaderKey): ReaderGroup[] | undefined {
  if (key === 'all') return undefined;
  if (key === 'noStudyAid') return READER_GROUPS.filter((group) => group !== 'studyAid');
  return [key];
}

/** One chip or title: trimmed, never blank (docs/product/catalogue.md#chips). */
const criterion = z.string().check(z.trim(), z.minLength(1), z.maxLength(100));
const criterionList = z.catch(z._default(z.array(criterion).check(z.maxLength(50)), []), []);

/**
 * The filter panel's criteria: checked categories (a checked group stands for its subtree),
 * titles, and the publisher, author and keyword chips.
 */
const criteriaSchema = z.object({
  categories: z.catch(z._default(z.array(idParam).check(z.maxLength(200)), []), []),
  titles: criterionList,
  publishers: criterionList,
  authors: criterionList,
  keywords: criterionList,
});
export type Criteria = z.output<typeof criteriaSchema>;

/** A hand-typed `?q=2024` arrives as a number: searching for it still means the text. */
const searchText = z.pipe(textParam, z.string().check(z.trim(), z.minLength(1), z.maxLength(200)));

/**
 * The catalogue's whole view state, kept in the URL so that reload, back/forward and a shared
 * link open the same view. Every field falls back to a sane default (`z.catch`), so a damaged link
 * still opens the page.
 *
 * - `tab`: a tab id; absent (or unknown) means the first visible tab.
 * - `collection`: the open collection; absent means the tab's first one, `0` means none is open.
 * - `filter`: the selected saved filter; absent means All.
 * - `panel`: the filter panel's unsaved criteria; absent means the panel shows the selected saved
 *   filter (or nothing). When present it is the whole panel and replaces the saved filter.
 * - `q`: the search text; present means search mode, which replaces the tab view.
 * - `readers`: the 독자대상 the list is narrowed to (collections and search alike).
 *
 * Written with `zod/mini` (functions instead of methods), so that only what it uses is bundled.
 */
export const catalogueSearchSchema = z.object({
  tab: z.catch(z.optional(idParam), undefined),
  collection: z.catch(
    z.optional(z.number().check(z.int(), z.minimum(0), z.maximum(MAX_ID))),
    undefined,
  ),
  filter: z.catch(z.optional(idParam), undefined),
  page: pageParam,
  size: pageSizeParam,
  sort: z.catch(z._default(z.enum(SORT_KEYS), 'none'), 'none'),
  readers: z.catch(z._default(z.enum(READER_KEYS), 'all'), 'all'),
  q: z.catch(z.optional(searchText), undefined),
  panel: z.catch(z.optional(criteriaSchema), undefined),
});
export type CatalogueSearch = z.output<typeof catalogueSearchSchema>;
/** The search params as a link or navigation may give them (defaults may be left out). */
export type CatalogueSearchInput = z.input<typeof catalogueSearchSchema>;
/** Values left out of the URL (TanStack's stripSearchParams) because they are the defaults. */
export const catalogueSearchDefaults = {
  page: 1,
  size: DEFAULT_PAGE_SIZE,
  sort: 'none',
  readers: 'all',
} as const satisfies Partial<CatalogueSearch>;

export const emptyCriteria = (): Criteria => ({
  categories: [],
  titles: [],
  publishers: [],
  authors: [],
  keywords: [],
});

const CRITERIA_KEYS = ['categories', 'titles', 'publishers', 'authors', 'keywords'] as const;

/** A saved filter's criteria, in the panel's shape. */
export function filterCriteria(filter: Filter): Criteria {
  const names = (values: { name: string }[]) => values.map((value) => value.name);
  return {
    categories: [...filter.categories],
    titles: names(filter.titles),
    publishers: names(filter.publishers),
    authors: names(filter.authors),
    keywords: names(filter.keywords),
  };
}

/** Whether two sets of criteria narrow the same way (order does not matter). */
function sameCriteria(a: Criteria, b: Criteria): boolean {
  return CRITERIA_KEYS.every((key) => {
    const left = new Set<string | number>(a[key]);
    const right = new Set<string | number>(b[key]);
    return left.size === right.size && [...left].every((value) => right.has(value));
  });
}

export const hasCriteria = (criteria: Criteria) =>
  CRITERIA_KEYS.some((key) => criteria[key].length > 0);

/** Criteria without their empty lists (the schema fills them in again when reading). */
function compactCriteria(criteria: Criteria): Partial<Criteria> {
  const compact: Partial<Criteria> = {};
  for (const key of CRITERIA_KEYS) {
    if (criteria[key].length > 0) Object.assign(compact, { [key]: criteria[key] });
  }
  return compact;
}

/**
 * The `panel` search param for edited criteria: left out when they equal what the panel shows
 * without edits (`base`: the selected saved filter's criteria, or none), and written without its
 * empty lists so that links stay short.
 */
export function panelParam(criteria: Criteria, base: Criteria): Partial<Criteria> | undefined {
  return sameCriteria(criteria, base) ? undefined : compactCriteria(criteria);
}

/**
 * A search middleware of the route: the router writes the validated params, in which the panel
 * has every list; its empty ones are left out of the URL.
 */
export const compactPanelParam = <T extends { panel?: Criteria }>({
  search,
  next,
}: {
  search: T;
  next: (search: T) => T;
}): T => {
  const result = next(search);
  return result.panel ? { ...result, panel: compactCriteria(result.panel) as Criteria } : result;
};

/** Tabs whose name ends with `_home` feed the home page and are hidden here (docs/product/catalogue.md#tabs). */
export const visibleTabs = (tabs: readonly Tab[]) =>
  tabs.filter((tab) => !tab.tabName.endsWith('_home'));

/** What the search params mean against the member's tabs. */
export interface CatalogueView {
  tab: Tab | undefined;
  collection: Collection | undefined;
  /** The selected saved filter (undefined: All, or a filter that no longer exists). */
  savedFilter: Filter | undefined;
  criteria: Criteria;
  /** Whether the panel has edits that are not saved in the selected filter (or, with All, any). */
  isEdited: boolean;
  /** Search mode: the search results replace the tabs. */
  isSearch: boolean;
}

/** Resolves the search params against the tabs: unknown ids fall back to the defaults. */
export function resolveView(
  tabs: readonly Tab[],
  search: Pick<CatalogueSearch, 'tab' | 'collection' | 'filter' | 'panel' | 'q'>,
): CatalogueView {
  const shown = visibleTabs(tabs);
  const tab = shown.find((candidate) => candidate.tabId === search.tab) ?? shown[0];
  const collections = tab?.collections ?? [];
  const collection =
    search.collection === 0
      ? undefined
      : (collections.find((candidate) => candidate.collectionId === search.collection) ??
        collections[0]);
  const savedFilter = tab?.filters.find((filter) => filter.filterId === search.filter);
  const base = savedFilter ? filterCriteria(savedFilter) : emptyCriteria();
  const criteria = search.panel ?? base;
  return {
    tab,
    collection,
    savedFilter,
    criteria,
    isEdited: search.panel !== undefined && !sameCriteria(search.panel, base),
    isSearch: search.q !== undefined,
  };
}

/** The sort selector's choice as the contract's sortField / sortOrder. */
export function sortParams(sort: SortKey): {
  sortField?: BookSortField;
  sortOrder?: 'asc' | 'desc';
} {
  switch (sort) {
    case 'none':
      return {};
    case 'latest':
      return { sortField: 'publishedAt', sortOrder: 'desc' };
    default:
      return { sortField: sort, sortOrder: 'asc' };
  }
}

/** Query of GET /member/book/{collectionId} (the filter panel's lists are the contract's own). */
export interface CollectionParams {
  page: number;
  take: number;
  sortField?: BookSortField;
  sortOrder?: 'asc' | 'desc';
  filterId?: number;
  readers?: ReaderGroup[];
  categories?: number[];
  titles?: string[];
  publishers?: string[];
  authors?: string[];
  keywords?: string[];
}

/**
 * How the panel narrows a collection read: edited criteria are sent as the contract's lists (live,
 * before they are saved); a selected saved filter without edits is sent as `filterId`.
 */
export function narrowingParams(
  view: Pick<CatalogueView, 'savedFilter' | 'criteria' | 'isEdited'>,
): Pick<
  CollectionParams,
  'filterId' | 'categories' | 'titles' | 'publishers' | 'authors' | 'keywords'
> {
  if (!view.isEdited) return view.savedFilter ? { filterId: view.savedFilter.filterId } : {};
  const params: ReturnType<typeof narrowingParams> = {};
  for (const key of CRITERIA_KEYS) {
    const values = view.criteria[key];
    if (values.length > 0) Object.assign(params, { [key]: [...values] });
  }
  return params;
}

/** A list's query without its page: what the page number does not change. */
export type Pageless<T extends { page: number }> = Omit<T, 'page'>;

/** The search without the page, as the parts of the catalogue that do not show it read it. */
export const withoutPage = ({
  page: _page,
  ...search
}: CatalogueSearch): Pageless<CatalogueSearch> => search;

/** The query of a collection read for the current view (the page is added by the list). */
export function collectionParams(
  search: Pick<CatalogueSearch, 'size' | 'sort' | 'readers'>,
  view: CatalogueView,
): Pageless<CollectionParams> {
  return {
    take: search.size,
    ...sortParams(search.sort),
    ...readersParam(search.readers),
    ...narrowingParams(view),
  };
}

/** The `readers` of a read, left out for every reader (the query is a cache key). */
const readersParam = (key: ReaderKey): { readers?: ReaderGroup[] } => {
  const readers = readerGroups(key);
  return readers ? { readers } : {};
};

/** Query of GET /member/book/panmun. */
export interface SearchParams {
  page: number;
  take: number;
  value: string;
  sortField?: BookSortField;
  sortOrder?: 'asc' | 'desc';
  filterId?: number;
  readers?: ReaderGroup[];
}

/**
 * The query of a search. The contract's search takes a saved filter (`filterId`) but not the
 * panel's unsaved lists, so only an unedited saved filter narrows a search.
 */
export function searchParams(
  search: Pick<CatalogueSearch, 'size' | 'sort' | 'q' | 'readers'>,
  view: CatalogueView,
): Pageless<SearchParams> {
  return {
    take: search.size,
    value: search.q ?? '',
    ...sortParams(search.sort),
    ...readersParam(search.readers),
    ...(view.savedFilter && !view.isEdited ? { filterId: view.savedFilter.filterId } : {}),
  };
}
