import { strFromU8 } from 'fflate';
import { MAX_COLUMNS } from './limits';
import {
  holdingsTally,
  isbnColumnOf,
  SAMPLE_ROWS,
  type HoldingsReading,
  type TableRow,
} from './read-holdings';
import { readZipEntries } from './read-zip';

/**
 * An .xlsx export of holdings, read from its first sheet's XML: every cell of the first rows (to
 * find the ISBN column as in a CSV), then only the ISBN column's cell of each row; a whole row is
 * read again only when it has no valid ISBN, for the report. A general spreadsheet reader built
 * every cell of 100,000 rows and took 8.8 s of a 8.9 s import (the bench's holdings part).
 * Shared strings are decoded only when a cell read names them. Runs in the holdings worker
 * (holdings.worker.ts); the zip is inflated under MAX_INFLATED_BYTES (read-zip.ts).
 */
export function readHoldingsXlsx(
  name: string,
  bytes: Uint8Array,
  chunkBytes = CHUNK_BYTES,
): HoldingsReading {
  // Only these parts are inflated, under the limit (a zip bomb is refused, not inflated).
  const parts = readZipEntries(name, bytes, [WORKBOOK, WORKBOOK_RELS]);
  const sheetPath = firstSheetPath(parts);
  const files = readZipEntries(name, bytes, [sheetPath, SHARED_STRINGS]);
  const sheet = files[sheetPath];
  if (!sheet) throw new Error(`${name}: no worksheet`);
  const sharedXml = files[SHARED_STRINGS];
  const strings = sharedStrings(sharedXml ? strFromU8(sharedXml) : '');

  const sample: TableRow[] = [];
  // Until SAMPLE_ROWS rows are read the column is unknown; then every row adds to the tally.
  const state: {
    column: number;
    letters: string;
    /** The copies column (복본수), when the header names one: its index and letters. */
    copies: { column: number; letters: string } | null;
    tally: ReturnType<typeof holdingsTally> | null;
  } = { column: 0, letters: 'A', copies: null, tally: null };
  const decide = () => {
    const { column, header, skipFirst, copies } = isbnColumnOf(sample);
    const tally = holdingsTally(name, header, copies?.header);
    Object.assign(state, {
      column,
      letters: columnLetters(column),
      copies: copies ? { column: copies.column, letters: columnLetters(copies.column) } : null,
      tally,
    });
    for (const row of skipFirst ? sample.slice(1) : sample) {
      const copiesCell = copies && row.cells[copies.column];
      tally.add(row.line, row.cells[column] ?? '', () => row.text, copiesCell);
    }
  };

  let nextLine = 1;
  forEachRow(sheet, chunkBytes, (rowXml) => {
    const line = rowNumber(rowXml) ?? nextLine;
    nextLine = line + 1;
    const { tally, column, letters, copies } = state;
    if (tally === null) {
      const cells = rowCells(rowXml, strings);
      const text = cells.join('\t').trim();
      if (text === '') return;
      sample.push({ line, text, cells });
      if (sample.length === SAMPLE_ROWS) decide();
      return;
    }
    const cell = cellAt(rowXml, `${letters}${line}`, column, strings);
    if (cell !== '') {
      const copiesCell =
        copies && cellAt(rowXml, `${copies.letters}${line}`, copies.column, strings);
      tally.add(line, cell, () => rowCells(rowXml, strings).join('\t').trim(), copiesCell);
      return;
    }
    // No ISBN: an empty row is no line, any other is an invalid one.
    const text = rowCells(rowXml, strings).join('\t').trim();
    if (text !== '') tally.add(line, '', () => text);
  });
  if (state.tally === null) decide();
  return state.tally!.reading;
}

const WORKBOOK = 'xl/workbook.xml';
const WORKBOOK_RELS = 'xl/_rels/workbook.xml.rels';
const SHARED_STRINGS = 'xl/sharedStrings.xml';
/** Bytes decoded at a time: the sheet's text is never held whole (the tests cut it finer). */
const CHUNK_BYTES = 1 << 20;

/** The first sheet of the workbook's order, as the zip names it. */
function firstSheetPath(parts: Record<string, Uint8Array>): string {
  const fallback = 'xl/worksheets/sheet1.xml';
  const workbook = parts[WORKBOOK];
  const rels = parts[WORKBOOK_RELS];
  if (!workbook || !rels) return fallback;
  const sheetTag = /<(?:\w+:)?sheet\s[^>]*>/.exec(strFromU8(workbook))?.[0];
  const id = sheetTag && /\s(?:\w+:)?id="([^"]+)"/.exec(sheetTag)?.[1];
  if (!id) return fallback;
  for (const [tag] of strFromU8(rels).matchAll(/<(?:\w+:)?Relationship\s[^>]*>/g)) {
    if (attribute(tag, 'Id') !== id) continue;
    const target = attribute(tag, 'Target');
    if (!target) return fallback;
    return target.startsWith('/') ? target.slice(1) : `xl/${target.replace(/^\.\//, '')}`;
  }
  return fallback;
}

function attribute(tag: string, name: string): string | undefined {
  return new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
}

/** Each `<row>…</row>` of a sheet, decoded a chunk at a time. */
function forEachRow(sheet: Uint8Array, chunkBytes: number, onRow: (rowXml: string) => void) {
  const decoder = new TextDecoder();
  let pending = '';
  for (let offset = 0; offset < sheet.length; offset += chunkBytes) {
    const end = Math.min(sheet.length, offset + chunkBytes);
    pending += decoder.decode(sheet.subarray(offset, end), { stream: end < sheet.length });
    let position = 0;
    for (;;) {
      const start = pending.indexOf('<row', position);
      if (start === -1) {
        // Keep a tag cut at the chunk's end.
        position = Math.max(position, pending.length - 4);
        break;
      }
      const after = pending.charCodeAt(start + 4);
      if (after !== 32 && after !== 62 && after !== 47 && !Number.isNaN(after)) {
        position = start + 4; // <rowBreaks> and the like
        continue;
      }
      const tagEnd = pending.indexOf('>', start);
      if (tagEnd === -1) {
        position = start;
        break;
      }
      if (pending.charCodeAt(tagEnd - 1) === 47 /* "/": an empty row, which still counts */) {
        onRow(pending.slice(start, tagEnd + 1));
        position = tagEnd + 1;
        continue;
      }
      const close = pending.indexOf('</row>', tagEnd);
      if (close === -1) {
        position = start;
        break;
      }
      onRow(pending.slice(start, close));
      position = close + 6;
    }
    pending = pending.slice(position);
  }
}

function rowNumber(rowXml: string): number | undefined {
  const tagEnd = rowXml.indexOf('>');
  const value = attribute(rowXml.slice(0, tagEnd), 'r');
  return value === undefined ? undefined : Number(value);
}

/** "A" is column 0, "Z" 25, "AA" 26. */
function columnIndex(letters: string): number {
  let index = 0;
  for (let i = 0; i < letters.length; i++) index = index * 26 + letters.charCodeAt(i) - 64;
  return index - 1;
}

function columnLetters(column: number): string {
  let letters = '';
  for (let n = column + 1; n > 0; n = Math.floor((n - 1) / 26)) {
    letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  }
  return letters;
}

interface CellXml {
  tag: string;
  body: string;
  /** Where the next cell may start. */
  end: number;
}

function cellFrom(rowXml: string, start: number): CellXml {
  const tagEnd = rowXml.indexOf('>', start);
  const tag = rowXml.slice(start, tagEnd + 1);
  if (rowXml.charCodeAt(tagEnd - 1) === 47) return { tag, body: '', end: tagEnd + 1 };
  const close = rowXml.indexOf('</c>', tagEnd);
  return { tag, body: rowXml.slice(tagEnd + 1, close), end: close + 4 };
}

/** Where the next `<c …>` tag starts (not `<col…>` or any other name starting with c). */
function nextCell(rowXml: string, from: number): number {
  for (
    let start = rowXml.indexOf('<c', from);
    start !== -1;
    start = rowXml.indexOf('<c', start + 2)
  ) {
    const after = rowXml.charCodeAt(start + 2);
    if (after === 32 || after === 62 || after === 47 || after === 9 || after === 10 || after === 13)
      return start;
  }
  return -1;
}

/**
 * Every cell of a row, by column (missing ones empty), up to its last non-empty one of the first
 * MAX_COLUMNS: a cell at XFD in every row made a 16,384-cell row (and report line) of each, 6.8 ms
 * a row.
 */
function rowCells(rowXml: string, strings: SharedStrings): string[] {
  const cells: string[] = [];
  let column = 0;
  const tagEnd = rowXml.indexOf('>');
  for (let start = nextCell(rowXml, tagEnd); start !== -1;) {
    const cell = cellFrom(rowXml, start);
    const ref = attribute(cell.tag, 'r');
    if (ref) column = columnIndex(ref.replace(/\d+$/, ''));
    if (column >= MAX_COLUMNS) break;
    const text = cellText(cell, strings);
    if (text !== '') cells[column] = text;
    column++;
    start = nextCell(rowXml, cell.end);
  }
  for (let i = 0; i < cells.length; i++) cells[i] ??= '';
  return cells;
}

/** One cell of a row, found by its reference ("D12"); by position when cells have none. */
function cellAt(rowXml: string, ref: string, column: number, strings: SharedStrings): string {
  const at = rowXml.indexOf(` r="${ref}"`);
  if (at !== -1) return cellText(cellFrom(rowXml, rowXml.lastIndexOf('<c', at)), strings);
  const first = nextCell(rowXml, rowXml.indexOf('>'));
  if (first === -1 || attribute(cellFrom(rowXml, first).tag, 'r') !== undefined) return '';
  return rowCells(rowXml, strings)[column] ?? '';
}

/**
 * A cell as a list's text: numbers written out in full (an ISBN typed into Excel is often a
 * number), strings shared, inline or from a formula, tabs and line breaks as spaces.
 */
function cellText({ tag, body }: CellXml, strings: SharedStrings): string {
  const type = attribute(tag, 't');
  let text: string;
  if (type === 'inlineStr') text = textRuns(body);
  else {
    const value = /<v>([^<]*)<\/v>/.exec(body)?.[1];
    if (value === undefined) return '';
    if (type === 's') text = strings(Number(value));
    else if (type === 'str' || type === 'e' || type === 'd') text = unescapeXml(value);
    else if (type === 'b') text = value === '1' ? 'true' : 'false';
    else {
      const number = Number(value);
      text = !Number.isFinite(number)
        ? value
        : Number.isInteger(number)
          ? number.toFixed(0)
          : String(number);
    }
  }
  return text.replace(/[\t\r\n]+/g, ' ').trim();
}

/** The text of an `<si>` or `<is>`: its runs, without the phonetic readings (`<rPh>`). */
function textRuns(xml: string): string {
  const visible = xml.includes('<rPh') ? xml.replace(/<rPh\b[\s\S]*?<\/rPh>/g, '') : xml;
  let text = '';
  for (const [, run] of visible.matchAll(/<t(?:\s[^>]*)?>([^<]*)<\/t>/g)) text += run;
  return unescapeXml(text);
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function unescapeXml(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(/&(#x[\da-f]+|#\d+|\w+);/gi, (whole, entity: string) => {
    if (entity[0] === '#') {
      const code =
        entity[1] === 'x' || entity[1] === 'X'
          ? parseInt(entity.slice(2), 16)
          : parseInt(entity.slice(1), 10);
      return Number.isNaN(code) ? whole : String.fromCodePoint(code);
    }
    return ENTITIES[entity] ?? whole;
  });
}

type SharedStrings = (index: number) => string;

/** The shared strings table, each string decoded when first asked for. */
function sharedStrings(xml: string): SharedStrings {
  const starts: number[] = [];
  for (let at = xml.indexOf('<si'); at !== -1; at = xml.indexOf('<si', at + 3)) {
    const after = xml.charCodeAt(at + 3);
    if (after === 62 || after === 32 || after === 47) starts.push(at);
  }
  const decoded = new Map<number, string>();
  return (index) => {
    const start = starts[index];
    if (start === undefined) return '';
    let text = decoded.get(index);
    if (text === undefined) {
      text = textRuns(xml.slice(start, starts[index + 1] ?? xml.length));
      decoded.set(index, text);
    }
    return text;
  };
}
