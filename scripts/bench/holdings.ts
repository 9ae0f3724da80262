/**
 * The library holdings import (`--only holdings`; also `npx tsx scripts/bench/holdings.ts`): an
 * export of 100,000 titles as a library system writes it, a CSV, an .xlsx and a MARC (ISO 2709) file, read
 * with the app's own readers and saved with its own store in Chromium at 1×
 * (scripts/bench/holdings-page), from the file to the holdings stored in IndexedDB. Then the page
 * is reloaded and the start's load of the holdings into the shared Map is timed, with a lookup
 * per title as the marks do. Median of 3 runs per format (1 with --quick).
 */
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Page } from 'playwright-core';
import ExcelJS from 'exceljs';
import { isbn13CheckDigit } from '../../src/rules/isbn.ts';
import {
  XLSX_EXPORT_PATH,
  type HoldingsFileKind,
  type ImportResult,
  type LoadResult,
} from './holdings-page/api.ts';
import { launchBrowser } from './browser.ts';
import { ROOT } from './config.ts';
import { cleanupAll, onCleanup, run } from './proc.ts';
import { median, row, type PartResult } from './results.ts';
import { startStaticServer } from './static-server.ts';

export const HOLDINGS_TITLES = 100_000;
/** The import of 100,000 titles on this machine's Chromium at 1×. */
const IMPORT_BUDGET_MS = 5_000;
const PAGE_ROOT = join(ROOT, 'scripts/bench/holdings-page');
const DIST = join(ROOT, '.bench/holdings-dist');
const PORT = Number(process.env.BENCH_PORT_BASE ?? 4390) + 5;

export async function buildHoldingsPage(): Promise<void> {
  await run(process.execPath, [
    join(ROOT, 'node_modules/vite/bin/vite.js'),
    'build',
    '--config',
    join(PAGE_ROOT, 'vite.config.ts'),
  ]);
}

/** The .xlsx export of `titles` titles, the columns of the CSV's, into the page's folder. */
async function writeXlsxExport(titles: number): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    filename: join(DIST, XLSX_EXPORT_PATH),
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet('소장자료');
  sheet.addRow(['등록번호', '서명', '저자', 'ISBN', '청구기호']).commit();
  for (let i = 0; i < titles; i++) {
    const first12 = `978${String(i).padStart(9, '0')}`;
    sheet
      .addRow([
        `EM${i}`,
        `어린 왕자, ${i}권`,
        '생텍쥐페리',
        first12 + isbn13CheckDigit(first12),
        '863-생239ㅇ',
      ])
      .commit();
  }
  sheet.commit();
  await workbook.commit();
}

const ready = (page: Page) => page.waitForFunction(() => window.__holdingsBench !== undefined);

export async function measureHoldings(options: { quick: boolean }): Promise<PartResult> {
  const started = Date.now();
  await writeXlsxExport(HOLDINGS_TITLES);
  const server = await startStaticServer(DIST, PORT);
  const forget = onCleanup(server.close);
  const browser = await launchBrowser();
  try {
    const imports: Record<HoldingsFileKind, ImportResult[]> = { csv: [], xlsx: [], mrc: [] };
    const loads: LoadResult[] = [];
    for (let index = 0; index < (options.quick ? 1 : 3); index++) {
      for (const kind of ['csv', 'xlsx', 'mrc'] as const) {
        const context = await browser.newContext();
        const page = await context.newPage();
        await page.goto(`${server.origin}/`);
        await ready(page);
        imports[kind].push(
          await page.evaluate(([k, n]) => window.__holdingsBench!.runImport(k, n), [
            kind,
            HOLDINGS_TITLES,
          ] as const),
        );
        await page.reload();
        await ready(page);
        loads.push(await page.evaluate(() => window.__holdingsBench!.load()));
        await context.close();
      }
    }
    const importRow = (kind: HoldingsFileKind, label: string) => {
      const runs = imports[kind];
      return row({
        part: 'holdings',
        id: `holdings.import.${kind}`,
        label: `Holdings import, ${HOLDINGS_TITLES.toLocaleString('en')} titles, ${label}`,
        value: median(runs.map((r) => r.totalMs)),
        unit: 'ms',
        extra: `median of ${runs.length}; read ${median(runs.map((r) => r.readMs)).toFixed(0)} ms, save ${median(runs.map((r) => r.saveMs)).toFixed(0)} ms; ${(runs[0]!.fileBytes / 1e6).toFixed(1)} MB`,
        budget: { op: '<=', limit: IMPORT_BUDGET_MS, text: `≤ ${IMPORT_BUDGET_MS} ms` },
        note: runs.some((r) => r.titles !== HOLDINGS_TITLES) ? 'titles missing' : undefined,
      });
    };
    return {
      rows: [
        importRow('csv', 'CSV'),
        importRow('xlsx', 'Excel (.xlsx)'),
        importRow('mrc', 'MARC (ISO 2709)'),
        row({
          part: 'holdings',
          id: 'holdings.load',
          label: `Holdings load at start (${HOLDINGS_TITLES.toLocaleString('en')} titles)`,
          value: median(loads.map((l) => l.loadMs)),
          unit: 'ms',
          extra: `${HOLDINGS_TITLES.toLocaleString('en')} lookups ${median(loads.map((l) => l.lookupMs)).toFixed(0)} ms`,
        }),
      ],
      details: { imports, loads },
      seconds: (Date.now() - started) / 1000,
    };
  } finally {
    await browser.close();
    await server.close();
    forget();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const quick = process.argv.includes('--quick');
  try {
    if (!process.argv.includes('--skip-build')) await buildHoldingsPage();
    const result = await measureHoldings({ quick });
    for (const r of result.rows) {
      console.log(`${r.label}: ${r.value?.toFixed(0)} ${r.unit} (${r.extra ?? ''}) ${r.status}`);
    }
  } finally {
    await cleanupAll();
  }
}
