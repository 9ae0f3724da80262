import type { QueryClient } from '@tanstack/react-query';
import { jsonBytes } from '@/offline/offline-pack';
import { bookDetailQueryOptions, classificationChainQueryOptions } from './book-queries';

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
