/**
 * Names of the service worker's runtime caches. Those holding a member's API answers start with
 * `member-` and are deleted on logout or a change of member (the Cache API ignores the
 * Authorization header, so whoever uses the browser next would read them). Covers are public.
 */
export const cacheNames = {
  catalogue: 'member-api-catalogue',
  selections: 'member-api-selections',
  notices: 'member-api-notices',
  /** The member's order files and office papers, kept once opened (docs/product/orders.md#documents). */
  orderFiles: 'member-api-order-files',
  classification: 'service-classification',
  covers: 'covers',
  /** The app's large files, kept on first use instead of with the install (the scanner's .wasm). */
  largeFiles: 'app-large-files',
} as const;

export const MEMBER_CACHE_PREFIX = 'member-';

/** The quotation and order-form files and the office papers (견적서, 거래명세서) of an order. */
export const orderFilesPattern =
  /\/api\/v1\/(files\/[A-Za-z0-9_-]+|member\/order\/document\/\d+\/(quotation|statement)\?format=(pdf|xlsx))$/;

/**
 * Set by the service worker on an API answer it serves from its cache (the network failed or was
 * too slow): when the answer was originally fetched (its `Date`). The client dates cached data by it.
 */
export const CACHED_AT_HEADER = 'X-Cached-At';

/**
 * The API reads the service worker keeps (network first, then its last good answer), by cache. The
 * worker's routes (src/sw.ts) and the page's own filling of these caches before the worker
 * controls it (src/offline/fill-before-control.ts) use the same patterns, matched against the full
 * URL.
 */
export const apiReadCaches = [
  {
    cacheName: cacheNames.catalogue,
    urlPattern: /\/api\/v1\/(member\/book\/|book\/category\/tree$)/,
  },
  { cacheName: cacheNames.selections, urlPattern: /\/api\/v1\/member\/cart(\/categories)?(\?|$)/ },
  {
    cacheName: cacheNames.notices,
    urlPattern: /\/api\/v1\/member\/(notification\/|home\/notifications$)/,
  },
  { cacheName: cacheNames.classification, urlPattern: /\/python\/api\/classification\/chain\?/ },
] as const;

/**
 * The portal's routes: the only navigations the service worker answers with the app shell, so a
 * page opened before stays reachable offline. Every route of src/routes must be here
 * (tests/unit/offline/app-routes.test.ts): /budget and /holdings were once missing, and reloading
 * them offline showed the browser's error.
 */
export const appRoutes =
  /^\/($|sign-in|sign-up|waiting\/|find-password|change-password|books|cart\/|orders|order\/|notices|notice\/|profile|ping-test|budget|holdings)/;
