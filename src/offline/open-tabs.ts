/**
 * Which tabs (pages) of the portal are open, with the Web Locks API: each page holds a lock named
 * after its tab id for as long as it lives, and the browser lets go of it when the page goes
 * (closed, reloaded, crashed). A cache saved by a tab whose lock nobody holds belongs to nobody,
 * and the next tab to look takes it over (src/offline/persist.ts).
 */
const TAB_LOCK_PREFIX = 'book-portal-tab:';
/** sessionStorage survives a reload of the tab, so a reloaded page keeps its tab id. */
const TAB_ID_KEY = 'portal-tab-id';
/** How long a reloaded page waits for its previous document to let go of the tab's lock. */
const RELOAD_WAIT_MS = 3_000;
/**
 * How long a tab whose lock came free may take to come back (a reload, an address typed in the
 * same tab: its next document takes the lock again) before the other tabs count it as gone.
 */
const RETURN_GRACE_MS = 4_000;
/**
 * Written as a page goes, read by the next document of the same tab: it comes after a page of its
 * own, whose lock it waits for, whatever its navigation type (a typed address is not a reload).
 */
const LEFT_KEY = 'portal-tab-left';
/** Where each page says it has opened (see {@link watchTabsGoing}). */
const TABS_CHANNEL = 'book-portal-tabs';

const locks = (): LockManager | undefined =>
  typeof navigator !== 'undefined' ? navigator.locks : undefined;

let claimed: Promise<string> | undefined;

/**
 * This page's tab id, held for the page's life. A reload keeps the tab's id (and so restores its
 * own saved cache); a duplicated tab, whose copied id is still held by the original, gets a new one.
 */
export function claimTabId(): Promise<string> {
  claimed ??= claim();
  return claimed;
}

async function claim(): Promise<string> {
  const previous = sessionStorage.getItem(TAB_ID_KEY);
  const followsItself = previous !== null && sessionStorage.getItem(LEFT_KEY) === previous;
  sessionStorage.removeItem(LEFT_KEY);
  const id =
    previous && (await hold(previous, isReload() || followsItself ? RELOAD_WAIT_MS : 0))
      ? previous
      : await holdNew();
  sessionStorage.setItem(TAB_ID_KEY, id);
  // A duplicated tab copies sessionStorage: only a page that is going leaves the mark behind.
  window.addEventListener('pagehide', () => sessionStorage.setItem(LEFT_KEY, id));
  window.addEventListener('pageshow', () => sessionStorage.removeItem(LEFT_KEY));
  announce(id);
  return id;
}

async function holdNew(): Promise<string> {
  const id = crypto.randomUUID();
  await hold(id, 0);
  return id;
}

function isReload(): boolean {
  const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  return navigation?.type === 'reload';
}

/**
 * Takes the tab's lock and keeps it until the page goes; false when another page holds it after
 * `waitMs`. Without the Web Locks API nothing can be held: each page gets a new id and every tab
 * counts as closed to the others (see {@link openTabIds}). Nothing is lost then; at worst an edit
 * is sent twice, which its Idempotency-Key makes harmless.
 */
function hold(id: string, waitMs: number): Promise<boolean> {
  const manager = locks();
  if (!manager) return Promise.resolve(false);
  return new Promise((resolve) => {
    const options: LockOptions =
      waitMs > 0 ? { signal: AbortSignal.timeout(waitMs) } : { ifAvailable: true };
    manager
      .request(`${TAB_LOCK_PREFIX}${id}`, options, (lock) => {
        resolve(lock !== null);
        // Held until the page goes.
        return lock ? new Promise<never>(() => undefined) : undefined;
      })
      .catch(() => resolve(false));
  });
}

/** Tells the other tabs that this one is open, so that they notice when it goes. */
function announce(id: string) {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(TABS_CHANNEL);
  channel.postMessage(id);
  channel.close();
}

/**
 * Calls `onGone` each time another tab lets go of its lock (closed, crashed, or loading its next
 * page: see {@link closedTabsAfterGrace}), whether it was open when this started or opened later:
 * its queued edits are to be taken over at once, not only when the connection next comes back.
 * Waits in line for each tab's lock, which the browser grants once the tab has let go of it, and
 * lets go at once (a reloaded tab takes it back). Returns what stops watching.
 */
export function watchTabsGoing(ownId: string, onGone: (id: string) => void): () => void {
  const manager = locks();
  if (!manager || typeof BroadcastChannel === 'undefined') return () => undefined;
  const stop = new AbortController();
  const watched = new Set<string>();
  const watch = (id: string) => {
    if (id === ownId || watched.has(id) || stop.signal.aborted) return;
    watched.add(id);
    manager
      .request(`${TAB_LOCK_PREFIX}${id}`, { signal: stop.signal }, () => {
        watched.delete(id);
        if (!stop.signal.aborted) onGone(id);
      })
      .catch(() => undefined);
  };
  const channel = new BroadcastChannel(TABS_CHANNEL);
  channel.onmessage = (event: MessageEvent<unknown>) => {
    if (typeof event.data === 'string') watch(event.data);
  };
  void openTabIds().then((ids) => ids.forEach(watch));
  return () => {
    stop.abort();
    channel.close();
  };
}

/**
 * Of `tabIds` (tabs that saved a cache), those without their lock after {@link RETURN_GRACE_MS}. A tab lets go of its lock between two pages too (a reload, an address
 * typed in it): its next page takes it back and restores the tab's edits. Taken over meanwhile by
 * another tab, they would be sent from there, and the page that made them would show neither
 * them nor what they did.
 */
export async function closedTabsAfterGrace(tabIds: string[]): Promise<Set<string>> {
  if (tabIds.length === 0) return new Set();
  await new Promise((resolve) => setTimeout(resolve, RETURN_GRACE_MS));
  const open = await openTabIds();
  return new Set(tabIds.filter((id) => !open.has(id)));
}

export async function openTabIds(): Promise<Set<string>> {
  const manager = locks();
  if (!manager) return new Set();
  const { held = [] } = await manager.query();
  return new Set(
    held
      .map((lock) => lock.name ?? '')
      .filter((name) => name.startsWith(TAB_LOCK_PREFIX))
      .map((name) => name.slice(TAB_LOCK_PREFIX.length)),
  );
}

/** Runs `task` while no other tab runs one under the same name (one tab takes over at a time). */
export async function exclusively<T>(name: string, task: () => Promise<T>): Promise<T> {
  const manager = locks();
  if (!manager) return task();
  return await manager.request(`book-portal-${name}`, task);
}
