import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { expect, SESSION_KEY, test } from './support/fixtures';
import { watchRequests } from './support/network';

/**
 * What a first visit downloads: the scripts and stylesheets of /sign-in (signed out), the member
 * home and /books (signed in), each gzipped at level 9 as a CDN would send it, and how many
 * requests the visit makes, with an empty cache and no service worker. Deterministic for a build,
 * so each has a budget here: a change that makes a first visit heavier fails the suite (the
 * benchmark, `npm run bench -- --only bytes`, attributes the bytes to packages and files).
 */

const BUDGETS = {
  '/sign-in': { kB: 130 },
  '/': { kB: 180 },
  '/books': { kB: 210, requests: 30 },
} as const;

/**
 * The byte budgets are not met yet (measured: /sign-in 155.3 kB, the home 200.2 kB, /books
 * 254.1 kB; /books makes 29 requests, within its budget; docs/decisions/015 and 017 say what the
 * chunking and the light public pages do and what is left). Until each is, the test holds today's
 * figure as a ceiling, so that no change makes a first visit heavier unnoticed, and notes the gap
 * to the budget. Lower these as the pages get lighter; at the budget, the budget holds. Raised
 * once on purpose, from 200 / 197 / 254 kB: reopening IndexedDB after backgrounding, the share
 * sheet for downloads, the retry when the line returns, the edits shared between tabs and the
 * funds on the home cost 0.5 to 1.7 kB. Raised again, from 155 / 199 / 253 kB: the one failure
 * reporter (src/api/failures.ts) and the contract's limits read from the generated
 * src/api/limits.gen.ts (whole objects, patterns included) are in the entry: 0.7 to 0.9 kB.
 * Raised a third time, from 200 / 254 kB: a closed tab's edits taken over before the open tab's
 * newer ones, each queued edit saved on the device before it is sent, and a waiting rename's
 * name (src/offline/persist.ts, the selections' queued edits) add 0.17 kB to the entry and
 * 0.29 kB to the member chunk (gzip -9, measured against the build before them).
 * Raised a fourth time, from 156 kB for /sign-in: the sign-in code past a lock (its offer and field
 * are a chunk of their own, loaded under a lock; the entry keeps its call's hook-up), the line
 * note's length rule and the selection ceiling's message bring the entry from 155.7 to 156.0x kB
 * (every text of src/texts is in the entry until the texts are compiled per page).
 * Raised a fifth time, from 201 / 255 kB (home 200.8, /books 254.6 before them): the warning a
 * minute before a sign-in ends (its timer in the member chunk, its dialog loaded only then), an
 * edit said to wait only once it is on the device (src/offline/persist.ts,
 * use-queued-edits-state.ts) and the catalogue's 독자대상 filter bring them to 201.7 / 255.8 kB,
 * both new modules kept in the member chunk (two files of their own cost 1.3 kB more).
 * Raised a sixth time, from 157 / 202 / 256 kB (156.4 / 201.7 / 255.8 before): the Korean
 * interface (docs/decisions/021-two-locales.md). A page carries both locales' texts of the areas
 * it reads, the locale's runtime and the switch: 162.5 / 208.1 / 265.0 kB, +6.1 / +6.4 / +9.2.
 * Loading only the device's locale is what would take them back within +3 kB of before.
 * Raised a seventh time, from 163 / 209 / 266 kB (162.5 / 208.1 / 265.0 before): `lang` on the
 * Korean phrases of the English interface (src/ui/phrases.tsx, in the entry with the kit's
 * Button: +0.5 on every page), the footer's supplier read from the server (+0.4, and /books' 30th
 * request), the lines' 정가 and 할인율 and the office papers' texts: 163.1 / 209.3 / 266.2 kB.
 */
const CEILINGS = {
  '/sign-in': { kB: 164 },
  '/': { kB: 210 },
  '/books': { kB: 267, requests: 30 },
} as const;

/** The ceiling while the budget is not met; notes the gap. */
function limit(path: keyof typeof BUDGETS, figure: 'kB' | 'requests', measured: number): number {
  const budget = (BUDGETS[path] as Partial<Record<typeof figure, number>>)[figure]!;
  const ceiling = (CEILINGS[path] as Partial<Record<typeof figure, number>>)[figure]!;
  if (measured > budget) {
    test.info().annotations.push({
      type: 'budget not met',
      description: `${path}: ${measured.toFixed(1)} ${figure} (budget ${budget}, ceiling ${ceiling})`,
    });
  }
  return Math.max(budget, ceiling);
}

interface Visit {
  gzip: number;
  requests: number;
  files: { path: string; gzip: number }[];
}

async function firstVisit(page: Page, path: string, ready: () => Promise<void>): Promise<Visit> {
  const pending: Promise<{ path: string; gzip: number } | null>[] = [];
  const inFlight = watchRequests(page);
  let requests = 0;
  page.on('request', () => {
    requests++;
  });
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (!/\.(js|css)$/.test(url.pathname)) return;
    pending.push(
      response
        .body()
        .then((body) => ({ path: url.pathname, gzip: gzipSync(body, { level: 9 }).length }))
        .catch(() => null),
    );
  });
  await page.goto(path);
  await ready();
  // Everything the document loads (its load event) and every request sent since, answered.
  await page.waitForLoadState('load');
  await inFlight.allAnswered();
  const files = (await Promise.all(pending)).filter((file) => file !== null);
  return { gzip: files.reduce((sum, file) => sum + file.gzip, 0), requests, files };
}

const summary = (visit: Visit) =>
  `${(visit.gzip / 1000).toFixed(1)} kB in ${visit.files.length} files, ${visit.requests} requests: ` +
  visit.files
    .sort((a, b) => b.gzip - a.gzip)
    .map((file) => `${file.path} ${(file.gzip / 1000).toFixed(1)}`)
    .join(', ');

test('no prerendered page waits for a script before its first paint (no parser-blocking <script src>)', async ({
  request,
}) => {
  for (const path of ['/sign-in', '/sign-up', '/find-password']) {
    const html = await (await request.get(path, { headers: { accept: 'text/html' } })).text();
    expect(html).toContain('data-prerendered');
    const blocking = [...html.matchAll(/<script\b([^>]*)>/g)]
      .map(([tag, attributes]) => ({ tag, attributes: attributes ?? '' }))
      .filter(
        ({ attributes }) =>
          /\bsrc=/.test(attributes) && !/\b(async|defer)\b|type="module"/.test(attributes),
      );
    expect(
      blocking.map(({ tag }) => tag),
      path,
    ).toEqual([]);
  }
});

test(`/sign-in: a first visit loads ≤ ${BUDGETS['/sign-in'].kB} kB of scripts and styles (for now ≤ ${CEILINGS['/sign-in'].kB})`, async ({
  page,
}) => {
  const visit = await firstVisit(page, '/sign-in', () =>
    expect(page.locator('html[data-started]')).toBeAttached(),
  );
  console.log(`/sign-in: ${summary(visit)}`);
  expect(visit.gzip / 1000, summary(visit)).toBeLessThanOrEqual(
    limit('/sign-in', 'kB', visit.gzip / 1000),
  );
});

test.describe('signed in', () => {
  test.beforeEach(async ({ context, session }) => {
    await context.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [
      SESSION_KEY,
      JSON.stringify(session),
    ] as const);
  });

  test(`the member home: a first visit loads ≤ ${BUDGETS['/'].kB} kB of scripts and styles (for now ≤ ${CEILINGS['/'].kB})`, async ({
    page,
  }) => {
    const visit = await firstVisit(page, '/', () =>
      expect(page.getByRole('heading', { level: 1 })).toBeVisible(),
    );
    console.log(`home: ${summary(visit)}`);
    expect(visit.gzip / 1000, summary(visit)).toBeLessThanOrEqual(
      limit('/', 'kB', visit.gzip / 1000),
    );
  });

  test(`/books: a first visit loads ≤ ${BUDGETS['/books'].kB} kB of scripts and styles in ≤ ${BUDGETS['/books'].requests} requests (for now ≤ ${CEILINGS['/books'].kB} kB, ${CEILINGS['/books'].requests})`, async ({
    page,
  }) => {
    const visit = await firstVisit(page, '/books', () =>
      expect(page.getByRole('main').getByRole('table').first().getByRole('row')).toHaveCount(11),
    );
    console.log(`/books: ${summary(visit)}`);
    expect(visit.gzip / 1000, summary(visit)).toBeLessThanOrEqual(
      limit('/books', 'kB', visit.gzip / 1000),
    );
    expect(visit.requests, summary(visit)).toBeLessThanOrEqual(
      limit('/books', 'requests', visit.requests),
    );
  });
});
