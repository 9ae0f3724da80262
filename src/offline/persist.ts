import {
  dehydrate,
  hydrate,
  onlineManager,
  QueryClient,
  type DehydrateOptions,
  type DehydratedState,
  type Mutation,
} from '@tanstack/react-query';
import type { PersistedClient } from '@tanstack/react-query-persist-client';
import { del, get, keys, set } from 'idb-keyval';
import { config } from '@/lib/config';
import { MEMBER_CACHE_PREFIX } from './cache-names';
import { putInEditOrder } from './edit-order';
import { deleteOtherMembersHoldings } from './holdings-db';
import { shareAppliedEdits } from './edits-elsewhere';
import { idbStore as reopenableStore } from './idb-store';
import {
  claimTabId,
  closedTabsAfterGrace,
  exclusively,
  openTabIds,
  watchTabsGoing,
} from './open-tabs';
import { answeredEdits, PERSIST_MAX_AGE } from './query-client';
import { takeOverSavedCaches, type SavedCache } from './saved-caches';

/**
 * The query cache (and queued edits) saved to IndexedDB, per member and per tab: one member never
 * restores another's data, and one tab never overwrites the edits another tab has queued (a tab
 * closed before it could send them leaves them to the next tab, src/offline/saved-caches.ts). The
 * buster carries the shapes of what is saved, not the app version: an update keeps the answers the
 * member opened unless their shape changed.
 */
const idbStore = reopenableStore('book-portal', 'persisted-queries');
const KEY_PREFIX = 'query-cache:';
const LAST_MEMBER_KEY = 'portal-last-member';
/** At most one save a second: a burst of cache events is one write. */
const SAVE_INTERVAL_MS = 1_000;

/**
 * The variable of a queued edit naming the member who made it: the edit is theirs, sent only under
 * their session (features/selections/api/mutations/queued-edit.ts).
 */
export const EDIT_OWNER = 'owner';
export type OwnedEdit = { [EDIT_OWNER]?: string };

/** The key of a tab's saved cache; a cache saved before tabs had their own has no tab part. */
export const savedCacheKey = (memberId: string, tabId: string) =>
  tabId ? `${KEY_PREFIX}${memberId}:${tabId}` : `${KEY_PREFIX}${memberId}`;

async function savedKeysOf(memberId: string): Promise<string[]> {
  const own = `${KEY_PREFIX}${memberId}`;
  return (await keys(idbStore))
    .map(String)
    .filter((key) => key === own || key.startsWith(`${own}:`));
}

/** Every cache saved for the member, by any tab; an unreadable one is deleted. */
async function readSavedCaches(memberId: string): Promise<SavedCache[]> {
  const own = `${KEY_PREFIX}${memberId}`;
  const stored = await savedKeysOf(memberId);
  const saved = await Promise.all(
    stored.map(async (key): Promise<SavedCache | null> => {
      try {
        const client = JSON.parse((await get<string>(key, idbStore)) ?? '') as PersistedClient;
        if (!client?.clientState) throw new Error('not a saved cache');
        return { tabId: key.slice(own.length + 1), client };
      } catch {
        await del(key, idbStore);
        return null;
      }
    }),
  );
  return saved.filter((cache) => cache !== null);
}

const dehydrateOptions: DehydrateOptions = {
  shouldDehydrateQuery: (query) => query.state.data !== undefined && query.meta?.persist !== false,
  shouldDehydrateMutation: (mutation) => isQueuedEdit(mutation),
};

/**
 * What a tab saves: every query that holds data (whatever became of its last refresh) and the
 * queued edits. A query whose background refresh failed on a bad connection still holds what the
 * member saw; it is saved as that answer, dated when it was fetched, so the page it belongs to
 * still opens offline after a reload instead of saying it was never opened.
 */
export function savedState(queryClient: QueryClient): DehydratedState {
  const state = dehydrate(queryClient, dehydrateOptions);
  return {
    ...state,
    queries: state.queries.map((query) =>
      query.state.status === 'error'
        ? {
            ...query,
            state: {
              ...query.state,
              status: 'success',
              error: null,
              errorUpdatedAt: 0,
              fetchFailureCount: 0,
              fetchFailureReason: null,
            },
          }
        : query,
    ),
  };
}

/**
 * Saved as JSON, a queued edit's meta lost its functions (the failure toast it chooses,
 * docs/architecture.md#errors): it takes them back from the defaults registered for its key, as
 * it takes its mutationFn. Call after the registration, before the state is put back.
 */
export function withRegisteredMeta(queryClient: QueryClient, state: DehydratedState) {
  for (const edit of state.mutations) {
    const defaults = edit.mutationKey && queryClient.getMutationDefaults(edit.mutationKey).meta;
    if (defaults) edit.meta = { ...defaults, ...edit.meta };
  }
}

export function saveCache(queryClient: QueryClient, memberId: string, tabId: string) {
  const client: PersistedClient = {
    buster: config.persistedShapes,
    timestamp: Date.now(),
    clientState: savedState(queryClient),
  };
  return set(savedCacheKey(memberId, tabId), JSON.stringify(client), idbStore);
}

export interface PersistenceOptions {
  /**
   * Runs before saved caches are put back, with what they hold: the restore rebuilds each queued
   * edit with the defaults registered at that moment, so the code of whatever the cache holds must
   * be registered first.
   */
  beforeRestore?: (state: DehydratedState) => Promise<void>;
}

interface Persistence {
  queryClient: QueryClient;
  memberId: string;
  tabId: string;
  beforeRestore: PersistenceOptions['beforeRestore'];
  /** Saves run one after another, each writing the cache as it is when it runs. */
  saving: Promise<void>;
  timer: ReturnType<typeof setTimeout> | undefined;
  lastSave: number;
  stopped: boolean;
  unsubscribe: () => void;
}

let active: Persistence | null = null;

/** Saves now (after any save under way); rejects when the write fails. */
function saveNow(persistence: Persistence): Promise<void> {
  clearTimeout(persistence.timer);
  persistence.timer = undefined;
  persistence.lastSave = Date.now();
  const done = persistence.saving.then(async () => {
    if (persistence.stopped) return;
    const edits = persistence.queryClient.getMutationCache().getAll().filter(isQueuedEdit);
    await saveCache(persistence.queryClient, persistence.memberId, persistence.tabId);
    markOnDevice(edits);
  });
  persistence.saving = done.catch(() => undefined);
  return done;
}

function scheduleSave(persistence: Persistence) {
  if (persistence.timer !== undefined || persistence.stopped) return;
  const wait = Math.max(0, persistence.lastSave + SAVE_INTERVAL_MS - Date.now());
  persistence.timer = setTimeout(() => void saveNow(persistence).catch(() => undefined), wait);
}

/**
 * Restores the member's saved caches into `queryClient` and keeps saving this tab's. Awaited
 * before the router's first load (and after each sign-in). When the browser was last used by
 * another member, everything of theirs (saved caches, service-worker API caches) is deleted first.
 * Each time another tab goes, and each time the connection comes back, the edits of tabs closed
 * meanwhile are taken over and sent.
 */
export async function startPersistence(
  queryClient: QueryClient,
  memberId: string,
  { beforeRestore }: PersistenceOptions = {},
): Promise<void> {
  await stopPersistence();
  if (localStorage.getItem(LAST_MEMBER_KEY) !== memberId) {
    await deletePersistedData();
    // Another member's holdings are never read here (they are stored by member id): a failed
    // clean-up must not keep this member from signing in.
    await deleteOtherMembersHoldings(memberId).catch(() => undefined);
    localStorage.setItem(LAST_MEMBER_KEY, memberId);
  }
  const persistence: Persistence = {
    queryClient,
    memberId,
    tabId: await claimTabId(),
    beforeRestore,
    saving: Promise.resolve(),
    timer: undefined,
    lastSave: 0,
    stopped: false,
    unsubscribe: () => undefined,
  };
  active = persistence;
  const restored = await takeOver(persistence).catch(() => []);
  const onChange = (event: { type: string }) => {
    if (event.type === 'added' || event.type === 'removed' || event.type === 'updated') {
      scheduleSave(persistence);
    }
  };
  // An edit queued or confirmed is saved at once, not within the second: a reload right after it
  // must neither lose it nor send it again. So is everything when the page goes (reload, close).
  const onEdit = (event: { type: string }) => {
    if (event.type === 'added' || event.type === 'removed' || event.type === 'updated') {
      saveAtOnce();
    }
  };
  const saveAtOnce = () => void saveNow(persistence).catch(() => undefined);
  const takeOverClosedTabs = () =>
    void otherTabsWithCaches(memberId, persistence.tabId)
      .then(closedTabsAfterGrace)
      .then((closed) => (closed.size > 0 ? takeOver(persistence, closed) : []))
      .then(send, () => undefined);
  // A tab being closed is hidden first, and `pagehide` may come too late for the write to finish:
  // what was read less than a second before (not yet saved) is saved as the page is hidden.
  const saveWhenHidden = () => {
    if (document.visibilityState === 'hidden') saveAtOnce();
  };
  window.addEventListener('pagehide', saveAtOnce);
  document.addEventListener('visibilitychange', saveWhenHidden);
  const subscriptions = [
    queryClient.getQueryCache().subscribe(onChange),
    queryClient.getMutationCache().subscribe(onEdit),
    () => window.removeEventListener('pagehide', saveAtOnce),
    () => document.removeEventListener('visibilitychange', saveWhenHidden),
    answeredEdits.subscribe(saveAtOnce),
    onlineManager.subscribe((online) => {
      if (online) takeOverClosedTabs();
    }),
    watchTabsGoing(persistence.tabId, takeOverClosedTabs),
    shareAppliedEdits(queryClient, memberId),
    resumeAfterGoneTabs(persistence),
  ];
  persistence.unsubscribe = () => subscriptions.forEach((unsubscribe) => unsubscribe());
  // Sent in the next task: after a sign-in, once the session (its token) has been stored.
  setTimeout(() => send(restored));
}

/**
 * Holds back this tab's waiting edits, when the connection comes back (or the tab gets the focus),
 * until the edits of a tab that has just gone are taken over: they are older than the ones this
 * tab queued since, and the query library sends a scope's edits in the order they are in its cache
 * (src/offline/edit-order.ts puts those taken over first). Without this a tab closed less than the
 * 4 s grace before the line came back left its older Save to be sent after this tab's newer one,
 * which it then undid. Only a tab that holds queued edits and whose lock is free now is waited
 * for (at most the grace); a tab that comes back in time keeps its own edits. Returns what stops it.
 */
function resumeAfterGoneTabs(persistence: Persistence): () => void {
  const { queryClient } = persistence;
  const resume = QueryClient.prototype.resumePausedMutations;
  let goneTabsFirst: Promise<void> | null = null;
  queryClient.resumePausedMutations = function (this: QueryClient) {
    goneTabsFirst ??= takeOverGoneTabs(persistence).finally(() => {
      goneTabsFirst = null;
    });
    return goneTabsFirst.then(() => resume.call(this));
  };
  return () => {
    delete (queryClient as Partial<Pick<QueryClient, 'resumePausedMutations'>>)
      .resumePausedMutations;
  };
}

/** Takes over (and sends) the edits of tabs whose lock is free, once the grace says they are gone. */
async function takeOverGoneTabs(persistence: Persistence): Promise<void> {
  try {
    const { memberId, tabId } = persistence;
    const open = await openTabIds();
    const gone = (await otherTabsWithCaches(memberId, tabId)).filter((id) => !open.has(id));
    if (gone.length === 0) return;
    const withEdits = (await readSavedCaches(memberId))
      .filter(
        (cache) => gone.includes(cache.tabId) && cache.client.clientState.mutations.length > 0,
      )
      .map((cache) => cache.tabId);
    if (withEdits.length === 0) return;
    const closed = await closedTabsAfterGrace(withEdits);
    if (closed.size === 0 || persistence.stopped) return;
    send(await takeOver(persistence, closed));
  } catch {
    // This tab's own edits are sent anyway.
  }
}

export interface Restored {
  edits: Mutation[];
  /** Tabs whose saved caches were taken over: to delete once this tab's saved cache holds them. */
  takenOver: string[];
}

/**
 * Puts back what the member's saved caches hold for this tab (src/offline/saved-caches.ts): at
 * start, its own (a reload's), the answers of every tab and the edits of closed tabs; with
 * `closedTabs`, only what those of them still closed left.
 */
export async function restoreSavedCaches(
  queryClient: QueryClient,
  memberId: string,
  tabId: string,
  {
    closedTabs,
    beforeRestore,
    isCancelled = () => false,
  }: PersistenceOptions & {
    closedTabs?: Set<string>;
    /** True once the member has signed out meanwhile: nothing is put back then. */
    isCancelled?: () => boolean;
  } = {},
): Promise<Restored> {
  const liveTabIds = await openTabIds();
  let saved = await readSavedCaches(memberId);
  if (closedTabs) {
    saved = saved.filter(
      (cache) =>
        closedTabs.has(cache.tabId) && cache.tabId !== tabId && !liveTabIds.has(cache.tabId),
    );
  }
  const { state, takenOver } = takeOverSavedCaches({
    saved,
    ownTabId: tabId,
    liveTabIds,
    buster: config.persistedShapes,
    maxAge: PERSIST_MAX_AGE,
    now: Date.now(),
  });
  if (!state) return { edits: [], takenOver };
  // The member's own saved caches hold only their edits; one saved before edits named their member
  // is theirs too.
  for (const { state: edit } of state.mutations) {
    const vars = edit.variables as OwnedEdit | undefined;
    if (vars && typeof vars === 'object') vars[EDIT_OWNER] ??= memberId;
  }
  await beforeRestore?.(state);
  if (isCancelled()) return { edits: [], takenOver: [] };
  withRegisteredMeta(queryClient, state);
  const before = new Set(queryClient.getMutationCache().getAll());
  hydrate(queryClient, state);
  // A saved answer is never taken as fresh, however recent: the newest of several tabs' answers
  // may predate an edit this tab's previous page saw applied (the page would keep showing the
  // selection without it, with no edit waiting either). Shown at once, it is asked again.
  for (const { queryHash } of state.queries)
    queryClient.getQueryCache().get(queryHash)?.invalidate();
  const edits = queryClient
    .getMutationCache()
    .getAll()
    .filter((mutation) => !before.has(mutation) && isQueuedEdit(mutation));
  putInEditOrder(queryClient.getMutationCache(), edits, isQueuedEdit);
  // Read from the device, they are on it (in another tab's saved cache until this tab's next save).
  markOnDevice(edits);
  return { edits, takenOver };
}

/**
 * The tabs, other than this one, that saved a cache for the member: whether they are closed is
 * decided after the grace (see closedTabsAfterGrace), not now. Called as a tab lets go of its
 * lock, this one may hold that lock for a moment (it waited in line for it).
 */
async function otherTabsWithCaches(memberId: string, ownTabId: string): Promise<string[]> {
  const own = `${KEY_PREFIX}${memberId}`;
  return (await savedKeysOf(memberId))
    .map((key) => key.slice(own.length + 1))
    .filter((id) => id !== ownTabId);
}

/**
 * Restores saved caches (see {@link restoreSavedCaches}), one tab at a time, and resolves with the
 * edits put back as soon as they are in the cache. The caches taken over are deleted once this
 * tab's saved cache holds what they had, still before another tab may look: no edit is lost if
 * the tab closes in between, and none is taken over twice.
 */
function takeOver(persistence: Persistence, closedTabs?: Set<string>): Promise<Mutation[]> {
  const { queryClient, memberId, tabId, beforeRestore } = persistence;
  return new Promise<Mutation[]>((resolve, reject) => {
    exclusively(`cache:${memberId}`, async () => {
      const { edits, takenOver } = await restoreSavedCaches(queryClient, memberId, tabId, {
        closedTabs,
        beforeRestore,
        isCancelled: () => persistence.stopped,
      });
      resolve(persistence.stopped ? [] : edits);
      if (takenOver.length === 0 || persistence.stopped) return;
      await saveNow(persistence);
      if (persistence.stopped) return;
      await Promise.all(takenOver.map((id) => del(savedCacheKey(memberId, id), idbStore)));
    }).catch(reject);
  });
}

/**
 * Mutations that may wait for the network say so with `meta.offlineQueue` (the selection edits).
 * Every one the server has not confirmed is saved, not only the paused ones: an edit under way or
 * retrying when the tab closes is replayed after the reload (its Idempotency-Key, or the nature of
 * the call, keeps the replay from applying it twice).
 */
const isQueuedEdit = (mutation: Mutation) =>
  mutation.state.status === 'pending' &&
  mutation.meta?.offlineQueue === true &&
  !answeredEdits.has(mutation);

/**
 * Sends restored queued edits again, in their scope's order: the query library resumes only
 * paused mutations, and one restored while it was under way would otherwise wait forever. While
 * offline each one pauses again until the connection is back.
 */
function send(mutations: Mutation[]) {
  for (const mutation of mutations) void mutation.continue().catch(() => undefined);
}

/**
 * Resolves once this tab's saved cache holds the edit being sent (`vars`, its variables): a save
 * written after the edit was made, so after it. Awaited before each send of a queued edit: a tab
 * closed the moment the request leaves (its answer then never comes) leaves the edit on the
 * device, and the next tab or start sends it again (once: its Idempotency-Key, or its nature).
 */
export async function editSavedBeforeSending(vars: unknown): Promise<void> {
  const persistence = active;
  if (!persistence || persistence.stopped) return;
  const edit = editMadeWith(persistence, vars);
  if (!edit || savedEdits.has(edit)) return;
  await saveNow(persistence).catch(() => undefined);
}

const editMadeWith = (persistence: Persistence, vars: unknown) =>
  persistence.queryClient
    .getMutationCache()
    .getAll()
    .find((mutation) => mutation.state.variables === vars);

/** The queued edits a finished save wrote to this tab's saved cache (or that were read from one). */
const savedEdits = new WeakSet<Mutation>();
const onDeviceListeners = new Set<() => void>();

function markOnDevice(edits: readonly Mutation[]) {
  const fresh = edits.filter((edit) => !savedEdits.has(edit));
  for (const edit of fresh) savedEdits.add(edit);
  if (fresh.length > 0) for (const listener of onDeviceListeners) listener();
}

/**
 * Whether a queued edit is written to the device: only then may the page say it waits (a tab
 * closed the moment after, however slow its saves, leaves it to the next tab or start). Without
 * persistence (no member's data is kept) nothing is written, and nothing waits for it.
 */
export const isEditOnDevice = (edit: Mutation<unknown, Error, unknown, unknown>): boolean =>
  active === null || savedEdits.has(edit as Mutation);

/** Whether the queued edit made with `vars` (its variables) is on the device: see isEditOnDevice. */
export function isEditMadeWithOnDevice(vars: unknown): boolean {
  if (active === null) return true;
  const edit = editMadeWith(active, vars);
  return edit !== undefined && savedEdits.has(edit);
}

/** Calls `listener` each time queued edits reach the device; returns what stops it. */
export function subscribeToEditsOnDevice(listener: () => void): () => void {
  onDeviceListeners.add(listener);
  return () => onDeviceListeners.delete(listener);
}

/** The member whose data this tab holds and saves now, if any. */
export const persistedMemberId = (): string | null => active?.memberId ?? null;

/** Stops saving the cache (the next step of a logout is to clear it); resolves once no save runs. */
function stopPersistence(): Promise<void> {
  const persistence = active;
  active = null;
  if (!persistence) return Promise.resolve();
  persistence.stopped = true;
  clearTimeout(persistence.timer);
  persistence.unsubscribe();
  return persistence.saving;
}

/** How many edits wait to be sent for the member: this tab's and those saved by any tab. */
export async function countQueuedEdits(queryClient: QueryClient, memberId: string) {
  const here = queryClient.getMutationCache().getAll().filter(isQueuedEdit).length;
  const saved = await readSavedCaches(memberId).catch(() => []);
  const elsewhere = saved
    .filter((cache) => cache.tabId !== active?.tabId)
    .reduce((count, cache) => count + cache.client.clientState.mutations.length, 0);
  return here + elsewhere;
}

/**
 * A session that ended by itself (expired, revoked, refresh refused) while edits wait to be sent:
 * the edits are kept on this device for the same member's next sign-in, everything else goes. This
 * tab's edits are saved, the answers of every saved cache and the service worker's member caches
 * are deleted, and the query and mutation caches are emptied (the edits come back from the saved
 * cache at the next sign-in, once). Another member signing in deletes the edits too (see
 * {@link startPersistence}).
 */
export async function keepOnlyQueuedEdits(queryClient: QueryClient): Promise<void> {
  const persistence = active;
  await stopPersistence();
  await queryClient.cancelQueries();
  queryClient.getQueryCache().clear();
  if (persistence) {
    // The device now holds this member's edits: signing in again as them keeps and sends them,
    // another member's sign-in deletes them (see startPersistence).
    localStorage.setItem(LAST_MEMBER_KEY, persistence.memberId);
    await saveCache(queryClient, persistence.memberId, persistence.tabId);
    for (const cache of await readSavedCaches(persistence.memberId)) {
      const { clientState } = cache.client;
      const editsOnly = { ...cache.client, clientState: { ...clientState, queries: [] } };
      await set(
        savedCacheKey(persistence.memberId, cache.tabId),
        JSON.stringify(editsOnly),
        idbStore,
      );
    }
  }
  queryClient.getMutationCache().clear();
  await deleteMemberApiCaches();
}

export async function deleteSavedCachesOf(memberId: string): Promise<void> {
  await Promise.all((await savedKeysOf(memberId)).map((key) => del(key, idbStore)));
}

/**
 * Deletes every member's saved caches and the member API caches of the service worker.
 * Precached app files and public covers stay.
 */
async function deletePersistedData(): Promise<void> {
  const stored = await keys(idbStore);
  await Promise.all(
    stored.filter((key) => String(key).startsWith(KEY_PREFIX)).map((key) => del(key, idbStore)),
  );
  await deleteMemberApiCaches();
}

/** Deletes the service worker's caches of member API answers (the Cache API ignores tokens). */
async function deleteMemberApiCaches(): Promise<void> {
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
 * Everything a logout must do before the tokens are dropped (docs/pitfalls.md#logout-purge): stop saving,
 * clear queries and queued mutations, remove the saved caches, delete the member API caches.
 */
export async function purgeMemberData(queryClient: QueryClient): Promise<void> {
  await stopPersistence();
  await queryClient.cancelQueries();
  queryClient.clear();
  await deletePersistedData();
  localStorage.removeItem(LAST_MEMBER_KEY);
}
