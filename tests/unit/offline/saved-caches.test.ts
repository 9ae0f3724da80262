import { dehydrate, QueryClient, type DehydratedState } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { takeOverSavedCaches, type SavedCache } from '@/offline/saved-caches';

const NOW = Date.UTC(2026, 10, 22, 12);
const DAY = 24 * 60 * 60 * 1000;
const BUSTER = '1.4.0';

interface Saved {
  tabId: string;
  /** Query answers: [selection id, title, when fetched]. */
  answers?: [number, string, number][];
  /** Queued edits: [what, when made]. */
  edits?: [string, number][];
  buster?: string;
  savedAt?: number;
}

/** A tab's saved cache, built by the query library itself (dehydrate), as the app saves it. */
function saved({
  tabId,
  answers = [],
  edits = [],
  buster = BUSTER,
  savedAt = NOW,
}: Saved): SavedCache {
  const client = new QueryClient();
  for (const [id, title, at] of answers) {
    client.setQueryData(['selection', id], { title }, { updatedAt: at });
  }
  for (const [what, at] of edits) {
    client.getMutationCache().build(
      client,
      { mutationKey: ['selection', 'edit'], meta: { offlineQueue: true } },
      {
        context: undefined,
        data: undefined,
        error: null,
        failureCount: 0,
        failureReason: null,
        isPaused: true,
        status: 'pending',
        variables: { what },
        submittedAt: at,
      },
    );
  }
  const clientState = dehydrate(client, { shouldDehydrateMutation: () => true });
  return { tabId, client: { buster, timestamp: savedAt, clientState } };
}

const take = (caches: SavedCache[], liveTabIds: string[] = [], ownTabId = 'me') =>
  takeOverSavedCaches({
    saved: caches,
    ownTabId,
    liveTabIds: new Set(liveTabIds),
    buster: BUSTER,
    maxAge: 7 * DAY,
    now: NOW,
  });

const editsOf = (state: DehydratedState | undefined) =>
  state?.mutations.map((mutation) => (mutation.state.variables as { what: string }).what) ?? [];
const titlesOf = (state: DehydratedState | undefined) =>
  Object.fromEntries(
    state?.queries.map((query) => [
      String(query.queryKey[1]),
      (query.state.data as { title: string }).title,
    ]) ?? [],
  );

describe('takeOverSavedCaches', () => {
  it('restores a reloaded tab’s own cache and takes over nothing', () => {
    const { state, takenOver } = take([
      saved({ tabId: 'me', answers: [[1, 'Spring', NOW - 10]], edits: [['add book 3', NOW - 5]] }),
    ]);
    expect(titlesOf(state)).toEqual({ 1: 'Spring' });
    expect(editsOf(state)).toEqual(['add book 3']);
    expect(takenOver).toEqual([]);
  });

  it('takes over the edits of a closed tab, leaves an open tab’s edits with it, and shares answers', () => {
    const { state, takenOver } = take(
      [
        saved({ tabId: 'closed', edits: [['rename 1', NOW - 20]] }),
        saved({
          tabId: 'open',
          answers: [[2, 'Autumn', NOW - 30]],
          edits: [['add book 9', NOW - 10]],
        }),
      ],
      ['open', 'me'],
    );
    expect(editsOf(state)).toEqual(['rename 1']);
    expect(titlesOf(state)).toEqual({ 2: 'Autumn' });
    expect(takenOver).toEqual(['closed']);
  });

  it('keeps the newest answer of a query, whichever tab saved it', () => {
    const { state } = take(
      [
        saved({ tabId: 'a', answers: [[1, 'Old name', NOW - 50]] }),
        saved({ tabId: 'b', answers: [[1, 'New name', NOW - 10]] }),
        saved({ tabId: 'c', answers: [[1, 'Older name', NOW - 90]] }),
      ],
      ['b'],
    );
    expect(titlesOf(state)).toEqual({ 1: 'New name' });
  });

  it('puts the edits of several tabs back in the order they were made', () => {
    const { state, takenOver } = take([
      saved({
        tabId: 'x',
        edits: [
          ['second', NOW - 20],
          ['fourth', NOW - 5],
        ],
      }),
      saved({ tabId: 'me', edits: [['third', NOW - 10]] }),
      saved({ tabId: '', edits: [['first', NOW - 30]] }),
    ]);
    expect(editsOf(state)).toEqual(['first', 'second', 'third', 'fourth']);
    expect(takenOver.sort()).toEqual(['', 'x']);
  });

  it('restores once an edit found both in the closed tab’s cache and in the one that took it over', () => {
    const { state, takenOver } = take([
      saved({ tabId: 'closed', edits: [['rename 1', NOW - 20]] }),
      saved({
        tabId: 'me',
        edits: [
          ['rename 1', NOW - 20],
          ['rename 1', NOW - 10],
        ],
      }),
    ]);
    expect(editsOf(state)).toEqual(['rename 1', 'rename 1']);
    expect(state?.mutations.map((mutation) => mutation.state.submittedAt)).toEqual([
      NOW - 20,
      NOW - 10,
    ]);
    expect(takenOver).toEqual(['closed']);
  });

  it('drops answers saved by another app version but never its queued edits', () => {
    const { state } = take([
      saved({
        tabId: 'closed',
        buster: '1.3.0',
        answers: [[1, 'Spring', NOW - 10]],
        edits: [['add book 3', NOW - 5]],
      }),
    ]);
    expect(titlesOf(state)).toEqual({});
    expect(editsOf(state)).toEqual(['add book 3']);
  });

  it('restores nothing from an expired cache, and still takes it over so that it is deleted', () => {
    const { state, takenOver } = take([
      saved({
        tabId: 'closed',
        savedAt: NOW - 8 * DAY,
        answers: [[1, 'Spring', NOW - 8 * DAY]],
        edits: [['add book 3', NOW - 8 * DAY]],
      }),
    ]);
    expect(state).toBeUndefined();
    expect(takenOver).toEqual(['closed']);
  });
});
