import type { Page } from '@playwright/test';
import { addBooks, api, bearer, createSelection, selectionOf } from './support/api';
import { catalogueBooks } from './support/catalogue-books';
import { selectionRow, pendingEdits } from './support/locators';
import { expect, expectNoA11yViolations, test } from './support/fixtures';
import { savedCaches } from './support/saved-caches';
import { controlledByServiceWorker } from './support/service-worker';
import { goOffline } from './support/offline';
import { openSelection, renameOpenSelection } from './support/selection-page';

/**
 * Edits queued offline in a tab that is then closed: another open tab takes them over as soon as
 * the tab goes, sends them in the order the member made them (interleaved with its own), and
 * every one reaches the server exactly once.
 */
test.use({ serviceWorkers: 'allow' });
test.describe.configure({ timeout: 180_000 });

const poNumber = (page: Page, title: string) =>
  selectionRow(page, title).getByRole('textbox', { name: `PO number of ${title}` });
const isbnPanel = (page: Page) => page.getByRole('dialog', { name: /^Add by ISBN/ });

/** How many queued edits the saved caches of every tab hold, and whether one carries `text`. */
async function savedEdits(page: Page) {
  type Saved = { clientState: { mutations: unknown[] } };
  const entries = await savedCaches(page);
  return {
    count: entries.reduce(
      (sum, entry) => sum + (JSON.parse(entry.value) as Saved).clientState.mutations.length,
      0,
    ),
    text: entries.map((entry) => entry.value).join('\n'),
  };
}

async function saveOffline(page: Page, waiting: string) {
  await page.keyboard.press('Tab');
  await page
    .getByRole('region', { name: 'My Selection' })
    .getByRole('button', { name: 'Save' })
    .click();
  await expect(pendingEdits(page)).toHaveText(waiting);
}

test('a closed tab’s older Save is sent before the open tab’s newer one: the newer PO number stays', async ({
  memberPage: page,
  session,
}) => {
  const [book] = await addBooks(session, [1]);
  await controlledByServiceWorker(page);
  await openSelection(page);
  const other = await page.context().newPage();
  await openSelection(other);
  await goOffline(page, other);

  // The member types "PO old" in one tab, then "PO new" in the other, then closes the first.
  await page.bringToFront();
  await poNumber(page, book!.title).fill('PO old');
  await saveOffline(page, '1 edit waiting to sync');
  await expect.poll(async () => (await savedEdits(page)).text).toContain('PO old');
  await other.bringToFront();
  await poNumber(other, book!.title).fill('PO new');
  await saveOffline(other, '1 edit waiting to sync');
  await expect.poll(async () => (await savedEdits(other)).count).toBe(2);
  await page.close();
  // The open tab takes the closed tab's Save over at once, while still offline.
  await expect(pendingEdits(other)).toHaveText('2 edits waiting to sync');

  // What each Save's answer says the row holds, in the order they were answered.
  const answered: unknown[] = [];
  other.on('response', (response) => {
    if (response.url().includes('/member/cart/update/')) {
      answered.push(
        response
          .json()
          .then((body: { books: { poNumber: string }[]; notApplied: unknown[] }) => [
            body.books[0]?.poNumber,
            body.notApplied.length,
          ]),
      );
    }
  });
  await other.context().setOffline(false);
  await expect(pendingEdits(other)).toHaveCount(0, { timeout: 30_000 });
  // Back online the edits are no longer waiting but under way, one after the other: the count
  // goes before the second answer comes.
  await expect.poll(() => answered.length).toBe(2);
  expect(await Promise.all(answered)).toEqual([
    ['PO old', 0],
    ['PO new', 0],
  ]);
  const stored = await selectionOf(session);
  expect(stored.books.map((item) => [item.id, item.poNumber])).toEqual([[book!.id, 'PO new']]);
  await expect(
    selectionRow(other, book!.title).getByRole('textbox', { name: /^PO number/ }),
  ).toHaveValue('PO new');
  await expectNoA11yViolations(other, ['[data-live-announcer]']);
});

test('a Save made in the open tab after the other tab closed, sent as the line comes back within the 4 s grace, is not overwritten by the closed tab’s older one', async ({
  memberPage: page,
  session,
}) => {
  const [book] = await addBooks(session, [1]);
  await controlledByServiceWorker(page);
  await openSelection(page);
  const other = await page.context().newPage();
  await openSelection(other);
  await goOffline(page, other);

  // Tab A saves FIRST-A offline and is closed; tab B, still open, then saves LATER-B; the line
  // comes back at once, before the other tab counts A as gone (4 s after it closed).
  await page.bringToFront();
  await poNumber(page, book!.title).fill('FIRST-A');
  await saveOffline(page, '1 edit waiting to sync');
  await expect.poll(async () => (await savedEdits(page)).text).toContain('FIRST-A');
  await page.close();
  await other.bringToFront();
  await poNumber(other, book!.title).fill('LATER-B');
  await saveOffline(other, '1 edit waiting to sync');

  const answered: Promise<unknown>[] = [];
  other.on('response', (response) => {
    if (response.url().includes('/member/cart/update/')) {
      answered.push(
        response
          .json()
          .then((body: { books: { poNumber: string }[]; notApplied: unknown[] }) => [
            body.books[0]?.poNumber,
            body.notApplied.length,
          ]),
      );
    }
  });
  await other.context().setOffline(false);
  await expect.poll(() => answered.length, { timeout: 30_000 }).toBe(2);
  await expect(pendingEdits(other)).toHaveCount(0, { timeout: 30_000 });
  // The older Save went first: the member's newer PO number is what the server keeps.
  expect(await Promise.all(answered)).toEqual([
    ['FIRST-A', 0],
    ['LATER-B', 0],
  ]);
  expect((await selectionOf(session)).books.map((item) => item.poNumber)).toEqual(['LATER-B']);
  await expect(poNumber(other, book!.title)).toHaveValue('LATER-B');
  await expectNoA11yViolations(other, ['[data-live-announcer]']);
});

test('a rename, a deletion and an ISBN list queued in a closed tab each reach the server once', async ({
  memberPage: page,
  session,
}) => {
  const [kept, removed, listed] = await catalogueBooks(session, 3);
  await addBooks(session, [kept!.bookId, removed!.bookId]);
  await createSelection(session, 'Spring list');
  await controlledByServiceWorker(page);
  await page.goto('/cart/Spring%20list');
  await expect(page.getByRole('heading', { level: 2, name: 'Spring list' })).toBeVisible();
  await openSelection(page);
  const other = await page.context().newPage();
  await openSelection(other);
  await goOffline(page, other);
  await page.bringToFront();

  // The deletion of a row.
  await selectionRow(page, removed!.title)
    .getByRole('button', { name: `Delete ${removed!.title}` })
    .click();
  await page
    .getByRole('alertdialog', { name: 'Delete book' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(pendingEdits(page)).toHaveText('1 edit waiting to sync');

  // An ISBN list queued for when online.
  await page.getByRole('button', { name: 'Add by ISBN' }).click();
  await isbnPanel(page).getByLabel('ISBNs', { exact: true }).fill(listed!.isbn);
  await isbnPanel(page).getByRole('button', { name: 'Queue for when online' }).click();
  await expect(isbnPanel(page)).toContainText('Offline: 1 ISBN is queued for common(default)');
  await isbnPanel(page).getByRole('button', { name: 'Close' }).first().click();
  await expect(pendingEdits(page)).toHaveText('2 edits waiting to sync');

  // The rename of another selection.
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Spring list' })
    .click();
  await expect(page.getByRole('heading', { level: 2, name: 'Spring list' })).toBeVisible();
  await renameOpenSelection(page, 'Autumn list');
  await expect(pendingEdits(page)).toHaveText('3 edits waiting to sync');
  await expect.poll(async () => (await savedEdits(page)).count).toBe(3);

  await page.close();
  await expect(pendingEdits(other)).toHaveText('3 edits waiting to sync');

  const sent: string[] = [];
  other.on('request', (request) => {
    const url = new URL(request.url()).pathname;
    if (request.method() !== 'GET' && url.includes('/member/cart/')) sent.push(url);
  });
  await other.context().setOffline(false);
  await expect(pendingEdits(other)).toHaveCount(0, { timeout: 30_000 });

  const { data } = await api.GET('/member/cart/categories', { headers: bearer(session) });
  expect(data!.results.map((selection) => selection.name)).toEqual([
    'common(default)',
    'Autumn list',
  ]);
  const books = (await selectionOf(session)).books.map((item) => [item.bookId, item.quantity]);
  expect(books.sort((a, b) => a[0]! - b[0]!)).toEqual(
    [
      [kept!.bookId, 1],
      [listed!.bookId, 1],
    ].sort((a, b) => a[0]! - b[0]!),
  );
  expect(sent.map((url) => url.replace(/\/[^/]+$/, '/…')).sort()).toEqual(
    [
      '/api/v1/member/cart/add/rows/…',
      '/api/v1/member/cart/category/update/name/…',
      '/api/v1/member/cart/delete/book/…',
    ].sort(),
  );

  // Nothing is left to send again: a new tab replays nothing.
  const last = await other.context().newPage();
  await openSelection(last);
  await expect(pendingEdits(last)).toHaveCount(0);
  expect((await selectionOf(session)).books).toHaveLength(2);
});

test('an edit applied from one tab shows in the member’s other open tab without a reload', async ({
  memberPage: page,
  session,
}) => {
  const [book] = await addBooks(session, [1]);
  await openSelection(page);
  const other = await page.context().newPage();
  await openSelection(other);

  await poNumber(other, book!.title).fill('PO from the other tab');
  await other.keyboard.press('Tab');
  await other
    .getByRole('region', { name: 'My Selection' })
    .getByRole('button', { name: 'Save' })
    .click();
  await expect
    .poll(async () => (await selectionOf(session)).books[0]?.poNumber)
    .toBe('PO from the other tab');

  await page.bringToFront();
  await expect(poNumber(page, book!.title)).toHaveValue('PO from the other tab');
  await expectNoA11yViolations(page);
});
