import { CACHED_AT_HEADER } from '@/offline/cache-names';

/**
 * When each answer the service worker served from its cache was fetched from the server (its
 * routes in src/sw.ts set `X-Cached-At`), keyed by the parsed body. The query
 * cache reads it to date the data by that fetch rather than by now.
 */
const cachedAt = new WeakMap<object, number>();

/** Remembers when `data` was fetched if `response` came from the service worker's cache. */
export function noteCachedAnswer(data: unknown, response: Response) {
  const fetchedAt = Date.parse(response.headers.get(CACHED_AT_HEADER) ?? '');
  if (!Number.isNaN(fetchedAt) && typeof data === 'object' && data !== null) {
    cachedAt.set(data, fetchedAt);
  }
}

/** When `data` was fetched, if it came from the service worker's cache rather than the server. */
export function cachedAtOf(data: unknown): number | undefined {
  return typeof data === 'object' && data !== null ? cachedAt.get(data) : undefined;
}
