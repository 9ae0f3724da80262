import { describe, expect, it } from 'vitest';
import { probeUrl, runProbe } from '@/features/diagnostics/probes';

/** A clock that advances by `step` ms at each reading. */
function clock(step: number) {
  let time = 1_000;
  return () => {
    const now = time;
    time += step;
    return now;
  };
}

const answer = (status: number, data?: string, error?: unknown) => async () => ({
  data,
  error,
  response: new Response(null, { status, statusText: status === 503 ? 'Service Unavailable' : '' }),
});

describe('runProbe', () => {
  it('reports the returned text and the round trip', async () => {
    expect(await runProbe(answer(200, 'pong\n'), { now: clock(42) })).toEqual({
      ok: true,
      text: 'pong',
      httpStatus: 200,
      ms: 42,
    });
  });

  it('reports an error answer with its status and the message of its body', async () => {
    const body = {
      statusCode: 503,
      errorCode: 'service_unavailable',
      message: 'The service is temporarily unavailable.',
    };
    expect(await runProbe(answer(503, undefined, body), { now: clock(7) })).toEqual({
      ok: false,
      text: 'HTTP 503: The service is temporarily unavailable.',
      httpStatus: 503,
      ms: 7,
    });
  });

  it('falls back to a text body, then to the status text', async () => {
    expect((await runProbe(answer(502, undefined, 'Bad gateway from proxy'))).text).toBe(
      'HTTP 502: Bad gateway from proxy',
    );
    expect((await runProbe(answer(503, undefined, ''))).text).toBe('HTTP 503: Service Unavailable');
    expect((await runProbe(answer(500, undefined, undefined))).text).toBe('HTTP 500');
  });

  it('shortens a long answer', async () => {
    const result = await runProbe(answer(200, 'x'.repeat(500)));
    expect(result.text).toHaveLength(200);
    expect(result.text.endsWith('…')).toBe(true);
  });

  it('reports no answer when the request fails', async () => {
    const result = await runProbe(
      async () => {
        throw new TypeError('Failed to fetch');
      },
      { now: clock(3) },
    );
    expect(result).toEqual({
      ok: false,
      text: 'No answer: the network is unavailable or the server cannot be reached.',
      httpStatus: null,
      ms: 3,
    });
  });

  it('gives up after the timeout', async () => {
    const never = (signal: AbortSignal) =>
      new Promise<never>((_, reject) =>
        signal.addEventListener('abort', () => reject(signal.reason as Error)),
      );
    const result = await runProbe(never, { timeoutMs: 20 });
    expect(result.ok).toBe(false);
    expect(result.text).toBe('No answer within 0.02 s.');
    expect(result.httpStatus).toBeNull();
  });

  it('throws when the caller cancels (a newer run replaced it), so nothing is shown', async () => {
    const controller = new AbortController();
    const pending = runProbe(
      (signal) =>
        new Promise<never>((_, reject) =>
          signal.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError'))),
        ),
      { signal: controller.signal },
    );
    controller.abort();
    await expect(pending).rejects.toThrow('Aborted');
  });
});

describe('probeUrl', () => {
  it('gives the absolute address of each check', () => {
    expect(probeUrl('local', 'https://portal.example')).toBe('https://portal.example/api/v1/ping');
    expect(probeUrl('service', 'https://portal.example')).toBe(
      'https://portal.example/python/api/ping',
    );
  });
});
