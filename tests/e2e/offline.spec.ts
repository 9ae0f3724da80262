import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { chromium, type BrowserContext, type Page, type Route } from '@playwright/test';
import {
  addBooks,
  api,
  bearer,
  createSelection,
  bookTitle,
  seedMember,
  selectionOf,
  signInViaApi,
  type StoredSession,
} from './support/api';
import { CHROMIUM_ARGS, CHROMIUM_PATH, E2E_DIST, E2E_PORT } from './support/env';
import { startExtraServer } from './support/extra-server';
import { clearSavedCaches, savedAdditions, savedCaches } from './support/saved-caches';
import { controlledByServiceWorker, isCached } from './support/service-worker';
import {
  errorToasts,
  expect,
  expectNoA11yViolations,
  SESSION_KEY,
  storeSession,
  test,
} from './support/fixtures';
import { goOffline, offlineIndicator } from './support/offline';
import { renameOpenSelection } from './support/selection-page';
import {
  selectionRow,
  selectionTable,
  notAvailableOffline,
  pendingEdits,
  sideMenu,
} from './support/locators';

/**
 * The installable, offline-first PWA with its service worker on, against the built app
 * and the reference server. "Offline" is Chromium's network emulation, which also cuts the
 * service worker's network (docs/pitfalls.md#playwright).
 */
test.use({ serviceWorkers: 'allow' });
test.describe.configure({ timeout: 180_000 });

const run = promisify(execFile);
const DEFAULT = 'common(default)';

test('installable: a complete manifest, no installability errors, the service worker in control', async () => {
  // An ordinary test context is incognito, which Chromium never finds installable.
  const userDataDir = mkdtempSync(path.join(tmpdir(), 'portal-install-'));
  let context: BrowserContext | undefined;
  try {
    context = await chromium.launchPersistentContext(userDataDir, {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
      baseURL: `http://127.0.0.1:${E2E_PORT}`,
      serviceWorkers: 'allow',
    });
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto('/sign-in');
    await controlledByServiceWorker(page);

    const manifest = (await (await page.request.get('/manifest.webmanifest')).json()) as {
      name: string;
      short_name: string;
      start_url: string;
      scope: string;
      display: string;
      lang: string;
      theme_color: string;
      icons: { sizes: string; purpose?: string }[];
    };
    expect(manifest).toMatchObject({ display: 'standalone', start_url: '/', scope: '/' });
    expect(manifest.name.length).toBeGreaterThan(0);
    expect(manifest.short_name.length).toBeGreaterThan(0);
    expect(manifest.lang).toMatch(/^ko/);
    expect(manifest.theme_color).toMatch(/^#/);
    expect(manifest.icons.some((icon) => icon.sizes === '512x512')).toBe(true);
    expect(manifest.icons.some((icon) => icon.purpose?.includes('maskable'))).toBe(true);

    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: { errorId: string }[];
    };
    expect(installabilityErrors.map((error) => error.errorId)).toEqual([]);
  } finally {
    await context?.close();
    rmSync(userDataDir, { recursive: true, force: true });
  }
});

test('visited pages render offline from the caches; an unvisited book says it is not available', async ({
  memberPage: page,
  session,
}) => {
  const [inSelection] = await addBooks(session, [5]);
  await controlledByServiceWorker(page);

  // Online: a collection, a book's detail, the selection and the announcements.
  await page.goto('/books');
  const booksTable = page.getByRole('table').first();
  await expect(booksTable.getByRole('row').nth(1)).toBeVisible();
  const firstTitle = (
    await booksTable.getByRole('row').nth(1).getByRole('link').first().innerText()
  ).trim();
  await page.goto('/books/7');
  const visitedTitle = await bookTitle(session, 7);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(visitedTitle);
  await page.goto('/cart/public');
  await expect(selectionRow(page, inSelection!.title)).toBeVisible();
  await page.goto('/notices');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const firstNotice = page.getByRole('table', { name: 'Announcements' }).getByRole('row').nth(1);
  await expect(firstNotice).toBeVisible();
  const noticeText = (await firstNotice.getByRole('rowheader').innerText()).trim();
  // The service worker stores each answer after handing it over: wait until it has.
  await expect
    .poll(() => isCached(page, 'member-api-catalogue', '/member/book/detail/7'))
    .toBe(true);
  await expect.poll(() => isCached(page, 'member-api-selections', '/member/cart?')).toBe(true);
  await expect
    .poll(() => isCached(page, 'member-api-notices', '/member/notification/all'))
    .toBe(true);

  await page.context().setOffline(true);

  await page.goto('/books');
  await expect(offlineIndicator(page)).toBeVisible();
  await expect(page.getByRole('table').first().getByRole('row').nth(1)).toContainText(firstTitle);
  await expect(page.getByTestId('data-age').first()).toContainText('Offline copy, last updated');
  await expectNoA11yViolations(page, ['[data-live-announcer]']);

  await page.goto('/books/7');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(visitedTitle);

  await page.goto('/cart/public');
  await expect(selectionRow(page, inSelection!.title)).toBeVisible();

  await page.goto('/notices');
  await expect(
    page.getByRole('table', { name: 'Announcements' }).getByRole('row').nth(1),
  ).toContainText(noticeText);

  await page.goto('/books/1999');
  await expect(
    page.getByText('This book has not been opened before and is not available offline.'),
  ).toBeVisible();
  await expectNoA11yViolations(page, ['[data-live-announcer]']);
});

test('the budget and the holdings reload offline once visited', async ({ memberPage: page }) => {
  type Saved = { clientState: { queries: { queryKey: unknown[] }[] } };
  const savesFunds = async () =>
    (await savedCaches(page)).some((entry) =>
      (JSON.parse(entry.value) as Saved).clientState.queries.some(
        ({ queryKey }) => queryKey[0] === 'budget' && queryKey[1] === 'year',
      ),
    );
  await controlledByServiceWorker(page);
  await page.goto('/budget');
  await expect(page.getByRole('heading', { level: 1, name: 'Budget' })).toBeVisible();
  await expect.poll(savesFunds).toBe(true);
  await page.goto('/holdings');
  await expect(page.getByRole('heading', { level: 1, name: 'Library holdings' })).toBeVisible();

  await page.context().setOffline(true);
  // A navigation the worker does not answer with the app is the browser's own offline error.
  await page.goto('/budget');
  await expect(page.getByRole('heading', { level: 1, name: 'Budget' })).toBeVisible();
  await expect(page.getByText('This page is not available offline.')).toHaveCount(0);
  await page.goto('/holdings');
  await expect(page.getByRole('heading', { level: 1, name: 'Library holdings' })).toBeVisible();
});

test('what the member read before the service worker took control is in its caches', async ({
  page,
  session,
}) => {
  // The worker's install downloads the whole app; one of its files is held back, so the worker is
  // not in control while the member reads a book, a selection and the announcements.
  const held: (() => Promise<void>)[] = [];
  await page.context().route('**/apple-touch-icon-180x180.png', (route) => {
    held.push(() => route.continue());
  });
  await storeSession(page, session);
  await page.goto('/books/7');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(await bookTitle(session, 7));
  await page.goto('/cart/public');
  await expect(selectionTable(page)).toBeVisible();
  await page.goto('/notices');
  await expect(
    page.getByRole('table', { name: 'Announcements' }).getByRole('row').nth(1),
  ).toBeVisible();
  await expect.poll(() => held.length).toBeGreaterThan(0);
  expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();

  for (const release of held) await release();
  await page.context().unroute('**/apple-touch-icon-180x180.png');
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
    .toBe(true);
  expect(await isCached(page, 'member-api-catalogue', '/member/book/detail/7')).toBe(true);
  expect(await isCached(page, 'member-api-selections', '/member/cart?')).toBe(true);
  expect(await isCached(page, 'member-api-selections', '/member/cart/categories')).toBe(true);
  expect(await isCached(page, 'member-api-notices', '/member/notification/all')).toBe(true);
});

test('"Available offline" takes a selection with its book details and covers offline', async ({
  memberPage: page,
  session,
}) => {
  const books = await addBooks(session, [31, 32, 33]);
  await controlledByServiceWorker(page);
  await page.goto('/cart/public');
  await expect(selectionRow(page, books[0]!.title)).toBeVisible();
  const take = page.getByRole('button', { name: 'Available offline' });
  await take.click();
  await expect(
    page.getByRole('status').filter({ hasText: /^Available offline \(\d+(\.\d)? (B|KB|MB), / }),
  ).toBeVisible();
  await expectNoA11yViolations(page, ['[data-live-announcer]']);
  // Both widths: the selection shows the small one, the book's detail the large one.
  await expect.poll(() => isCached(page, 'covers', '/covers/33.webp?w=480')).toBe(true);
  await expect
    .poll(() =>
      page.evaluate(async () =>
        (await (await caches.open('covers')).keys()).some((request) =>
          request.url.endsWith('/covers/33.webp'),
        ),
      ),
    )
    .toBe(true);
  await expect
    .poll(() => isCached(page, 'member-api-catalogue', '/member/book/detail/33'))
    .toBe(true);

  await page.context().setOffline(true);
  await page.reload();
  await expect(take).toBeDisabled();
  // Details never opened before are there, covers included.
  for (const book of books) {
    await page.goto(`/books/${book.bookId}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(book.title);
    const cover = page.getByRole('article').locator('img').first();
    await expect
      .poll(() => cover.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
  }
});

test('"Available offline" started before a dropout pauses, says it is partial when stopped, and finishes when the connection is back', async ({
  memberPage: page,
  session,
}) => {
  const books = await addBooks(session, [41, 42, 43, 44, 45, 46]);
  await controlledByServiceWorker(page);
  await page.goto('/cart/public');
  await expect(selectionRow(page, books[0]!.title)).toBeVisible();

  // The books' details hang until the connection drops under them.
  const held: Route[] = [];
  await page.context().route('**/api/v1/member/book/detail/**', (route) => void held.push(route));
  await page.getByRole('button', { name: 'Available offline' }).click();
  const progress = page.getByRole('progressbar', { name: 'Available offline' });
  await expect(progress).toBeVisible();
  await expect.poll(() => held.length).toBeGreaterThan(0);
  await goOffline(page);
  for (const route of held) await route.abort('internetdisconnected');
  await page.context().unroute('**/api/v1/member/book/detail/**');

  // Paused, not failed.
  await expect(progress).toHaveAttribute('aria-valuetext', /waiting for the connection/);
  await page.getByRole('button', { name: 'Stop' }).click();
  const partial = page
    .getByRole('status')
    .filter({ hasText: /^Partly available offline: \d+ of \d+ items downloaded/ });
  await expect(partial).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /^Available offline \(/ })).toHaveCount(
    0,
  );
  await expect(page.getByRole('button', { name: 'Download the rest' })).toBeDisabled();
  await expectNoA11yViolations(page, ['[data-live-announcer]']);

  // Back online, it finishes by itself.
  await page.context().setOffline(false);
  await expect(
    page.getByRole('status').filter({ hasText: /^Available offline \(\d+(\.\d)? (B|KB|MB), / }),
  ).toBeVisible({ timeout: 30_000 });
  for (const book of books) {
    await expect
      .poll(() => isCached(page, 'member-api-catalogue', `/member/book/detail/${book.bookId}`))
      .toBe(true);
  }
});

test('offline edits are queued, survive a reload and reach the server exactly once', async ({
  memberPage: page,
  session,
}) => {
  const [existing] = await addBooks(session, [3]);
  const addedTitle = await bookTitle(session, 11);
  await controlledByServiceWorker(page);
  await page.goto('/cart/public');
  await expect(selectionRow(page, existing!.title)).toBeVisible();
  await page.goto('/books/11');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(addedTitle);
  await expect.poll(() => isCached(page, 'member-api-selections', '/member/cart?')).toBe(true);

  await goOffline(page);

  // Add the book on its detail page: queued, counted.
  await addBookFromDetail(page);
  await expect(pendingEdits(page)).toHaveText('1 edit waiting to sync');

  // Change the quantity of the row already in the selection and save: queued too.
  await sideMenu(page).getByRole('link', { name: DEFAULT }).click();
  await expect(selectionRow(page, existing!.title)).toBeVisible();
  const queued = page.getByRole('region', { name: 'Waiting to be added' });
  await expect(queued).toContainText(`${addedTitle} × 1`);
  const increase = selectionRow(page, existing!.title)
    .getByRole('group')
    .getByRole('button', { name: /증가|Increase/ });
  await increase.click();
  await increase.click();
  await page
    .getByRole('region', { name: 'My Selection' })
    .getByRole('button', { name: 'Save' })
    .click();
  await expect(pendingEdits(page)).toHaveText('2 edits waiting to sync');
  await expect(selectionRow(page, existing!.title)).toContainText('Saved offline, waiting to sync');
  await expectNoA11yViolations(page, ['[data-live-announcer]']);

  // Nothing has reached the server yet.
  expect((await selectionOf(session)).books.map((book) => [book.bookId, book.quantity])).toEqual([
    [3, 1],
  ]);

  // A reload while still offline keeps both edits (restored from IndexedDB).
  await page.reload();
  await expect(pendingEdits(page)).toHaveText('2 edits waiting to sync');
  await expect(page.getByRole('region', { name: 'Waiting to be added' })).toContainText(addedTitle);
  await expect(
    selectionRow(page, existing!.title).getByRole('textbox', {
      name: `Quantity of ${existing!.title}`,
    }),
  ).toHaveValue('3');

  // Back online: replayed in order, once.
  await page.context().setOffline(false);
  await expect(pendingEdits(page)).toHaveCount(0, { timeout: 20_000 });
  await expect(selectionRow(page, addedTitle)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Waiting to be added' })).toHaveCount(0);
  const quantities = (await selectionOf(session)).books
    .map((book) => [book.bookId, book.quantity])
    .sort((a, b) => a[0]! - b[0]!);
  expect(quantities).toEqual([
    [3, 3],
    [11, 1],
  ]);

  // A second tab restoring the same persisted cache replays nothing twice.
  const second = await page.context().newPage();
  await second.goto('/cart/public');
  await expect(selectionRow(second, addedTitle)).toBeVisible();
  await expect(pendingEdits(second)).toHaveCount(0);
  expect((await selectionOf(session)).books.find((book) => book.bookId === 11)?.quantity).toBe(1);
});

/** The book detail's My Selection: the chooser opens with a selection chosen; Ok adds there. */
async function addBookFromDetail(page: Page) {
  await page.getByRole('article').getByRole('button', { name: 'My Selection' }).click();
  await page
    .getByRole('alertdialog', { name: 'Add to My Selection' })
    .getByRole('button', { name: 'Ok' })
    .click();
}

/** The books of the queued additions held by the saved caches (every tab's), sorted. */
/** Whether a saved cache holds an order list answer. */
async function savesOrderList(page: Page): Promise<boolean> {
  type Saved = { clientState: { queries: { queryKey: unknown[] }[] } };
  return (await savedCaches(page)).some((entry) =>
    (JSON.parse(entry.value) as Saved).clientState.queries.some(
      ({ queryKey }) => queryKey[0] === 'orders' && queryKey[1] === 'list',
    ),
  );
}

/** Whether a saved cache holds the history of an order. */
async function savesOrderHistory(page: Page, orderId: number): Promise<boolean> {
  type Saved = { clientState: { queries: { queryKey: unknown[] }[] } };
  return (await savedCaches(page)).some((entry) =>
    (JSON.parse(entry.value) as Saved).clientState.queries.some(
      ({ queryKey }) =>
        queryKey[0] === 'orders' && queryKey[1] === 'history' && queryKey[2] === orderId,
    ),
  );
}

test('edits queued in tabs closed while offline are kept beside another tab’s, taken over, and sent once', async ({
  memberPage: page,
  session,
}) => {
  const heading = (tab: Page) => tab.getByRole('heading', { level: 1 });
  await controlledByServiceWorker(page);
  // The selection page is visited once, so that it opens offline later.
  await page.goto('/cart/public');
  await expect(selectionTable(page)).toBeVisible();
  await page.goto('/books/11');
  await expect(heading(page)).toContainText(await bookTitle(session, 11));
  // The second tab is opened from the first, as a duplicated tab is: it starts with a copy of the
  // first tab's sessionStorage, tab id included, and must still save under an id of its own.
  const [other] = await Promise.all([
    page.context().waitForEvent('page'),
    page.evaluate(() => void window.open('/books/12')),
  ]);
  await expect(heading(other)).toContainText(await bookTitle(session, 12));

  await goOffline(page, other);

  // Each tab queues an addition; each tab's saved cache keeps its own: neither overwrites the other.
  await addBookFromDetail(page);
  await expect(pendingEdits(page)).toHaveText('1 edit waiting to sync');
  await expect.poll(() => savedAdditions(page)).toEqual([11]);
  await addBookFromDetail(other);
  await expect(pendingEdits(other)).toHaveText('1 edit waiting to sync');
  await expect.poll(() => savedAdditions(other)).toEqual([11, 12]);

  // The first tab is closed: the tab still open, offline, takes its edit over at once; a tab
  // opened next finds nothing left to take.
  await page.close();
  await expect(pendingEdits(other)).toHaveText('2 edits waiting to sync');
  const next = await other.context().newPage();
  await next.goto('/cart/public');
  await expect(selectionTable(next)).toBeVisible();
  await expect(pendingEdits(next)).toHaveCount(0);
  await expect.poll(() => savedAdditions(other)).toEqual([11, 12]);

  // That tab is closed too; when the connection comes back, the tab still open sends both edits.
  await next.close();
  await other.context().setOffline(false);
  const added = async () =>
    (await selectionOf(session)).books
      .map((book) => [book.bookId, book.quantity])
      .sort((a, b) => a[0]! - b[0]!);
  await expect.poll(added, { timeout: 20_000 }).toEqual([
    [11, 1],
    [12, 1],
  ]);
  await expect(pendingEdits(other)).toHaveCount(0);
  await expect.poll(() => savedAdditions(other)).toEqual([]);

  // Nothing is left to send again: a new tab replays nothing.
  const last = await other.context().newPage();
  await last.goto('/cart/public');
  await expect(selectionRow(last, await bookTitle(session, 11))).toBeVisible();
  await expect(pendingEdits(last)).toHaveCount(0);
  expect(await added()).toEqual([
    [11, 1],
    [12, 1],
  ]);
});

test('a selection created offline from the side menu is listed as waiting and created once', async ({
  memberPage: page,
  session,
}) => {
  await controlledByServiceWorker(page);
  await goOffline(page);

  const menu = sideMenu(page);
  await menu.getByRole('button', { name: 'Edit selections' }).click();
  await menu.getByRole('button', { name: 'Add selection' }).click();
  const create = page.getByRole('dialog', { name: 'Create and add a new cart' });
  await create.getByRole('textbox').fill('Reading week');
  await create.getByRole('button', { name: 'Confirm' }).click();
  await expect(create).toBeHidden();
  const queued = menu.locator('.selections-menu__item').filter({ hasText: 'Reading week' });
  await expect(queued).toContainText('Waiting to sync');
  await expect(pendingEdits(page)).toHaveText('1 edit waiting to sync');
  await expectNoA11yViolations(page, ['[data-live-announcer]']);

  await page.context().setOffline(false);
  await expect(menu.getByRole('link', { name: 'Reading week' })).toBeVisible({ timeout: 20_000 });
  await expect(pendingEdits(page)).toHaveCount(0);
  const { data } = await api.GET('/member/cart/categories', { headers: bearer(session) });
  expect(data!.results.filter((selection) => selection.name === 'Reading week')).toHaveLength(1);
});

test('offline, a rename from the selection page is queued: its dialog closes, the page follows it once applied', async ({
  memberPage: page,
  session,
}) => {
  await createSelection(session, 'Spring list');
  await controlledByServiceWorker(page);
  await page.goto('/cart/Spring%20list');
  await expect(page.getByRole('heading', { level: 2, name: 'Spring list' })).toBeVisible();
  await goOffline(page);

  // The edit waits in the queue; the dialog does not wait with it.
  await renameOpenSelection(page, 'Autumn list');
  await expect(pendingEdits(page)).toHaveText('1 edit waiting to sync');

  await page.context().setOffline(false);
  await expect(page).toHaveURL(/\/cart\/Autumn%20list/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 2, name: 'Autumn list' })).toBeVisible();
  await expect(pendingEdits(page)).toHaveCount(0);
  const { data } = await api.GET('/member/cart/categories', { headers: bearer(session) });
  expect(data!.results.map((selection) => selection.name)).toEqual([DEFAULT, 'Autumn list']);
});

test('a selection whose rename waits opens under its new name, offline', async ({
  memberPage: page,
  session,
}) => {
  await addBooks(session, [1], await createSelection(session, 'Spring list'));
  await controlledByServiceWorker(page);
  await page.goto('/cart/Spring%20list');
  await expect(page.getByRole('heading', { level: 2, name: 'Spring list' })).toBeVisible();
  await expect(selectionTable(page).getByRole('row').nth(1)).toBeVisible();
  await goOffline(page);
  await renameOpenSelection(page, 'Autumn list');
  await expect(pendingEdits(page)).toHaveText('1 edit waiting to sync');

  // Opened by its new name (a link, a bookmark, the address typed): it is on this device.
  await page.goto('/cart/Autumn%20list');
  await expect(page.getByRole('heading', { level: 2, name: 'Autumn list' })).toBeVisible();
  await expect(selectionTable(page).getByRole('row').nth(1)).toBeVisible();
  await expect(page.getByText('This selection does not exist.')).toHaveCount(0);
  await expect(page).toHaveURL(/\/cart\/Autumn%20list/);
  await expectNoA11yViolations(page, ['[data-live-announcer]']);

  await page.context().setOffline(false);
  await expect(pendingEdits(page)).toHaveCount(0, { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 2, name: 'Autumn list' })).toBeVisible();
});

test('a selection created just before a reload is still listed and opens offline', async ({
  memberPage: page,
}) => {
  await controlledByServiceWorker(page);
  // The catalogue and the selection page are opened once, so that they open offline later.
  await page.goto('/books');
  const firstRow = page.getByRole('table').first().getByRole('row').nth(1);
  await expect(firstRow).toBeVisible();
  await page.goto('/cart/public');
  await expect(selectionTable(page)).toBeVisible();

  // The selections list's reload after the creation never answers (a slow line): the creation's
  // own answer (201) is all the page gets before the member reloads.
  await page.context().route('**/api/v1/member/cart/categories', () => undefined);
  const menu = sideMenu(page);
  await menu.getByRole('button', { name: 'Edit selections' }).click();
  await menu.getByRole('button', { name: 'Add selection' }).click();
  const create = page.getByRole('dialog', { name: 'Create and add a new cart' });
  await create.getByRole('textbox').fill('Reading week');
  const created = page.waitForResponse(
    (response) => response.url().includes('/member/cart/add/category') && response.status() === 201,
  );
  await create.getByRole('button', { name: 'Confirm' }).click();
  await created;
  await expect(menu.getByRole('link', { name: 'Reading week' })).toBeVisible();
  await page.context().unroute('**/api/v1/member/cart/categories');

  await page.context().setOffline(true);
  await page.reload();
  // The side menu lists it as created (not as an edit waiting to sync)...
  await expect(menu.getByRole('link', { name: 'Reading week' })).toBeVisible();
  await expect(pendingEdits(page)).toHaveCount(0);
  // ...its page opens...
  await menu.getByRole('link', { name: 'Reading week' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Reading week' })).toBeVisible();
  await expect(notAvailableOffline(page)).toHaveCount(0);
  // ...and the Add to My Selection chooser offers it.
  await page.goto('/books');
  await firstRow.getByRole('checkbox').setChecked(true, { force: true });
  const box = page.getByRole('complementary', { name: /Selected Books List/ });
  await box.getByRole('button', { name: 'Add to My Selection' }).click();
  const chooser = page
    .getByRole('alertdialog', { name: 'Add to My Selection' })
    .getByRole('grid', { name: 'My Selection' });
  await expect(chooser.getByRole('row', { name: 'Reading week' })).toBeVisible();
});

test('an order detail read online shows its history offline after a reload', async ({
  memberPage: page,
  session,
}) => {
  await addBooks(session, [23]);
  const { data: order } = await api.POST('/member/cart/request/quotation', {
    body: { cartCategoryId: 'public', message: '', books: [{ bookId: 23, quantity: 1 }] },
    params: { header: { 'Idempotency-Key': crypto.randomUUID() } },
    headers: bearer(session),
  });
  if (!order) throw new Error('No quotation');
  await controlledByServiceWorker(page);
  await page.goto(`/order/${order.orderId}`);
  const entries = page.getByRole('region', { name: 'History' }).getByRole('listitem');
  await expect(entries).toHaveCount(1);
  await expect.poll(() => savesOrderHistory(page, order.orderId)).toBe(true);

  await page.context().setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(order.orderCode);
  await expect(entries).toHaveCount(1);
  await expect(entries.first()).toContainText('Quotation requested');
  await expectNoA11yViolations(page, ['[data-live-announcer]']);
});

test('home cards offline show their last data with its age, or say they are not available offline', async ({
  memberPage: page,
}) => {
  await controlledByServiceWorker(page);
  const announcements = page.locator('.home-card').filter({ hasText: 'Announcements' });
  const orderHistory = page.locator('.home-card').filter({ hasText: 'Order History' });
  await expect(page.getByTestId('order-count-cartNumber')).toHaveText(/^\d+$/);
  await expect(announcements.getByRole('list').or(announcements.getByRole('status'))).toBeVisible();

  // The counts' call is not kept by the service worker: offline, only the saved query cache has
  // them. Coming back home offline refreshes them and fails; after a reload they are still shown.
  await goOffline(page);
  await page.getByRole('link', { name: 'See More + Order History' }).click();
  await expect(page).toHaveURL(/\/orders/);
  const refreshFailed = page.waitForEvent('requestfailed', (request) =>
    request.url().includes('/member/home/order/summary'),
  );
  await page.goBack();
  await refreshFailed;
  const failedAt = Date.now();
  await expect(page.getByTestId('order-count-cartNumber')).toHaveText(/^\d+$/);
  // The cache is saved after the failure (so what is restored below is what that save kept).
  await expect
    .poll(async () =>
      (await savedCaches(page)).some(
        (entry) => (JSON.parse(entry.value) as { timestamp: number }).timestamp > failedAt,
      ),
    )
    .toBe(true);
  await page.reload();
  await expect(page.getByTestId('order-count-cartNumber')).toHaveText(/^\d+$/);
  await expect(orderHistory.getByTestId('data-age')).toContainText('Offline copy, last updated');
  await expect(announcements.getByTestId('data-age')).toContainText('Offline copy, last updated');
  await expect(errorToasts(page)).toHaveCount(0);
  await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0);

  // A card whose data was never loaded on this device says so. The caches are emptied from a page
  // of the origin that does not run the app (the precached icon): the app saves its cache as it
  // goes, so a page of it left open could write the answers back after the clear.
  await page.goto('/favicon.svg');
  await clearSavedCaches(page);
  await page.evaluate(async () => {
    for (const name of await caches.keys())
      if (name.startsWith('member-')) await caches.delete(name);
  });
  await page.goto('/');
  await expect(announcements.getByText('Not available offline')).toBeVisible();
  await expect(orderHistory.getByText('Not available offline')).toBeVisible();
  await expect(errorToasts(page)).toHaveCount(0);
  await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0);
  await expectNoA11yViolations(page, ['[data-live-announcer]']);
});

test('a refused replay says what was not applied', async ({ memberPage: page, session }) => {
  const [item] = await addBooks(session, [12]);
  await controlledByServiceWorker(page);
  await page.goto('/cart/public');
  await expect(selectionRow(page, item!.title)).toBeVisible();

  await goOffline(page);
  await selectionRow(page, item!.title)
    .getByRole('group')
    .getByRole('button', { name: /증가|Increase/ })
    .click();
  await page
    .getByRole('region', { name: 'My Selection' })
    .getByRole('button', { name: 'Save' })
    .click();
  await expect(pendingEdits(page)).toHaveText('1 edit waiting to sync');

  // Meanwhile the row is removed on another device.
  await api.DELETE('/member/cart/delete/book/{id}', {
    params: { path: { id: item!.id } },
    headers: bearer(session),
  });

  await page.context().setOffline(false);
  // The save is applied but for that row, which it names (the rest of a save is never dropped).
  const notice = page.locator('[data-sonner-toast]').filter({ hasText: 'Saved, except 1 change:' });
  await expect(notice).toBeVisible({ timeout: 20_000 });
  await expect(notice).toContainText(`“${item!.title}” is no longer in this selection.`);
  await expect(pendingEdits(page)).toHaveCount(0);
  await expectNoA11yViolations(page, ['[data-live-announcer]']);
});

test("a second member on the same browser sees none of the first member's data, even offline", async ({
  page,
  member,
}) => {
  const first = await signInViaApi(member);
  await api.POST('/member/cart/add/category', {
    body: { name: 'First member only' },
    headers: bearer(first),
  });
  const [book] = await addBooks(first, [21]);
  await storeSession(page, first);
  await page.goto('/');
  await controlledByServiceWorker(page);
  await page.goto('/cart/public');
  await expect(selectionRow(page, book!.title)).toBeVisible();
  await expect(sideMenu(page).getByRole('link', { name: 'First member only' })).toBeVisible();
  await expect.poll(() => isCached(page, 'member-api-selections', '/member/cart?')).toBe(true);

  await page.getByRole('button', { name: `${member.name} account menu` }).click();
  await page.getByRole('menuitem', { name: '로그아웃' }).click();
  await expect(page).toHaveURL(/\/sign-in$/);
  expect(
    await page.evaluate(async () =>
      (await caches.keys()).filter((name) => name.startsWith('member-')),
    ),
  ).toEqual([]);

  const second = seedMember();
  await page.getByLabel('Email').fill(second.email);
  await page.getByLabel('Password').fill(second.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(second.name);
  await page.goto('/cart/public');
  await expect(selectionTable(page)).toBeVisible();

  await page.context().setOffline(true);
  await page.reload();
  await expect(selectionTable(page)).toBeVisible();
  await expect(selectionRow(page, book!.title)).toHaveCount(0);
  await expect(sideMenu(page).getByRole('link', { name: 'First member only' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: `${second.name} account menu` })).toBeVisible();
  await expect(page.getByText(member.name)).toHaveCount(0);
});

/**
 * Queues an addition of book 11 offline, then ends the session on the server (its refresh token
 * revoked, the access token refused) before the connection comes back, as a session revoked or
 * expired meanwhile does: the replay meets a 401 and the portal signs the member out.
 */
async function queueEditThenEndSession(page: Page, session: StoredSession) {
  await controlledByServiceWorker(page);
  await page.goto('/cart/public');
  await expect(selectionTable(page)).toBeVisible();
  await page.goto('/books/11');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(await bookTitle(session, 11));
  await goOffline(page);
  await addBookFromDetail(page);
  await expect(pendingEdits(page)).toHaveText('1 edit waiting to sync');
  await expect.poll(() => savedAdditions(page)).toEqual([11]);

  await api.POST('/auth/member/logout', { body: { refreshToken: session.refreshToken } });
  await page.evaluate(
    ([key]) => {
      const stored = JSON.parse(localStorage.getItem(key)!) as { token: string };
      localStorage.setItem(key, JSON.stringify({ ...stored, token: 'revoked' }));
    },
    [SESSION_KEY] as const,
  );
  await page.context().setOffline(false);
  await expect(page).toHaveURL(/\/sign-in/, { timeout: 20_000 });
  await expect(
    page.getByText(
      'Your session has ended. Sign in again to send the edit waiting on this device.',
    ),
  ).toBeVisible();
  // Kept: the edit, and nothing else of the member's (no answers, no member API caches).
  expect(await savedAdditions(page)).toEqual([11]);
  const saved = await savedCaches(page);
  expect(
    saved.flatMap((entry) => (JSON.parse(entry.value) as SavedState).clientState.queries),
  ).toEqual([]);
  expect(
    await page.evaluate(async () =>
      (await caches.keys()).filter((name) => name.startsWith('member-')),
    ),
  ).toEqual([]);
}

type SavedState = { clientState: { queries: unknown[] } };

async function signInOnPage(page: Page, account: { email: string; password: string }) {
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

test('a session that ends while edits are queued asks to sign in again; the same member’s edits are then sent once', async ({
  member,
  memberPage: page,
  session,
}) => {
  const title = await bookTitle(session, 11);
  await queueEditThenEndSession(page, session);
  await expectNoA11yViolations(page, ['[data-live-announcer]']);

  await signInOnPage(page, member);
  // Signing in again returns to the page the session ended on.
  await expect(page).toHaveURL(/\/books\/11$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(title);
  const again = await signInViaApi(member);
  await expect
    .poll(
      async () => (await selectionOf(again)).books.map((book) => [book.bookId, book.quantity]),
      {
        timeout: 20_000,
      },
    )
    .toEqual([[11, 1]]);
  await expect(pendingEdits(page)).toHaveCount(0);
  await expect.poll(() => savedAdditions(page)).toEqual([]);
});

test('another member signing in after a session ended with queued edits deletes them (shared tablet)', async ({
  member,
  memberPage: page,
  session,
}) => {
  const title = await bookTitle(session, 11);
  await queueEditThenEndSession(page, session);

  const second = seedMember();
  await signInOnPage(page, second);
  await expect(page).toHaveURL(/\/books\/11$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(title);
  await expect(pendingEdits(page)).toHaveCount(0);
  expect(await savedAdditions(page)).toEqual([]);
  const secondSession = await signInViaApi(second);
  expect((await selectionOf(secondSession)).books).toEqual([]);
  // The first member's edit went nowhere either.
  expect((await selectionOf(await signInViaApi(member))).books).toEqual([]);
});

test.describe('on a server of its own', () => {
  const PORT = E2E_PORT + 17;
  const DATA_DIR = `${process.env.E2E_DATA_DIR ?? '.e2e'}-offline`;

  test('with every API answer 20 s late, cached pages render within the network timeout', async ({
    page,
  }) => {
    // Three page loads that each wait for the fallback, and a server that stops with 20 s answers
    // still in flight (it gives them up to 10 s).
    test.setTimeout(120_000);
    const server = await startExtraServer({ port: PORT, dataDir: DATA_DIR });
    try {
      const member = await server.createMember();
      // The extra server's origin (another port) is where this app and its caches live.
      await page.goto(`${server.baseUrl}/sign-in`);
      await controlledByServiceWorker(page);
      await storeSession(page, await server.signIn(member));
      await page.goto(`${server.baseUrl}/books`);
      const firstRow = page.getByRole('table').first().getByRole('row').nth(1).getByRole('link');
      await expect(firstRow).toBeVisible();
      const title = (await firstRow.innerText()).trim();
      await expect
        .poll(() => isCached(page, 'member-api-catalogue', '/member/book/tabs'))
        .toBe(true);
      // Saved with the list's answer (a save started before the list arrived holds only the tabs).
      await expect
        .poll(async () => (await savedCaches(page)).some((entry) => entry.value.includes(title)))
        .toBe(true);

      // Late enough that a page built from even one network answer would need ≥ 23 s.
      await server.admin('latency', '20000');

      // Reopened: the persisted query cache shows the page at once while it refreshes (the
      // service worker's cache alone needs 2 × 3 s, see below).
      let started = Date.now();
      await page.goto(`${server.baseUrl}/books`);
      await expect(firstRow).toHaveText(title, { timeout: 5_000 });
      expect(Date.now() - started).toBeLessThan(5_000);

      // Without it (a new app version starts with an empty one) the service worker answers from
      // its cache after 3 s per call: the tabs, then the collection, so about 6 s plus the app's
      // start (1 s idle, up to 4 s on a loaded CI machine). Under 13 s proves that neither read
      // waited for the network, which answers after 20 s.
      await clearSavedCaches(page);
      started = Date.now();
      await page.goto(`${server.baseUrl}/books`);
      await expect(firstRow).toHaveText(title, { timeout: 13_000 });
      expect(Date.now() - started).toBeLessThan(13_000);
    } finally {
      await page.close();
      await server.stop();
    }
  });

  test('a rebuilt app with a new version prompts for the update and reloads into it, keeping a queued edit', async ({
    page,
  }) => {
    test.setTimeout(420_000);
    // Beside the app under test (E2E_DIST), so that builds tested side by side each get their own.
    const nextDist = path.resolve(`${E2E_DIST}-e2e-next`);
    const nextVersion = 'e2e-next';
    // Built again whenever the app under test was built since: an older build would test old code.
    const builtAt = (dist: string) =>
      existsSync(path.join(dist, 'sw.js')) ? statSync(path.join(dist, 'sw.js')).mtimeMs : 0;
    if (builtAt(nextDist) <= builtAt(path.resolve(E2E_DIST))) {
      await run(
        'npx',
        ['vite', 'build', '--outDir', nextDist, '--emptyOutDir', '--logLevel', 'warn'],
        {
          env: { ...process.env, APP_VERSION: nextVersion },
        },
      );
    }

    let server = await startExtraServer({ port: PORT + 1, dataDir: `${DATA_DIR}-update` });
    try {
      await page.goto(`${server.baseUrl}/sign-in`);
      await controlledByServiceWorker(page);
      const current = await page.evaluate(() => document.documentElement.dataset.appVersion);
      expect(current).not.toBe(nextVersion);

      // Deploy the new build on the same origin (the server starts on a fresh database).
      await server.stop();
      server = await startExtraServer({
        port: PORT + 1,
        dataDir: `${DATA_DIR}-update`,
        overrides: { STATIC_DIR: nextDist },
      });
      const member = await server.createMember();
      const session = await server.signIn(member);
      await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
        SESSION_KEY,
        JSON.stringify(session),
      ] as const);
      // The member's order list, opened with the old version (kept in its saved cache).
      await page.goto(`${server.baseUrl}/orders`);
      await expect(page.getByRole('heading', { level: 1, name: 'Order Inquiry' })).toBeVisible();
      await expect(notAvailableOffline(page)).toHaveCount(0);
      await expect.poll(() => savesOrderList(page)).toBe(true);
      await page.goto(`${server.baseUrl}/books/11`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // Still the old version: the new one waits for the member.
      expect(await page.evaluate(() => document.documentElement.dataset.appVersion)).toBe(current);
      const prompt = page
        .getByRole('alert')
        .filter({ hasText: 'A new version of the portal is available.' });
      await expect(prompt).toBeVisible({ timeout: 30_000 });
      await expectNoA11yViolations(page, ['[data-live-announcer]']);

      // An edit queued offline by the old version is saved with the old version's cache...
      await page.context().setOffline(true);
      await addBookFromDetail(page);
      await expect(pendingEdits(page)).toHaveText('1 edit waiting to sync');
      await expect.poll(() => savedAdditions(page)).toEqual([11]);

      await prompt.getByRole('button', { name: 'Reload' }).click();
      await expect
        .poll(
          // The page reloads under the poll: an evaluation cut short by it just tries again.
          () =>
            page.evaluate(() => document.documentElement.dataset.appVersion).catch(() => undefined),
          {
            timeout: 30_000,
          },
        )
        .toBe(nextVersion);
      // ...and the new version still has it, and sends it.
      await expect(pendingEdits(page)).toHaveText('1 edit waiting to sync');
      // The saved answers' shapes did not change: what the member opened still opens offline.
      await page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: 'Order Inquiry' })
        .click();
      await expect(page.getByRole('heading', { level: 1, name: 'Order Inquiry' })).toBeVisible();
      await expect(notAvailableOffline(page)).toHaveCount(0);
      await page.context().setOffline(false);
      await expect(pendingEdits(page)).toHaveCount(0, { timeout: 20_000 });
      const { data } = await server.api.GET('/member/cart', {
        params: { query: { name: DEFAULT } },
        headers: bearer(session),
      });
      expect(data?.books.map((book) => [book.bookId, book.quantity])).toEqual([[11, 1]]);
    } finally {
      await server.stop();
    }
  });
});
