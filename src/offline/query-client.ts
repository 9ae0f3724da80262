import { QueryCache, QueryClient, onlineManager } from '@tanstack/react-query';
import { cachedAtOf } from '@/api/cached-at';
import { ApiError, NetworkError } from '@/api/errors';

/** How long persisted data stays usable offline; queries must live at least as long (gcTime). */
export const PERSIST_MAX_AGE = 7 * 24 * 60 * 60 * 1000;

/**
 * Retries a failed load up to `times` times, but never a 4xx answer (it would fail the same way),
 * and never a lost connection while offline: in `offlineFirst` mode a retry scheduled offline
 * pauses until reconnection, and a route loader awaiting it would hang instead of showing the
 * page's offline state.
 */
export const retryUpTo = (times: number) => (failureCount: number, error: unknown) => {
  if (error instanceof ApiError && error.status < 500) return false;
  if (error instanceof NetworkError && !onlineManager.isOnline()) return false;
  return failureCount < times;
};

/**
 * The settings of 001 §9 for the catalogue and ordering areas (catalogue, book, selection page,
 * orders, announcements, profile): retry once, stale after 5 s, no refetch on focus or reconnect.
 * Deviation: stale data IS refetched on mount, because with a persisted cache "never refetch on
 * mount" would mean a reload never shows a new order status.
 */
export const areaQueryDefaults = {
  retry: retryUpTo(1),
  staleTime: 5_000,
  refetchOnWindowFocus: false,
  refetchOnReconnect: false,
} as const;

/**
 * The portal's QueryClient with the defaults of 000 §9: failed loads retry up to 3 times with a
 * growing delay capped at 30 s; mutations do not retry. `gcTime` follows the persisted cache's
 * lifetime instead of the seeds' 5 minutes, or restored queries would be thrown away (design.md).
 * `offlineFirst` lets a query reach the service worker's cache while offline instead of pausing.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      // An answer the service worker served from its cache is as old as its original fetch: date
      // the data by that, so pages show its real age and it counts as stale (refetched later).
      onSuccess: (data, query) => {
        const fetchedAt = cachedAtOf(data);
        if (fetchedAt !== undefined && fetchedAt < query.state.dataUpdatedAt) {
          query.setState({ dataUpdatedAt: fetchedAt });
        }
      },
    }),
    defaultOptions: {
      queries: {
        retry: retryUpTo(3),
        retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, 30_000),
        gcTime: PERSIST_MAX_AGE,
        networkMode: 'offlineFirst',
      },
      mutations: {
        retry: false,
      },
    },
  });
}
