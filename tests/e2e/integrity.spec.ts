import Database from 'better-sqlite3';
import type { Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { addBooks, api, bearer, selectionOf, type StoredSession } from './support/api';
import { E2E_DATABASE_PATH } from './support/env';
import { expect, expectNoA11yViolations as axeScan, test } from './support/fixtures';

/**
 * What a member must be able to trust: the open selection page follows what the side menu does to
 * it, the order list and the detail opened from it agree, and the actions say what they did.
 */

// React Aria's visually hidden live announcer may point at a label that is already gone.
const expectNoA11yViolations = (page: Page) => axeScan(page, ['[data-live-announcer]']);

test.describe.configure({ timeout: 120_000 });

const DEFAULT = 'common(default)';
const sideMenu = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const selectionName = (page: Page) => page.getByRole('heading', { level: 2 });

async function createSelection(session: StoredSession, name: string): Promise<string> {
  const { data } = await api.POST('/member/cart/add/category', {
    body: { name },
    headers: bearer(session),
  });
  if (!data) throw new Error(`Creating ${name} failed`);
  return data.categoryId;
}

test('the open selection follows a rename from the side menu, and goes to the default one when deleted there', async ({
  page,
  memberPage,
  session,
}) => {
  void memberPage;
  const id = await createSelection(session, 'Open list');
  await addBooks(session, [5], id);
  await page.goto(`/cart/${encodeURIComponent('Open list')}`);
  await expect(selectionName(page)).toHaveText('Open list');

  const menu = sideMenu(page);
  await menu.getByRole('button', { name: 'Edit selections' }).click();
  await menu.getByRole('button', { name: 'Rename Open list' }).click();
  const rename = page.getByRole('dialog', { name: 'Change the name of Selection' });
  await rename.getByRole('textbox').fill('Renamed list');
  await rename.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Cart renamed successfully')).toBeVisible();
  await expect(selectionName(page)).toHaveText('Renamed list');
  await expect(page).toHaveURL(/\/cart\/Renamed%20list(\?|$)/);

  // A reload stays on the renamed selection.
  await page.reload();
  await expect(selectionName(page)).toHaveText('Renamed list');

  // Saving on the followed page saves, and nothing says the selection is missing.
  await page
    .getByRole('textbox', { name: /^Quantity of / })
    .first()
    .fill('3');
  // The stepper commits on blur.
  await page.getByRole('textbox', { name: 'Request Details' }).click();
  await expect(page.getByText('You have unsaved changes.')).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your selection has been saved.')).toBeVisible();
  await expect(page.getByText('You have unsaved changes.')).toHaveCount(0);
  await expect(page.getByText(/No selection named/)).toHaveCount(0);
  expect((await selectionOf(session, 'Renamed list')).books[0]?.quantity).toBe(3);

  await menu.getByRole('button', { name: 'Edit selections' }).click();
  await menu.getByRole('button', { name: 'Delete Renamed list' }).click();
  await page
    .getByRole('alertdialog', { name: 'DELETE SELECTION' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page.getByText('Cart deleted successfully')).toBeVisible();
  await expect(
    page.getByText('“Renamed list” was deleted. This is your default selection.'),
  ).toBeVisible();
  await expect(selectionName(page)).toHaveText(DEFAULT);
  await expect(page).toHaveURL(/\/cart\/common(\(|%28)default(\)|%29)(\?|$)/);
  await expectNoA11yViolations(page);
});

test('an order the list shows as changed opens with its new status, however fresh its cached detail', async ({
  page,
  memberPage,
  session,
}) => {
  void memberPage;
  await addBooks(session, [7]);
  const { data: created } = await api.POST('/member/cart/request/quotation', {
    body: { cartCategoryId: 'public', message: '', books: [{ bookId: 7, quantity: 1 }] },
    params: { header: { 'Idempotency-Key': randomUUID() } },
    headers: bearer(session),
  });
  if (!created) throw new Error('No quotation');
  const meta = page.locator('.order-detail__meta');
  await page.goto(`/order/${created.orderId}`);
  await expect(meta.getByText('Quotation Request')).toBeVisible();

  // The provider answers at once (straight in the database: no wait for the admin command), so
  // the detail just read is still fresh by the cache's clock when the list shows the answer.
  const db = new Database(E2E_DATABASE_PATH);
  try {
    db.prepare(
      "UPDATE orders SET status = 'QUOTATION_DONE', step = 2, is_alert = 1, updated_at = ? WHERE id = ?",
    ).run(new Date().toISOString(), created.orderId);
  } finally {
    db.close();
  }
  await sideMenu(page).getByRole('link', { name: 'Order Inquiry' }).click();
  const listed = page.getByRole('row', { name: new RegExp(created.orderCode) });
  await expect(listed).toContainText('Quotation Done');
  await listed.getByRole('gridcell').first().click();
  await expect(meta.getByText('Quotation Done')).toBeVisible();
});
