import { describe, expect, it, vi } from 'vitest';
import { runSteps } from '@/offline/offline-pack';
import { formatBytes } from '@/lib/format';

const deferred = () => {
  let resolve!: (bytes: number) => void;
  const promise = new Promise<number>((done) => (resolve = done));
  return { promise, resolve };
};

describe('runSteps ("Available offline" downloads)', () => {
  it('runs every step, at most four at a time, reporting bytes and failures', async () => {
    let running = 0;
    let most = 0;
    const steps = Array.from({ length: 10 }, (_, index) => async () => {
      running += 1;
      most = Math.max(most, running);
      await Promise.resolve();
      running -= 1;
      if (index === 3) throw new Error('cover missing');
      return 100;
    });
    const reports: (number | null)[] = [];
    await runSteps(steps, (bytes) => reports.push(bytes), new AbortController().signal);
    expect(reports).toHaveLength(10);
    expect(reports.filter((bytes) => bytes === null)).toHaveLength(1);
    expect(reports.filter((bytes) => bytes === 100)).toHaveLength(9);
    expect(most).toBe(4);
  });

  it('a step that lost the connection waits for it and is tried again; a refused one is counted', async () => {
    let connection: () => void = () => undefined;
    const back = new Promise<void>((resolve) => (connection = resolve));
    const attempts = [0, 0];
    const steps = [
      async () => {
        attempts[0]! += 1;
        if (attempts[0] === 1) throw new TypeError('Failed to fetch');
        return 10;
      },
      async () => {
        attempts[1]! += 1;
        throw new Error('HTTP 404');
      },
    ];
    const reports: (number | null)[] = [];
    const waits: unknown[] = [];
    const done = runSteps(
      steps,
      (bytes) => reports.push(bytes),
      new AbortController().signal,
      async (error) => {
        waits.push(error);
        if (!(error instanceof TypeError)) return false;
        await back;
        return true;
      },
    );
    await vi.waitFor(() => expect(reports).toEqual([null]));
    connection();
    await done;
    expect(reports).toEqual([null, 10]);
    expect(attempts).toEqual([2, 1]);
    expect(waits).toHaveLength(2);
  });

  it('starts no new step once stopped', async () => {
    const gates = Array.from({ length: 8 }, deferred);
    let started = 0;
    const controller = new AbortController();
    const done = runSteps(
      gates.map((gate) => () => {
        started += 1;
        return gate.promise;
      }),
      () => undefined,
      controller.signal,
    );
    expect(started).toBe(4);
    controller.abort();
    for (const gate of gates) gate.resolve(1);
    await done;
    expect(started).toBe(4);
  });
});

describe('formatBytes', () => {
  it.each([
    [512, '512 B'],
    [48 * 1024, '48 KB'],
    [2.34 * 1024 * 1024, '2.3 MB'],
  ])('%d → %s', (bytes, text) => expect(formatBytes(bytes)).toBe(text));
});
