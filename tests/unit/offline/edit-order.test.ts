import {
  dehydrate,
  hydrate,
  onlineManager,
  QueryClient,
  type Mutation,
} from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { putInEditOrder } from '@/offline/edit-order';

const SCOPE = { id: 'selections' };
const isQueuedEdit = (mutation: Mutation) =>
  mutation.state.status === 'pending' && mutation.meta?.offlineQueue === true;

/** A tab's query client whose queued edits record, in order, what reached "the server". */
function tab(sent: string[]) {
  const client = new QueryClient();
  client.setMutationDefaults(['edit'], {
    mutationFn: async ({ what }: { what: string }) => {
      sent.push(what);
      await Promise.resolve();
      return what;
    },
    scope: SCOPE,
    networkMode: 'online',
    meta: { offlineQueue: true },
  });
  return client;
}

/** Queues an edit while offline, made at `at`, the way a page does (it waits paused). */
function queue(client: QueryClient, what: string, at: number) {
  const realNow = Date.now;
  Date.now = () => at;
  try {
    const mutation = client.getMutationCache().build(client, { mutationKey: ['edit'] });
    void mutation.execute({ what }).catch(() => undefined);
    return mutation;
  } finally {
    Date.now = realNow;
  }
}

/** What a closed tab left: its queued edits as it saved them. */
function closedTabEdits(edits: [string, number][]) {
  const closed = tab([]);
  for (const [what, at] of edits) queue(closed, what, at);
  return dehydrate(closed, { shouldDehydrateMutation: isQueuedEdit });
}

/** Takes over a closed tab's edits as the app does: hydrate, then send what was put back. */
function takeOver(client: QueryClient, state: ReturnType<typeof dehydrate>, order: boolean) {
  const before = new Set(client.getMutationCache().getAll());
  hydrate(client, state);
  const restored = client
    .getMutationCache()
    .getAll()
    .filter((mutation) => !before.has(mutation));
  if (order) putInEditOrder(client.getMutationCache(), restored, isQueuedEdit);
  for (const mutation of restored) void mutation.continue().catch(() => undefined);
}

async function lineReturns(client: QueryClient) {
  onlineManager.setOnline(true);
  await client.resumePausedMutations();
  await expect.poll(() => client.getMutationCache().getAll().filter(isQueuedEdit)).toEqual([]);
}

afterEach(() => onlineManager.setOnline(true));

describe('putInEditOrder', () => {
  it('sends an older edit taken over from a closed tab before this tab’s newer one', async () => {
    onlineManager.setOnline(false);
    const closed = closedTabEdits([['PO old', 1_000]]);
    const sent: string[] = [];
    const open = tab(sent);
    queue(open, 'PO new', 2_000);
    takeOver(open, closed, true);
    await lineReturns(open);
    expect(sent).toEqual(['PO old', 'PO new']);
  });

  it('interleaves both tabs’ edits by when each was made, each sent once', async () => {
    onlineManager.setOnline(false);
    const closed = closedTabEdits([
      ['rename', 1_000],
      ['ISBN list', 3_000],
      ['delete', 5_000],
    ]);
    const sent: string[] = [];
    const open = tab(sent);
    queue(open, 'save 2', 2_000);
    queue(open, 'save 4', 4_000);
    takeOver(open, closed, true);
    await lineReturns(open);
    expect(sent).toEqual(['rename', 'save 2', 'ISBN list', 'save 4', 'delete']);
  });

  it('leaves an edit already being sent where it is', async () => {
    const sent: string[] = [];
    const open = tab(sent);
    let answer: (value: unknown) => void = () => undefined;
    open.setMutationDefaults(['slow'], {
      mutationFn: ({ what }: { what: string }) => {
        sent.push(what);
        return new Promise((resolve) => (answer = resolve));
      },
      scope: SCOPE,
      networkMode: 'online',
      meta: { offlineQueue: true },
    });
    const underWay = open.getMutationCache().build(open, { mutationKey: ['slow'] });
    void underWay.execute({ what: 'under way' }).catch(() => undefined);
    await expect.poll(() => sent).toEqual(['under way']);
    takeOver(open, closedTabEdits([['older', 1]]), true);
    answer('done');
    await lineReturns(open);
    expect(sent).toEqual(['under way', 'older']);
  });

  it('without it, the closed tab’s older edit would be sent last', async () => {
    onlineManager.setOnline(false);
    const closed = closedTabEdits([['PO old', 1_000]]);
    const sent: string[] = [];
    const open = tab(sent);
    queue(open, 'PO new', 2_000);
    takeOver(open, closed, false);
    await lineReturns(open);
    expect(sent).toEqual(['PO new', 'PO old']);
  });
});
