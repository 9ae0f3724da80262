import type { Middleware } from 'openapi-fetch';
import { apiReadCaches } from './cache-names';

/**
 * Until the service worker controls the page (a first visit: its install downloads the whole app
 * first, which takes a while on a slow line), the page's API reads go straight to the network and
 * the worker never sees them. The page then puts each good answer into the worker's cache itself,
 * in the cache and under the URL the worker would use, so whatever the member has seen opens
 * offline from the first visit, also where the saved query cache does not carry it (a new app
 * version starts without one). Once the worker is in control, it keeps its caches alone.
 */
export const fillServiceWorkerCache: Middleware = {
  onResponse({ request, response }) {
    if (request.method !== 'GET' || response.status !== 200) return;
    if (typeof caches === 'undefined' || !('serviceWorker' in navigator)) return;
    if (navigator.serviceWorker.controller) return;
    const target = apiReadCaches.find(({ urlPattern }) => urlPattern.test(request.url));
    if (!target) return;
    const copy = response.clone();
    void caches
      .open(target.cacheName)
      .then((cache) => cache.put(request.url, copy))
      .catch(() => undefined);
  },
};
