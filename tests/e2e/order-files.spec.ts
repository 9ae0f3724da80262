import ExcelJS from 'exceljs';
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { admin, api, bearer } from './support/api';
import { expect, expectNoA11yViolations as axeScan, test } from './support/fixtures';

/**
 * Quotation and order-form files are the member's alone (OWASP ASVS 4.1.3, 12.5): the portal
 * downloads them with the member's token and saves them; the path the API gives (which the
 * persisted cache keeps) is refused without that token.
 */

// React Aria's visually hidden live announcer may point at a label that is already gone.
const expectNoA11yViolations = (page: Page) => axeScan(page, ['[data-live-announcer]']);

test.describe.configure({ timeout: 120_000 });

test('the quotation downloads with the member token from the order detail and the list', async ({
  memberPage: page,
  session,
}) => {
  const added = await api.POST('/member/cart/add/books', {
    body: { cartCategoryId: 'public', books: [{ bookId: 31, quantity: 1 }] },
    headers: bearer(session),
  });
  const book = added.data!.books[0]!;
  const { data: created } = await api.POST('/member/cart/request/quotation', {
    body: { cartCategoryId: 'public', message: '', books: [{ bookId: 31, quantity: 4 }] },
    params: { header: { 'Idempotency-Key': randomUUID() } },
    headers: bearer(session),
  });
  await admin('quote', created!.orderCode);
  const { data: order } = await api.GET('/member/order/detail/{id}', {
    params: { path: { id: created!.orderId } },
    headers: bearer(session),
  });
  const fileUrl = order!.fileUrl!;

  // Without the member's token the path is refused: a copy of it in a saved cache is useless.
  expect((await page.request.get(fileUrl)).status()).toBe(401);

  await expect(async () => {
    await page.goto(`/order/${created!.orderId}`);
    await expect(page.locator('.order-detail__meta').getByText('Quotation Done')).toBeVisible({
      timeout: 2_000,
    });
  }).toPass({ timeout: 30_000 });
  const button = page.getByRole('main').getByRole('button', { name: 'Download Quotation' });
  const downloading = page.waitForEvent('download');
  await button.click();
  const file = await downloading;
  expect(file.suggestedFilename()).toBe(`quotation-${created!.orderCode}.xlsx`);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile((await file.path())!);
  const cells: unknown[] = [];
  workbook.worksheets[0]!.eachRow((row) => cells.push(...(row.values as unknown[])));
  expect(cells).toContain(book.title);
  expect(cells).toContain(4);
  await expectNoA11yViolations(page);

  // The list's file button downloads the same file.
  await page.goto('/orders');
  const row = page.getByRole('row', { name: new RegExp(created!.orderCode) });
  const fromList = page.waitForEvent('download');
  await row.getByRole('button', { name: `Quotation file of ${created!.orderCode}` }).click();
  expect((await fromList).suggestedFilename()).toBe(`quotation-${created!.orderCode}.xlsx`);
  // The press downloads; it does not open the row's order.
  await expect(page).toHaveURL(/\/orders/);
});
