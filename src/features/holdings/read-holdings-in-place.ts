import { csvToListText } from '@/lib/isbn-list';
import { HoldingsTooLargeError, MAX_FILE_BYTES } from './limits';
import { readHoldingsMarc, readHoldingsTable, type HoldingsReading } from './read-holdings';
import { readHoldingsXlsx } from './read-holdings-xlsx';

export const MARC_FILE_TYPES = ['.mrc', '.marc'];

/** A file's reading, or why it has none: what the holdings worker answers (structured-cloneable). */
export type HoldingsAnswer =
  { reading: HoldingsReading } | { refused: 'unreadable' | 'tooLarge'; name: string };

/**
 * One file read on the current thread, by its kind: the holdings worker's work (also the page's
 * when it has no workers). Never throws.
 */
export async function readHoldingsInPlace(file: File): Promise<HoldingsAnswer> {
  try {
    if (file.size > MAX_FILE_BYTES) throw new HoldingsTooLargeError(file.name);
    const name = file.name.toLowerCase();
    if (MARC_FILE_TYPES.some((type) => name.endsWith(type))) {
      return { reading: readHoldingsMarc(file.name, new Uint8Array(await file.arrayBuffer())) };
    }
    if (name.endsWith('.xlsx')) {
      return { reading: readHoldingsXlsx(file.name, new Uint8Array(await file.arrayBuffer())) };
    }
    // As readListFile reads them (without its dynamic import: the worker is one chunk).
    if (name.endsWith('.csv')) {
      return { reading: readHoldingsTable(file.name, csvToListText(await file.text())) };
    }
    if (name.endsWith('.txt') || name.endsWith('.tsv')) {
      const text = (await file.text()).replace(/^\uFEFF/, '');
      return { reading: readHoldingsTable(file.name, text) };
    }
    return { refused: 'unreadable', name: file.name };
  } catch (error) {
    return {
      refused: error instanceof HoldingsTooLargeError ? 'tooLarge' : 'unreadable',
      name: file.name,
    };
  }
}
