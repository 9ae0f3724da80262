/**
 * The persisted-cache page. It persists and restores a query cache exactly as the app does
 * (src/offline/persist.ts: idb-keyval store 'book-portal'/'persisted-queries', key
 * `query-cache:<memberId>`, the async storage persister with a 1 s throttle, the app's
 * createQueryClient and PERSIST_MAX_AGE), and times persistQueryClientRestore.
 */
import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import {
  persistQueryClientRestore,
  persistQueryClientSave,
} from '@tanstack/react-query-persist-client';
import { hydrate, type DehydratedState } from '@tanstack/react-query';
import { createStore, del, get, set } from 'idb-keyval';
import { createQueryClient, PERSIST_MAX_AGE } from '@/offline/query-client';
import type { CachedPage, PersistBench } from './api';

const store = createStore('book-portal', 'persisted-queries');
const key = 'query-cache:bench-member';
const buster = 'bench';
const storage = {
  getItem: (name: string) => get<string>(name, store).then((value) => value ?? null),
  setItem: (name: string, value: string) => set(name, value, store),
  removeItem: (name: string) => del(name, store),
};
const persister = createAsyncStoragePersister({ storage, key, throttleTime: 1_000 });
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
    await persistQueryClientSave({
      queryClient,
      persister,
      buster,
      dehydrateOptions: { shouldDehydrateQuery: (query) => query.state.status === 'success' },
    });
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
    await persistQueryClientRestore({ queryClient, persister, maxAge: PERSIST_MAX_AGE, buster });
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
