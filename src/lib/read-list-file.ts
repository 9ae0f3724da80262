import { csvToListText, rowsToListText } from '@/lib/isbn-list';

/** The kinds of list file Add by ISBN reads. */
export const LIST_FILE_TYPES = ['.txt', '.csv', '.xlsx'];

/** A file that is not a list the panel can read (by its name or contents). */
export class UnreadableListError extends Error {}

/**
 * An uploaded list as the text the ISBNs field would hold. A .xlsx is read from its first sheet by
 * read-excel-file, loaded only now: its 18 kB (gzip) are not part of any page.
 */
export async function readListFile(file: File): Promise<string> {
  const name = file.name.toLowerCase();
  try {
    if (name.endsWith('.xlsx')) {
      const { readSheet } = await import('read-excel-file/universal');
      return rowsToListText(await readSheet(await file.arrayBuffer()));
    }
    if (name.endsWith('.csv')) return csvToListText(await file.text());
    if (name.endsWith('.txt') || name.endsWith('.tsv')) {
      return (await file.text()).replace(/^\uFEFF/, '');
    }
  } catch {
    throw new UnreadableListError(file.name);
  }
  throw new UnreadableListError(file.name);
}
