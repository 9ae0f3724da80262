import { describe, expect, it } from 'vitest';
import type { UseStore } from 'idb-keyval';
import { reopeningStore } from '@/offline/idb-store';

/** A store whose connection the browser closed: every call fails as WebKit's do. */
const closed =
  (name: string): UseStore =>
  () =>
    Promise.reject(new DOMException('The database connection is closing.', name));
const working =
  (calls: string[]): UseStore =>
  (mode, callback) => {
    calls.push(mode);
    return Promise.resolve(callback({} as IDBObjectStore));
  };

describe('reopeningStore', () => {
  it('opens the connection again once it was closed under it, and runs the call there', async () => {
    for (const name of ['InvalidStateError', 'UnknownError']) {
      const calls: string[] = [];
      let opened = 0;
      const store = reopeningStore(() => (opened++ === 0 ? closed(name) : working(calls)));
      await expect(store('readwrite', () => 'done')).resolves.toBe('done');
      expect(opened).toBe(2);
      expect(calls).toEqual(['readwrite']);
      // The new connection is kept for the next calls.
      await store('readonly', () => undefined);
      expect(opened).toBe(2);
    }
  });

  it('reopens once per failure only, and passes other errors on', async () => {
    let opened = 0;
    const store = reopeningStore(() => {
      opened += 1;
      return closed('InvalidStateError');
    });
    await expect(store('readonly', () => undefined)).rejects.toThrow('closing');
    expect(opened).toBe(2);

    const quota = reopeningStore(
      () => () => Promise.reject(new DOMException('full', 'QuotaExceededError')),
    );
    await expect(quota('readwrite', () => undefined)).rejects.toThrow('full');
  });
});
