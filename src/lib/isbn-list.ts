import { Quantity } from '@/api/limits.gen';
import { compactIsbn, readIsbn, type IsbnReading } from '@/rules/isbn';
import { MAX_LIST_LENGTH } from '@/rules/lists';
import { isNoteTooLong } from './line-note';

/** The most lines one list may have: a school's order rarely passes a few hundred titles. */
export const MAX_ISBN_LINES = MAX_LIST_LENGTH;
/** The largest quantity one line may ask for. */
export const MAX_LINE_QUANTITY = Quantity.maximum;

/** One non-empty input line: its ISBN as read, its quantity, PO number and note. */
export interface IsbnLine {
  /** 1-based line number in the input, so a preview can point at what the member typed. */
  line: number;
  /** The line as typed, trimmed. */
  text: string;
  isbn: IsbnReading;
  /** 1 when the line gives none. */
  quantity: number;
  /** A quantity that is not a whole number from 1 to MAX_LINE_QUANTITY: shown, not guessed. */
  quantityInvalid: boolean;
  poNumber: string;
  /** The line's note (docs/product/selection.md#notes): a fourth field, empty when none. */
  note: string;
  /**
   * The note is over the limit: the server would refuse the whole list, so this line is never
   * sent, and it takes no part in merging duplicates (docs/product/selection.md#notes).
   */
  noteTooLong: boolean;
  /** Set on a later line whose ISBN-13 an earlier line already has: its quantity went there. */
  duplicateOfLine?: number;
}

export interface IsbnList {
  lines: IsbnLine[];
  /** The first line was a header (e.g. "ISBN, Quantity, PO number") and was skipped. */
  headerSkipped: boolean;
  /** More than MAX_ISBN_LINES non-empty lines: the list is refused whole, nothing is cut. */
  tooManyLines: boolean;
}

const FIELD_SEPARATOR = /[,\t;]/;
const ISBN_CHARACTERS = /^[\dXx\-‐‑‒–—.]+$/;

/**
 * Splits a line into ISBN, quantity, PO number and note. With commas, tabs or semicolons (a CSV
 * line or cells pasted from a spreadsheet) those separate the fields, and the fields after the PO
 * number are the note. With spaces only, an ISBN may itself contain spaces ("978 89 364 3426 7"),
 * so the ISBN is the shortest run of leading words that makes 13 (or else 10) characters, and the
 * words after it are the quantity and the PO number (no note).
 */
function splitFields(
  text: string,
): [isbn: string, quantity: string, poNumber: string, note: string] {
  // Cells pasted from a spreadsheet (or read from an upload) are tab-separated: a comma inside
  // a PO number is then part of it.
  const separator = text.includes('\t') ? '\t' : FIELD_SEPARATOR;
  if (FIELD_SEPARATOR.test(text)) {
    const [isbn = '', quantity = '', po = '', ...note] = text.split(separator).map((f) => f.trim());
    return [isbn, quantity, po, note.filter((f) => f !== '').join(separator === '\t' ? ' ' : ', ')];
  }
  const words = text.split(/\s+/);
  for (const length of [13, 10]) {
    let compact = '';
    for (let i = 0; i < words.length; i++) {
      const word = words[i] ?? '';
      if (!ISBN_CHARACTERS.test(word)) break;
      compact += compactIsbn(word);
      if (compact.length === length) {
        return [
          words.slice(0, i + 1).join(' '),
          words[i + 1] ?? '',
          words.slice(i + 2).join(' '),
          '',
        ];
      }
      if (compact.length > length) break;
    }
  }
  return [words[0] ?? '', words[1] ?? '', words.slice(2).join(' '), ''];
}

function readQuantity(field: string): { quantity: number; quantityInvalid: boolean } {
  if (field === '') return { quantity: 1, quantityInvalid: false };
  const quantity = /^\d+$/.test(field) ? Number(field) : NaN;
  const valid = Number.isInteger(quantity) && quantity >= 1 && quantity <= MAX_LINE_QUANTITY;
  return valid ? { quantity, quantityInvalid: false } : { quantity: 1, quantityInvalid: true };
}

/** A first line with letters and no digits in its first field: "ISBN", "isbn13,qty,PO"… */
function isHeader(text: string): boolean {
  const [first] = splitFields(text);
  return /[a-z]/i.test(first) && !/\d{3}/.test(first);
}

/**
 * Reads a pasted, typed or uploaded list of ISBNs: one a line, each optionally followed by a
 * quantity, a PO number and a note. Blank lines are ignored; a header row on the first line is skipped;
 * a later line with the same ISBN-13 (also written as ISBN-10) is merged into the first, whose
 * quantity grows by its own.
 */
export function parseIsbnList(input: string): IsbnList {
  const numbered = input
    .split(/\r\n|\r|\n/)
    .map((raw, index) => ({ text: raw.trim(), line: index + 1 }))
    .filter(({ text }) => text !== '');
  const headerSkipped = numbered.length > 0 && isHeader(numbered[0]!.text);
  const body = headerSkipped ? numbered.slice(1) : numbered;
  if (body.length > MAX_ISBN_LINES) return { lines: [], headerSkipped, tooManyLines: true };

  const firstLineOf = new Map<string, IsbnLine>();
  const lines = body.map(({ text, line }): IsbnLine => {
    const [isbnField, quantityField, poNumber, note] = splitFields(text);
    const parsed: IsbnLine = {
      line,
      text,
      isbn: readIsbn(isbnField),
      ...readQuantity(quantityField),
      poNumber,
      note,
      noteTooLong: isNoteTooLong(note),
    };
    if (!parsed.isbn.valid || parsed.noteTooLong) return parsed;
    const first = firstLineOf.get(parsed.isbn.isbn13);
    if (!first) {
      firstLineOf.set(parsed.isbn.isbn13, parsed);
      return parsed;
    }
    first.quantity += parsed.quantity;
    first.quantityInvalid ||= parsed.quantityInvalid || first.quantity > MAX_LINE_QUANTITY;
    return { ...parsed, duplicateOfLine: first.line };
  });
  return { lines, headerSkipped, tooManyLines: false };
}

/**
 * Cells of a spreadsheet (an uploaded .xlsx's first sheet) as list text: one line a row, cells
 * joined by tabs. Numbers are written out in full (an ISBN typed into Excel is often a number);
 * empty cells stay empty, so the columns stay in place.
 */
export function rowsToListText(rows: readonly (readonly unknown[])[]): string {
  const cellText = (cell: unknown): string => {
    if (cell === null || cell === undefined) return '';
    if (typeof cell === 'number') return Number.isInteger(cell) ? cell.toFixed(0) : String(cell);
    if (cell instanceof Date) return '';
    return String(cell)
      .replace(/[\t\r\n]+/g, ' ')
      .trim();
  };
  return rows.map((row) => row.map(cellText).join('\t')).join('\n');
}

/**
 * A CSV file as list text: quoted fields ("978-89-…", "PO 1, part 2") are unquoted, separators
 * inside quotes kept, and fields joined by tabs so the list reader splits them where the file
 * did. A byte-order mark is dropped.
 */
export function csvToListText(csv: string): string {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const text = csv.replace(/^\uFEFF/, '');
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"' && field.trim() === '') {
      quoted = true;
      field = '';
    } else if (char === ',' || char === ';' || char === '\t') {
      row.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += char;
  }
  if (field !== '' || row.length > 0) rows.push([...row, field]);
  return rowsToListText(rows);
}

export function appendListLine(text: string, line: string): string {
  return text === '' || text.endsWith('\n') ? `${text}${line}\n` : `${text}\n${line}\n`;
}

/** The list text without the last line that is exactly `line` (Undo of a scan). */
export function removeLastListLine(text: string, line: string): string {
  const lines = text.split('\n');
  const index = lines.lastIndexOf(line);
  if (index === -1) return text;
  lines.splice(index, 1);
  return lines.join('\n');
}
