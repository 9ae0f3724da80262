import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import { NetworkError } from '@/api/errors';
import { areaQueryDefaults } from '@/offline/query-client';
import type { CollectionParams, SearchParams } from '../search';
import { bookKeys } from './keys';

/**
 * The catalogue's query settings (001 §9 via areaQueryDefaults), except that a call that got no
 * answer at all is not retried: offline, a retry would pause until the connection returns and a
 * route loader awaiting it would never settle; the page shows "offline" instead.
 */
export const catalogueQueryDefaults = {
  ...areaQueryDefaults,
  retry: (failureCount: number, error: unknown) =>
    !(error instanceof NetworkError) && areaQueryDefaults.retry(failureCount, error),
};

/** The contract's list parameters are `style: form, explode: false`: `categories=1,2`. */
const listQuery = { array: { style: 'form', explode: false } } as const;

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
          querySerializer: listQuery,
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
      unwrap(api.GET('/member/book/panmun', { params: { query: params }, signal })),
    placeholderData: keepPreviousData,
  });
