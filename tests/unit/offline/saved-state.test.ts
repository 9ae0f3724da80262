import { QueryClient, hydrate } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';

vi.mock('@/lib/config', () => ({
  config: { apiBaseUrl: 'http://api.test/api/v1', appVersion: 'test' },
}));

const { savedState, withRegisteredMeta } = await import('@/offline/persist');

/** A query that was answered once, then failed to refresh (a dropout during a background refetch). */
async function answeredThenFailed(client: QueryClient, key: string[], data: unknown) {
  client.setQueryData(key, data, { updatedAt: 1_000 });
  await client
    .fetchQuery({
      queryKey: key,
      queryFn: () => Promise.reject(new Error('offline')),
      retry: false,
      staleTime: 0,
    })
    .catch(() => undefined);
}

describe('what a tab saves of its query cache', () => {
  it('keeps every query that holds data, also one whose last refresh failed', async () => {
    const client = new QueryClient();
    await answeredThenFailed(client, ['selection', 'public'], { books: [1, 2] });
    expect(client.getQueryState(['selection', 'public'])?.status).toBe('error');

    const state = savedState(client);

    const saved = state.queries.find((query) => query.queryKey[1] === 'public');
    expect(saved?.state.data).toEqual({ books: [1, 2] });
    // Restored as the data the member saw, dated when it was fetched, not as a failure.
    const restored = new QueryClient();
    hydrate(restored, JSON.parse(JSON.stringify(state)));
    expect(restored.getQueryState(['selection', 'public'])).toMatchObject({
      status: 'success',
      data: { books: [1, 2] },
      dataUpdatedAt: 1_000,
      error: null,
    });
  });

  it('leaves out queries without data and those marked not to persist', async () => {
    const client = new QueryClient();
    await client
      .fetchQuery({
        queryKey: ['never'],
        queryFn: () => Promise.reject(new Error('x')),
        retry: false,
      })
      .catch(() => undefined);
    client.setQueryData(['greeting'], 'hello');
    client.getQueryCache().find({ queryKey: ['greeting'] })!.options.meta = { persist: false };
    client.setQueryData(['kept'], 1);

    expect(savedState(client).queries.map((query) => query.queryKey)).toEqual([['kept']]);
  });
});

describe('a queued edit restored after a reload', () => {
  it('takes back the failure toast it chooses, which the saved JSON cannot hold', () => {
    const errorToast = () => 'Not applied';
    const meta = { offlineQueue: true, errorToast };
    const client = new QueryClient();
    client.setMutationDefaults(['selections', 'rename'], { meta });
    // A queued edit waiting for the network when the tab closed.
    client.getMutationCache().build(
      client,
      { mutationKey: ['selections', 'rename'], meta },
      {
        context: undefined,
        data: undefined,
        error: null,
        failureCount: 0,
        failureReason: null,
        isPaused: true,
        status: 'pending',
        variables: { id: 's-1', name: '새 이름' },
        submittedAt: 1_000,
      },
    );
    const saved = JSON.parse(JSON.stringify(savedState(client)));
    expect(saved.mutations[0].meta).toEqual({ offlineQueue: true });

    const restored = new QueryClient();
    restored.setMutationDefaults(['selections', 'rename'], { meta });
    withRegisteredMeta(restored, saved);
    hydrate(restored, saved);
    expect(restored.getMutationCache().getAll()[0]?.meta).toEqual(meta);
  });
});
