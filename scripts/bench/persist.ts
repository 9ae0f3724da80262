/**
 * Part 4, the persisted query cache. 500 collection pages of 30 rows (real answers of the server,
 * from the largest collections) are put into a QueryClient in a real Chromium page and saved to
 * IndexedDB with the app's own functions (scripts/bench/persist-page). Then the page is reloaded
 * (a fresh start) and the app's restore (restoreSavedCaches) into a new QueryClient is timed with
 * performance.now(); median of 5 reloads (3 with --quick). The stored size is the UTF-8 size of
 * the serialized string.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import type {
  CachedPage,
  RestoreResult,
  SeedResult,
  StructuredResult,
} from './persist-page/api.ts';
import { budgets, PAGE_SIZE, paths, ports } from './config.ts';
import { launchBrowser } from './browser.ts';
import { onCleanup } from './proc.ts';
import { median, row, type PartResult } from './results.ts';
import { apiGet, collectionsBySize, signIn, type RunningServer } from './server.ts';
import { startStaticServer } from './static-server.ts';

const PAGES = 500;

/** 500 pages of 30 rows from the server, the largest collections first. */
async function fetchPages(server: RunningServer, token: string): Promise<CachedPage[]> {
  const wanted: { collectionId: number; page: number }[] = [];
  for (const collection of collectionsBySize(server.databasePath)) {
    const pages = Math.floor(collection.bookCount / PAGE_SIZE);
    for (let page = 1; page <= pages && wanted.length < PAGES; page++) {
      wanted.push({ collectionId: collection.collectionId, page });
    }
    if (wanted.length >= PAGES) break;
  }
  const result: CachedPage[] = [];
  for (let index = 0; index < wanted.length; index += 10) {
    const batch = wanted.slice(index, index + 10);
    result.push(
      ...(await Promise.all(
        batch.map(async ({ collectionId, page }) => ({
          collectionId,
          page,
          take: PAGE_SIZE,
          data: await apiGet(`/member/book/${collectionId}?page=${page}&take=${PAGE_SIZE}`, token),
        })),
      )),
    );
  }
  return result;
}

async function ready(page: Page) {
  await page.waitForFunction(() => window.__bench !== undefined);
}

/** Measures part 4. */
export async function measurePersist(
  server: RunningServer,
  options: { quick: boolean },
): Promise<PartResult> {
  const started = Date.now();
  const session = await signIn(server.origin);
  const pages = await fetchPages(server, session.token);
  writeFileSync(join(paths.persistDist, 'pages.json'), JSON.stringify(pages));

  const pageServer = await startStaticServer(paths.persistDist, ports.persistPage);
  const forget = onCleanup(pageServer.close);
  const browser = await launchBrowser();
  try {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${pageServer.origin}/`);
    await ready(page);
    const seeded: SeedResult = await page.evaluate(() => window.__bench!.seed('/pages.json'));
    const restores: RestoreResult[] = [];
    for (let index = 0; index < (options.quick ? 3 : 5); index++) {
      await page.reload();
      await ready(page);
      restores.push(await page.evaluate(() => window.__bench!.restore()));
    }
    // For the cause: the same state stored as an object (structured clone, no JSON string).
    await page.evaluate(() => window.__bench!.seedStructured());
    const structured: StructuredResult[] = [];
    for (let index = 0; index < 3; index++) {
      await page.reload();
      await ready(page);
      structured.push(await page.evaluate(() => window.__bench!.restoreStructured()));
    }
    await context.close();
    const restoreMs = median(restores.map((restore) => restore.restoreMs));
    const incomplete = restores.some((restore) => restore.queries !== seeded.queries);
    return {
      rows: [
        row({
          part: 'persist',
          id: 'persist.restore',
          label: `Restore of ${seeded.queries} cached pages`,
          value: restoreMs,
          unit: 'ms',
          extra: `median of ${restores.length}; IndexedDB read ${median(restores.map((r) => r.idbReadMs)).toFixed(0)} ms, JSON.parse ${median(restores.map((r) => r.parseMs)).toFixed(0)} ms`,
          budget: { op: '<=', limit: budgets.restoreMs, text: `≤ ${budgets.restoreMs} ms` },
          note: incomplete ? 'a restore did not bring back every query' : undefined,
        }),
        row({
          part: 'persist',
          id: 'persist.size',
          label: `Persisted size (${seeded.queries} pages × ${PAGE_SIZE} rows)`,
          value: seeded.bytes,
          unit: 'bytes',
          extra: `${(seeded.bytes / seeded.queries / 1000).toFixed(1)} kB per page`,
        }),
      ],
      details: {
        seeded,
        restores,
        structuredAlternative: {
          what: 'the same dehydrated state stored in IndexedDB as an object (no JSON string)',
          restoreMsMedian: median(structured.map((result) => result.restoreMs)),
          runs: structured,
        },
      },
      seconds: (Date.now() - started) / 1000,
    };
  } finally {
    await browser.close();
    await pageServer.close();
    forget();
  }
}
