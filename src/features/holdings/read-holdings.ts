import { readIsbn } from '@/rules/isbn';
import { HoldingsTooLargeError, MAX_ROWS } from './limits';
import { readMarcFile, subfieldValues, type MarcRecord } from './iso2709';

/** What one file (or the pasted list) gave: shown before the holdings change. */
export interface HoldingsReport {
  name: string;
  /** Lines (or MARC records) read, a header row left out. */
  read: number;
  /** Of those, the ones with a valid ISBN. */
  valid: number;
  /** Valid ones whose ISBN an earlier line of the same file had: another copy of that title. */
  duplicates: number;
  /** Lines without a valid ISBN, as written (line or record number first). */
  invalid: { line: number; text: string }[];
  /** The header of the column the ISBNs were read from, when the file has one. */
  column?: string;
  /** The header of the column the copies were read from (복본수, copies), when the file has one. */
  copiesColumn?: string;
}

export interface HoldingsReading {
  /** Copies per ISBN-13. */
  counts: Map<string, number>;
  report: HoldingsReport;
}

/** Catalogue exports name the column "ISBN", "ISBN13", "국제표준도서번호" or "표준번호". */
const ISBN_HEADER = /isbn|국제표준도서번호|표준번호/i;
/** A column of copies per row: "복본수", "Copies". Without one, every row is one copy. */
const COPIES_HEADER = /복본수|copies/i;
const ISBN_IN_TEXT = /[\dXx][\dXx\- ]{8,16}[\dXx]/g;
/** Rows looked at to find the ISBN column of a file without a recognisable header. */
export const SAMPLE_ROWS = 50;

/**
 * The ISBN-13 of a cell or subfield as library systems write it: bare, hyphenated, or followed by
 * a qualifier ("8936434267 (양장)", "9788936434267 : ₩12000").
 */
export function isbnIn(text: string): string | null {
  const whole = readIsbn(text);
  if (whole.valid) return whole.isbn13;
  for (const word of text.split(/[\s(),:;/]+/)) {
    const reading = readIsbn(word);
    if (reading.valid) return reading.isbn13;
  }
  for (const [candidate] of text.matchAll(ISBN_IN_TEXT)) {
    const reading = readIsbn(candidate);
    if (reading.valid) return reading.isbn13;
  }
  return null;
}

function splitCells(line: string): string[] {
  if (line.includes('\t')) return line.split('\t');
  return line.split(/[,;]/);
}

/** The column with the most valid ISBNs among the first rows. */
function likeliestColumn(rows: readonly (readonly string[])[]): number {
  const hits: number[] = [];
  for (const cells of rows.slice(0, SAMPLE_ROWS)) {
    cells.forEach((cell, column) => {
      if (isbnIn(cell) !== null) hits[column] = (hits[column] ?? 0) + 1;
    });
  }
  let best = 0;
  hits.forEach((count, column) => {
    if (count > (hits[best] ?? 0)) best = column;
  });
  return best;
}

function addCopies(counts: Map<string, number>, isbn13: string, copies: number): boolean {
  const had = counts.get(isbn13);
  counts.set(isbn13, (had ?? 0) + copies);
  return had !== undefined;
}

/** A non-empty row of a table: its line (or sheet row) number, its text and its cells. */
export interface TableRow {
  line: number;
  text: string;
  cells: readonly string[];
}

/** Where a table's ISBNs are, from its first rows (up to SAMPLE_ROWS). */
export interface IsbnColumn {
  column: number;
  /** The header naming the column, when the first row has one. */
  header?: string;
  /** The first row is a header, not a title. */
  skipFirst: boolean;
  /** The column of copies per row, when the header names one (COPIES_HEADER). */
  copies?: { column: number; header: string };
}

/** The copies a row's copies cell gives: a whole number of 1 or more, else 1 (the row itself). */
export function copiesIn(cell: string | null | undefined): number {
  const copies = Number((cell ?? '').trim());
  return Number.isInteger(copies) && copies >= 1 ? copies : 1;
}

/**
 * The ISBN column is the one whose header names it, else the one with the most ISBNs in the first
 * rows; a first row without any ISBN is a header.
 */
export function isbnColumnOf(rows: readonly TableRow[]): IsbnColumn {
  const first = rows[0];
  const named = first ? first.cells.findIndex((cell) => ISBN_HEADER.test(cell)) : -1;
  if (named !== -1) {
    const copies = first!.cells.findIndex(
      (cell, column) => column !== named && COPIES_HEADER.test(cell),
    );
    return {
      column: named,
      header: first!.cells[named]!.trim(),
      skipFirst: true,
      ...(copies !== -1 && { copies: { column: copies, header: first!.cells[copies]!.trim() } }),
    };
  }
  const column = likeliestColumn(rows.map((row) => row.cells));
  const skipFirst =
    first !== undefined &&
    first.cells.every((cell) => isbnIn(cell) === null) &&
    /\p{L}/u.test(first.text);
  return { column, skipFirst };
}

/** The copies and the report of a table, built row by row. */
export function holdingsTally(name: string, header: string | undefined, copiesHeader?: string) {
  const counts = new Map<string, number>();
  const report: HoldingsReport = { name, read: 0, valid: 0, duplicates: 0, invalid: [] };
  if (header) report.column = header;
  if (copiesHeader) report.copiesColumn = copiesHeader;
  return {
    reading: { counts, report } satisfies HoldingsReading,
    /**
     * One row: its ISBN cell, its whole text (asked for only when the row is invalid) and its
     * copies cell, when the table has a copies column.
     */
    add(line: number, isbnCell: string, text: () => string, copiesCell?: string | null) {
      if (report.read === MAX_ROWS) throw new HoldingsTooLargeError(name);
      report.read++;
      const isbn13 = isbnIn(isbnCell);
      if (isbn13 === null) {
        report.invalid.push({ line, text: text() });
        return;
      }
      report.valid++;
      if (addCopies(counts, isbn13, copiesIn(copiesCell))) report.duplicates++;
    },
  };
}

/**
 * A table of holdings: the text of a .csv or .txt (one row a line, cells split by tabs, else
 * commas or semicolons) or a pasted list, its ISBN column found by isbnColumnOf. Every row is one
 * copy, or as many as its copies column (복본수) says when the header names one.
 */
export function readHoldingsTable(name: string, text: string): HoldingsReading {
  const rows: TableRow[] = [];
  text.split(/\r\n|\r|\n/).forEach((raw, index) => {
    const trimmed = raw.trim();
    if (trimmed !== '') rows.push({ line: index + 1, text: trimmed, cells: splitCells(trimmed) });
  });
  const { column, header, skipFirst, copies } = isbnColumnOf(rows);
  const tally = holdingsTally(name, header, copies?.header);
  for (const row of skipFirst ? rows.slice(1) : rows) {
    const copiesCell = copies && row.cells[copies.column];
    tally.add(row.line, row.cells[column] ?? '', () => row.text, copiesCell);
  }
  return tally.reading;
}

const MARC_TAGS = new Set(['020', '049', '245']);

/** KORMARC's holdings field lists one registration number per copy. */
const copiesOf = (record: MarcRecord) => Math.max(1, subfieldValues(record, '049', 'l').length);

const titleOf = (record: MarcRecord) => subfieldValues(record, '245', 'a')[0]?.trim() ?? '';

/**
 * A MARC 21 or KORMARC ISO 2709 file: the ISBNs of field 020 $a, each record one title, with as
 * many copies as its holdings field (049 $l) lists, else one. A record with several ISBNs (a set
 * and its volumes, hardback and paperback) is owned under each of them.
 */
export function readHoldingsMarc(name: string, bytes: Uint8Array): HoldingsReading {
  const readings = readMarcFile(bytes, MARC_TAGS);
  if (readings.length > MAX_ROWS) throw new HoldingsTooLargeError(name);
  const counts = new Map<string, number>();
  const report: HoldingsReport = {
    name,
    read: readings.length,
    valid: 0,
    duplicates: 0,
    invalid: [],
  };
  readings.forEach((reading, index) => {
    const number = index + 1;
    if ('error' in reading) {
      report.invalid.push({ line: number, text: '' });
      return;
    }
    const { record } = reading;
    const raw = subfieldValues(record, '020', 'a');
    const isbns = new Set(raw.map(isbnIn).filter((isbn) => isbn !== null));
    if (isbns.size === 0) {
      report.invalid.push({ line: number, text: [titleOf(record), ...raw].join(' ').trim() });
      return;
    }
    report.valid++;
    const copies = copiesOf(record);
    let seen = false;
    for (const isbn13 of isbns) seen = addCopies(counts, isbn13, copies) || seen;
    if (seen) report.duplicates++;
  });
  return { counts, report };
}

/** The copies of several readings together (several files of one library, or a file and a paste). */
export function mergeCounts(readings: readonly HoldingsReading[]): Map<string, number> {
  const [first, ...rest] = readings;
  const counts = new Map(first?.counts);
  for (const reading of rest) {
    for (const [isbn13, copies] of reading.counts) addCopies(counts, isbn13, copies);
  }
  return counts;
}
