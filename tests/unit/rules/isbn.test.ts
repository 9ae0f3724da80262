import { describe, expect, it } from 'vitest';
import { compactIsbn, isbn10To13, readIsbn } from '@/rules/isbn';
import {
  appendListLine,
  csvToListText,
  MAX_ISBN_LINES,
  parseIsbnList,
  removeLastListLine,
  rowsToListText,
} from '@/lib/isbn-list';
import { RecentReads } from '@/features/selections/librarian-tools/scan/recent-reads';

describe('readIsbn', () => {
  it('reads an ISBN-13 with or without hyphens and spaces', () => {
    expect(readIsbn('978-0-306-40615-7')).toEqual({ valid: true, isbn13: '9780306406157' });
    expect(readIsbn(' 978 0 306 40615 7 ')).toEqual({ valid: true, isbn13: '9780306406157' });
    expect(readIsbn('9791162540640')).toEqual({ valid: true, isbn13: '9791162540640' });
  });

  it('converts an ISBN-10 to its ISBN-13, a lower-case x included', () => {
    expect(readIsbn('0-306-40615-2')).toEqual({
      valid: true,
      isbn13: '9780306406157',
      fromIsbn10: '0306406152',
    });
    expect(readIsbn('080442957x')).toEqual({
      valid: true,
      isbn13: '9780804429573',
      fromIsbn10: '080442957X',
    });
    expect(isbn10To13('0306406152')).toBe('9780306406157');
  });

  it('says what is wrong with what is not an ISBN', () => {
    expect(readIsbn('978-0-306-40615-8')).toEqual({ valid: false, problem: 'check-digit' });
    expect(readIsbn('0306406153')).toEqual({ valid: false, problem: 'check-digit' });
    expect(readIsbn('97803064061')).toEqual({ valid: false, problem: 'length' });
    expect(readIsbn('')).toEqual({ valid: false, problem: 'length' });
    expect(readIsbn('97803O6406157')).toEqual({ valid: false, problem: 'characters' });
    expect(readIsbn('X306406152')).toEqual({ valid: false, problem: 'characters' });
    // A supermarket EAN-13 has a valid check digit but is no book.
    expect(readIsbn('4006381333931')).toEqual({ valid: false, problem: 'prefix' });
  });

  it('compacts the separators people type', () => {
    expect(compactIsbn('978–0.306 40615-7')).toBe('9780306406157');
  });
});

describe('parseIsbnList', () => {
  it('reads one ISBN a line with an optional quantity and PO number, by comma, tab or spaces', () => {
    const { lines, headerSkipped, tooManyLines } = parseIsbnList(
      [
        '9780306406157',
        '978-0-8044-2957-3, 3, PO-17',
        '9791162540640\t2\tPO 18 B',
        '978 89 364 3426 7 4 Spring order',
      ].join('\n'),
    );
    expect(headerSkipped).toBe(false);
    expect(tooManyLines).toBe(false);
    expect(
      lines.map((l) => [l.line, l.isbn.valid && l.isbn.isbn13, l.quantity, l.poNumber]),
    ).toEqual([
      [1, '9780306406157', 1, ''],
      [2, '9780804429573', 3, 'PO-17'],
      [3, '9791162540640', 2, 'PO 18 B'],
      [4, '9788936434267', 4, 'Spring order'],
    ]);
  });

  it('skips a header row and blank lines, and keeps the input line numbers', () => {
    const { lines, headerSkipped } = parseIsbnList(
      'ISBN,Quantity,PO number\r\n\r\n9780306406157,2\r\n',
    );
    expect(headerSkipped).toBe(true);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ line: 3, quantity: 2 });
  });

  it('merges a repeated book into its first line, also when written as ISBN-10', () => {
    const { lines } = parseIsbnList('9780306406157 2\n0-306-40615-2 3\n9780306406157');
    expect(lines[0]).toMatchObject({ quantity: 6 });
    expect(lines[1]).toMatchObject({ duplicateOfLine: 1 });
    expect(lines[2]).toMatchObject({ duplicateOfLine: 1 });
  });

  it('keeps invalid lines with their problem and flags a quantity it cannot read', () => {
    const { lines } = parseIsbnList('9780306406158\n9780306406157, two\n9780306406157x');
    expect(lines[0]!.isbn).toEqual({ valid: false, problem: 'check-digit' });
    expect(lines[1]).toMatchObject({ quantity: 1, quantityInvalid: true });
    expect(lines[2]!.isbn).toEqual({ valid: false, problem: 'length' });
  });

  it(`refuses more than ${MAX_ISBN_LINES} lines whole instead of cutting the list`, () => {
    const list = Array.from({ length: MAX_ISBN_LINES + 1 }, () => '9780306406157').join('\n');
    expect(parseIsbnList(list)).toEqual({ lines: [], headerSkipped: false, tooManyLines: true });
    const atLimit = Array.from({ length: MAX_ISBN_LINES }, () => '9780306406157').join('\n');
    expect(parseIsbnList(atLimit).lines).toHaveLength(MAX_ISBN_LINES);
  });
});

describe('uploaded lists', () => {
  it('reads a CSV with quotes, a byte-order mark and a header into the same lines as pasted text', () => {
    const text = csvToListText(
      '\uFEFFISBN,Quantity,PO number\r\n"978-0-306-40615-7",2,"PO 1, part 2"\r\n0306406152,1,\r\n',
    );
    const { lines, headerSkipped } = parseIsbnList(text);
    expect(headerSkipped).toBe(true);
    expect(lines[0]).toMatchObject({ quantity: 3, poNumber: 'PO 1, part 2' });
    expect(lines[1]).toMatchObject({ duplicateOfLine: 2 });
  });

  it('reads a fourth field as the line’s note, never cut (docs/product/selection.md#notes)', () => {
    const long = 'n'.repeat(600);
    const text = csvToListText(
      `ISBN,Quantity,PO number,Note\r\n"978-0-306-40615-7",2,"PO 1, part 2","For grade 4, class 2"\r\n9791162540640,1,,${long}\r\n`,
    );
    const { lines } = parseIsbnList(text);
    expect(lines[0]).toMatchObject({ poNumber: 'PO 1, part 2', note: 'For grade 4, class 2' });
    expect(lines[1]).toMatchObject({ poNumber: '', note: long });
    expect(parseIsbnList('9780306406157, 2, PO-7, replace damaged copy').lines[0]).toMatchObject({
      quantity: 2,
      poNumber: 'PO-7',
      note: 'replace damaged copy',
    });
    // Separated by spaces only, the words after the quantity are the PO number: no note.
    expect(parseIsbnList('978 0 306 40615 7 2 PO 7').lines[0]).toMatchObject({
      poNumber: 'PO 7',
      note: '',
    });
  });

  it('reads spreadsheet rows whose ISBN cells are numbers', () => {
    const text = rowsToListText([
      ['ISBN', 'Qty', 'PO'],
      [9780306406157, 4, null],
      [null, null, null],
      ['0-306-40615-2', 1, 'PO-9'],
    ]);
    const { lines } = parseIsbnList(text);
    expect(lines[0]).toMatchObject({ isbn: { valid: true, isbn13: '9780306406157' }, quantity: 5 });
    expect(lines[1]).toMatchObject({ line: 4, duplicateOfLine: 2 });
  });
});

describe('scanned lines', () => {
  it('appends a read as its own line and takes the last one away on Undo', () => {
    let text = appendListLine('', '9780306406157');
    text = appendListLine(text, '9791162540640');
    text = appendListLine(`${text}9780306406157 2`, '9780306406157');
    expect(text).toBe('9780306406157\n9791162540640\n9780306406157 2\n9780306406157\n');
    expect(removeLastListLine(text, '9780306406157')).toBe(
      '9780306406157\n9791162540640\n9780306406157 2\n',
    );
    expect(removeLastListLine(text, '9999')).toBe(text);
  });
});

describe('repeated reads of one barcode', () => {
  const A = '9780306406157';
  const B = '9791162540640';
  /** Looks at `count` frames 150 ms apart from `start`, each showing `isbns`: the new reads. */
  const frames = (recent: RecentReads, isbns: string[], start: number, count: number) =>
    Array.from({ length: count }, (_, index) => recent.look(isbns, start + index * 150)).flat();

  it('count once while the book stays in view, again once it was gone for the window, and after Undo', () => {
    const recent = new RecentReads();
    expect(recent.look([A, A], 0)).toEqual([A]);
    expect(recent.look([A], 150)).toEqual([]);
    expect(recent.look([A, B], 300)).toEqual([B]);
    // Held in front of the camera, the book keeps extending its window.
    expect(frames(recent, [A], 450, 40)).toEqual([]);
    // Gone for longer than the window, frame after frame: it counts again.
    const gone = 450 + 40 * 150;
    expect(frames(recent, [], gone, 25)).toEqual([]);
    expect(recent.look([A], gone + 25 * 150)).toEqual([A]);
    recent.forget(B);
    expect(recent.look([B], gone + 26 * 150)).toEqual([B]);
  });

  it('a slow tablet, looking at one frame every few seconds, still counts a book in view once', () => {
    const recent = new RecentReads();
    expect(recent.look([A], 0)).toEqual([A]);
    expect(recent.look([A], 4_000)).toEqual([]);
    // A frame that missed it (a blur), seconds later, then the book again: still the same read.
    expect(recent.look([], 8_000)).toEqual([]);
    expect(recent.look([A], 12_000)).toEqual([]);
  });

  it('a fast tablet that missed the book on many frames within the window counts it once', () => {
    const recent = new RecentReads();
    expect(recent.look([A], 0)).toEqual([A]);
    expect(frames(recent, [], 100, 20)).toEqual([]);
    expect(recent.look([A], 100 + 20 * 100)).toEqual([]);
  });
});
