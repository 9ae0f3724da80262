import type { Page } from '@playwright/test';

/**
 * The query caches the portal saved in IndexedDB (src/offline/persist.ts: store
 * 'book-portal'/'persisted-queries', one entry per member and tab), read from the page.
 */
export interface SavedCacheEntry {
  key: string;
  /** The stored string: a persisted client as JSON. */
  value: string;
}

export function savedCaches(page: Page): Promise<SavedCacheEntry[]> {
  return page.evaluate(async () => {
    // Never open a database that does not exist: that would create it without idb-keyval's store.
    const names = (await indexedDB.databases()).map((database) => database.name);
    if (!names.includes('book-portal')) return [];
    return new Promise<SavedCacheEntry[]>((resolve, reject) => {
      const open = indexedDB.open('book-portal');
      open.onerror = () => reject(open.error);
      open.onsuccess = () => {
        const db = open.result;
        if (!db.objectStoreNames.contains('persisted-queries')) {
          db.close();
          resolve([]);
          return;
        }
        const store = db.transaction('persisted-queries').objectStore('persisted-queries');
        // Keys and values come in the same (key) order.
        const keys = store.getAllKeys();
        const values = store.getAll();
        values.onsuccess = () => {
          db.close();
          resolve(
            keys.result
              .map((key, index) => ({ key: String(key), value: values.result[index] as unknown }))
              .filter(
                (entry): entry is SavedCacheEntry =>
                  entry.key.startsWith('query-cache:') && typeof entry.value === 'string',
              ),
          );
        };
        values.onerror = () => reject(values.error);
      };
    });
  });
}

/** Deletes every saved cache, as a new app version finds none of its own. */
export function clearSavedCaches(page: Page): Promise<void> {
  return page.evaluate(
    () =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('book-portal');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const clear = db
            .transaction('persisted-queries', 'readwrite')
            .objectStore('persisted-queries')
            .clear();
          clear.onsuccess = () => {
            db.close();
            resolve();
          };
          clear.onerror = () => reject(clear.error);
        };
      }),
  );
}

/** The books of the queued additions held by the saved caches (every tab's), sorted. */
export async function savedAdditions(page: Page): Promise<number[]> {
  type Saved = { clientState: { mutations: { state: { variables?: { bookId?: number } } }[] } };
  return (await savedCaches(page))
    .flatMap((entry) => (JSON.parse(entry.value) as Saved).clientState.mutations)
    .map((mutation) => mutation.state.variables?.bookId)
    .filter((bookId): bookId is number => bookId !== undefined)
    .sort((x, y) => x - y);
}
