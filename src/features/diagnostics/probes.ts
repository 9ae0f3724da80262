import createClient from 'openapi-fetch';
import { queryOptions } from '@tanstack/react-query';
import { diagnosticsKeys } from '@/api/query-keys';
import { serviceApi } from '@/api/client';
import type { paths } from '@/api/schema.gen';
import { config } from '@/lib/config';
import * as texts from '@/texts';

/** The two checks of the diagnostic page (docs/product/diagnostics.md#ping-test): the provider's service and the portal. */
export type ProbeId = 'service' | 'local';

/** The outcome of one check; a failure is an outcome too, never a thrown error. */
export interface ProbeResult {
  ok: boolean;
  /** The returned text, or what went wrong, fit to show. */
  text: string;
  /** The HTTP status, or null when no answer came. */
  httpStatus: number | null;
  /** Round trip in whole milliseconds, from sending to having read the answer. */
  ms: number;
}

/** A check that takes longer than this is reported as a failure. */
const PROBE_TIMEOUT_MS = 10_000;
/** How often the page repeats the checks while it is visible. */
const PROBE_REPEAT_MS = 10_000;

type PingCall = (
  signal: AbortSignal,
) => Promise<{ data?: string; error?: unknown; response: Response }>;

/**
 * The portal's own ping without the member client's middleware: no token, no refresh, no error
 * catalogue. A diagnostic call must measure the network only, and never toast or sign out.
 */
const portalClient = createClient<paths>({ baseUrl: config.apiBaseUrl });

const probeCalls: Record<ProbeId, PingCall> = {
  service: (signal) =>
    serviceApi.GET('/python/api/ping', { parseAs: 'text', signal, cache: 'no-store' }),
  local: (signal) => portalClient.GET('/ping', { parseAs: 'text', signal, cache: 'no-store' }),
};

/** The absolute address each check calls (shown on the page for support). */
export function probeUrl(id: ProbeId, origin = window.location.origin): string {
  const path =
    id === 'service' ? `${config.serviceBaseUrl}/python/api/ping` : `${config.apiBaseUrl}/ping`;
  return new URL(path, origin).href;
}

const MAX_TEXT = 200;
const shorten = (text: string) =>
  text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT - 1)}…` : text;

/** The message of an error answer: the error body's `message`, its text, or the status text. */
function errorMessage(error: unknown, response: Response): string {
  if (typeof error === 'object' && error !== null && 'message' in error) {
    const { message } = error as { message: unknown };
    if (typeof message === 'string') return shorten(message.trim());
  }
  if (typeof error === 'string' && error.trim()) return shorten(error.trim());
  return response.statusText;
}

/**
 * Runs one check and reports how it went. Gives up after `timeoutMs`. Only a cancellation by the
 * caller's `signal` (a newer run replaced this one) is thrown, so that it is not shown.
 */
export async function runProbe(
  call: PingCall,
  {
    signal,
    timeoutMs = PROBE_TIMEOUT_MS,
    now = () => performance.now(),
  }: { signal?: AbortSignal; timeoutMs?: number; now?: () => number } = {},
): Promise<ProbeResult> {
  const timeout = AbortSignal.timeout(timeoutMs);
  const combined = signal ? AbortSignal.any([signal, timeout]) : timeout;
  const started = now();
  const elapsed = () => Math.max(0, Math.round(now() - started));
  try {
    const { data, error, response } = await call(combined);
    if (response.ok) {
      return {
        ok: true,
        text: shorten((data ?? '').trim()),
        httpStatus: response.status,
        ms: elapsed(),
      };
    }
    return {
      ok: false,
      text: texts.ping.httpError(response.status, errorMessage(error, response)),
      httpStatus: response.status,
      ms: elapsed(),
    };
  } catch (error) {
    if (signal?.aborted) throw error;
    const ms = elapsed();
    if (timeout.aborted) {
      return { ok: false, text: texts.ping.timeout(timeoutMs / 1000), httpStatus: null, ms };
    }
    return { ok: false, text: texts.ping.networkError, httpStatus: null, ms };
  }
}

/**
 * One check as a query: never retried, never cached or persisted, run even offline (the point is
 * to see what happens), repeated while the page is visible when `repeat` is on, and again when the
 * browser's connection comes back.
 */
export const probeQueryOptions = (id: ProbeId, repeat: boolean) =>
  queryOptions({
    queryKey: diagnosticsKeys.ping(id),
    queryFn: ({ signal }) => runProbe(probeCalls[id], { signal }),
    retry: false,
    networkMode: 'always',
    staleTime: 0,
    gcTime: 0,
    refetchOnWindowFocus: true,
    refetchOnReconnect: true,
    refetchInterval: repeat ? PROBE_REPEAT_MS : false,
    refetchIntervalInBackground: false,
    meta: { persist: false },
  });
