import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { api, serviceApi, unwrap } from '@/api/client';
import { bookKeys } from '@/api/query-keys';
import { jsonBytes } from '@/offline/offline-pack';
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
 * Not retried and never reported (001 §8): on failure the label is simply not shown.
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

/**
 * Takes a book's detail page offline (the offline packs): its detail, and its classification line
 * when the service answers (it is decoration). Answers the bytes kept.
 */
export async function takeBookOffline(
  queryClient: QueryClient,
  bookId: number,
  staleTime: number,
): Promise<number> {
  const detail = await queryClient.fetchQuery({ ...bookDetailQueryOptions(bookId), staleTime });
  const chain = await queryClient
    .fetchQuery({ ...classificationChainQueryOptions(detail.mainSubject), staleTime })
    .catch(() => null);
  return jsonBytes(detail) + (chain ? jsonBytes(chain) : 0);
}
