/**
 * The persisted-cache page. It saves and restores a query cache with the app's own functions
 * (src/offline/persist.ts: `saveCache` writes one tab's cache to the idb-keyval store
 * 'book-portal'/'persisted-queries'; `restoreSavedCaches` is what a starting tab runs before its
 * first render) and the app's createQueryClient, and times the restore.
 */
import { hydrate, type DehydratedState } from '@tanstack/react-query';
import { createStore, del, get, set } from 'idb-keyval';
import { createQueryClient } from '@/offline/query-client';
import { restoreSavedCaches, saveCache, savedCacheKey } from '@/offline/persist';
import type { CachedPage, PersistBench } from './api';

const store = createStore('book-portal', 'persisted-queries');
const memberId = 'bench-member';
/** The page restores its own saved cache, as a reloaded tab does. */
const tabId = 'bench-tab';
const key = savedCacheKey(memberId, tabId);
const structuredKey = 'bench-structured';

const bench: PersistBench = {
  async seed(dataUrl) {
    const pages = (await (await fetch(dataUrl)).json()) as CachedPage[];
    const queryClient = createQueryClient();
    for (const page of pages) {
      queryClient.setQueryData(
        ['books', 'collection', page.collectionId, { page: page.page, take: page.take }],
        page.data,
      );
    }
    await del(key, store);
    const started = performance.now();
    await saveCache(queryClient, memberId, tabId);
    const saveMs = performance.now() - started;
    const stored = await get<string>(key, store);
    if (typeof stored !== 'string') throw new Error('nothing was stored');
    return {
      queries: pages.length,
      chars: stored.length,
      bytes: new TextEncoder().encode(stored).length,
      saveMs,
    };
  },

  async restore() {
    const queryClient = createQueryClient();
    const started = performance.now();
    await restoreSavedCaches(queryClient, memberId, tabId);
    const restoreMs = performance.now() - started;
    const queries = queryClient.getQueryCache().getAll().length;

    const readStarted = performance.now();
    const stored = (await get<string>(key, store)) ?? '';
    const idbReadMs = performance.now() - readStarted;
    const parseStarted = performance.now();
    JSON.parse(stored);
    const parseMs = performance.now() - parseStarted;
    return { restoreMs, queries, idbReadMs, parseMs };
  },

  async seedStructured() {
    const stored = await get<string>(key, store);
    if (typeof stored !== 'string') throw new Error('seed first');
    const client = JSON.parse(stored) as { clientState: DehydratedState };
    await set(structuredKey, client.clientState, store);
  },

  async restoreStructured() {
    const queryClient = createQueryClient();
    const started = performance.now();
    const state = await get<DehydratedState>(structuredKey, store);
    if (state) hydrate(queryClient, state);
    const restoreMs = performance.now() - started;
    return { restoreMs, queries: queryClient.getQueryCache().getAll().length };
  },
};

window.__bench = bench;
