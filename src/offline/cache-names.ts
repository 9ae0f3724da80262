/**
 * Names of the service worker's runtime caches. Those holding a member's API answers start with
 * `member-` and are deleted on logout or a change of member (the Cache API ignores the
 * Authorization header, so whoever uses the browser next would read them). Covers are public.
 */
export const cacheNames = {
  catalogue: 'member-api-catalogue',
  selections: 'member-api-selections',
  notices: 'member-api-notices',
  classification: 'service-classification',
  covers: 'covers',
} as const;

export const MEMBER_CACHE_PREFIX = 'member-';

/**
 * Set by the service worker on an API answer it serves from its cache (the network failed or was
 * too slow): when the answer was originally fetched (its `Date`). The client dates cached data by it.
 */
export const CACHED_AT_HEADER = 'X-Cached-At';
