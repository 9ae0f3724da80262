import {
  MutationCache,
  QueryCache,
  QueryClient,
  onlineManager,
  type Query,
} from '@tanstack/react-query';
import { cachedAtOf } from '@/api/cached-at';
import { ApiError, NetworkError } from '@/api/errors';
import { reportFailure, type FailureMeta } from '@/api/failures';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: FailureMeta & {
      /** `false`: never saved with the persisted cache (src/offline/persist.ts). */
      persist?: boolean;
    };
    mutationMeta: FailureMeta & {
      /**
       * May wait for the network: queued while offline, saved with the persisted cache until the
       * server confirms it, replayed after a reload (the selection edits; src/offline/persist.ts).
       */
      offlineQueue?: boolean;
    };
  }
}

/** How soon a page showing the service worker's copy asks the server again. */
const RECHECK_CACHED_MS = 5_000;

/** How long persisted data stays usable offline; queries must live at least as long (gcTime). */
export const PERSIST_MAX_AGE = 7 * 24 * 60 * 60 * 1000;

const answered = new WeakSet<object>();
const answerListeners = new Set<() => void>();

/**
 * Edits the server has answered. Such an edit may still be pending for a while (its follow-up
 * reloads a list), but it must never be saved for a replay, and a save right after the answer
 * keeps what the answer changed (src/offline/persist.ts).
 */
export const answeredEdits = {
  has: (mutation: object) => answered.has(mutation),
  /** Called right after an answer's own follow-ups have updated the cache. */
  subscribe(listener: () => void): () => void {
    answerListeners.add(listener);
    return () => answerListeners.delete(listener);
  },
};

/**
 * Retries a failed load up to `times` times, but never a 4xx answer (it would fail the same way),
 * and never a lost connection while offline: in `offlineFirst` mode a retry scheduled offline
 * pauses until reconnection, and a route loader awaiting it would hang instead of showing the
 * page's offline state.
 */
const retryUpTo = (times: number) => (failureCount: number, error: unknown) => {
  if (error instanceof ApiError && error.status < 500) return false;
  if (error instanceof NetworkError && !onlineManager.isOnline()) return false;
  return failureCount < times;
};

/**
 * The settings of docs/product/errors.md#loading for the catalogue and ordering areas (catalogue, book, selection page,
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
 * The portal's QueryClient with the defaults of docs/product/errors.md#loading: failed loads retry up to 3 times with a
 * growing delay capped at 30 s; mutations do not retry. `gcTime` follows the persisted cache's
 * lifetime instead of the 5 minutes of docs/product/errors.md#loading, or restored queries would be thrown
 * away (docs/pitfalls.md#persistence).
 * `offlineFirst` lets a query reach the service worker's cache while offline instead of pausing.
 *
 * Mutations run in `always` network mode: offline they fail at once with a NetworkError instead of
 * pausing. Most calls must never be replayed blindly later (quotations, orders, account changes,
 * filters, the inquiry; docs/pitfalls.md#offline-queries) and their buttons are disabled offline. The selection edits are
 * the exception: they wait in the offline queue and set `networkMode: 'online'` themselves
 * (features/selections/api/mutations/queued-edit.ts).
 */
export function createQueryClient(): QueryClient {
  /** What each query held when its fetch started. */
  const beforeFetch = new WeakMap<
    Query<unknown, unknown>,
    { data: unknown; dataUpdatedAt: number }
  >();
  /**
   * A copy from the service worker's cache means the network failed or was too slow just then
   * (it is not a sign of being offline: the line may only be slow). The page asks again a little
   * later while it shows that data, so an edit applied meanwhile, or any newer answer, appears
   * without the member having to leave the page.
   */
  const showingCachedCopy = new Set<Query<unknown, unknown>>();
  const recheck = (query: Query<unknown, unknown>) => {
    if (query.isActive() && query.state.fetchStatus === 'idle' && onlineManager.isOnline()) {
      void query.fetch().catch(() => undefined);
    }
  };
  const recheckLater = (query: Query<unknown, unknown>) => {
    showingCachedCopy.add(query);
    setTimeout(() => recheck(query), RECHECK_CACHED_MS);
  };
  // Also as soon as the connection is back.
  onlineManager.subscribe((online) => {
    if (online) showingCachedCopy.forEach(recheck);
  });
  const queryCache = new QueryCache({
    // Every failed load, and below every failed mutation, is reported here once
    // (docs/architecture.md#errors).
    onError: (error, query) => void reportFailure(error, query.meta),
    // An answer the service worker served from its cache is as old as its original fetch: date
    // the data by that, so pages show its real age and it counts as stale (refetched later). When
    // the page already held newer data (restored from the saved cache, fetched before the worker
    // controlled the page, or written after an edit), that newer data stays.
    onSuccess: (data, query) => {
      const fetchedAt = cachedAtOf(data);
      if (fetchedAt === undefined) {
        showingCachedCopy.delete(query);
        return;
      }
      recheckLater(query);
      const previous = beforeFetch.get(query);
      if (previous && previous.data !== undefined && previous.dataUpdatedAt > fetchedAt) {
        query.setState({ data: previous.data, dataUpdatedAt: previous.dataUpdatedAt });
      } else if (fetchedAt < query.state.dataUpdatedAt) {
        query.setState({ dataUpdatedAt: fetchedAt });
      }
    },
  });
  queryCache.subscribe((event) => {
    if (event.type === 'removed') showingCachedCopy.delete(event.query);
    if (event.type === 'updated' && event.action.type === 'fetch') {
      const { data, dataUpdatedAt } = event.query.state;
      beforeFetch.set(event.query, { data, dataUpdatedAt });
    }
  });
  const mutationCache = new MutationCache({
    // Awaited by the mutation, which stays pending meanwhile: a queued edit whose session ended
    // under it is still in the queue when the sign-out keeps the queued edits on the device.
    onError: (error, variables, onMutateResult, mutation, { client }) =>
      reportFailure(error, mutation.meta, variables, onMutateResult, client),
    onSuccess: (_data, _variables, _context, mutation) => {
      answered.add(mutation);
      // The edit's own onSuccess (which writes what the answer changed) runs after this one.
      setTimeout(() => answerListeners.forEach((listener) => listener()));
    },
  });
  return new QueryClient({
    queryCache,
    mutationCache,
    defaultOptions: {
      queries: {
        retry: retryUpTo(3),
        retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, 30_000),
        gcTime: PERSIST_MAX_AGE,
        networkMode: 'offlineFirst',
      },
      mutations: {
        retry: false,
        networkMode: 'always',
      },
    },
  });
}
