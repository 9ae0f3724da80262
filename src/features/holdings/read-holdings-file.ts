import { LIST_FILE_TYPES, readListFile, UnreadableListError } from '@/lib/read-list-file';
import { readHoldingsMarc, readHoldingsTable, type HoldingsReading } from './read-holdings';

const MARC_FILE_TYPES = ['.mrc', '.marc'];

/** The kinds of file the holdings import reads: a library system's tables and MARC exports. */
export const HOLDINGS_FILE_TYPES = [...LIST_FILE_TYPES, ...MARC_FILE_TYPES];

export { UnreadableListError as UnreadableHoldingsError };

/** One file's holdings and report; throws UnreadableHoldingsError for a file it cannot read. */
export async function readHoldingsFile(file: File): Promise<HoldingsReading> {
  const name = file.name.toLowerCase();
  if (MARC_FILE_TYPES.some((type) => name.endsWith(type))) {
    try {
      return readHoldingsMarc(file.name, new Uint8Array(await file.arrayBuffer()));
    } catch {
      throw new UnreadableListError(file.name);
    }
  }
  if (name.endsWith('.xlsx')) {
    try {
      // Loaded only when a spreadsheet is read: the unzip code is no part of the page.
      const { readHoldingsXlsx } = await import('./read-holdings-xlsx');
      return readHoldingsXlsx(file.name, new Uint8Array(await file.arrayBuffer()));
    } catch {
      throw new UnreadableListError(file.name);
    }
  }
  return readHoldingsTable(file.name, await readListFile(file));
}
