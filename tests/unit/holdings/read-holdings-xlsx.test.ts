import ExcelJS from 'exceljs';
import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { readHoldingsTable } from '@/features/holdings/read-holdings';
import { readHoldingsXlsx } from '@/features/holdings/read-holdings-xlsx';
import { rowsToListText } from '@/lib/isbn-list';

const KOREAN = '9788936434267';
const ENGLISH = '9780306406157';
const ENGLISH_10 = '0306406152';
const OTHER = '9791158391409';

async function workbookOf(sheets: Record<string, unknown[][]>): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  for (const [name, rows] of Object.entries(sheets)) {
    const sheet = workbook.addWorksheet(name);
    for (const row of rows) sheet.addRow(row);
  }
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

describe('holdings .xlsx (docs/librarian-tools.md#holdings)', () => {
  it('reads the first sheet’s ISBN column, named by its header, with shared strings and numbers', async () => {
    const rows = [
      ['등록번호', '서명', 'ISBN', '청구기호'],
      ['EM0001', '아몬드 & <친구>', Number(KOREAN), '813.7'],
      ['EM0002', '아몬드', '89-364-3426-8', '813.7'],
      [],
      ['EM0004', 'Old book', null, 100],
      ['EM0005', 'Book', ENGLISH, 500],
    ];
    const bytes = await workbookOf({ 소장자료: rows, Other: [[OTHER]] });
    const { counts, report } = readHoldingsXlsx('dls.xlsx', bytes);
    expect(Object.fromEntries(counts)).toEqual({ [KOREAN]: 2, [ENGLISH]: 1 });
    expect(report).toEqual({
      name: 'dls.xlsx',
      read: 4,
      valid: 3,
      duplicates: 1,
      invalid: [{ line: 5, text: 'EM0004\tOld book\t\t100' }],
      column: 'ISBN',
    });
  });

  it('finds the column by its contents, past the first rows, as the table reader does', async () => {
    const rows: unknown[][] = [['번호', '자료명', '표제', '가격']];
    for (let i = 0; i < 120; i++) {
      rows.push([i + 1, `자료 ${i}`, [Number(KOREAN), ENGLISH_10, OTHER][i % 3], 12000]);
    }
    rows.push([121, '미상', '없음', 0]);
    const bytes = await workbookOf({ KOLAS: rows });
    const fromXlsx = readHoldingsXlsx('kolas.xlsx', bytes);
    const fromText = readHoldingsTable('kolas.xlsx', rowsToListText(rows));
    expect(fromXlsx).toEqual(fromText);
    expect(fromXlsx.report).toMatchObject({ read: 121, valid: 120, duplicates: 117 });
    expect(fromXlsx.report.invalid).toEqual([{ line: 122, text: '121\t미상\t없음\t0' }]);
    // Decoded a few bytes at a time, rows and characters cut at every chunk's edge: the same.
    for (const chunkBytes of [5, 64, 1000]) {
      expect(readHoldingsXlsx('kolas.xlsx', bytes, chunkBytes)).toEqual(fromXlsx);
    }
  });

  it('reads inline strings and cells without references', () => {
    const sheet =
      '<?xml version="1.0"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>' +
      '<row><c t="inlineStr"><is><t>ISBN</t></is></c></row>' +
      `<row><c t="inlineStr"><is><t>${KOREAN}</t></is></c></row>` +
      `<row><c><v>${ENGLISH}</v></c></row>` +
      '<row/>' +
      '<row><c t="inlineStr"><is><t>미상</t></is></c></row>' +
      '</sheetData></worksheet>';
    const bytes = zipSync({ 'xl/worksheets/sheet1.xml': strToU8(sheet) });
    const { counts, report } = readHoldingsXlsx('plain.xlsx', bytes);
    expect([...counts.keys()]).toEqual([KOREAN, ENGLISH]);
    expect(report).toMatchObject({ read: 3, valid: 2, invalid: [{ line: 5, text: '미상' }] });
  });

  it('refuses a file that is not a workbook', () => {
    expect(() => readHoldingsXlsx('bad.xlsx', strToU8('not a zip'))).toThrow();
  });
});
