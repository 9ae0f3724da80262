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
  if (previous && (await hold(previous, isReload() ? RELOAD_WAIT_MS : 0))) {
    announce(previous);
    return previous;
  }
  const id = crypto.randomUUID();
  await hold(id, 0);
  sessionStorage.setItem(TAB_ID_KEY, id);
  announce(id);
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
 * Calls `onGone` each time another tab goes (closed, reloaded, crashed), whether it was open
 * when this started or opened later: its queued edits are to be taken over at once, not only
 * when the connection next comes back. Waits in line for each tab's lock, which the browser
 * grants once the tab has let go of it, and lets go at once (a reloaded tab takes it back).
 * Returns what stops watching.
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

/** The ids of the tabs open now. */
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
