import { describe, expect, it } from 'vitest';
import type { components } from '@/api/schema.gen';
import {
  catalogueSearchSchema,
  collectionParams,
  emptyCriteria,
  narrowingParams,
  panelParam,
  resolveView,
  searchParams,
  withoutPage,
  sortParams,
  visibleTabs,
  type CatalogueSearch,
} from '@/features/catalogue/search';

type Tab = components['schemas']['Tab'];

const filter = {
  filterId: 7,
  filterName: '문학 추천',
  categories: [1],
  publishers: [{ name: '창비' }],
  authors: [],
  keywords: [{ name: '추천도서' }],
  titles: [],
};
const tabs: Tab[] = [
  {
    tabId: 1,
    tabName: '국내도서',
    collections: [
      { collectionId: 11, collectionName: '화제의 신간' },
      { collectionId: 12, collectionName: '스테디셀러' },
    ],
    filters: [filter],
  },
  {
    tabId: 2,
    tabName: '외국도서',
    collections: [{ collectionId: 21, collectionName: '번역서 신간' }],
    filters: [],
  },
  {
    tabId: 9,
    tabName: 'main_home',
    collections: [{ collectionId: 91, collectionName: 'MD' }],
    filters: [],
  },
];

const parse = (input: Record<string, unknown>) => catalogueSearchSchema.parse(input);

describe('catalogue search params', () => {
  it('defaults to page 1, size 10, no sort, every reader, the first tab and collection', () => {
    const search = parse({});
    expect(search).toEqual({ page: 1, size: 10, sort: 'none', readers: 'all' });
    const view = resolveView(tabs, search);
    expect(view.tab?.tabId).toBe(1);
    expect(view.collection?.collectionId).toBe(11);
    expect(view.savedFilter).toBeUndefined();
    expect(view.isSearch).toBe(false);
  });

  it('replaces damaged values by their defaults instead of failing', () => {
    expect(
      parse({ page: -3, size: 25, sort: 'price', tab: 'x', collection: -1, q: '   ', panel: 5 }),
    ).toEqual({ page: 1, size: 10, sort: 'none', readers: 'all' });
    expect(parse({ readers: 'adults' }).readers).toBe('all');
  });

  it('keeps valid values and trims the search text; a numeric search is still text', () => {
    expect(
      parse({ page: 3, size: 30, sort: 'latest', tab: 2, collection: 0, q: '  봄  ' }),
    ).toEqual({
      page: 3,
      size: 30,
      sort: 'latest',
      readers: 'all',
      tab: 2,
      collection: 0,
      q: '봄',
    });
    expect(parse({ q: 2024 }).q).toBe('2024');
  });

  it('survives the round trip through the URL (JSON values, as the router writes them)', () => {
    const search: CatalogueSearch = {
      tab: 2,
      collection: 21,
      filter: 7,
      page: 4,
      size: 20,
      sort: 'publisher',
      readers: 'noStudyAid',
      q: '과학 교양',
      panel: {
        ...emptyCriteria(),
        categories: [3, 16],
        publishers: ['창비'],
        keywords: ['필독서'],
      },
    };
    const url = new URLSearchParams(
      Object.entries(search).map(([key, value]) => [
        key,
        typeof value === 'string' ? value : JSON.stringify(value),
      ]),
    ).toString();
    const back = Object.fromEntries(
      [...new URLSearchParams(url)].map(([key, value]) => {
        try {
          return [key, JSON.parse(value) as unknown];
        } catch {
          return [key, value];
        }
      }),
    );
    expect(parse(back)).toEqual(search);
  });

  it('fills the missing lists of the panel criteria, and drops blank chips', () => {
    expect(parse({ panel: { publishers: ['창비'] } }).panel).toEqual({
      ...emptyCriteria(),
      publishers: ['창비'],
    });
    expect(parse({ panel: { keywords: ['  '] } }).panel).toEqual(emptyCriteria());
  });
});

describe('resolving the view', () => {
  it('hides tabs whose name ends with _home, also when the URL names one', () => {
    expect(visibleTabs(tabs).map((tab) => tab.tabId)).toEqual([1, 2]);
    expect(resolveView(tabs, parse({ tab: 9 })).tab?.tabId).toBe(1);
  });

  it('opens the named collection, the first one when it is unknown, none for 0', () => {
    expect(resolveView(tabs, parse({ collection: 12 })).collection?.collectionId).toBe(12);
    expect(resolveView(tabs, parse({ collection: 21 })).collection?.collectionId).toBe(11);
    expect(resolveView(tabs, parse({ collection: 0 })).collection).toBeUndefined();
  });

  it('shows the saved filter in the panel until it is edited', () => {
    const saved = resolveView(tabs, parse({ filter: 7 }));
    expect(saved.savedFilter?.filterName).toBe('문학 추천');
    expect(saved.criteria).toEqual({
      ...emptyCriteria(),
      categories: [1],
      publishers: ['창비'],
      keywords: ['추천도서'],
    });
    expect(saved.isEdited).toBe(false);

    const edited = resolveView(tabs, parse({ filter: 7, panel: { categories: [1] } }));
    expect(edited.isEdited).toBe(true);
    expect(edited.criteria).toEqual({ ...emptyCriteria(), categories: [1] });
  });

  it('treats a filter of another tab (or a deleted one) as All', () => {
    expect(resolveView(tabs, parse({ tab: 2, filter: 7 })).savedFilter).toBeUndefined();
  });
});

describe('what the server is asked', () => {
  it('maps the sort selector to sortField and sortOrder', () => {
    expect(sortParams('none')).toEqual({});
    expect(sortParams('latest')).toEqual({ sortField: 'publishedAt', sortOrder: 'desc' });
    expect(sortParams('title')).toEqual({ sortField: 'title', sortOrder: 'asc' });
    expect(sortParams('classification')).toEqual({ sortField: 'classification', sortOrder: 'asc' });
  });

  it('leaves the page out: the open list adds it, so a page change changes nothing else', () => {
    const one = parse({ filter: 7, page: 1, size: 30 });
    const two = parse({ filter: 7, page: 2, size: 30 });
    expect(collectionParams(two, resolveView(tabs, two))).toEqual(
      collectionParams(one, resolveView(tabs, one)),
    );
    expect(withoutPage(two)).toEqual(withoutPage(one));
  });

  it('sends a saved filter without edits as filterId', () => {
    const search = parse({ filter: 7, page: 2, size: 30, sort: 'author' });
    expect(collectionParams(search, resolveView(tabs, search))).toEqual({
      take: 30,
      sortField: 'author',
      sortOrder: 'asc',
      filterId: 7,
    });
  });

  it("sends the panel's unsaved criteria as the contract's lists, leaving empty ones out", () => {
    const search = parse({
      filter: 7,
      panel: { categories: [1, 35], publishers: ['창비'], titles: ['봄'] },
    });
    expect(collectionParams(search, resolveView(tabs, search))).toEqual({
      take: 10,
      categories: [1, 35],
      titles: ['봄'],
      publishers: ['창비'],
    });
  });

  it('narrows nothing with All and no edits, or when every criterion was removed', () => {
    expect(narrowingParams(resolveView(tabs, parse({})))).toEqual({});
    expect(narrowingParams(resolveView(tabs, parse({ filter: 7, panel: {} })))).toEqual({});
  });

  it("sends the readers choice as the contract's list: all but study aids, one group, or none", () => {
    const without = parse({ readers: 'noStudyAid' });
    expect(collectionParams(without, resolveView(tabs, without)).readers).toEqual([
      'general',
      'practical',
      'youth',
      'children',
      'professional',
      'unmarked',
    ]);
    const youth = parse({ q: '봄', readers: 'youth' });
    expect(searchParams(youth, resolveView(tabs, youth)).readers).toEqual(['youth']);
    const all = parse({});
    expect(collectionParams(all, resolveView(tabs, all))).not.toHaveProperty('readers');
  });

  it('searches with the text, the sort and an unedited saved filter', () => {
    const search = parse({ q: '봄', filter: 7, sort: 'latest', size: 20 });
    expect(searchParams(search, resolveView(tabs, search))).toEqual({
      take: 20,
      value: '봄',
      sortField: 'publishedAt',
      sortOrder: 'desc',
      filterId: 7,
    });
  });
});

describe('the panel param', () => {
  const base = { ...emptyCriteria(), categories: [1], keywords: ['추천도서'] };

  it('is left out when the panel equals what it shows without edits (order ignored)', () => {
    expect(
      panelParam({ ...emptyCriteria(), keywords: ['추천도서'], categories: [1] }, base),
    ).toBeUndefined();
    expect(panelParam(emptyCriteria(), emptyCriteria())).toBeUndefined();
  });

  it('keeps only the non-empty lists, and is empty (but present) when everything was removed', () => {
    expect(panelParam({ ...base, publishers: ['창비'] }, base)).toEqual({
      categories: [1],
      publishers: ['창비'],
      keywords: ['추천도서'],
    });
    expect(panelParam(emptyCriteria(), base)).toEqual({});
  });
});
