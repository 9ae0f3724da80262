import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { HoldingsTooLargeError, MAX_ROWS } from '@/features/holdings/limits';
import { readHoldingsTable } from '@/features/holdings/read-holdings';
import { readHoldingsXlsx } from '@/features/holdings/read-holdings-xlsx';
import { readZipEntries } from '@/features/holdings/read-zip';

const SHEET = 'xl/worksheets/sheet1.xml';

/** A sheet of `megabytes` MB: a few rows, then spaces, which deflate about 1,000 to 1. */
function bomb(megabytes: number): Uint8Array {
  const head = '<worksheet><sheetData><row r="1"><c r="A1"><v>9788936434267</v></c></row>';
  const body = new Uint8Array(megabytes * 1024 * 1024).fill(32);
  const sheet = new Uint8Array(head.length + body.length);
  sheet.set(strToU8(head));
  sheet.set(body, head.length);
  return zipSync({ [SHEET]: sheet }, { level: 1 });
}

const BOMB = bomb(60);

/** The zip with every declared uncompressed size (local and central) set to `size`. */
function declaring(zip: Uint8Array, size: number): Uint8Array {
  const bytes = zip.slice();
  const view = new DataView(bytes.buffer);
  for (let at = 0; at + 4 <= bytes.length; at++) {
    const signature = view.getUint32(at, true);
    if (signature === 0x04034b50) view.setUint32(at + 22, size, true);
    if (signature === 0x02014b50) view.setUint32(at + 24, size, true);
  }
  return bytes;
}

describe('holdings import limits (docs/librarian-tools.md#holdings)', () => {
  it('refuses a zip bomb by the size it declares, before inflating it', () => {
    const zip = BOMB;
    expect(zip.length).toBeLessThan(200 * 1024);
    expect(() => readHoldingsXlsx('bomb.xlsx', zip)).toThrow(HoldingsTooLargeError);
  });

  it('stops inflating a zip bomb that declares a small size once its output passes the limit', () => {
    const zip = declaring(BOMB, 1000);
    expect(() => readZipEntries('liar.xlsx', zip, [SHEET], 8 * 1024 * 1024)).toThrow(
      HoldingsTooLargeError,
    );
    // Under the limit the same reader gives the whole sheet: the limit is what stopped it.
    const small = declaring(bomb(1), 1000);
    const inflated = readZipEntries('small.xlsx', small, [SHEET], 8 * 1024 * 1024)[SHEET]!.length;
    expect(inflated).toBeGreaterThan(1024 * 1024);
  });

  it('refuses a spreadsheet whose sheet inflates past 50 MB while declaring 1,000 bytes', () => {
    expect(() => readHoldingsXlsx('liar.xlsx', declaring(BOMB, 1000))).toThrow(
      HoldingsTooLargeError,
    );
  }, 30_000);

  it(`refuses a file of more than ${MAX_ROWS.toLocaleString('en')} rows`, () => {
    const line = 'x\n';
    expect(() => readHoldingsTable('huge.csv', line.repeat(MAX_ROWS + 2))).toThrow(
      HoldingsTooLargeError,
    );
  }, 30_000);

  it('reads a sheet whose rows end at the last column (XFD) as rows of their first columns', () => {
    // Each row was 16,384 cells (and an invalid row's report line 16,383 tabs): 6.8 ms a row.
    let sheet = '<worksheet><sheetData>';
    for (let row = 1; row <= 20_000; row++) {
      sheet += `<row r="${row}"><c r="A${row}" t="inlineStr"><is><t>no isbn</t></is></c><c r="XFD${row}"><v>1</v></c></row>`;
    }
    sheet += '</sheetData></worksheet>';
    const { report } = readHoldingsXlsx('wide.xlsx', zipSync({ [SHEET]: strToU8(sheet) }));
    expect(report.read).toBe(19_999); // the first row taken for a header
    expect(report.invalid[0]).toEqual({ line: 2, text: 'no isbn' });
    expect(report.invalid.every(({ text }) => text === 'no isbn')).toBe(true);
  });
});
