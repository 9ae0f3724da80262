/**
 * Part 3, repeat visit offline vs first visit online. In a fresh browser context (service worker
 * allowed, empty caches) the signed-in member opens a collection on /books over a throttled
 * network (CDP Network.emulateNetworkConditions: 150 ms RTT, 1.6 Mbps down, 750 kbps up); once the
 * service worker is active and the persisted query cache holds the collection, the network is cut
 * (context.setOffline) and the same URL is opened in a new page. Both times run from navigation
 * start to the first frame painted with the collection's rows (browser.ts, rowsPaintedScript).
 * The first visit's first contentful paint is reported beside them, for information: what a
 * member on that network sees first (the launch screen of index.html).
 * One more offline visit runs under the CPU profiler (details.visits[].offlineProfile).
 */
import type { BrowserContext, Page } from 'playwright-core';
import { budgets, PAGE_SIZE, paths, throttledNetwork } from './config.ts';
import {
  launchBrowser,
  rowsPaintedAt,
  rowsPaintedScript,
  storeSession,
  timeline,
  type Timeline,
} from './browser.ts';
import { profileAction, type PageProfileSummary } from './page-profile.ts';
import { sleep } from './proc.ts';
import { median, row, type PartResult } from './results.ts';
import { collectionWithPages, signIn, type RunningServer } from './server.ts';

/**
 * The member's saved caches (src/offline/persist.ts: one per tab), their stored strings joined, or
 * null when there is none.
 */
export async function persistedValue(page: Page, memberId: string): Promise<string | null> {
  return page.evaluate(async (prefix) => {
    // Never open a database that does not exist: that would create it without idb-keyval's store.
    const names = (await indexedDB.databases()).map((database) => database.name);
    if (!names.includes('book-portal')) return null;
    return new Promise<string | null>((resolve) => {
      const request = indexedDB.open('book-portal');
      request.onerror = () => resolve(null);
      request.onsuccess = () => {
        const db = request.result;
        if (!db.objectStoreNames.contains('persisted-queries')) {
          db.close();
          resolve(null);
          return;
        }
        const store = db
          .transaction('persisted-queries', 'readonly')
          .objectStore('persisted-queries');
        // Keys and values come in the same (key) order.
        const keys = store.getAllKeys();
        const read = store.getAll();
        read.onsuccess = () => {
          db.close();
          const values = read.result.filter(
            (value, index) =>
              typeof value === 'string' &&
              (keys.result[index] === prefix ||
                String(keys.result[index]).startsWith(`${prefix}:`)),
          );
          resolve(values.length > 0 ? values.join('\n') : null);
        };
        read.onerror = () => {
          db.close();
          resolve(null);
        };
      };
    });
  }, `query-cache:${memberId}`);
}

async function waitFor<T>(
  what: string,
  probe: () => Promise<T | null | undefined | false>,
  timeoutMs = 30_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const value = await probe();
    if (value) return value;
    await sleep(200);
  }
  throw new Error(`timed out waiting for ${what}`);
}

interface Visit {
  firstVisitMs: number;
  firstRows: number;
  offlineMs: number;
  offlineRows: number;
  controlledOffline: boolean;
  persistedBytes: number;
  firstTimeline: Timeline;
  offlineTimeline: Timeline;
  offlineProfile: PageProfileSummary;
}

async function visitTwice(
  context: BrowserContext,
  origin: string,
  url: string,
  memberId: string,
  collectionId: number,
  session: Awaited<ReturnType<typeof signIn>>,
): Promise<Visit> {
  await context.addInitScript(rowsPaintedScript());
  const page = await context.newPage();
  await storeSession(page, origin, session);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', throttledNetwork);
  await page.goto(url, { waitUntil: 'commit' });
  const firstVisitMs = await rowsPaintedAt(page);
  const firstRows = await page.evaluate(() => window.__benchRowsCount ?? 0);
  const firstTimeline = await timeline(page);

  // Installed and filled: the worker is active (precache done) and the query cache is saved.
  await waitFor(
    'the service worker to be active',
    () => page.evaluate(async () => Boolean((await navigator.serviceWorker.ready).active)),
    60_000,
  );
  const persisted = await waitFor('the persisted cache to hold the collection', async () => {
    const stored = await persistedValue(page, memberId);
    return stored && stored.includes(`"collection",${collectionId},`) ? stored : null;
  });
  await page.close();

  await context.setOffline(true);
  const repeat = await context.newPage();
  await repeat.goto(url, { waitUntil: 'commit' });
  const offlineMs = await rowsPaintedAt(repeat, 30_000);
  const offlineRows = await repeat.evaluate(() => window.__benchRowsCount ?? 0);
  const offlineTimeline = await timeline(repeat);
  const controlledOffline = offlineTimeline.controlled;
  await repeat.close();

  // One more offline visit under the CPU profiler (not timed): where the main thread's time goes.
  const profiled = await context.newPage();
  const profile = await profileAction(
    await context.newCDPSession(profiled),
    paths.appDist,
    async () => {
      await profiled.goto(url, { waitUntil: 'commit' });
      await rowsPaintedAt(profiled, 30_000);
    },
  );
  await profiled.close();
  return {
    firstVisitMs,
    firstRows,
    offlineMs,
    offlineRows,
    controlledOffline,
    persistedBytes: Buffer.byteLength(persisted),
    firstTimeline,
    offlineTimeline,
    offlineProfile: profile,
  };
}

/** Measures part 3. */
export async function measureOffline(
  server: RunningServer,
  options: { quick: boolean },
): Promise<PartResult> {
  const started = Date.now();
  const runs = options.quick ? 1 : 3;
  const collection = collectionWithPages(server.databasePath, 2);
  const url = `${server.origin}/books?tab=${collection.tabId}&collection=${collection.collectionId}&size=${PAGE_SIZE}`;
  const browser = await launchBrowser();
  const visits: Visit[] = [];
  try {
    for (let index = 0; index < runs; index++) {
      const session = await signIn(server.origin);
      const context = await browser.newContext({
        serviceWorkers: 'allow',
        viewport: { width: 1180, height: 820 },
        locale: 'ko-KR',
        timezoneId: 'Asia/Seoul',
      });
      try {
        visits.push(
          await visitTwice(
            context,
            server.origin,
            url,
            session.id,
            collection.collectionId,
            session,
          ),
        );
      } finally {
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
  const first = median(visits.map((visit) => visit.firstVisitMs));
  const firstPaint = median(visits.map((visit) => visit.firstTimeline.firstPaint ?? Number.NaN));
  const offline = median(visits.map((visit) => visit.offlineMs));
  const ratio = offline / first;
  const of = runs > 1 ? `median of ${runs}` : '1 run';
  const notes: string[] = [];
  if (visits.some((visit) => !visit.controlledOffline)) {
    notes.push('the offline page was not controlled by the service worker');
  }
  return {
    rows: [
      row({
        part: 'offline',
        id: 'offline.firstPaint',
        label: 'First visit, throttled (first paint)',
        value: firstPaint,
        unit: 'ms',
        extra: `${of}; the launch screen (index.html)`,
      }),
      row({
        part: 'offline',
        id: 'offline.firstVisit',
        label: 'First visit, throttled (rows painted)',
        value: first,
        unit: 'ms',
        extra: of,
      }),
      row({
        part: 'offline',
        id: 'offline.repeatVisit',
        label: 'Repeat visit offline (rows painted)',
        value: offline,
        unit: 'ms',
        extra: of,
        note: notes.join('; ') || undefined,
      }),
      row({
        part: 'offline',
        id: 'offline.ratio',
        label: 'Offline repeat / throttled first',
        value: ratio,
        unit: 'ratio',
        budget: { op: '<=', limit: budgets.offlineRatio, text: `≤ ${budgets.offlineRatio}` },
      }),
    ],
    details: { url, collection, network: throttledNetwork, visits },
    seconds: (Date.now() - started) / 1000,
  };
}
