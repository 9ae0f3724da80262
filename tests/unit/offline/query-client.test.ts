import { describe, expect, it } from 'vitest';
import { noteCachedAnswer } from '@/api/cached-at';
import { createQueryClient } from '@/offline/query-client';

const MINUTE = 60_000;

/** An answer the service worker served from its cache, fetched from the server at `fetchedAt`. */
function fromServiceWorkerCache<T extends object>(data: T, fetchedAt: number): T {
  noteCachedAnswer(
    data,
    new Response(null, { headers: { 'X-Cached-At': new Date(fetchedAt).toUTCString() } }),
  );
  return data;
}

describe('answers served from the service worker cache', () => {
  it('are dated by their original fetch', async () => {
    const client = createQueryClient();
    const fetchedAt = Math.floor((Date.now() - 30 * MINUTE) / 1000) * 1000;
    await client.fetchQuery({
      queryKey: ['list'],
      queryFn: () => fromServiceWorkerCache({ names: ['a'] }, fetchedAt),
    });
    expect(client.getQueryState(['list'])?.dataUpdatedAt).toBe(fetchedAt);
  });

  it('never replace newer data the page already holds (a selection created since)', async () => {
    const client = createQueryClient();
    const shownAt = Date.now() - MINUTE;
    client.setQueryData(['list'], { names: ['a', 'new'] }, { updatedAt: shownAt });
    const olderCopy = Math.floor((shownAt - 10 * MINUTE) / 1000) * 1000;
    await client.fetchQuery({
      queryKey: ['list'],
      queryFn: () => fromServiceWorkerCache({ names: ['a'] }, olderCopy),
      staleTime: 0,
    });
    expect(client.getQueryState(['list'])).toMatchObject({
      data: { names: ['a', 'new'] },
      dataUpdatedAt: shownAt,
    });
  });
});
