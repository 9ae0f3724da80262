import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { createQuerySerializer } from 'openapi-fetch';
import { api, unwrap } from '@/api/client';
import { NetworkError } from '@/api/errors';
import { areaQueryDefaults } from '@/offline/query-client';
import { bookKeys } from '@/api/query-keys';
import type { CollectionParams, SearchParams } from '../search';

/**
 * The catalogue's query settings (docs/product/errors.md#loading, via areaQueryDefaults), except that a call that got no
 * answer at all is not retried: offline, a retry would pause until the connection returns and a
 * route loader awaiting it would never settle; the page shows "offline" instead.
 */
export const catalogueQueryDefaults = {
  ...areaQueryDefaults,
  retry: (failureCount: number, error: unknown) =>
    !(error instanceof NetworkError) && areaQueryDefaults.retry(failureCount, error),
};

/** Lists of ids or names the contract sends as one value (`style: form, explode: false`). */
const COMMA_LISTS: ReadonlySet<string> = new Set(['categories', 'readers']);
const commaJoined = createQuerySerializer({ array: { style: 'form', explode: false } });
const repeated = createQuerySerializer({ array: { style: 'form', explode: true } });

/**
 * The query of a collection read (and of a search) as the contract encodes its lists: the category
 * ids and the reader groups as one comma-separated value (`categories=1,2`), and the free text of the panel (titles and the
 * publisher, author and keyword chips) as repeated parameters, one per value
 * (`authors=Kim%2C%20Minsu&authors=Lee`), so a chip holding a comma stays one criterion. Only this
 * request is serialised so; the client's default is left to the other operations.
 */
export function collectionQuerySerializer(query: object): string {
  return Object.entries(query)
    .map(([name, value]) => (COMMA_LISTS.has(name) ? commaJoined : repeated)({ [name]: value }))
    .filter((part) => part !== '')
    .join('&');
}

/** The tabs with their collections and the member's saved filters (GET /member/book/tabs). */
export const tabsQueryOptions = () =>
  queryOptions({
    ...catalogueQueryDefaults,
    queryKey: bookKeys.tabs(),
    queryFn: ({ signal }) => unwrap(api.GET('/member/book/tabs', { signal })),
  });

/** The three-level category tree of the filter panel (GET /book/category/tree). */
export const categoryTreeQueryOptions = () =>
  queryOptions({
    ...catalogueQueryDefaults,
    // The tree does not change while the member works.
    staleTime: 60 * 60 * 1000,
    queryKey: bookKeys.categoryTree(),
    queryFn: ({ signal }) => unwrap(api.GET('/book/category/tree', { signal })),
  });

/** One page of a collection (GET /member/book/{collectionId}); paging keeps the last page shown. */
export const collectionQueryOptions = (collectionId: number, params: CollectionParams) =>
  queryOptions({
    ...catalogueQueryDefaults,
    queryKey: bookKeys.collection(collectionId, params),
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/member/book/{collectionId}', {
          params: { path: { collectionId }, query: params },
          querySerializer: collectionQuerySerializer,
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });

/** One page of a search of the whole catalogue (GET /member/book/panmun). */
export const searchQueryOptions = (params: SearchParams) =>
  queryOptions({
    ...catalogueQueryDefaults,
    queryKey: bookKeys.search(params),
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/member/book/panmun', {
          params: { query: params },
          querySerializer: collectionQuerySerializer,
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });

/**
 * How long a route change waits for its list's answer before it shows the page without it. An
 * answer within this time (a good connection) comes in the same render as the new page number,
 * so the page changes once; a slower one does not hold the page: its list shows it is loading.
 */
const LIST_WAIT_MS = 250;

/** A list's read (a prefetch) as a route waits for it: until its answer or {@link LIST_WAIT_MS}. */
export function listWait(prefetch: Promise<void>): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return Promise.race([
    prefetch,
    new Promise<void>((resolve) => {
      timer = setTimeout(resolve, LIST_WAIT_MS);
    }),
  ]).finally(() => clearTimeout(timer));
}
