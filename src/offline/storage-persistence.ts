/**
 * Asks the browser to keep the portal's storage (IndexedDB with the saved cache and queued edits,
 * the service worker's caches) under storage pressure instead of evicting it: once a member has
 * something there that cannot be fetched again (an edit waiting for the network) or that they took
 * offline on purpose. Asked at most once per page load; the browser decides (Chromium grants it to
 * installed or much-used sites without a prompt, Firefox may ask the member).
 */
let asked: Promise<boolean | null> | undefined;

/** Requests persistent storage once; null where the browser has no such API. */
export function keepStorage(): Promise<boolean | null> {
  asked ??= (async () => {
    if (typeof navigator === 'undefined' || !navigator.storage?.persist) return null;
    try {
      if (await navigator.storage.persisted()) return true;
      return await navigator.storage.persist();
    } catch {
      return false;
    }
  })();
  return asked;
}

/** Whether the storage is kept, and how much is used of how much (bytes), as the browser says. */
export interface StorageState {
  /** null: the browser cannot say (no Storage API). */
  isPersisted: boolean | null;
  usage: number | null;
  quota: number | null;
}

/** Reads the storage state (for the diagnostic page). */
export async function readStorageState(): Promise<StorageState> {
  const storage = typeof navigator === 'undefined' ? undefined : navigator.storage;
  const [isPersisted, estimate] = await Promise.all([
    storage?.persisted ? storage.persisted().catch(() => null) : Promise.resolve(null),
    storage?.estimate ? storage.estimate().catch(() => null) : Promise.resolve(null),
  ]);
  return {
    isPersisted,
    usage: estimate?.usage ?? null,
    quota: estimate?.quota ?? null,
  };
}
