import { describe, expect, it } from 'vitest';
import { readMarcFile, subfieldValues } from '@/features/holdings/iso2709';
import {
  isbnIn,
  mergeCounts,
  readHoldingsMarc,
  readHoldingsTable,
} from '@/features/holdings/read-holdings';
import { csvToListText, rowsToListText } from '@/lib/isbn-list';
import { bookRecord, marcFile, marcRecord } from '../support/marc-writer';

// Real ISBNs: one Korean, two written as ISBN-10 too.
const KOREAN = '9788936434267';
const KOREAN_10 = '8936434268';
const ENGLISH = '9780306406157';
const ENGLISH_10 = '0306406152';
const OTHER = '9791158391409';

describe('ISBN-10 and ISBN-13 as one key', () => {
  it('reads bare, hyphenated and qualified ISBNs as their ISBN-13', () => {
    expect(isbnIn(KOREAN)).toBe(KOREAN);
    expect(isbnIn(KOREAN_10)).toBe(KOREAN);
    expect(isbnIn('89-364-3426-8')).toBe(KOREAN);
    expect(isbnIn('978-0-306-40615-7')).toBe(ENGLISH);
    expect(isbnIn(`${KOREAN_10} (양장)`)).toBe(KOREAN);
    expect(isbnIn(`${ENGLISH} : ₩12000`)).toBe(ENGLISH);
    expect(isbnIn('9788936434268')).toBeNull();
    expect(isbnIn('미상')).toBeNull();
  });
});

describe('holdings tables (.csv, .txt, .xlsx, pasted)', () => {
  it('finds the ISBN column by its header and counts a row per copy', () => {
    const csv = [
      '등록번호,서명,ISBN,청구기호',
      `EM0001,아몬드,${KOREAN},813.7`,
      `EM0002,아몬드,"${KOREAN_10}",813.7`,
      `EM0003,Book,${ENGLISH},500`,
      'EM0004,Old book,,100',
    ].join('\r\n');
    const { counts, report } = readHoldingsTable('dls.csv', csvToListText(csv));
    expect(Object.fromEntries(counts)).toEqual({ [KOREAN]: 2, [ENGLISH]: 1 });
    expect(report).toEqual({
      name: 'dls.csv',
      read: 4,
      valid: 3,
      duplicates: 1,
      invalid: [{ line: 5, text: 'EM0004\tOld book\t\t100' }],
      column: 'ISBN',
    });
  });

  it('finds the ISBN column by its contents when the header does not name it', () => {
    const rows = [
      ['번호', '자료명', '표제', '가격'],
      [1, '아몬드', Number(KOREAN), 12000],
      [2, 'Book', ENGLISH_10, 9000],
      [3, 'Other', OTHER, 15000],
    ];
    const { counts, report } = readHoldingsTable('kolas.xlsx', rowsToListText(rows));
    expect([...counts.keys()]).toEqual([KOREAN, ENGLISH, OTHER]);
    expect(report).toMatchObject({ read: 3, valid: 3, duplicates: 0, invalid: [] });
    expect(report.column).toBeUndefined();
  });

  it('reads a plain list, one ISBN a line, without a header', () => {
    const { counts, report } = readHoldingsTable(
      'list.txt',
      `${KOREAN}\n\n${ENGLISH_10}\nnot an isbn\n${KOREAN}\n`,
    );
    expect(Object.fromEntries(counts)).toEqual({ [KOREAN]: 2, [ENGLISH]: 1 });
    expect(report).toMatchObject({
      read: 4,
      valid: 3,
      duplicates: 1,
      invalid: [{ line: 4, text: 'not an isbn' }],
    });
  });

  it('adds copies across files', () => {
    const a = readHoldingsTable('a.txt', `${KOREAN}\n${ENGLISH}`);
    const b = readHoldingsTable('b.txt', `${KOREAN_10}`);
    expect(Object.fromEntries(mergeCounts([a, b]))).toEqual({ [KOREAN]: 2, [ENGLISH]: 1 });
  });
});

describe('ISO 2709 (MARC 21 / KORMARC)', () => {
  it('reads the leader, directory, control and data fields of a UTF-8 record', () => {
    const bytes = marcRecord([
      { tag: '001', value: 'KMO000000001' },
      {
        tag: '020',
        indicators: '  ',
        subfields: [
          ['a', KOREAN],
          ['g', '03810'],
          ['c', '₩12000'],
        ],
      },
      {
        tag: '245',
        indicators: '00',
        subfields: [
          ['a', '아몬드 :'],
          ['b', '손원평 장편소설'],
        ],
      },
    ]);
    const [reading] = readMarcFile(bytes);
    if (!reading || 'error' in reading) throw new Error('not read');
    const { record } = reading;
    expect(record.leader).toMatch(/^\d{5}nam a22\d{5} {3}4500$/);
    expect(record.fields.map((field) => field.tag)).toEqual(['001', '020', '245']);
    expect(record.fields[0]).toEqual({ tag: '001', value: 'KMO000000001', subfields: [] });
    expect(subfieldValues(record, '020', 'c')).toEqual(['₩12000']);
    expect(subfieldValues(record, '245', 'b')).toEqual(['손원평 장편소설']);
  });

  it('takes the ISBNs of 020 $a and the copies of 049 $l, record by record', () => {
    const file = marcFile([
      bookRecord(1, { isbns: [KOREAN], title: '아몬드', copies: 3 }),
      bookRecord(2, { isbns: [`${ENGLISH_10} (pbk.)`, OTHER], title: 'Two bindings' }),
      bookRecord(3, { isbns: [], title: '고서' }),
      bookRecord(4, { isbns: [KOREAN_10], title: '아몬드 (2nd copy record)' }),
    ]);
    const { counts, report } = readHoldingsMarc('school.mrc', file);
    expect(Object.fromEntries(counts)).toEqual({ [KOREAN]: 4, [ENGLISH]: 1, [OTHER]: 1 });
    expect(report).toEqual({
      name: 'school.mrc',
      read: 4,
      valid: 3,
      duplicates: 1,
      invalid: [{ line: 3, text: '고서' }],
    });
  });

  it('reads records separated by line breaks and reports a damaged one', () => {
    const good = marcRecord(bookRecord(1, { isbns: [KOREAN], title: 'A' }));
    const damaged = new TextEncoder().encode('00010xxxxxxxxxxxxxxxxxxxxxxxxxxx\u001d');
    const file = new Uint8Array([...good, 0x0a, ...damaged, 0x0d, 0x0a, ...good]);
    const { counts, report } = readHoldingsMarc('lines.mrc', file);
    expect(counts.get(KOREAN)).toBe(2);
    expect(report).toMatchObject({ read: 3, valid: 2, duplicates: 1, invalid: [{ line: 2 }] });
  });
});
