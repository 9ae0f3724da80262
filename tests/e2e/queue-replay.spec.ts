import type { Page } from '@playwright/test';
import { selectionOf } from './support/api';
import { catalogueBooks } from './support/catalogue-books';
import { expect, expectNoA11yViolations, test } from './support/fixtures';

/**
 * An attempt whose answer was lost keeps its Idempotency-Key until an answer is seen: whether the
 * member sends it again or queues it for when online, the server applies it once. The answer is
 * lost after the server applied the request (the request goes through, its answer never arrives).
 */
test.describe.configure({ timeout: 120_000 });

const panel = (page: Page) => page.getByRole('dialog', { name: /^Add by ISBN/ });
const preview = (page: Page) => panel(page).getByRole('table', { name: 'Checked ISBNs' });
const unanswered =
  'No answer came: the books may already have been added. Adding them again, now or queued for when online, adds them only once.';

async function checkList(page: Page, list: string) {
  await page.goto('/cart/public');
  await expect(page.getByRole('heading', { level: 1, name: 'My Selection' })).toBeVisible();
  await page.getByRole('button', { name: 'Add by ISBN' }).click();
  await expect(panel(page)).toBeVisible();
  await panel(page).getByLabel('ISBNs', { exact: true }).fill(list);
  await panel(page).getByRole('button', { name: 'Check' }).click();
  await expect(preview(page)).toBeVisible();
}

/**
 * The next addition reaches the server and is applied, but its answer is lost; with `thenOffline`
 * the line drops at that moment. Returns the Idempotency-Key of every addition sent.
 */
async function loseNextAdditionAnswer(page: Page, { thenOffline }: { thenOffline: boolean }) {
  const keys: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/member/cart/add/rows/')) {
      keys.push(request.headers()['idempotency-key'] ?? '');
    }
  });
  await page.route(
    '**/member/cart/add/rows/**',
    async (route) => {
      await route.fetch();
      if (thenOffline) await page.context().setOffline(true);
      await route.abort('internetdisconnected');
    },
    { times: 1 },
  );
  return keys;
}

test('Add by ISBN: a list whose answer was lost, queued for when online, keeps its key and is added once', async ({
  memberPage: page,
  session,
}) => {
  const [book] = await catalogueBooks(session, 1);
  if (!book) throw new Error('The seeded catalogue has no ISBN-13 book');
  await checkList(page, `${book.isbn}, 2`);
  const keys = await loseNextAdditionAnswer(page, { thenOffline: true });

  await panel(page).getByRole('button', { name: 'Add 1 book' }).click();
  await expect(panel(page)).toContainText(unanswered);
  await expect.poll(async () => (await selectionOf(session)).books.length).toBe(1);
  await panel(page).getByRole('button', { name: 'Queue for when online' }).click();
  await expect(panel(page)).toContainText('Offline: 1 ISBN is queued for common(default)');
  await expectNoA11yViolations(page, ['[data-live-announcer]']);

  await page.context().setOffline(false);
  await expect(
    page.getByText('Queued ISBNs checked: 1 added to common(default), 0 not added'),
  ).toBeVisible({ timeout: 30_000 });
  const rows = (await selectionOf(session)).books.map((row) => [row.bookId, row.quantity]);
  expect(rows).toEqual([[book.bookId, 2]]);
  expect(keys).toHaveLength(2);
  expect(keys[1]).toBe(keys[0]);
});

test('Add by ISBN: a lost answer online says the books may already be added (not "offline"), and Add again adds them once', async ({
  memberPage: page,
  session,
}) => {
  const [book] = await catalogueBooks(session, 1);
  if (!book) throw new Error('The seeded catalogue has no ISBN-13 book');
  await checkList(page, `${book.isbn}, 2`);
  const keys = await loseNextAdditionAnswer(page, { thenOffline: false });

  await panel(page).getByRole('button', { name: 'Add 1 book' }).click();
  await expect(panel(page)).toContainText(unanswered);
  await expect(panel(page)).not.toContainText('You are offline');
  await panel(page).getByRole('button', { name: 'Add 1 book' }).click();
  await expect(preview(page)).toContainText('Added (now 2 in the selection)');
  expect((await selectionOf(session)).books.map((row) => [row.bookId, row.quantity])).toEqual([
    [book.bookId, 2],
  ]);
  expect(keys).toHaveLength(2);
  expect(keys[1]).toBe(keys[0]);

  // Nothing of the checked list is left to add: offline, it cannot be queued a second time.
  await page.context().setOffline(true);
  await expect(panel(page).getByRole('button', { name: 'Queue for when online' })).toBeDisabled();
});

test('Add to My Selection pressed again while the same addition waits in the queue says it is queued and adds the book once', async ({
  memberPage: page,
  session,
}) => {
  await page.goto('/books/11');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const keys: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/member/cart/add/book/')) {
      keys.push(request.headers()['idempotency-key'] ?? '');
    }
  });
  // The line hangs: the first addition gets no answer until released.
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/member/cart/add/book/**', async (route) => {
    await released;
    await route.continue();
  });
  const chooser = page.getByRole('alertdialog', { name: 'Add to My Selection' });
  const open = () =>
    page.getByRole('article').getByRole('button', { name: 'My Selection' }).click();

  await open();
  await chooser.getByRole('button', { name: 'Ok' }).click();
  await expect.poll(() => keys.length).toBe(1);
  await chooser.getByRole('button', { name: 'Cancel' }).click();
  await expect(chooser).toHaveCount(0);

  // The same addition again: it waits behind the first, and the dialog says so.
  await open();
  await chooser.getByRole('button', { name: 'Ok' }).click();
  await expect(chooser.getByRole('status')).toHaveText(
    'Queued: it will be added when the connection allows. You can close this.',
  );
  await expect(chooser.getByRole('button', { name: 'Ok' })).toBeDisabled();
  await expectNoA11yViolations(page, ['[data-live-announcer]']);
  await chooser.getByRole('button', { name: 'Cancel' }).click();

  release();
  await expect.poll(() => keys.length, { timeout: 20_000 }).toBe(2);
  await expect(page.getByTestId('pending-edits')).toHaveCount(0, { timeout: 20_000 });
  expect(keys[1]).toBe(keys[0]);
  expect((await selectionOf(session)).books.map((row) => [row.bookId, row.quantity])).toEqual([
    [11, 1],
  ]);
});
