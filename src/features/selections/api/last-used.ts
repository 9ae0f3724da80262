import type { QueryClient } from '@tanstack/react-query';
import { selectionKeys } from '@/api/query-keys';

/**
 * The selection the member last added books to, chosen first the next time they add (the
 * catalogue and the book detail). Kept in the query cache: persisted with it, never fetched, and
 * purged with it on logout or a change of member.
 */
export const readLastUsedSelection = (queryClient: QueryClient): string | null =>
  queryClient.getQueryData<string>(selectionKeys.lastUsed()) ?? null;

export const writeLastUsedSelection = (queryClient: QueryClient, selectionId: string) =>
  queryClient.setQueryData<string>(selectionKeys.lastUsed(), selectionId);
