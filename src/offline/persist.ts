import type { Mutation, QueryClient } from '@tanstack/react-query';
import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import {
  persistQueryClientRestore,
  persistQueryClientSubscribe,
  type PersistedClient,
  type Persister,
} from '@tanstack/react-query-persist-client';
import { createStore, del, get, keys, set } from 'idb-keyval';
import { config } from '@/lib/config';
import { MEMBER_CACHE_PREFIX } from './cache-names';
import { PERSIST_MAX_AGE } from './query-client';

/**
 * The query cache (and paused mutations) persisted to IndexedDB, one entry per member, so that one
 * member never restores another's data. The buster carries the app version: a new version starts
 * from an empty cache rather than reading answers of an older contract.
 */
const idbStore = createStore('book-portal', 'persisted-queries');
const KEY_PREFIX = 'query-cache:';
const LAST_MEMBER_KEY = 'portal-last-member';

const storage = {
  getItem: (key: string) => get<string>(key, idbStore).then((value) => value ?? null),
  setItem: (key: string, value: string) => set(key, value, idbStore),
  removeItem: (key: string) => del(key, idbStore),
};

let unsubscribe: (() => void) | null = null;
let activePersister: Persister | null = null;

function persisterFor(memberId: string): Persister {
  return createAsyncStoragePersister({
    storage,
    key: `${KEY_PREFIX}${memberId}`,
    throttleTime: 1_000,
  });
}

export interface PersistenceOptions {
  /**
   * Runs after the persisted cache is read and before it is put back, with what it holds: the
   * restore rebuilds each queued edit with the defaults registered at that moment, so the code of
   * whatever the cache holds must be registered first.
   */
  beforeRestore?: (state: PersistedClient['clientState']) => Promise<void>;
}

/**
 * Restores the member's persisted cache into `queryClient` and keeps saving it. Awaited before the
 * router's first load (and after each sign-in). When the browser was last used by another member,
 * everything of theirs (persisted cache, service-worker API caches) is deleted first.
 */
export async function startPersistence(
  queryClient: QueryClient,
  memberId: string,
  { beforeRestore }: PersistenceOptions = {},
): Promise<void> {
  stopPersistence();
  if (localStorage.getItem(LAST_MEMBER_KEY) !== memberId) {
    await deletePersistedData();
    localStorage.setItem(LAST_MEMBER_KEY, memberId);
  }
  const persister = persisterFor(memberId);
  activePersister = persister;
  const restoring: Persister = {
    ...persister,
    restoreClient: async () => {
      const persisted = await persister.restoreClient();
      if (persisted && beforeRestore) await beforeRestore(persisted.clientState);
      return persisted;
    },
  };
  try {
    await persistQueryClientRestore({
      queryClient,
      persister: restoring,
      maxAge: PERSIST_MAX_AGE,
      buster: config.appVersion,
    });
  } catch {
    // An unreadable cache is dropped by the restore itself; start empty.
  }
  unsubscribe = persistQueryClientSubscribe({
    queryClient,
    persister,
    buster: config.appVersion,
    dehydrateOptions: {
      shouldDehydrateQuery: (query) =>
        query.state.status === 'success' && query.meta?.persist !== false,
      shouldDehydrateMutation: isQueuedEdit,
    },
  });
  resumeQueuedEdits(queryClient);
}

/**
 * Mutations that may wait for the network say so with `meta.offlineQueue` (the selection edits).
 * Every one the server has not confirmed is saved, not only the paused ones: an edit under way or
 * retrying when the tab closes is replayed after the reload (its Idempotency-Key, or the nature of
 * the call, keeps the replay from applying it twice).
 */
const isQueuedEdit = (mutation: Mutation) =>
  mutation.state.status === 'pending' && mutation.meta?.offlineQueue === true;

/**
 * Sends the restored queued edits again, in their scope's order: the query library resumes only
 * paused mutations, and one restored while it was under way would otherwise wait forever. While
 * offline each one pauses again until the connection is back.
 */
function resumeQueuedEdits(queryClient: QueryClient) {
  for (const mutation of queryClient.getMutationCache().getAll()) {
    if (isQueuedEdit(mutation)) void mutation.continue().catch(() => undefined);
  }
}

/** Stops saving the cache (the next step of a logout is to clear it). */
export function stopPersistence() {
  unsubscribe?.();
  unsubscribe = null;
  activePersister = null;
}

/** Whether a persisted cache is being kept (a member is signed in). */
export function isPersisting(): boolean {
  return activePersister !== null;
}

/**
 * Deletes every member's persisted cache and the member API caches of the service worker.
 * Precached app files and public covers stay.
 */
export async function deletePersistedData(): Promise<void> {
  const stored = await keys(idbStore);
  await Promise.all(
    stored.filter((key) => String(key).startsWith(KEY_PREFIX)).map((key) => del(key, idbStore)),
  );
  if (typeof caches !== 'undefined') {
    const names = await caches.keys();
    await Promise.all(
      names
        .filter((name) => name.startsWith(MEMBER_CACHE_PREFIX))
        .map((name) => caches.delete(name)),
    );
  }
}

/**
 * Everything a logout must do before the tokens are dropped (design.md, pitfalls): stop the
 * persister, clear queries and queued mutations, remove the persisted client, delete the member API
 * caches.
 */
export async function purgeMemberData(queryClient: QueryClient): Promise<void> {
  stopPersistence();
  await queryClient.cancelQueries();
  queryClient.clear();
  await deletePersistedData();
  localStorage.removeItem(LAST_MEMBER_KEY);
}
