import type { BrowserContext, Page } from '@playwright/test';
import { renderCounterScript, type WorkCounts } from '../../scripts/bench/render-counter';
import { addBooks, api, bearer, type StoredSession } from './support/api';
import { expect, SESSION_KEY, test } from './support/fixtures';
import { watchRequests } from './support/network';

/**
 * The work a page does, counted (not timed) on the production build: React commits, component
 * renders and DOM elements created, with the benchmark's counter (a React DevTools hook and a
 * MutationObserver, scripts/bench/render-counter.ts). The counts do not depend on the machine's
 * speed, so each has a budget here and a change that makes a page do more work fails the suite.
 * Timings stay in `npm run bench`.
 */

/** A page change of /books (10 or 30 rows): commits, renders per row, rows re-created. */
const PAGE_CHANGE = { commits: 3, rendersPerRow: 20, rowsRecreated: 0 };
/**
 * A 30-book selection's first render, from the document's start, per row: the budget. Elements
 * were 30 until each row got its 정가, 할인율 and 금액 cells (issue 36: three <td> a row, measured
 * 29.9 → 33.0 per row); the budget moved with them, by those three cells and no more.
 */
const SELECTION_FIRST_RENDER = { rendersPerRow: 30, createdPerRow: 33.5 };
/**
 * The renders are within the budget and lower than it: the test holds today's renders as a
 * ceiling, so that nothing makes the page do more work unnoticed. Measured 20.7 renders and 29.9
 * elements per row before the price cells, 23.8 and 33.0 with them (one render and one element
 * per cell: the cells hold their text and nothing else).
 */
const SELECTION_CEILING = { rendersPerRow: 24, createdPerRow: 33.5 };
// The ceiling is at most the budget, so a page within the ceiling is within the budget: a ceiling
// raised past it fails the spec as it loads.
if (
  SELECTION_CEILING.rendersPerRow > SELECTION_FIRST_RENDER.rendersPerRow ||
  SELECTION_CEILING.createdPerRow > SELECTION_FIRST_RENDER.createdPerRow
)
  throw new Error('SELECTION_CEILING must not exceed the budget SELECTION_FIRST_RENDER');
/**
 * One row's edit in a 30-book selection: every render it causes, all rows together. Ratchets a
 * few percent above the measured figures (45 and 70; both were 93 while every part of the page
 * re-rendered with the row, and 42 and 64 before the row's three price cells and their headers,
 * issue 36). The aims are 30 and 10: what is left is the edited row's cells, the action bar's
 * buttons, and for a tick the column headers (the ticked count).
 */
const SELECTION_EDIT_RENDERS = { 'quantity +': 47, 'row ticked': 73 };

/** Nothing committed or changed in the DOM for this long: the page's work is done. */
const QUIET_MS = 1000;

test.describe.configure({ timeout: 120_000 });

declare global {
  interface Window {
    __benchWork?: import('../../scripts/bench/render-counter').BenchWork;
  }
}

async function countingPage(context: BrowserContext, session: StoredSession): Promise<Page> {
  await context.addInitScript(renderCounterScript());
  await context.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [
    SESSION_KEY,
    JSON.stringify(session),
  ] as const);
  return context.newPage();
}

const settled = (page: Page, quietMs = QUIET_MS) =>
  page.waitForFunction((ms) => window.__benchWork!.quietFor() >= ms, quietMs, {
    polling: 100,
    timeout: 30_000,
  });

const rowsShown = (page: Page, notFirst: string | null = null) =>
  page.waitForFunction(
    (previous) => {
      const rows = window.__benchWork!.rows();
      return rows.length > 0 && (previous === null || rows[0]!.textContent !== previous);
    },
    notFirst,
    { polling: 50, timeout: 30_000 },
  );

const describe = (counts: WorkCounts, rows: number) =>
  `${counts.commits} commits, ${counts.renders} renders (${(counts.renders / rows).toFixed(1)} per row), ` +
  `${counts.created} elements created (${(counts.created / rows).toFixed(1)} per row), ${rows} rows`;

/**
 * A page change is measured three times (pages 1 → 2 → 3 → 4) and the least work is held to the
 * budget: the work a page change does is the same each time, but on a busy machine something
 * unrelated to it (an answer or a timer of the shell's) may land in one measurement's window as
 * a commit of its own (seen: 4 commits, 283 renders once, 3 and 257 otherwise). A change that
 * makes the page change itself do more work shows in all three.
 */
const PAGE_CHANGE_SAMPLES = 3;

for (const size of [10, 30] as const) {
  test(`/books page change at ${size} rows: ≤ ${PAGE_CHANGE.commits} commits, ≤ ${PAGE_CHANGE.rendersPerRow} renders per row, no row re-created`, async ({
    context,
    session,
  }) => {
    const page = await countingPage(context, session);
    const requests = watchRequests(page);
    await page.goto(size === 10 ? '/books' : `/books?size=${size}`);
    await rowsShown(page);
    const next = page.getByRole('main').getByRole('button', { name: 'Next page' }).first();
    const samples: {
      counts: WorkCounts;
      rows: { rows: number; recreated: number };
      summary: string;
    }[] = [];
    for (let sample = 0; sample < PAGE_CHANGE_SAMPLES; sample++) {
      await requests.allAnswered();
      await settled(page);
      await expect(next).toBeEnabled();
      // The pointer rests on the button first: its hover is not part of the page change.
      await next.hover();
      await settled(page, 500);
      const first = await page.evaluate(() => {
        const work = window.__benchWork!;
        work.tagRows();
        const text = work.rows()[0]?.textContent ?? '';
        work.reset();
        return text;
      });
      await next.click();
      await rowsShown(page, first);
      await settled(page);
      const counts = await page.evaluate(() => window.__benchWork!.read());
      const rows = await page.evaluate(() => window.__benchWork!.checkRows());
      const top = await page.evaluate(() => window.__benchWork!.top(12));
      const summary = `${describe(counts, rows.rows)}; most: ${top.map((t) => `${t.name} ${t.renders}`).join(', ')}`;
      console.log(`page change at ${size}, #${sample + 1}: ${summary}`);
      expect(counts.error, 'the counter walked every commit').toBeNull();
      expect(rows.rows).toBe(size);
      samples.push({ counts, rows, summary });
    }
    const least = samples.reduce((best, sample) =>
      sample.counts.commits < best.counts.commits ||
      (sample.counts.commits === best.counts.commits && sample.counts.renders < best.counts.renders)
        ? sample
        : best,
    );
    const { counts, rows, summary } = least;
    expect(counts.commits, summary).toBeLessThanOrEqual(PAGE_CHANGE.commits);
    expect(counts.renders / rows.rows, summary).toBeLessThanOrEqual(PAGE_CHANGE.rendersPerRow);
    expect(rows.recreated, summary).toBe(PAGE_CHANGE.rowsRecreated);
  });
}

/** Opens a selection of 30 books of its own on a counting page, its rows shown and the page quiet. */
async function selectionOf30(context: BrowserContext, session: StoredSession) {
  const name = `budget-${Date.now().toString(36)}`;
  const { data: created } = await api.POST('/member/cart/add/category', {
    body: { name },
    headers: bearer(session),
  });
  expect(created).toBeDefined();
  await addBooks(
    session,
    Array.from({ length: 30 }, (_, index) => index + 1),
    String(created!.categoryId),
  );
  const page = await countingPage(context, session);
  const requests = watchRequests(page);
  // Asked twice (by the page's loader, then again by the menu mounting), the list's second answer
  // re-rendered the page, once or twice depending on when it arrived.
  let listRequests = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.endsWith('/member/cart/categories')) listRequests++;
  });
  await page.goto(`/cart/${encodeURIComponent(name)}`);
  await page.waitForFunction(() => window.__benchWork!.rows().length === 30, null, {
    polling: 50,
    timeout: 30_000,
  });
  await requests.allAnswered();
  await settled(page);
  return { page, listRequests: () => listRequests };
}

test(`a 30-book selection's first render: ≤ ${SELECTION_CEILING.rendersPerRow} renders and ≤ ${SELECTION_CEILING.createdPerRow} created elements per row (budget ${SELECTION_FIRST_RENDER.rendersPerRow} and ${SELECTION_FIRST_RENDER.createdPerRow})`, async ({
  context,
  session,
}) => {
  const { page, listRequests } = await selectionOf30(context, session);
  const counts = await page.evaluate(() => window.__benchWork!.read());
  const top = await page.evaluate(() => window.__benchWork!.top(12));
  const summary = `${describe(counts, 30)}; most: ${top.map((t) => `${t.name} ${t.renders}`).join(', ')}`;
  console.log(`selection first render: ${summary}`);
  expect(counts.error, 'the counter walked every commit').toBeNull();
  expect(listRequests(), 'requests for the list of selections').toBe(1);
  expect(counts.renders / 30, summary).toBeLessThanOrEqual(SELECTION_CEILING.rendersPerRow);
  expect(counts.created / 30, summary).toBeLessThanOrEqual(SELECTION_CEILING.createdPerRow);
});

/**
 * One row's edit in a 30-book selection renders that row, not the others: what the click costs,
 * from the click until the page is quiet again.
 */
for (const edit of ['quantity +', 'row ticked'] as const) {
  const budget = SELECTION_EDIT_RENDERS[edit];
  test(`a 30-book selection, ${edit} on one row: ≤ ${budget} renders`, async ({
    context,
    session,
  }) => {
    const { page } = await selectionOf30(context, session);
    const row = page
      .getByRole('row')
      .filter({ has: page.getByRole('checkbox', { name: /^Select / }) })
      .nth(2);
    const control =
      edit === 'quantity +'
        ? row.getByRole('button', { name: /^Increase/ })
        : row.getByRole('checkbox', { name: /^Select / });
    // The pointer rests on the control first: its hover is not part of the edit.
    await control.hover();
    await settled(page, 500);
    await page.evaluate(() => window.__benchWork!.reset());
    await control.click();
    if (edit === 'quantity +')
      await expect(row.getByRole('textbox', { name: /^Quantity of/ })).toHaveValue('2');
    else await expect(control).toBeChecked();
    await settled(page);
    const counts = await page.evaluate(() => window.__benchWork!.read());
    const top = await page.evaluate(() => window.__benchWork!.top(12));
    const summary = `${counts.commits} commits, ${counts.renders} renders, ${counts.created} elements created; most: ${top.map((t) => `${t.name} ${t.renders}`).join(', ')}`;
    console.log(`selection ${edit}: ${summary}`);
    expect(counts.error, 'the counter walked every commit').toBeNull();
    expect(counts.renders, summary).toBeLessThanOrEqual(budget);
  });
}
