import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import {
  cleanupOutdatedCaches,
  PrecacheController,
  PrecacheRoute,
  type PrecacheEntry,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import {
  apiReadCaches,
  appRoutes,
  CACHED_AT_HEADER,
  cacheNames,
  orderFilesPattern,
} from '@/offline/cache-names';

/**
 * The service worker (built by vite-plugin-pwa's injectManifest, which writes the list of the
 * app's files into `self.__WB_MANIFEST`). Workbox's own install fetches the precache one file at a
 * time and gives up at the first failure: on a slow first visit (150 ms of latency, 900 kbps) the
 * worker took 96 s to become active while the page had loaded in 4 s. This one fetches a few files
 * at a time, tries each again when the line drops, and keeps Workbox for everything else: the same
 * cache, cache keys and checks of each answer. Decision record 018.
 */
declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] };

/**
 * Files fetched at once: as many as Chromium opens connections to one HTTP/1.1 server (more would
 * only wait in the browser's queue). On a slow line one file at a time wastes a round trip per
 * file while the bandwidth is unused.
 */
const INSTALL_PARALLEL_FILES = 6;
/** Waits before a file's next try: a dropout of a few seconds does not fail the install. */
const FILE_RETRY_DELAYS_MS = [1_000, 3_000, 8_000];

const DAY = 24 * 60 * 60;

const manifest = self.__WB_MANIFEST;
const precache = new PrecacheController();
precache.addToCacheList(manifest);

/**
 * How each file is fetched, as Workbox does: a file whose name carries no hash (its revision is in
 * the manifest) bypasses the HTTP cache, which may hold the previous version.
 */
const bypassHttpCache = new Set(
  manifest
    .filter((entry) => typeof entry !== 'string' && entry.revision)
    .map((entry) => new URL(typeof entry === 'string' ? entry : entry.url, location.href).href),
);

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Puts one file into the precache through Workbox's precache strategy (which skips a file already
 * cached under this version's key, so a failed install tried again resumes where it stopped, and
 * refuses an error answer), trying again after a dropout.
 */
async function precacheFile(url: string, cacheKey: string, event: ExtendableEvent) {
  for (let attempt = 0; ; attempt += 1) {
    const request = new Request(url, {
      integrity: precache.getIntegrityForCacheKey(cacheKey),
      cache: bypassHttpCache.has(url) ? 'reload' : 'default',
      credentials: 'same-origin',
    });
    try {
      await Promise.all(precache.strategy.handleAll({ params: { cacheKey }, request, event }));
      return;
    } catch (error) {
      const delay = FILE_RETRY_DELAYS_MS[attempt];
      if (delay === undefined) throw error;
      await wait(delay);
    }
  }
}

/**
 * Fetches the whole precache, a few files at a time. A file that still fails after its retries
 * fails the install (the page registers the worker again later: src/offline/service-worker.ts),
 * once the files under way are in: the next try fetches only the files not yet cached.
 */
async function installPrecache(event: ExtendableEvent) {
  const files = [...precache.getURLsToCacheKeys()];
  let next = 0;
  let failed = false;
  const fetchFiles = async () => {
    while (!failed && next < files.length) {
      const [url, cacheKey] = files[next]!;
      next += 1;
      try {
        await precacheFile(url, cacheKey, event);
      } catch (error) {
        failed = true;
        throw error;
      }
    }
  };
  const results = await Promise.allSettled(
    Array.from({ length: Math.min(INSTALL_PARALLEL_FILES, files.length) }, fetchFiles),
  );
  const failure = results.find(
    (result): result is PromiseRejectedResult => result.status === 'rejected',
  );
  if (failure) throw failure.reason;
}

self.addEventListener('install', (event) => event.waitUntil(installPrecache(event)));
// Deletes from the precache the files this version no longer lists.
self.addEventListener('activate', precache.activate);

// A new version waits until the member accepts the update prompt (src/offline/update-prompt.tsx).
self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});
clientsClaim();

// The prerendered public pages are precached as /sign-in.html…, which the precache answers for
// /sign-in (cleanURLs) before the navigation fallback below; also with ?redirect= (sign-in's return
// address, which does not change the page). A parameter that does (/find-password?missing=true)
// gets the app shell.
registerRoute(
  new PrecacheRoute(precache, {
    ignoreURLParametersMatching: [/^utm_/, /^fbclid$/, /^redirect$/],
  }),
);
cleanupOutdatedCaches();
registerRoute(
  new NavigationRoute(precache.createHandlerBoundToURL('/index.html'), {
    allowlist: [appRoutes],
  }),
);

// Content-hashed, so a cached copy is never stale; served compressed (vite.config.ts, precompress).
// The barcode reader's WebAssembly is most of the app's bytes: kept on first use of Scan, not in
// the install, and available offline from then on.
registerRoute(
  /\/assets\/[^/]+\.wasm$/,
  new CacheFirst({
    cacheName: cacheNames.largeFiles,
    plugins: [
      new ExpirationPlugin({ maxEntries: 10, purgeOnQuotaError: true }),
      new CacheableResponsePlugin({ statuses: [200] }),
    ],
  }),
  'GET',
);

// Both widths of a cover (`?w=480`), and the SVG addresses that answers saved before still name.
registerRoute(
  /\/api\/v1\/covers\/\d+\.(?:webp(?:\?w=\d+)?|svg)$/,
  new CacheFirst({
    cacheName: cacheNames.covers,
    plugins: [
      new ExpirationPlugin({ maxEntries: 5000, maxAgeSeconds: 30 * DAY, purgeOnQuotaError: true }),
      new CacheableResponsePlugin({ statuses: [200] }),
    ],
  }),
  'GET',
);

// An order's files and papers, kept once opened so they open again offline: from the network
// while there is one (a paper is drawn anew each time, with the details as they are now), the last
// copy only when the network fails. No timeout: a 200-line PDF takes its second to draw.
registerRoute(
  orderFilesPattern,
  new NetworkFirst({
    cacheName: cacheNames.orderFiles,
    plugins: [
      new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 90 * DAY, purgeOnQuotaError: true }),
      new CacheableResponsePlugin({ statuses: [200] }),
    ],
  }),
  'GET',
);

/**
 * Marks an API answer served from the cache with when it was fetched (its Date header), so pages
 * can say how old what they show is (src/api/client.ts).
 */
const markCachedAnswer = {
  cachedResponseWillBeUsed: async ({ cachedResponse }: { cachedResponse?: Response }) => {
    if (!cachedResponse) return cachedResponse;
    const headers = new Headers(cachedResponse.headers);
    headers.set(CACHED_AT_HEADER, cachedResponse.headers.get('Date') ?? '');
    return new Response(cachedResponse.body, {
      status: cachedResponse.status,
      statusText: cachedResponse.statusText,
      headers,
    });
  },
};

// API reads that must stay browsable offline: network first, falling back to the last good answer
// after a short timeout, so a slow network does not hold the page. Only 200s are kept.
for (const { cacheName, urlPattern } of apiReadCaches) {
  registerRoute(
    urlPattern,
    new NetworkFirst({
      cacheName,
      networkTimeoutSeconds: 3,
      plugins: [
        new ExpirationPlugin({ maxEntries: 5000, maxAgeSeconds: 7 * DAY, purgeOnQuotaError: true }),
        new CacheableResponsePlugin({ statuses: [200] }),
        markCachedAnswer,
      ],
    }),
    'GET',
  );
}
