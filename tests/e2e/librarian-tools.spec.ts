import ExcelJS from 'exceljs';
import type { Page } from '@playwright/test';
import { addBooks, api, bearer, selectionOf, type StoredSession } from './support/api';
import { catalogueBooks, isbn10Of } from './support/catalogue-books';
import { expect, expectNoA11yViolations as axeScan, test } from './support/fixtures';

/**
 * The librarian tools against the reference server: Add by ISBN (paste, upload), the duplicates
 * report and Copy to selection. A fresh member per test.
 */

// React Aria's visually hidden live announcer may point at a label that is already gone.
const expectNoA11yViolations = (page: Page) => axeScan(page, ['[data-live-announcer]']);

test.describe.configure({ timeout: 120_000 });

const hyphenated = (isbn: string) =>
  `${isbn.slice(0, 3)}-${isbn.slice(3, 5)}-${isbn.slice(5, 9)}-${isbn.slice(9, 12)}-${isbn.slice(12)}`;

const panel = (page: Page) => page.getByRole('dialog', { name: /^Add by ISBN/ });
const preview = (page: Page) => panel(page).getByRole('table', { name: 'Checked ISBNs' });
/** The preview's row of an input line (its first cells: tick, line number). */
const previewRow = (page: Page, line: number) => preview(page).locator(`tr[data-line="${line}"]`);

async function openPanel(page: Page) {
  await page.goto('/cart/public');
  await expect(page.getByRole('heading', { level: 1, name: 'My Selection' })).toBeVisible();
  await page.getByRole('button', { name: 'Add by ISBN' }).click();
  await expect(panel(page)).toBeVisible();
}

/**
 * Opens Add by ISBN on a selection that holds book a, pastes a list of six lines (a hyphenated
 * with quantity and PO number, b with a tab and quantity, c as ISBN-10, a bad check digit, an
 * unknown ISBN, b again) and checks it.
 */
async function checkPastedList(page: Page, session: StoredSession) {
  const [a, b, c] = await catalogueBooks(session, 3);
  if (!a || !b || !c) throw new Error('The seeded catalogue has too few ISBN-13 books');
  // Book a is already in the selection: Check says so, and still ticks it.
  await addBooks(session, [a.bookId]);
  const badCheckDigit = a.isbn.slice(0, 12) + String((Number(a.isbn[12]) + 1) % 10);
  await openPanel(page);

  await panel(page)
    .getByLabel('ISBNs', { exact: true })
    .fill(
      [
        `${hyphenated(a.isbn)}, 2, PO-17`,
        `${b.isbn}\t3`,
        isbn10Of(c.isbn),
        badCheckDigit,
        '9791100000007',
        b.isbn,
      ].join('\n'),
    );
  await panel(page).getByRole('button', { name: 'Check' }).click();
  await expect(preview(page)).toBeVisible();
  return { a, b, c };
}

test('Add by ISBN: Check shows every pasted line with its status', async ({
  memberPage: page,
  session,
}) => {
  const { b, c } = await checkPastedList(page, session);
  await expect(preview(page).getByRole('row')).toHaveCount(7);
  await expect(previewRow(page, 1)).toContainText('Found');
  await expect(previewRow(page, 1)).toContainText('Already in this selection (1)');
  await expect(previewRow(page, 1)).toContainText('PO-17');
  await expect(previewRow(page, 2)).toContainText(b.title);
  await expect(previewRow(page, 3)).toContainText(`Converted from ISBN-10 ${isbn10Of(c.isbn)}`);
  await expect(previewRow(page, 4)).toContainText('Invalid ISBN: The check digit does not match');
  await expect(previewRow(page, 5)).toContainText('Not found');
  await expect(previewRow(page, 6)).toContainText('Duplicate of line 2');
  // The duplicate line's quantity went to line 2.
  await expect(previewRow(page, 2).getByRole('cell').nth(5)).toHaveText('4');
  await expectNoA11yViolations(page);
});

test('Add by ISBN: Add adds the ticked books once, in one call, with their quantities and PO numbers', async ({
  memberPage: page,
  session,
}) => {
  const { a, b, c } = await checkPastedList(page, session);
  await expect(previewRow(page, 3)).toContainText('Found');
  // Untick c: two books are added, with their quantities and PO numbers, in one call.
  await previewRow(page, 3).getByRole('checkbox').uncheck({ force: true });
  const additions: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/member/cart/add/rows/')) additions.push(request.url());
  });
  await panel(page).getByRole('button', { name: 'Add 2 books' }).click();
  await expect(previewRow(page, 1)).toContainText('Added (now 3 in the selection)');
  await expect(previewRow(page, 2)).toContainText('Added (now 4 in the selection)');
  // The preview stays, and nothing is left to add.
  await expect(previewRow(page, 3)).toContainText('Found');
  await expect(panel(page).getByRole('button', { name: 'Add 0 books' })).toBeDisabled();
  expect(additions).toHaveLength(1);

  const contents = await selectionOf(session);
  const rows = new Map(contents.books.map((book) => [book.bookId, book]));
  expect(rows.get(a.bookId)).toMatchObject({ quantity: 3, poNumber: 'PO-17' });
  expect(rows.get(b.bookId)).toMatchObject({ quantity: 4 });
  expect(rows.has(c.bookId)).toBe(false);

  // Closing the panel shows the page with the new rows.
  await panel(page).getByRole('button', { name: 'Close' }).first().click();
  await expect(
    page.getByRole('table', { name: /^Books of / }).getByRole('rowheader', { name: b.title }),
  ).toBeVisible();
});

test('Add by ISBN: an uploaded .xlsx (first sheet, header row, ISBNs as numbers) is read and checked', async ({
  memberPage: page,
  session,
}) => {
  const [a, b] = await catalogueBooks(session, 2);
  if (!a || !b) throw new Error('The seeded catalogue has too few ISBN-13 books');
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Order list');
  sheet.addRow(['ISBN', 'Quantity', 'PO number']);
  sheet.addRow([Number(a.isbn), 5, 'PO-X1']);
  sheet.addRow([hyphenated(b.isbn), 1, '']);
  workbook.addWorksheet('Notes').addRow(['9780000000000']);
  const buffer = Buffer.from(await workbook.xlsx.writeBuffer());

  await openPanel(page);
  await panel(page).locator('input[type="file"]').setInputFiles({
    name: 'order-list.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer,
  });
  await expect(panel(page)).toContainText('order-list.xlsx: 3 lines read.');
  await expect(panel(page)).toContainText('The first line was read as a header and skipped.');
  await expect(preview(page).getByRole('row')).toHaveCount(3);
  await expect(previewRow(page, 2)).toContainText(a.title);
  await expect(previewRow(page, 2)).toContainText('PO-X1');
  await expect(previewRow(page, 3)).toContainText(b.title);
  await panel(page).getByRole('button', { name: 'Add 2 books' }).click();
  await expect(previewRow(page, 2)).toContainText('Added (now 5 in the selection)');
  const contents = await selectionOf(session);
  expect(contents.books.find((book) => book.bookId === a.bookId)).toMatchObject({
    quantity: 5,
    poNumber: 'PO-X1',
  });
});

test('a book already in a selection and ordered recently says so on its page, beside My Selection and Order Request', async ({
  memberPage: page,
  session,
}) => {
  const [book] = await catalogueBooks(session, 1);
  if (!book) throw new Error('The seeded catalogue has no ISBN-13 book');
  const created = await api.POST('/member/cart/add/category', {
    body: { name: 'Grade 3' },
    headers: bearer(session),
  });
  const selectionId = created.data?.categoryId ?? '';
  await addBooks(session, [book.bookId], selectionId);
  const order = await api.POST('/member/cart/request/quotation', {
    body: {
      cartCategoryId: selectionId,
      books: [{ bookId: book.bookId, quantity: 1 }],
      message: '',
    },
    params: { header: { 'Idempotency-Key': crypto.randomUUID() } },
    headers: bearer(session),
  });
  const orderCode = order.data?.orderCode ?? '';
  expect(orderCode).toMatch(/^ORD-/);

  await page.goto(`/books/${book.bookId}`);
  const notice = page.getByRole('region', { name: 'Already chosen or ordered' });
  await expect(notice).toContainText('Already in “Grade 3” (1)');
  await expect(notice).toContainText(`Ordered: ${orderCode}`);
  await expectNoA11yViolations(page);
});

test('Copy to selection: from the order list into a new selection, and from the order page into one that has the books', async ({
  memberPage: page,
  session,
}) => {
  const [a, b] = await catalogueBooks(session, 2);
  if (!a || !b) throw new Error('The seeded catalogue has too few ISBN-13 books');
  await addBooks(session, [a.bookId, b.bookId]);
  const { data: order } = await api.POST('/member/cart/request/quotation', {
    body: {
      cartCategoryId: 'public',
      books: [
        { bookId: a.bookId, quantity: 2, poNumber: 'PO-R1' },
        { bookId: b.bookId, quantity: 1 },
      ],
      message: '',
    },
    params: { header: { 'Idempotency-Key': crypto.randomUUID() } },
    headers: bearer(session),
  });
  if (!order) throw new Error('The quotation was not created');

  await page.goto('/orders');
  await page.getByRole('button', { name: `Copy to selection: ${order.orderCode}` }).click();
  const dialog = page.getByRole('dialog', { name: `Copy ${order.orderCode} to a selection` });
  await expect(dialog).toContainText('2 books will be copied.');
  // The books are still in the default selection the order came from, with the quantities the
  // quotation used (it keeps them in the selection): the report says so.
  await expect(dialog.getByRole('region', { name: 'Already chosen or ordered' })).toContainText(
    `${a.title}: Already in this selection (2)`,
  );
  await expectNoA11yViolations(page);
  await dialog.getByRole('button', { name: /Selection$/ }).click();
  await page.getByRole('option', { name: 'A new selection' }).click();
  await dialog.getByRole('textbox', { name: 'Name of the new selection' }).fill('Reorder 2027');
  await dialog.getByRole('button', { name: 'Copy', exact: true }).click();
  await expect(dialog).toBeHidden();
  const copied = await selectionOf(session, 'Reorder 2027');
  expect(copied.books.map((book) => [book.bookId, book.quantity, book.poNumber])).toEqual([
    [a.bookId, 2, 'PO-R1'],
    [b.bookId, 1, ''],
  ]);

  // From the order page, into the default selection: the quantities add up (2 + 2, 1 + 1).
  await page.goto(`/order/${order.orderId}`);
  await page.getByRole('button', { name: `Copy to selection: ${order.orderCode}` }).click();
  const again = page.getByRole('dialog', { name: `Copy ${order.orderCode} to a selection` });
  await again.getByRole('button', { name: 'Copy', exact: true }).click();
  await expect(again).toBeHidden();
  const publicRows = await selectionOf(session);
  expect(
    publicRows.books.map((book) => [book.bookId, book.quantity]).sort((x, y) => x[0]! - y[0]!),
  ).toEqual(
    [
      [a.bookId, 4],
      [b.bookId, 2],
    ].sort((x, y) => x[0]! - y[0]!),
  );
});

test('offline, a pasted list waits in the queue of selection edits and is checked and added once when the connection returns', async ({
  memberPage: page,
  session,
  context,
}) => {
  const [a, b] = await catalogueBooks(session, 2);
  if (!a || !b) throw new Error('The seeded catalogue has too few ISBN-13 books');
  await openPanel(page);
  const additions: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/member/cart/add/rows/')) additions.push(request.url());
  });

  await context.setOffline(true);
  await expect(panel(page).getByRole('button', { name: 'Queue for when online' })).toBeVisible();
  await panel(page)
    .getByLabel('ISBNs', { exact: true })
    .fill(`${a.isbn} 2\n${b.isbn}\n9780000000000`);
  await panel(page).getByRole('button', { name: 'Queue for when online' }).click();
  await expect(panel(page)).toContainText('Offline: 2 ISBNs are queued for common(default)');
  await expect(
    panel(page).getByRole('region', { name: 'ISBNs waiting for the connection' }),
  ).toContainText('2 ISBNs waiting');

  await context.setOffline(false);
  await expect(
    page.getByText('Queued ISBNs checked: 2 added to common(default), 0 not added'),
  ).toBeVisible({ timeout: 30_000 });
  await expect(
    panel(page).getByRole('region', { name: 'ISBNs waiting for the connection' }),
  ).toBeHidden();
  const contents = await selectionOf(session);
  const rows = new Map(contents.books.map((book) => [book.bookId, book.quantity]));
  expect(rows.get(a.bookId)).toBe(2);
  expect(rows.get(b.bookId)).toBe(1);
  expect(additions).toHaveLength(1);
});

test("the catalogue's Add to My Selection says which chosen books the chosen selection already has", async ({
  memberPage: page,
  session,
}) => {
  await page.goto('/books');
  const firstLink = page.getByRole('table').first().getByRole('link').first();
  await expect(firstLink).toBeVisible();
  const title = (await firstLink.innerText()).trim();
  const bookId = Number(/\/books\/(\d+)/.exec((await firstLink.getAttribute('href')) ?? '')?.[1]);
  await addBooks(session, [bookId]);

  await page
    .getByRole('table')
    .first()
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: title, exact: true }) })
    .first()
    .getByRole('checkbox')
    .check({ force: true });
  const box = page.getByRole('complementary', { name: /Selected Books List/ });
  await box.getByRole('button', { name: 'Add to My Selection' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Add to My Selection' });
  await expect(dialog.getByRole('region', { name: 'Already chosen or ordered' })).toContainText(
    'Already in this selection (1)',
  );
  await expectNoA11yViolations(page);
});
