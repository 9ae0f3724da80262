import { LIST_FILE_TYPES, UnreadableListError } from '@/lib/read-list-file';
import { HoldingsTooLargeError } from './limits';
import type { HoldingsReading, HoldingsReport } from './read-holdings';
import type { HoldingsAnswer } from './read-holdings-in-place';

const MARC_FILE_TYPES = ['.mrc', '.marc'];

/** The kinds of file the holdings import reads: a library system's tables and MARC exports. */
export const HOLDINGS_FILE_TYPES = [...LIST_FILE_TYPES, ...MARC_FILE_TYPES];

export { HoldingsTooLargeError, UnreadableListError as UnreadableHoldingsError };

/**
 * One file's holdings and report, read in a worker (holdings.worker.ts) so the page keeps
 * answering while a large export is read. Throws UnreadableHoldingsError for a file it cannot read,
 * HoldingsTooLargeError past a limit (limits.ts).
 */
export async function readHoldingsFile(file: File): Promise<HoldingsReading> {
  const answer = await answerFor(file);
  if ('reading' in answer) return answer.reading;
  throw answer.refused === 'tooLarge'
    ? new HoldingsTooLargeError(file.name)
    : new UnreadableListError(file.name);
}

/** A reading as the worker sends it (holdings.worker.ts): ISBN-13s joined by commas, copies alike. */
export interface PackedAnswer {
  report: HoldingsReport;
  isbns: string;
  copies: Uint32Array;
}

function unpacked({ report, isbns, copies }: PackedAnswer): HoldingsAnswer {
  const counts = new Map<string, number>();
  if (isbns !== '') isbns.split(',').forEach((isbn13, i) => counts.set(isbn13, copies[i]!));
  return { reading: { counts, report } };
}

async function answerFor(file: File): Promise<HoldingsAnswer> {
  if (typeof Worker === 'undefined') {
    // No workers (unit tests): the same reading, here. Loaded only now, as in the worker.
    const { readHoldingsInPlace } = await import('./read-holdings-in-place');
    return readHoldingsInPlace(file);
  }
  const worker = new Worker(new URL('./holdings.worker.ts', import.meta.url), { type: 'module' });
  try {
    return await new Promise<HoldingsAnswer>((resolve) => {
      worker.onmessage = (event: MessageEvent<HoldingsAnswer | PackedAnswer>) =>
        resolve('isbns' in event.data ? unpacked(event.data) : event.data);
      // A worker that cannot start or dies (out of memory) reads nothing.
      worker.onerror = () => resolve({ refused: 'unreadable', name: file.name });
      worker.postMessage(file);
    });
  } finally {
    worker.terminate();
  }
}
