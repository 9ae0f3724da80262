/**
 * The holdings import page: a library's export of 100,000 titles, made in the page or, for the
 * .xlsx, by the bench (not timed),
 * goes through the app's own reader (`readHoldingsFile`: the CSV reader or the ISO 2709 reader)
 * and store (`holdingsStore.replace`: the IndexedDB write), timed with performance.now().
 */
import { isbn13CheckDigit } from '@/rules/isbn';
import { readHoldingsFile } from '@/features/holdings/read-holdings-file';
import { copiesOf, holdingsStore } from '@/features/holdings/store';
import { bookRecord, marcFile } from '../../../tests/unit/support/marc-writer';
import { XLSX_EXPORT_PATH, type HoldingsBench, type HoldingsFileKind } from './api';

const MEMBER = 'bench-member';

function isbnAt(index: number): string {
  const first12 = `978${String(index).padStart(9, '0')}`;
  return first12 + isbn13CheckDigit(first12);
}

async function exportFile(kind: HoldingsFileKind, titles: number): Promise<File> {
  if (kind === 'xlsx') {
    // A spreadsheet as KOLAS and DLS export it, written by the bench with exceljs (not timed).
    const response = await fetch(`./${XLSX_EXPORT_PATH}`);
    if (!response.ok) throw new Error(`no ${XLSX_EXPORT_PATH}: ${response.status}`);
    return new File([await response.blob()], 'holdings.xlsx');
  }
  if (kind === 'csv') {
    const lines = ['등록번호,서명,저자,ISBN,청구기호'];
    for (let i = 0; i < titles; i++) {
      lines.push(`EM${i},"어린 왕자, ${i}권",생텍쥐페리,${isbnAt(i)},863-생239ㅇ`);
    }
    return new File([lines.join('\r\n')], 'holdings.csv', { type: 'text/csv' });
  }
  const records = Array.from({ length: titles }, (_, i) =>
    bookRecord(i, { isbns: [isbnAt(i)], title: `어린 왕자 ${i}권`, copies: 1 }),
  );
  return new File([marcFile(records)], 'holdings.mrc');
}

const waitForReady = () =>
  new Promise<void>((resolve) => {
    const check = () => holdingsStore.read(MEMBER).status === 'ready';
    if (check()) return resolve();
    const unsubscribe = holdingsStore.subscribe(() => {
      if (check()) {
        unsubscribe();
        resolve();
      }
    });
  });

const bench: HoldingsBench = {
  async runImport(kind, titles) {
    const file = await exportFile(kind, titles);
    holdingsStore.load(MEMBER);
    await waitForReady();
    const started = performance.now();
    const reading = await readHoldingsFile(file);
    const read = performance.now();
    await holdingsStore.replace(MEMBER, reading.counts);
    const saved = performance.now();
    return {
      kind,
      fileBytes: file.size,
      titles: reading.counts.size,
      readMs: read - started,
      saveMs: saved - read,
      totalMs: saved - started,
    };
  },
  async load() {
    const started = performance.now();
    holdingsStore.load(MEMBER);
    await waitForReady();
    const loaded = performance.now();
    const holdings = holdingsStore.read(MEMBER);
    let owned = 0;
    for (let i = 0; i < holdings.titles; i++) owned += copiesOf(holdings, isbnAt(i)) > 0 ? 1 : 0;
    const looked = performance.now();
    if (owned !== holdings.titles) throw new Error(`${owned} of ${holdings.titles} found`);
    return { titles: holdings.titles, loadMs: loaded - started, lookupMs: looked - loaded };
  },
};

window.__holdingsBench = bench;
