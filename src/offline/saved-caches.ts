import type { DehydratedState } from '@tanstack/react-query';
import type { PersistedClient } from '@tanstack/react-query-persist-client';

type DehydratedQuery = DehydratedState['queries'][number];
type DehydratedMutation = DehydratedState['mutations'][number];

/**
 * The cache one tab saved for a member: each open tab (page) of the portal saves its own, so that
 * no tab overwrites another's queued edits. `tabId` is empty for a cache saved before tabs had
 * their own entries.
 */
export interface SavedCache {
  tabId: string;
  client: PersistedClient;
}

export interface TakeOverInput {
  saved: SavedCache[];
  /** This tab: its own saved cache (a reload's) is its to restore. */
  ownTabId: string;
  /** Tabs still open: their queued edits are theirs to send, their answers can be shared. */
  liveTabIds: ReadonlySet<string>;
  /** The current app version: answers saved by another version are not restored (their shape). */
  buster: string;
  maxAge: number;
  now: number;
}

export interface TakeOver {
  /** What to restore: undefined when nothing saved is usable. */
  state: DehydratedState | undefined;
  /**
   * Tabs whose saved caches this tab takes over (closed tabs, or expired caches): removed once
   * this tab's own saved cache holds what they had.
   */
  takenOver: string[];
}

/**
 * What a starting tab restores from the caches saved by every tab, and which of them it takes
 * over. Answers: from every fresh cache of this app version, the newest of each query (another
 * open tab's answers are as good as ours offline). Queued edits: this tab's own (after a reload)
 * and those of closed tabs, whatever version saved them: a member's edit is never dropped
 * silently; if the server no longer accepts it, the replay says what was not applied. An open
 * tab's edits stay with it, so no edit is sent by two tabs. Edits are restored in the order they
 * were made, so one selection's edits replay in order. An edit found in two caches (a tab reloaded
 * after saving what it took over, before deleting the cache it took it from) is restored once.
 */
export function takeOverSavedCaches({
  saved,
  ownTabId,
  liveTabIds,
  buster,
  maxAge,
  now,
}: TakeOverInput): TakeOver {
  const isOwn = (cache: SavedCache) => cache.tabId === ownTabId;
  const isOrphan = (cache: SavedCache) => !isOwn(cache) && !liveTabIds.has(cache.tabId);
  const queries = new Map<string, DehydratedQuery>();
  const mutations: DehydratedMutation[] = [];
  const seen = new Set<string>();
  for (const cache of saved) {
    if (now - cache.client.timestamp > maxAge) continue;
    const { clientState } = cache.client;
    if (cache.client.buster === buster) {
      for (const query of clientState.queries) {
        const kept = queries.get(query.queryHash);
        if (!kept || query.state.dataUpdatedAt > kept.state.dataUpdatedAt) {
          queries.set(query.queryHash, query);
        }
      }
    }
    if (isOwn(cache) || isOrphan(cache)) {
      for (const mutation of clientState.mutations) {
        const id = editIdentity(mutation);
        if (seen.has(id)) continue;
        seen.add(id);
        mutations.push(mutation);
      }
    }
  }
  mutations.sort((a, b) => a.state.submittedAt - b.state.submittedAt);
  const state =
    queries.size > 0 || mutations.length > 0
      ? { queries: [...queries.values()], mutations }
      : undefined;
  return { state, takenOver: saved.filter(isOrphan).map((cache) => cache.tabId) };
}

/** One edit as the member made it: its kind, when, and with what (its Idempotency-Key included). */
const editIdentity = (mutation: DehydratedMutation) =>
  JSON.stringify([mutation.mutationKey, mutation.state.submittedAt, mutation.state.variables]);
