import { skipToken, type QueryClient } from '@tanstack/react-query';
import { offlinePackKeys } from '@/api/query-keys';

/**
 * "Available offline": a member takes a collection or a selection offline on purpose.
 * Its reads (pages, book details) go through the query cache, so they are persisted with it and
 * pass the service worker, which keeps them too; its covers are fetched so the cover cache holds
 * them. What was taken, how big and when is kept in the query cache beside the data (and so is
 * purged with it on logout).
 */

/** One download of a pack; resolves to the bytes it brought. */
export type PackStep = () => Promise<number>;

export interface PackProgress {
  done: number;
  total: number;
  bytes: number;
  failed: number;
}

/** What is kept about a pack once it has been taken offline (or partly). */
export interface PackRecord {
  bytes: number;
  items: number;
  /** Downloads that did not succeed: the pack is incomplete while there are any. */
  failed: number;
  /** How many downloads the pack needs, and how many succeeded (its progress). */
  total?: number;
  done?: number;
  /** When it was taken (ms since epoch). */
  at: number;
}

/** Whether a pack still misses downloads (taken during a dropout, or stopped). */
export const isIncomplete = (record: PackRecord) => record.failed > 0;

/** Registers the pack records' defaults: never fetched, never stale (like the selection drafts). */
export function registerPackDefaults(queryClient: QueryClient) {
  queryClient.setQueryDefaults(offlinePackKeys.all, { queryFn: skipToken, staleTime: Infinity });
}

/** How many downloads run at once: enough to be quick, few enough to leave the page responsive. */
const CONCURRENCY = 4;

/**
 * Runs the steps, at most CONCURRENCY at a time, calling `onStep` after each with the bytes it
 * brought (null when it failed: counted, not fatal). `signal` stops it between steps. A step that
 * failed because the connection went away waits for it (`waitForConnection` resolves true once it
 * is back, false when the run should give that step up) and is tried again: a dropout pauses the
 * download instead of failing the rest of it.
 */
export async function runSteps(
  steps: readonly PackStep[],
  onStep: (bytes: number | null) => void,
  signal: AbortSignal,
  waitForConnection: (error: unknown) => Promise<boolean> = () => Promise.resolve(false),
): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < steps.length && !signal.aborted) {
      const step = steps[next++]!;
      for (;;) {
        try {
          onStep(await step());
          break;
        } catch (error) {
          if (signal.aborted) break;
          if (await waitForConnection(error)) continue;
          if (!signal.aborted) onStep(null);
          break;
        }
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, steps.length) }, worker));
}

/** The size of a JSON answer as it travelled (close enough for a size shown to people). */
export const jsonBytes = (data: unknown) => new Blob([JSON.stringify(data)]).size;

/** Fetches an asset (a cover) so the service worker's cache keeps it; resolves to its size. */
export async function fetchAsset(url: string, signal: AbortSignal): Promise<number> {
  const response = await fetch(url, { signal });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return (await response.blob()).size;
}
