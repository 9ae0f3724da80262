import type { Page } from '@playwright/test';
import { addBooks, api, bearer, selectionOf } from './support/api';
import { selectionRow, notAvailableOffline } from './support/locators';
import { expect, expectNoA11yViolations as axeScan, test, toast } from './support/fixtures';
import { savedCaches } from './support/saved-caches';
import { controlledByServiceWorker } from './support/service-worker';
import { goOffline } from './support/offline';
import { openSelection } from './support/selection-page';

/**
 * Save on the My Selection page sends what the member changed, never the rows as the page shows
 * them: a change made elsewhere since the page read the selection (another tab, an addition) is
 * never written back, and a Save that meets a removed row or a real conflict applies everything
 * else and says what it did not apply.
 */

// React Aria's visually hidden live announcer may point at a label that is already gone.
const expectNoA11yViolations = (page: Page) => axeScan(page, ['[data-live-announcer]']);

test.describe.configure({ timeout: 120_000 });

const poNumber = (page: Page, title: string) =>
  selectionRow(page, title).getByRole('textbox', { name: `PO number of ${title}` });
const quantity = (page: Page, title: string) =>
  selectionRow(page, title)
    .getByRole('textbox', { name: `Quantity of ${title}` })
    .or(selectionRow(page, title).getByRole('spinbutton', { name: `Quantity of ${title}` }));
const actions = (page: Page) => page.getByRole('region', { name: 'My Selection' });
const unsaved = (page: Page) => page.getByText('You have unsaved changes.');

async function save(page: Page) {
  // A quantity is committed when its field loses focus: let that happen (and the notice it brings
  // move the bar) before pressing Save.
  await page.keyboard.press('Tab');
  await expect(unsaved(page)).toBeVisible();
  const answered = page.waitForResponse(
    (response) => response.url().includes('/member/cart/update/') && response.ok(),
  );
  await actions(page).getByRole('button', { name: 'Save' }).click();
  await answered;
}

test('two tabs saving different rows of one selection both land', async ({
  memberPage: page,
  session,
}) => {
  const [a, b] = await addBooks(session, [1, 2]);
  await openSelection(page);
  const other = await page.context().newPage();
  await openSelection(other);

  // Both tabs read the same rows; each changes a different one (the member works in the tab in
  // front).
  await page.bringToFront();
  await quantity(page, a!.title).fill('4');
  await save(page);
  await expect(page.getByText('Your selection has been saved.')).toBeVisible();
  await other.bringToFront();
  await poNumber(other, b!.title).fill('PO-B');
  await save(other);
  await expect(other.getByText('Your selection has been saved.')).toBeVisible();

  const stored = await selectionOf(session);
  expect(stored.books.map((book) => [book.id, book.quantity, book.poNumber])).toEqual([
    [a!.id, 4, ''],
    [b!.id, 1, 'PO-B'],
  ]);
});

test('a Save never writes back a quantity the member did not change (an addition made meanwhile)', async ({
  memberPage: page,
  session,
}) => {
  const [a] = await addBooks(session, [3]);
  await openSelection(page);
  await expect(quantity(page, a!.title)).toHaveValue('1');
  // The same book added again elsewhere after the page read it: 1 → 3.
  await api.POST('/member/cart/add/book/{bookId}', {
    params: { path: { bookId: 3 } },
    body: { cartCategoryId: 'public', quantity: 2 },
    headers: bearer(session),
  });
  // The page still shows 1; the member changes only the PO number and the message.
  await poNumber(page, a!.title).fill('PO-7');
  await page.getByRole('textbox', { name: 'Request Details' }).fill('Before March');
  await save(page);
  await expect(page.getByText('Your selection has been saved.')).toBeVisible();
  const stored = await selectionOf(session);
  expect(stored.books[0]).toMatchObject({ quantity: 3, poNumber: 'PO-7' });
  expect(stored.message).toBe('Before March');
  await expect(quantity(page, a!.title)).toHaveValue('3');
});

test('a Save meeting a removed row and a conflict applies the rest and says what was not applied', async ({
  memberPage: page,
  session,
}) => {
  const [a, b, c] = await addBooks(session, [4, 5, 6]);
  await openSelection(page);
  // Elsewhere, after the page read the selection: b is removed, c's quantity becomes 5.
  await api.DELETE('/member/cart/delete/book/{id}', {
    params: { path: { id: b!.id } },
    headers: bearer(session),
  });
  await api.POST('/member/cart/update/{cartId}', {
    params: { path: { cartId: 'public' } },
    body: {
      books: [{ cartBookId: c!.id, quantity: 5, poNumber: '', changed: ['quantity'] }],
      message: '',
      messageChanged: false,
    },
    headers: bearer(session),
  });

  // Here: a's quantity, b's PO number, c's quantity, and the message.
  await quantity(page, a!.title).fill('2');
  await poNumber(page, b!.title).fill('PO-GONE');
  await quantity(page, c!.title).fill('7');
  await page.getByRole('textbox', { name: 'Request Details' }).fill('Kept');
  await save(page);

  const told = toast(page, 'Saved, except 2 changes:');
  await expect(told).toBeVisible();
  await expect(told).toContainText(`“${b!.title}” is no longer in this selection.`);
  await expect(told).toContainText(`The quantity of “${c!.title}” was changed elsewhere to 5`);
  let stored = await selectionOf(session);
  expect(stored.books.map((book) => [book.id, book.quantity])).toEqual([
    [a!.id, 2],
    [c!.id, 5],
  ]);
  expect(stored.message).toBe('Kept');

  // The refused change stays on screen as the member's unsaved change; Save again keeps it.
  await expect(selectionRow(page, b!.title)).toHaveCount(0);
  await expect(quantity(page, c!.title)).toHaveValue('7');
  await expect(unsaved(page)).toBeVisible();
  await expectNoA11yViolations(page);
  await told.getByRole('button', { name: /close/i }).click();
  await save(page);
  await expect(page.getByText('Your selection has been saved.')).toBeVisible();
  stored = await selectionOf(session);
  expect(stored.books.find((book) => book.id === c!.id)?.quantity).toBe(7);
  await expect(unsaved(page)).toHaveCount(0);
});

test.describe('offline', () => {
  test.use({ serviceWorkers: 'allow' });

  test('a row queued offline for removal counts in neither Items nor the total', async ({
    memberPage: page,
    session,
  }) => {
    const [a, b] = await addBooks(session, [7, 8]);
    await controlledByServiceWorker(page);
    await openSelection(page);
    const totals = actions(page);
    const items = totals.getByRole('definition').nth(1);
    await expect(items).toHaveText('2');
    const total = totals.getByRole('definition').nth(2);
    const both = await total.innerText();

    await goOffline(page);
    await selectionRow(page, b!.title)
      .getByRole('button', { name: `Delete ${b!.title}` })
      .click();
    await page
      .getByRole('alertdialog', { name: 'Delete book' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect(selectionRow(page, b!.title)).toContainText('Removal waiting to sync');
    await expect(items).toHaveText('1');
    await expect(total).not.toHaveText(both);
    await expect(total).toHaveText(new RegExp(a!.price.toLocaleString('en-US')));
    await expect(totals.getByRole('definition').first()).toContainText('0 / 1');
    await expectNoA11yViolations(page);

    await page.context().setOffline(false);
    await expect(selectionRow(page, b!.title)).toHaveCount(0);
    await expect(items).toHaveText('1');
  });

  test('a selection renamed after it was opened still opens offline under its new name', async ({
    memberPage: page,
    session,
  }) => {
    await controlledByServiceWorker(page);
    const { data } = await api.POST('/member/cart/add/category', {
      body: { name: 'Trip' },
      headers: bearer(session),
    });
    const [book] = await addBooks(session, [9], data!.categoryId);
    await page.goto('/cart/Trip');
    await expect(selectionRow(page, book!.title)).toBeVisible();
    const saved = async () => (await savedCaches(page)).map((entry) => entry.value).join('\n');
    await expect.poll(saved).toContain(book!.title);

    // Renamed from the side menu while another page is open.
    await page.goto('/books');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const menu = page.getByRole('navigation', { name: 'Main' });
    await menu.getByRole('button', { name: 'Edit selections' }).click();
    await menu.getByRole('button', { name: 'Rename Trip' }).click();
    const rename = page.getByRole('dialog', { name: 'Change the name of Selection' });
    await rename.getByRole('textbox').fill('Trip renamed');
    await rename.getByRole('button', { name: 'Confirm' }).click();
    await expect(menu.getByRole('link', { name: 'Trip renamed' })).toBeVisible();
    await expect.poll(saved).toContain('Trip renamed');

    await goOffline(page);
    await menu.getByRole('link', { name: 'Trip renamed' }).click();
    await expect(selectionRow(page, book!.title)).toBeVisible();
    await expect(notAvailableOffline(page)).toHaveCount(0);
    await expectNoA11yViolations(page);
  });
});
