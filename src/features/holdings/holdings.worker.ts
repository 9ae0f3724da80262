/// <reference lib="webworker" />
import { readHoldingsInPlace, type HoldingsAnswer } from './read-holdings-in-place';

/**
 * The holdings worker: reads one export file off the page's thread, so a 100,000-row spreadsheet
 * (or a zip bomb, refused at the limit) never freezes the tab. One file per worker; the page ends it
 * after the answer (read-holdings-file.ts).
 */
self.onmessage = async (event: MessageEvent<File>) => {
  const answer: HoldingsAnswer = await readHoldingsInPlace(event.data);
  self.postMessage(answer);
};
