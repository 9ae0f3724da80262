import { queryOptions } from '@tanstack/react-query';
import { api, serviceApi, unwrap } from '@/api/client';
import { bookKeys } from '@/api/query-keys';
import { catalogueQueryDefaults } from '@/features/catalogue/api/queries';

/** A book's detail (GET /member/book/detail/{bookId}). */
export const bookDetailQueryOptions = (bookId: number) =>
  queryOptions({
    ...catalogueQueryDefaults,
    queryKey: bookKeys.detail(bookId),
    queryFn: ({ signal }) =>
      unwrap(api.GET('/member/book/detail/{bookId}', { params: { path: { bookId } }, signal })),
  });

/**
 * The classification chain of a subject from the provider's external service, joined with ' > '.
 * Not retried and never reported (docs/product/book-detail.md#classification): on failure the label is simply not shown.
 */
export const classificationChainQueryOptions = (name: string) =>
  queryOptions({
    ...catalogueQueryDefaults,
    retry: false,
    staleTime: 60 * 60 * 1000,
    queryKey: bookKeys.classificationChain(name),
    queryFn: ({ signal }) =>
      unwrap(
        serviceApi.GET('/python/api/classification/chain', {
          params: { query: { name } },
          signal,
        }),
      ),
    select: (data) => data.chain.join(' > '),
  });
