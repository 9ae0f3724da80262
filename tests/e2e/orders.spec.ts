import ExcelJS from 'exceljs';
import { randomUUID } from 'node:crypto';
import type { Download, Locator, Page } from '@playwright/test';
import type { components } from '../../src/api/schema.gen';
import { addBooks, admin, api, bearer, requestQuotation, type StoredSession } from './support/api';
import { dateField, typeDate } from './support/date-field';
import {
  expect,
  expectNoA11yViolations as axeScan,
  recordToasts,
  test,
  toast,
} from './support/fixtures';

/**
 * Orders (docs/product/orders.md#list, #detail, #status) against the reference server, with the provider's steps done by
 * the admin command.
 */

type OrderStatus = components['schemas']['OrderStatus'];
type OrderSummary = components['schemas']['OrderSummary'];

// React Aria's visually hidden live announcer may point at a label that is already gone.
const expectNoA11yViolations = (page: Page) => axeScan(page, ['[data-live-announcer]']);

// Whole flows with several provider steps: generous on a loaded machine.
test.describe.configure({ timeout: 180_000 });

// ---------------------------------------------------------------- through the API

async function orderFromQuotation(session: StoredSession, orderId: number, bookIds: number[]) {
  const { data, error } = await api.POST('/member/order/detail/request/{id}', {
    params: { path: { id: orderId }, header: { 'Idempotency-Key': randomUUID() } },
    body: {
      message: '',
      cartCategoryId: 'public',
      books: bookIds.map((bookId) => ({ bookId, quantity: 1 })),
    },
    headers: bearer(session),
  });
  if (!data) throw new Error(`Order failed: ${JSON.stringify(error)}`);
}

async function orders(session: StoredSession) {
  const { data } = await api.GET('/member/order/all', {
    params: { query: { page: 1, take: 100 } },
    headers: bearer(session),
  });
  return data!;
}

async function homeCounts(session: StoredSession): Promise<OrderSummary> {
  const { data } = await api.GET('/member/home/order/summary', { headers: bearer(session) });
  return data!;
}

/**
 * The home's Order History counts (docs/product/home.md#order-history) after a step: the server's answer, and the home page
 * showing it (opened again until it has asked the server, as a reload within the 5 s staleness
 * shows the persisted counts of a moment ago).
 */
async function expectHomeCounts(page: Page, session: StoredSession, expected: OrderSummary) {
  expect(await homeCounts(session)).toEqual(expected);
  await expect(async () => {
    await page.goto('/');
    for (const [key, value] of Object.entries(expected)) {
      await expect(page.getByTestId(`order-count-${key}`)).toHaveText(String(value), {
        timeout: 2_000,
      });
    }
  }).toPass({ timeout: 30_000 });
}

const STATUS_LABELS: Record<OrderStatus, string> = {
  QUOTATION_REQUEST: 'Quotation Request',
  QUOTATION_DONE: 'Quotation Done',
  ORDER_REQUEST: 'Order Request',
  INVOICE_REQUEST: 'Invoice Request',
  INVOICE_DONE: 'Invoice Done',
  CANCELED: 'Canceled',
};

/**
 * Opens an order's detail once it shows `status`. A reload within the 5 s staleness of docs/product/errors.md#loading
 * shows the persisted answer of a moment ago, so after a provider step the page is opened again
 * until it has asked the server.
 */
async function openOrder(page: Page, orderId: number, status: OrderStatus) {
  await expect(async () => {
    await page.goto(`/order/${orderId}`);
    await expect(page.locator('.order-detail__meta').getByText(STATUS_LABELS[status])).toBeVisible({
      timeout: 2_000,
    });
  }).toPass({ timeout: 30_000 });
}

/** Reads the rows of a quotation or order form: one row per book after the 'No' header row. */
async function workbookBooks(download: Download) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile((await download.path())!);
  const sheet = workbook.worksheets[0]!;
  const rows: { title: string; quantity: number; poNumber: string }[] = [];
  let inTable = false;
  sheet.eachRow((row) => {
    const values = (row.values as unknown[]).slice(1);
    if (values[0] === 'No') {
      inTable = true;
      return;
    }
    if (inTable && typeof values[0] === 'number') {
      rows.push({
        title: String(values[1]),
        quantity: Number(values[6]),
        poNumber: String(values[8] ?? ''),
      });
    }
  });
  return rows;
}

/** The order page's mark of a completed order. */
const orderCompleted = (page: Page) =>
  page.getByRole('main').getByText('Order Completed', { exact: true });
const statusButton = (page: Page, name: string) =>
  page.getByRole('main').getByRole('button', { name, exact: true });

/** Ticks a row's checkbox (the kit draws the box over the native input). */
const tick = (checkbox: Locator) => checkbox.check({ force: true });

// ---------------------------------------------------------------- the lifecycle

test('the whole lifecycle: selection → quotation → order → completed, with the home counts', async ({
  memberPage: page,
  session,
}) => {
  const books = await addBooks(session, [11, 12, 13]);
  const [first, second, third] = books as [(typeof books)[0], (typeof books)[0], (typeof books)[0]];
  await expectHomeCounts(page, session, {
    cartNumber: 3,
    quotationNumber: 0,
    orderNumber: 0,
    invoiceNumber: 0,
  });

  // The selection page: quantities and PO numbers, Save, then Request Quote for two books.
  await page.goto('/cart/public');
  const table = page.getByRole('table', { name: /^Books of / });
  const row = (title: string) =>
    table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: title }) });
  await row(first.title)
    .getByRole('textbox', { name: `Quantity of ${first.title}` })
    .fill('3');
  await row(first.title)
    .getByRole('textbox', { name: `PO number of ${first.title}` })
    .fill('PO-LIFE-1');
  await row(second.title)
    .getByRole('textbox', { name: `Quantity of ${second.title}` })
    .fill('2');
  await row(second.title)
    .getByRole('textbox', { name: `PO number of ${second.title}` })
    .fill('PO-LIFE-2');
  await page.getByRole('textbox', { name: 'Request Details' }).fill('For the spring term');
  await expect(page.getByText('You have unsaved changes.')).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your selection has been saved.')).toBeVisible();
  await expect(page.getByText('You have unsaved changes.')).toHaveCount(0);

  await tick(page.getByRole('checkbox', { name: `Select ${first.title}` }));
  await tick(page.getByRole('checkbox', { name: `Select ${second.title}` }));
  await page.getByRole('button', { name: 'Request Quote' }).click();
  const toastsShown = await recordToasts(page);
  await page
    .getByRole('alertdialog', { name: 'Request Quote' })
    .getByRole('button', { name: 'Ok' })
    .click();
  await expect
    .poll(toastsShown)
    .toContainEqual(expect.stringContaining('견적 요청이 완료되었습니다'));
  await expectHomeCounts(page, session, {
    cartNumber: 3,
    quotationNumber: 1,
    orderNumber: 0,
    invoiceNumber: 0,
  });

  // The order list shows it; the row opens the detail.
  await page.goto('/orders');
  const [listed] = (await orders(session)).results;
  const orderRow = page.getByRole('row', { name: new RegExp(listed!.orderCode) });
  await expect(orderRow).toContainText(first.title);
  await expect(orderRow).toContainText('외 1권');
  await expect(orderRow).toContainText('Quotation Request');
  await expectNoA11yViolations(page);
  await orderRow.getByRole('cell').nth(3).click();
  await expect(page).toHaveURL(new RegExp(`/order/${listed!.id}$`));

  // QUOTATION_REQUEST: Reviewing Quotation disabled, Order Request shown disabled, cancel offered.
  await expect(page.getByRole('heading', { level: 1 })).toContainText(listed!.orderCode);
  await expect(statusButton(page, 'Reviewing Quotation')).toBeDisabled();
  await expect(statusButton(page, 'Order Request')).toBeDisabled();
  await expect(statusButton(page, 'Cancel Request')).toBeEnabled();
  await expect(
    page.getByRole('list', { name: 'Progress' }).getByRole('listitem').first(),
  ).toHaveAttribute('aria-current', 'step');
  await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue('For the spring term');
  await expectNoA11yViolations(page);

  // The provider answers with a quotation.
  await admin('quote', listed!.orderCode);
  await expectHomeCounts(page, session, {
    cartNumber: 3,
    quotationNumber: 1,
    orderNumber: 0,
    invoiceNumber: 0,
  });
  // The list marks the answered order until its detail is opened.
  const alerted = page.getByRole('row', { name: new RegExp(listed!.orderCode) });
  await expect(async () => {
    await page.goto('/orders');
    await expect(alerted.getByText('Updated')).toBeAttached({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await expect(alerted).toContainText('Quotation Done');
  await expect(
    alerted.getByRole('button', { name: `Quotation file of ${listed!.orderCode}` }),
  ).toBeVisible();
  // The list knows the order changed, so its detail is read again however fresh the cached one
  // (the old status) still is: opening the row waits for that read, not for the cache to age.
  const detailRead = page.waitForResponse(
    (response) =>
      response.url().endsWith(`/member/order/detail/${listed!.id}`) && response.status() === 200,
  );
  await alerted.getByRole('cell').first().click();
  await detailRead;
  await expect(page.locator('.order-detail__meta').getByText('Quotation Done')).toBeVisible();
  await page.goBack();
  await expect(alerted).toBeVisible();
  await expect(alerted.getByText('Updated')).toHaveCount(0);
  await openOrder(page, listed!.id, 'QUOTATION_DONE');
  const quotationDownload = page.waitForEvent('download');
  await statusButton(page, 'Download Quotation').click();
  const quotation = await quotationDownload;
  expect(quotation.suggestedFilename()).toMatch(/\.xlsx$/);
  expect(await workbookBooks(quotation)).toEqual([
    { title: first.title, quantity: 3, poNumber: 'PO-LIFE-1' },
    { title: second.title, quantity: 2, poNumber: 'PO-LIFE-2' },
  ]);
  await expect(
    page.getByRole('list', { name: 'Progress' }).getByRole('listitem').nth(1),
  ).toHaveAttribute('aria-current', 'step');

  // QUOTATION_DONE: change a quantity (floor 0) and place the order.
  const quantity = page.getByRole('textbox', { name: `Quantity of ${second.title}` });
  await quantity.fill('5');
  await page.getByRole('textbox', { name: 'Message' }).click();
  await expect(page.getByText('Estimated amount')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Order' })).toContainText(
    `${(first.price * 3 + second.price * 5).toLocaleString('ko-KR')}원`,
  );
  await expectNoA11yViolations(page);
  await statusButton(page, 'Order Request').click();
  const confirm = page.getByRole('alertdialog', { name: 'Order Request' });
  const orderToasts = await recordToasts(page);
  await confirm.getByRole('button', { name: 'Ok' }).click();
  await expect
    .poll(orderToasts)
    .toContainEqual(expect.stringContaining('Order request has been completed'));
  await expect(page).toHaveURL(/\/orders/);
  await expectHomeCounts(page, session, {
    cartNumber: 1, // the ordered books left the selection
    quotationNumber: 0,
    orderNumber: 1,
    invoiceNumber: 0,
  });

  // ORDER_REQUEST: Reviewing Order disabled, no Order Request, cancel still offered.
  await openOrder(page, listed!.id, 'ORDER_REQUEST');
  await expect(statusButton(page, 'Reviewing Order')).toBeDisabled();
  await expect(statusButton(page, 'Order Request')).toHaveCount(0);
  await expect(statusButton(page, 'Cancel Request')).toBeVisible();
  await expect(page.getByRole('cell', { name: '5', exact: true })).toBeVisible();

  // The provider issues the order form.
  await admin('invoice', listed!.orderCode);
  await expectHomeCounts(page, session, {
    cartNumber: 1,
    quotationNumber: 0,
    orderNumber: 1,
    invoiceNumber: 0,
  });
  await openOrder(page, listed!.id, 'INVOICE_REQUEST');
  await expect(statusButton(page, 'Cancel Request')).toHaveCount(0);
  const formDownload = page.waitForEvent('download');
  await statusButton(page, 'Download Order Form').click();
  const form = await formDownload;
  expect(await workbookBooks(form)).toEqual([
    { title: first.title, quantity: 3, poNumber: 'PO-LIFE-1' },
    { title: second.title, quantity: 5, poNumber: 'PO-LIFE-2' },
  ]);

  // The provider completes it.
  await admin('complete', listed!.orderCode);
  await expectHomeCounts(page, session, {
    cartNumber: 1,
    quotationNumber: 0,
    orderNumber: 0,
    invoiceNumber: 1,
  });
  await openOrder(page, listed!.id, 'INVOICE_DONE');
  await expect(orderCompleted(page)).toBeVisible();
  await expect(statusButton(page, 'Cancel Request')).toHaveCount(0);
  await expect(statusButton(page, 'Order Request')).toHaveCount(0);
  await expectNoA11yViolations(page);

  // The list shows both files now.
  await page.goto('/orders');
  const done = page.getByRole('row', { name: new RegExp(listed!.orderCode) });
  await expect(done).toContainText('Invoice Done');
  await expect(
    done.getByRole('button', { name: `Quotation file of ${listed!.orderCode}` }),
  ).toBeVisible();
  await expect(
    done.getByRole('button', { name: `Order Form file of ${listed!.orderCode}` }),
  ).toBeVisible();
  // The third book is still in the selection.
  await page.goto('/cart/public');
  await expect(page.getByRole('rowheader', { name: third.title })).toBeVisible();
});

test('the detail shows the order history as a timeline, and a new status adds to it', async ({
  memberPage: page,
  session,
}) => {
  await addBooks(session, [21]);
  const order = await requestQuotation(session, [21]);
  await admin('quote', order.orderCode);

  await openOrder(page, order.orderId, 'QUOTATION_DONE');
  const history = page.getByRole('region', { name: 'History' });
  const entries = history.getByRole('listitem');
  await expect(entries).toHaveCount(2);
  await expect(entries.nth(0)).toContainText('Quotation requested');
  await expect(entries.nth(0)).toContainText('by you');
  await expect(entries.nth(1)).toContainText('Quotation answered');
  await expect(entries.nth(1)).toContainText('by the provider');
  await expect(entries.nth(1).locator('time')).toHaveText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
  await expectNoA11yViolations(page);

  await orderFromQuotation(session, order.orderId, [21]);
  await openOrder(page, order.orderId, 'ORDER_REQUEST');
  await expect(entries).toHaveCount(3);
  await expect(entries.nth(2)).toContainText('Order requested');
  await expect(entries.nth(2)).toContainText('by you');
});

// ---------------------------------------------------------------- 4.1, status by status

/** An order of the member's for one book, brought to `status` by the member's and the provider's steps. */
async function orderIn(session: StoredSession, status: OrderStatus, bookId: number) {
  const created = await requestQuotation(session, [bookId]);
  if (status === 'CANCELED') {
    const { error } = await api.POST('/member/order/cancel/{id}', {
      params: { path: { id: created.orderId } },
      headers: bearer(session),
    });
    if (error) throw new Error(`Cancelling failed: ${JSON.stringify(error)}`);
  }
  if (status === 'QUOTATION_REQUEST' || status === 'CANCELED') return { ...created, status };
  await admin('quote', created.orderCode);
  if (status === 'QUOTATION_DONE') return { ...created, status };
  await orderFromQuotation(session, created.orderId, [bookId]);
  if (status === 'ORDER_REQUEST') return { ...created, status };
  await admin('invoice', created.orderCode);
  if (status === 'INVOICE_REQUEST') return { ...created, status };
  await admin('complete', created.orderCode);
  return { ...created, status };
}

test('Cancel Request and Order Request appear exactly as docs/product/orders.md#status says', async ({
  memberPage: page,
  session,
}) => {
  await addBooks(session, [21, 22, 23, 24, 25]);
  const expected: [
    OrderStatus,
    string | null,
    'disabled' | 'file' | 'text' | null,
    boolean,
    'enabled' | 'disabled' | 'none',
  ][] = [
    ['QUOTATION_REQUEST', 'Reviewing Quotation', 'disabled', true, 'disabled'],
    ['QUOTATION_DONE', 'Download Quotation', 'file', true, 'enabled'],
    ['ORDER_REQUEST', 'Reviewing Order', 'disabled', true, 'none'],
    ['INVOICE_REQUEST', 'Download Order Form', 'file', false, 'none'],
    ['INVOICE_DONE', 'Order Completed', 'text', false, 'none'],
  ];
  let bookId = 21;
  for (const [status, label, kind, canCancel, orderRequest] of expected) {
    const order = await orderIn(session, status, bookId++);
    await openOrder(page, order.orderId, status);
    const main = page.getByRole('main');
    await expect(main.getByText(label!, { exact: true })).toBeVisible();
    if (kind === 'disabled') await expect(statusButton(page, label!)).toBeDisabled();
    // A file is downloaded with the member's token: a button, not a plain link.
    if (kind === 'file') await expect(statusButton(page, label!)).toBeEnabled();
    await expect(statusButton(page, 'Cancel Request')).toHaveCount(canCancel ? 1 : 0);
    const request = statusButton(page, 'Order Request');
    if (orderRequest === 'none') await expect(request).toHaveCount(0);
    else if (orderRequest === 'enabled') await expect(request).toBeEnabled();
    else await expect(request).toBeDisabled();
  }
});

test('Cancel Request asks first, with the focus on keeping the request, then cancels the order', async ({
  memberPage: page,
  session,
}) => {
  await addBooks(session, [26]);
  const cancelled = await orderIn(session, 'QUOTATION_REQUEST', 26);
  await openOrder(page, cancelled.orderId, 'QUOTATION_REQUEST');
  await statusButton(page, 'Cancel Request').click();
  const dialog = page.getByRole('alertdialog', { name: 'Cancel Request' });
  // The buttons say what they do; the safe one has the focus.
  await expect(dialog.getByRole('button', { name: 'Keep request' })).toBeFocused();
  await expectNoA11yViolations(page);
  await dialog.getByRole('button', { name: 'Cancel request' }).click();
  await expect(page.getByText('Order has been cancelled')).toBeVisible();
  await expect(page).toHaveURL(/\/orders/);
  await expect(page.getByRole('row', { name: new RegExp(cancelled.orderCode) })).toContainText(
    'Canceled',
  );
});

test('a cancelled order shows no status button and no mark of completion', async ({
  memberPage: page,
  session,
}) => {
  await addBooks(session, [26]);
  const cancelled = await orderIn(session, 'CANCELED', 26);
  await openOrder(page, cancelled.orderId, 'CANCELED');
  for (const name of [
    'Reviewing Quotation',
    'Download Quotation',
    'Reviewing Order',
    'Download Order Form',
    'Cancel Request',
    'Order Request',
  ]) {
    await expect(page.getByRole('main').getByRole('button', { name })).toHaveCount(0);
    await expect(page.getByRole('main').getByRole('link', { name })).toHaveCount(0);
  }
  await expect(orderCompleted(page)).toHaveCount(0);
  await expectNoA11yViolations(page);
});

test('the S2B contract: recorded on the detail and kept, then refused once the order is completed', async ({
  memberPage: page,
  session,
}) => {
  await addBooks(session, [27]);
  const order = await orderIn(session, 'ORDER_REQUEST', 27);
  await openOrder(page, order.orderId, 'ORDER_REQUEST');
  const contract = page.getByRole('region', { name: '학교장터 (S2B) contract' });
  await expect(contract.getByRole('definition')).toHaveText(['Not recorded', 'Not recorded']);

  await contract.getByRole('button', { name: 'Record contract' }).click();
  await contract.getByRole('textbox', { name: 'Contract number' }).fill(' 2026-S2B-0012345 ');
  await typeDate(dateField(page, 'Contract date'), '2026-11-20');
  await expectNoA11yViolations(page);
  const [saved] = await Promise.all([
    page.waitForResponse((r) => r.url().includes(`/api/v1/member/order/contract/${order.orderId}`)),
    contract.getByRole('button', { name: 'Save contract' }).click(),
  ]);
  expect(await saved.json()).toEqual({ number: '2026-S2B-0012345', date: '2026-11-20' });
  await expect(toast(page, 'The S2B contract has been saved.')).toBeVisible();
  await expect(contract.getByRole('definition')).toHaveText(['2026-S2B-0012345', '2026-11-20']);
  await page.reload();
  await expect(contract.getByRole('definition')).toHaveText(['2026-S2B-0012345', '2026-11-20']);

  // The provider completes the order while the member is editing: the save is refused, said so.
  await contract.getByRole('button', { name: 'Record contract' }).click();
  await contract.getByRole('textbox', { name: 'Contract number' }).fill('2026-S2B-9999999');
  await admin('invoice', order.orderCode);
  await admin('complete', order.orderCode);
  await contract.getByRole('button', { name: 'Save contract' }).click();
  await expect(
    toast(page, 'This order is completed or cancelled: its S2B contract can no longer be changed.'),
  ).toBeVisible();
  await expect(page.locator('.order-detail__meta').getByText('Invoice Done')).toBeVisible();
  await expect(contract.getByRole('definition')).toHaveText(['2026-S2B-0012345', '2026-11-20']);
  await expect(contract.getByRole('button', { name: 'Record contract' })).toHaveCount(0);
  await expectNoA11yViolations(page);
});

test("Excel Download saves the list's orders with each one's S2B contract", async ({
  memberPage: page,
  session,
}) => {
  await addBooks(session, [28, 29]);
  const recorded = await requestQuotation(session, [28]);
  const other = await requestQuotation(session, [29]);
  const { error } = await api.POST('/member/order/contract/{id}', {
    params: { path: { id: recorded.orderId } },
    body: { number: 'S2B-2026-0042', date: '2026-11-25' },
    headers: bearer(session),
  });
  expect(error).toBeUndefined();
  await page.goto('/orders');
  await expect(orderRow(page, other.orderCode)).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Excel Download' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('orders.xlsx');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile((await file.path())!);
  const sheet = workbook.worksheets[0]!;
  const rowOf = (orderCode: string) => {
    let found: unknown[] = [];
    sheet.eachRow((row) => {
      const values = (row.values as unknown[]).slice(1);
      if (values[0] === orderCode) found = values;
    });
    return found;
  };
  expect((sheet.getRow(1).values as unknown[]).slice(-2)).toEqual([
    'Contract number',
    'Contract date',
  ]);
  expect(rowOf(recorded.orderCode).slice(-2)).toEqual(['S2B-2026-0042', '2026-11-25']);
  expect(rowOf(other.orderCode).slice(-2)).toEqual(['', '']);
  await expectNoA11yViolations(page);
});

// ---------------------------------------------------------------- the list

/** The next request of the order list whose query passes `check`. */
const listRequest = (page: Page, check: (params: URLSearchParams) => boolean = () => true) =>
  page.waitForRequest((request) => {
    if (!request.url().includes('/api/v1/member/order/all')) return false;
    return check(new URL(request.url()).searchParams);
  });

/** "Tomorrow" and "n months ago" as YYYY-MM-DD for the browser's today (its time zone, not the runner's). */
async function browserDays(page: Page) {
  const [year, month, date] = await page.evaluate(() => {
    const now = new Date();
    return [now.getFullYear(), now.getMonth(), now.getDate()];
  });
  const today = new Date(year, month, date);
  const day = (date: Date) =>
    `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
  const tomorrow = day(new Date(today.getFullYear(), today.getMonth(), today.getDate() + 1));
  const monthsAgo = (months: number) => {
    const target = new Date(today.getFullYear(), today.getMonth() - months, 1);
    const last = new Date(target.getFullYear(), target.getMonth() + 1, 0).getDate();
    return day(new Date(target.getFullYear(), target.getMonth(), Math.min(today.getDate(), last)));
  };
  return { tomorrow, monthsAgo };
}

/** Two orders of the list: a quotation request (a) and an answered quotation (b). */
async function requestedAndAnswered(session: StoredSession) {
  await addBooks(session, [31, 32]);
  const a = await requestQuotation(session, [31]);
  const b = await requestQuotation(session, [32]);
  await admin('quote', b.orderCode);
  return { a, b };
}

const orderRow = (page: Page, orderCode: string) =>
  page.getByRole('row', { name: new RegExp(orderCode) });
const customRange = '/orders?period=custom&start=2020-01-01&end=2020-12-31';

test('the list asks for the last year up to tomorrow by default and shows its orders', async ({
  memberPage: page,
  session,
}) => {
  const { a, b } = await requestedAndAnswered(session);
  const { tomorrow, monthsAgo } = await browserDays(page);
  const first = listRequest(page);
  await page.goto('/orders');
  const initial = new URL((await first).url()).searchParams;
  expect([initial.get('startDate'), initial.get('endDate')]).toEqual([monthsAgo(12), tomorrow]);
  await expect(orderRow(page, a.orderCode)).toBeVisible();
  await expect(orderRow(page, b.orderCode)).toBeVisible();
  await expectNoA11yViolations(page);
});

test('each period preset asks for its months up to tomorrow and is kept in the URL', async ({
  memberPage: page,
}) => {
  const { tomorrow, monthsAgo } = await browserDays(page);
  await page.goto('/orders');
  const period = page.getByRole('combobox', { name: 'Period' });
  for (const [label, months, value] of [
    ['Last 1 month', 1, '1m'],
    ['Last 3 months', 3, '3m'],
    ['Last 6 months', 6, '6m'],
  ] as const) {
    const sent = listRequest(
      page,
      (params) =>
        params.get('startDate') === monthsAgo(months) && params.get('endDate') === tomorrow,
    );
    await period.selectOption({ label });
    await sent;
    await expect(page).toHaveURL(new RegExp(`period=${value}`));
    // The page shows the period once its list has come (until then it still draws the last one).
    await expect(period).toHaveValue(value);
  }
});

test('Custom starts from the dates shown and asks for exactly the two typed dates, never a partly typed year', async ({
  memberPage: page,
  session,
}) => {
  await addBooks(session, [31]);
  await requestQuotation(session, [31]);
  const { tomorrow, monthsAgo } = await browserDays(page);
  await page.goto('/orders?period=6m');
  const period = page.getByRole('combobox', { name: 'Period' });
  await expect(period).toHaveValue('6m');
  // Custom: two dates that read YYYY-MM-DD, as the table's dates do, in this Korean browser too
  // (its own date inputs would write 2020. 01. 01.).
  await period.selectOption({ label: 'Custom' });
  const start = dateField(page, 'Start date');
  const end = dateField(page, 'End date');
  // Custom starts from the dates shown (the last 6 months) so the list does not jump.
  await expect(start).toHaveText(monthsAgo(6));
  await expect(end).toHaveText(tomorrow);
  // No browser date input a member can reach (React Aria keeps one out of reach for autofill).
  await expect(page.locator('input[type="date"]:not([tabindex="-1"])')).toHaveCount(0);
  // Typing a year passes through 0002, 0020, 0202: none of those is asked for.
  const askedDates: string[] = [];
  page.on('request', (request) => {
    if (!request.url().includes('/api/v1/member/order/all')) return;
    const params = new URL(request.url()).searchParams;
    askedDates.push(params.get('startDate') ?? '', params.get('endDate') ?? '');
  });
  const custom = listRequest(
    page,
    (params) => params.get('startDate') === '2020-01-01' && params.get('endDate') === '2020-12-31',
  );
  await typeDate(start, '2020-01-01');
  await typeDate(end, '2020-12-31');
  await custom;
  await expect(page.getByText('No results.')).toBeVisible();
  await expectNoA11yViolations(page);
  expect(askedDates.filter((date) => date < '1000')).toEqual([]);
});

test('each part of a custom date is a named spin button that the arrow keys step', async ({
  memberPage: page,
}) => {
  await page.goto(customRange);
  const end = dateField(page, 'End date');
  const endDay = end.getByRole('spinbutton', { name: /day/ });
  await expect(endDay).toHaveAttribute('aria-valuenow', '31');
  const stepped = listRequest(page, (params) => params.get('endDate') === '2020-12-30');
  await endDay.press('ArrowDown');
  await stepped;
  await expect(end).toHaveText('2020-12-30');
  await endDay.press('ArrowUp');
  await expect(end).toHaveText('2020-12-31');
});

test('a reversed custom range is refused, and a reload keeps the last valid range', async ({
  memberPage: page,
}) => {
  await page.goto(customRange);
  const start = dateField(page, 'Start date');
  const end = dateField(page, 'End date');
  await expect(end).toHaveText('2020-12-31');
  await typeDate(start, '2021-01-01');
  await expect(page.getByText('The start date must be on or before the end date.')).toBeVisible();
  await expectNoA11yViolations(page);
  await page.reload();
  await expect(start).toHaveText('2020-01-01');
  await expect(end).toHaveText('2020-12-31');
});

test('the status filter narrows the list and is kept in the URL', async ({
  memberPage: page,
  session,
}) => {
  const { a, b } = await requestedAndAnswered(session);
  await page.goto('/orders');
  await expect(orderRow(page, a.orderCode)).toBeVisible();
  const filtered = listRequest(page, (params) => params.get('status') === 'QUOTATION_DONE');
  await page.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Quotation Done' });
  await filtered;
  await expect(orderRow(page, b.orderCode)).toBeVisible();
  await expect(orderRow(page, a.orderCode)).toHaveCount(0);
  await expect(page).toHaveURL(/status=QUOTATION_DONE/);
  await expect(page.getByText('Total 1')).toBeVisible();
});

test("a row's missing quotation file says 'No file available.'", async ({
  memberPage: page,
  session,
}) => {
  await addBooks(session, [31]);
  const a = await requestQuotation(session, [31]);
  await page.goto('/orders');
  await orderRow(page, a.orderCode)
    .getByRole('button', { name: `Quotation file of ${a.orderCode}: No file available.` })
    .click();
  await expect(page.getByText('No file available.', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/orders/);
});

test('a click on a row, or Enter on its order number, opens the order', async ({
  memberPage: page,
  session,
}) => {
  const { a, b } = await requestedAndAnswered(session);
  await page.goto('/orders');
  await orderRow(page, a.orderCode).getByRole('cell').first().click();
  await expect(page).toHaveURL(new RegExp(`/order/${a.orderId}$`));
  await page.goBack();
  await orderRow(page, b.orderCode).getByRole('link', { name: b.orderCode, exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/order/${b.orderId}$`));
});

test('the page size and the pages of the list', async ({ memberPage: page, session }) => {
  await addBooks(session, [41]);
  for (let index = 0; index < 11; index += 1) await requestQuotation(session, [41]);
  await page.goto('/orders');
  await expect(page.getByText('Total 11')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Orders' }).getByRole('row')).toHaveCount(11);
  const second = page.waitForRequest(
    (request) =>
      request.url().includes('/member/order/all') &&
      new URL(request.url()).searchParams.get('page') === '2',
  );
  await page
    .getByRole('navigation', { name: 'Order pages' })
    .getByRole('button', { name: 'Page 2' })
    .click();
  await second;
  await expect(page.getByRole('table', { name: 'Orders' }).getByRole('row')).toHaveCount(2);
  await expect(page).toHaveURL(/page=2/);
  const bigger = page.waitForRequest(
    (request) =>
      request.url().includes('/member/order/all') &&
      new URL(request.url()).searchParams.get('take') === '20',
  );
  await page.getByRole('combobox', { name: 'Page size' }).selectOption('20');
  await bigger;
  await expect(page.getByRole('table', { name: 'Orders' }).getByRole('row')).toHaveCount(12);
  await expect(page).toHaveURL(/size=20/);
  await expect(page).toHaveURL(/page=1/);
});

test('an order that does not exist says so and leads back to the list', async ({
  memberPage: page,
}) => {
  await page.goto('/order/999999');
  await expect(
    page.getByRole('heading', { level: 1, name: 'This order does not exist.' }),
  ).toBeVisible();
  // The error catalogue also shows the server's 404 message (docs/product/errors.md#catalogue); the scan includes it.
  await expect(toast(page, 'No order with id 999999.')).toBeVisible();
  await expectNoA11yViolations(page);
  await page.getByRole('link', { name: 'Back to the orders' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Order Inquiry' })).toBeVisible();
});

test('the order list fits a landscape tablet: every column, Reorder included, without a sideways scroll', async ({
  memberPage: page,
  session,
}) => {
  await addBooks(session, [41, 42]);
  await requestQuotation(session, [41, 42]);
  // An answered quotation: its row has the widest cells (a file to download, the alert badge).
  const answered = await requestQuotation(session, [41]);
  await admin('quote', answered.orderCode);
  await page.goto('/orders');
  const list = page.getByRole('table', { name: 'Orders' });
  await expect(list.getByRole('row')).toHaveCount(3);
  await expect(
    list.getByRole('button', { name: `Copy to selection: ${answered.orderCode}` }),
  ).toBeVisible();
  const overflow = await list.evaluate((grid) => {
    const scroller = grid.closest('.table-scroll')!;
    return scroller.scrollWidth - scroller.clientWidth;
  });
  expect(overflow).toBe(0);
});
