import { beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * How a collection read (GET /member/book/{collectionId}) puts the filter panel's lists on the
 * wire: the category ids as one comma-separated value, the free-text chips as repeated parameters,
 * so that a chip holding a comma ("Kim, Minsu") stays one criterion. openapi-fetch captures
 * `globalThis.fetch` when the client is created, so the fake is installed before the modules load.
 */
const server = vi.hoisted(() => {
  const state: { requests: Request[] } = { requests: [] };
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    state.requests.push(request);
    return new Response(JSON.stringify({ results: [], totalCount: 0, hasMore: false }), {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    });
  }) as typeof fetch;
  return state;
});

vi.mock('@/lib/config', async () => (await import('../support/fake-api')).testConfigModule);
vi.mock('@/ui/toast', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

const { collectionQueryOptions, collectionQuerySerializer, searchQueryOptions } =
  await import('@/features/catalogue/api/queries');
const { sessionStore } = await import('@/api/session');

type QueryFn = (context: { signal: AbortSignal }) => Promise<unknown>;
/** Runs a query's fetch and answers the URL it asked. */
async function requestedUrl(options: { queryFn?: unknown }): Promise<URL> {
  await (options.queryFn as QueryFn)({ signal: new AbortController().signal });
  const request = server.requests.at(-1);
  if (!request) throw new Error('no request');
  return new URL(request.url);
}

beforeEach(() => {
  server.requests.length = 0;
  // A member call without a session is answered locally and never sent.
  sessionStore.write(
    { token: 'token', refreshToken: 'refresh', name: '김도서', id: 'member-1', isApproved: true },
    true,
  );
});

describe('collectionQuerySerializer', () => {
  it('joins the category ids with commas and repeats each free-text value', () => {
    expect(
      collectionQuerySerializer({
        page: 1,
        take: 10,
        categories: [3, 17],
        titles: ['War, and Peace'],
        authors: ['Kim, Minsu', 'Lee'],
      }),
    ).toBe(
      'page=1&take=10&categories=3,17&titles=War%2C%20and%20Peace&authors=Kim%2C%20Minsu&authors=Lee',
    );
  });

  it('repeats publishers and keywords too, and leaves out absent or empty lists', () => {
    expect(
      collectionQuerySerializer({
        page: 2,
        take: 20,
        sortField: 'title',
        sortOrder: 'asc',
        filterId: undefined,
        categories: [],
        publishers: ['Riverside Press', 'Northwind, Books'],
        keywords: ['추천도서'],
      }),
    ).toBe(
      'page=2&take=20&sortField=title&sortOrder=asc&publishers=Riverside%20Press&publishers=Northwind%2C%20Books&keywords=%EC%B6%94%EC%B2%9C%EB%8F%84%EC%84%9C',
    );
  });

  it('sends one chip as one parameter', () => {
    expect(collectionQuerySerializer({ authors: ['Kim, Minsu'] })).toBe('authors=Kim%2C%20Minsu');
  });
});

describe('collectionQueryOptions', () => {
  it('asks the collection with the chips whole, the categories comma separated', async () => {
    const url = await requestedUrl(
      collectionQueryOptions(12, {
        page: 1,
        take: 10,
        categories: [3, 17],
        titles: ['War, and Peace'],
        publishers: ['창비'],
        authors: ['Kim, Minsu', 'Lee'],
        keywords: ['a, b', 'c'],
      }),
    );
    expect(url.pathname).toBe('/api/v1/member/book/12');
    expect(url.searchParams.get('page')).toBe('1');
    expect(url.searchParams.get('take')).toBe('10');
    expect(url.searchParams.getAll('categories')).toEqual(['3,17']);
    expect(url.searchParams.getAll('titles')).toEqual(['War, and Peace']);
    expect(url.searchParams.getAll('publishers')).toEqual(['창비']);
    expect(url.searchParams.getAll('authors')).toEqual(['Kim, Minsu', 'Lee']);
    expect(url.searchParams.getAll('keywords')).toEqual(['a, b', 'c']);
  });

  it('sends a saved filter without lists as filterId only', async () => {
    const url = await requestedUrl(collectionQueryOptions(12, { page: 1, take: 10, filterId: 7 }));
    expect(url.search).toBe('?page=1&take=10&filterId=7');
  });
});

describe('searchQueryOptions', () => {
  it('keeps the client’s default serialisation (no lists)', async () => {
    const url = await requestedUrl(
      searchQueryOptions({ page: 1, take: 10, value: 'Kim, Minsu', filterId: 7 }),
    );
    expect(url.pathname).toBe('/api/v1/member/book/panmun');
    expect(url.searchParams.get('value')).toBe('Kim, Minsu');
    expect(url.searchParams.get('filterId')).toBe('7');
  });
});
