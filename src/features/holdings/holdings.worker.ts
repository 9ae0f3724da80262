/// <reference lib="webworker" />
import type { PackedAnswer } from './read-holdings-file';
import { readHoldingsInPlace, type HoldingsAnswer } from './read-holdings-in-place';

/**
 * The holdings worker: reads one export file off the page's thread, so a 100,000-row spreadsheet
 * (or a zip bomb, refused at the limit) never freezes the tab. One file per worker; the page ends it
 * after the answer (read-holdings-file.ts).
 */
self.onmessage = async (event: MessageEvent<File>) => {
  const answer: HoldingsAnswer = await readHoldingsInPlace(event.data);
  if (!('reading' in answer)) return self.postMessage(answer);
  // The copies as one string and one array: a Map of 100,000 entries took the page's thread
  // seconds to receive (structured clone), these a few milliseconds.
  const { counts, report } = answer.reading;
  const copies = Uint32Array.from(counts.values());
  const packed: PackedAnswer = { report, isbns: [...counts.keys()].join(','), copies };
  self.postMessage(packed, [copies.buffer]);
};
