import ExcelJS from 'exceljs';
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';
import { admin, api, bearer, type StoredSession } from './support/api';
import { expect, expectNoA11yViolations as axeScan, test } from './support/fixtures';
import { controlledByServiceWorker, isCached } from './support/service-worker';

/**
 * The office's papers of an order (docs/product/orders.md#documents): the 견적서 and the 거래명세서
 * downloaded from the order detail as PDF and Excel, and opened again offline once opened.
 */

// React Aria's visually hidden live announcer may point at a label that is already gone.
const expectNoA11yViolations = (page: Page) => axeScan(page, ['[data-live-announcer]']);

test.use({ serviceWorkers: 'allow' });
test.describe.configure({ timeout: 150_000 });

/** An order of two books through quotation, order request and order form: `INVOICE_REQUEST`. */
async function invoicedOrder(session: StoredSession) {
  await api.POST('/member/cart/add/books', {
    body: {
      cartCategoryId: 'public',
      books: [
        { bookId: 31, quantity: 1 },
        { bookId: 32, quantity: 1 },
      ],
    },
    headers: bearer(session),
  });
  const { data: created } = await api.POST('/member/cart/request/quotation', {
    body: {
      cartCategoryId: 'public',
      message: '',
      books: [
        { bookId: 31, quantity: 2 },
        { bookId: 32, quantity: 3 },
      ],
    },
    params: { header: { 'Idempotency-Key': randomUUID() } },
    headers: bearer(session),
  });
  await admin('quote', created!.orderCode);
  const ordered = await api.POST('/member/order/detail/request/{id}', {
    body: {
      message: '',
      cartCategoryId: 'public',
      books: [
        { bookId: 31, quantity: 2 },
        { bookId: 32, quantity: 3 },
      ],
    },
    params: { path: { id: created!.orderId }, header: { 'Idempotency-Key': randomUUID() } },
    headers: bearer(session),
  });
  expect(ordered.response.status).toBe(200);
  await admin('invoice', created!.orderCode);
  const { data: order } = await api.GET('/member/order/detail/{id}', {
    params: { path: { id: created!.orderId } },
    headers: bearer(session),
  });
  return order!;
}

async function openDetail(page: Page, id: number) {
  await expect(async () => {
    await page.goto(`/order/${id}`);
    await expect(page.locator('.order-detail__meta').getByText('Invoice Request')).toBeVisible({
      timeout: 2_000,
    });
  }).toPass({ timeout: 30_000 });
}

const documents = (page: Page) => page.getByRole('region', { name: 'Documents for the office' });

async function pdfText(path: string): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(await readFile(path)));
  return (await extractText(pdf, { mergePages: true })).text;
}

test('the 견적서 and the 거래명세서 download from the order detail as PDF and Excel', async ({
  memberPage: page,
  session,
}) => {
  const order = await invoicedOrder(session);
  await openDetail(page, order.id);
  const section = documents(page);
  await expect(section.getByText('견적서: for the 품의 in 에듀파인')).toBeVisible();
  await expect(section.getByText('거래명세서: with the delivery')).toBeVisible();
  await expectNoA11yViolations(page);

  const quotationPdf = page.waitForEvent('download');
  await section.getByRole('button', { name: '견적서 (quotation), PDF' }).click();
  const quotation = await quotationPdf;
  expect(quotation.suggestedFilename()).toBe(`견적서-${order.orderCode}.pdf`);
  const text = await pdfText((await quotation.path())!);
  expect(text).toContain('견 적 서');
  expect(text).toContain(order.orderCode);
  expect(text).toContain(order.books[0]!.title);
  expect(text).toMatch(/합계금액 \(면세\) 일금 \S+원정/);

  const statementXlsx = page.waitForEvent('download');
  await section.getByRole('button', { name: '거래명세서 (statement of delivery), Excel' }).click();
  const statement = await statementXlsx;
  expect(statement.suggestedFilename()).toBe(`거래명세서-${order.orderCode}.xlsx`);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile((await statement.path())!);
  const cells: unknown[] = [];
  workbook.worksheets[0]!.eachRow((row) => cells.push(...(row.values as unknown[])));
  expect(cells).toContain('거 래 명 세 서');
  expect(cells).toContain(order.books[1]!.title);
});

test('a paper opened once opens again offline', async ({ memberPage: page, session }) => {
  const order = await invoicedOrder(session);
  await controlledByServiceWorker(page);
  await openDetail(page, order.id);
  const button = documents(page).getByRole('button', { name: '견적서 (quotation), PDF' });
  const online = page.waitForEvent('download');
  await button.click();
  expect((await online).suggestedFilename()).toBe(`견적서-${order.orderCode}.pdf`);
  await expect
    .poll(() => isCached(page, 'member-api-order-files', `/document/${order.id}/quotation`))
    .toBe(true);

  await page.context().setOffline(true);
  const offline = page.waitForEvent('download');
  await button.click();
  const again = await offline;
  expect(again.suggestedFilename()).toBe(`견적서-${order.orderCode}.pdf`);
  expect(await pdfText((await again.path())!)).toContain(order.orderCode);
  await page.context().setOffline(false);
});
