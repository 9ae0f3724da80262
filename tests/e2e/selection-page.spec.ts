import ExcelJS from 'exceljs';
import type { Locator, Page } from '@playwright/test';
import {
  addBooks,
  admin,
  api,
  bearer,
  requestQuotation,
  selectionOf,
  type StoredSession,
} from './support/api';
import { expect, expectNoA11yViolations as axeScan, test, toast } from './support/fixtures';
import { unsavedChanges } from './support/locators';
import { savedCaches } from './support/saved-caches';

/**
 * The My Selection page (docs/product/selection.md#page) against the reference server: a fresh member per test, books put
 * in the selection through the API, everything else through the page.
 */

// React Aria's visually hidden live announcer may point at a label that is already gone.
const expectNoA11yViolations = (page: Page) => axeScan(page, ['[data-live-announcer]']);

test.describe.configure({ timeout: 120_000 });

const DEFAULT = 'common(default)';

async function orderCount(session: StoredSession) {
  const { data } = await api.GET('/member/order/all', {
    params: { query: { page: 1, take: 100 } },
    headers: bearer(session),
  });
  return data?.totalCount ?? -1;
}

const table = (page: Page) => page.getByRole('table', { name: /^Books of / });
const row = (page: Page, title: string) =>
  table(page)
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: title }) });
const actions = (page: Page) => page.getByRole('region', { name: 'My Selection' });

/** Ticks a row's checkbox (the kit draws the box over the native input). */
const tick = (checkbox: Locator) => checkbox.check({ force: true });

async function openSelection(page: Page, path = '/cart/public') {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: 'My Selection' })).toBeVisible();
}

test('shows the selection: heading, columns, totals; /cart/공용 is the default selection', async ({
  memberPage: page,
  session,
}) => {
  const books = await addBooks(session);
  await openSelection(page, `/cart/${encodeURIComponent('공용')}`);
  await expect(page.getByRole('heading', { level: 2, name: DEFAULT })).toBeVisible();
  // Category and publisher give way to the prices on a tablet beside the side menu (1180 px).
  await expect(table(page).getByRole('columnheader')).toHaveText([
    '',
    'Cover',
    'Title',
    'Author',
    'List price',
    'Discount',
    'Price',
    'PO Number',
    'Quantity',
    'Amount',
    'Delete',
  ]);
  for (const book of books) {
    const line = row(page, book.title);
    await expect(line.getByRole('link', { name: book.title })).toHaveAttribute(
      'href',
      `/books/${book.bookId}`,
    );
    await expect(line).toContainText(book.category);
    await expect(line).toContainText(`${book.price.toLocaleString('ko-KR')}원`);
    await expect(line.getByRole('textbox', { name: `Quantity of ${book.title}` })).toHaveValue('1');
  }
  const total = books.reduce((sum, book) => sum + book.price, 0);
  await expect(actions(page)).toContainText(`0 / 3 Selected`);
  await expect(actions(page)).toContainText(`${total.toLocaleString('ko-KR')}원`);
  await expect(actions(page)).toContainText('Total of all rows');

  await tick(page.getByRole('checkbox', { name: `Select ${books[0]!.title}` }));
  await expect(actions(page)).toContainText('1 / 3 Selected');
  await expect(actions(page)).toContainText('Total of the selected rows');
  await expect(actions(page)).toContainText(`${books[0]!.price.toLocaleString('ko-KR')}원`);
  await expectNoA11yViolations(page);
});

test('nothing selected: Request Quote and Place Order are disabled and do nothing', async ({
  memberPage: page,
  session,
}) => {
  await addBooks(session);
  await openSelection(page);
  const quote = page.getByRole('button', { name: 'Request Quote' });
  const order = page.getByRole('button', { name: 'Place Order' });
  await expect(quote).toBeDisabled();
  await expect(order).toBeDisabled();
  await quote.click({ force: true });
  await order.click({ force: true });
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  expect(await orderCount(session)).toBe(0);

  // Ticking a row enables them; unticking disables them again.
  const first = table(page).getByRole('checkbox').nth(1);
  await tick(first);
  await expect(quote).toBeEnabled();
  await expect(order).toBeEnabled();
  await first.uncheck({ force: true });
  await expect(quote).toBeDisabled();
  await expectNoA11yViolations(page);
});

test('a double click on the confirm creates one quotation, with the quantities and PO numbers shown', async ({
  memberPage: page,
  session,
}) => {
  const books = await addBooks(session);
  await openSelection(page);
  const [first, second] = books as [(typeof books)[0], (typeof books)[0]];
  await row(page, first.title)
    .getByRole('textbox', { name: `PO number of ${first.title}` })
    .fill('PO-DOUBLE-1');
  await row(page, first.title)
    .getByRole('textbox', { name: `Quantity of ${first.title}` })
    .fill('4');
  await page.getByRole('textbox', { name: 'Request Details' }).click();
  await expect(unsavedChanges(page)).toBeVisible();
  await tick(page.getByRole('checkbox', { name: `Select ${first.title}` }));
  await tick(page.getByRole('checkbox', { name: `Select ${second.title}` }));

  const requests: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/member/cart/request/quotation')) {
      requests.push(request.headers()['idempotency-key'] ?? '');
    }
  });
  await page.getByRole('button', { name: 'Request Quote' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Request Quote' });
  await expect(dialog).toBeVisible();
  await expectNoA11yViolations(page);
  await dialog.getByRole('button', { name: 'Ok' }).dblclick();
  await expect(page.getByText('견적 요청이 완료되었습니다')).toBeVisible();
  await expect(dialog).toBeHidden();

  expect(await orderCount(session)).toBe(1);
  // Every request that left (if the second click got through at all) carried the same key.
  expect(new Set(requests).size).toBe(1);
  const { data: list } = await api.GET('/member/order/all', {
    params: { query: { page: 1, take: 10 } },
    headers: bearer(session),
  });
  const { data: order } = await api.GET('/member/order/detail/{id}', {
    params: { path: { id: list!.results[0]!.id } },
    headers: bearer(session),
  });
  expect(order!.status).toBe('QUOTATION_REQUEST');
  expect(order!.books.map((book) => [book.bookId, book.quantity, book.message])).toEqual([
    [first.bookId, 4, 'PO-DOUBLE-1'],
    [second.bookId, 1, ''],
  ]);
  // The books stay in the selection after a quotation request, with the values the quotation
  // used: nothing on screen is an unsaved change any more.
  const kept = (await selectionOf(session)).books;
  expect(kept).toHaveLength(3);
  expect(kept.find((book) => book.bookId === first.bookId)).toMatchObject({
    quantity: 4,
    poNumber: 'PO-DOUBLE-1',
  });
  await expect(unsavedChanges(page)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Save' })).toBeVisible();
});

test('a retry after a lost answer sends the same key and still creates one quotation', async ({
  memberPage: page,
  session,
}) => {
  await addBooks(session);
  await openSelection(page);
  await tick(table(page).getByRole('checkbox').nth(1));

  // The first request reaches the server, but its answer never comes back (a timeout).
  const keys: string[] = [];
  let lose = true;
  await page.route('**/api/v1/member/cart/request/quotation', async (route) => {
    keys.push(route.request().headers()['idempotency-key'] ?? '');
    const response = await route.fetch();
    if (lose) {
      lose = false;
      expect(response.status()).toBe(201);
      await route.abort('timedout');
    } else {
      await route.fulfill({ response });
    }
  });
  await page.getByRole('button', { name: 'Request Quote' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Request Quote' });
  await dialog.getByRole('button', { name: 'Ok' }).click();
  await expect(
    page
      .getByRole('region', { name: /^Notifications/ })
      .getByText('You are offline. This needs a connection.'),
  ).toBeVisible();
  // The dialog stays for the retry (its confirm waits until the server answers pings again);
  // pressing again repeats the same request.
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Ok' }).click();
  await expect(page.getByText('견적 요청이 완료되었습니다')).toBeVisible();
  await expect(dialog).toBeHidden();
  expect(keys).toHaveLength(2);
  expect(keys[0]).toBe(keys[1]);
  expect(await orderCount(session)).toBe(1);

  // A new request (a new confirm) gets a new key.
  await tick(table(page).getByRole('checkbox').nth(1));
  await page.getByRole('button', { name: 'Request Quote' }).click();
  await dialog.getByRole('button', { name: 'Ok' }).click();
  await expect(dialog).toBeHidden();
  expect(keys).toHaveLength(3);
  expect(keys[2]).not.toBe(keys[0]);
  expect(await orderCount(session)).toBe(2);
});

test('Place Order says before sending when no answered quotation holds the books, and orders once one does', async ({
  memberPage: page,
  session,
}) => {
  const books = await addBooks(session);
  await openSelection(page);
  await tick(table(page).getByRole('checkbox').nth(1));
  const placeOrder = page.getByRole('button', { name: 'Place Order' });
  const dialog = page.getByRole('alertdialog', { name: 'Place Order' });
  const notice =
    'No answered quotation holds these books yet: request a quotation, or wait for its answer, then place the order.';

  // No quotation at all: the dialog says so instead of the fund's figures, and sends nothing.
  await placeOrder.click();
  await expect(dialog.getByRole('status')).toHaveText(notice);
  await expect(dialog.getByRole('button', { name: 'Ok' })).toBeDisabled();
  await axeScan(page);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  expect(await orderCount(session)).toBe(0);

  // Requested but not answered yet: the same.
  const quotation = await requestQuotation(session, [books[0]!.bookId]);
  await placeOrder.click();
  await expect(dialog.getByRole('status')).toHaveText(notice);
  await expect(dialog.getByRole('button', { name: 'Ok' })).toBeDisabled();
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // Answered while the page was open: opening the dialog asks again, and the order goes through.
  await admin('quote', quotation.orderCode);
  await placeOrder.click();
  await expect(
    dialog.getByText('Would you like to place an order for the selected books?'),
  ).toBeVisible();
  await expect(dialog.getByRole('status')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Ok' }).click();
  await expect(toast(page, '주문 요청이 완료되었습니다')).toBeVisible();
  expect(await orderCount(session)).toBe(1);
});

/**
 * Puts three books in the selection, opens it, and edits the second book's row (PO number,
 * quantity 1 → 3) and the request details without saving; checks first that nothing is unsaved.
 */
async function editWithoutSaving(page: Page, session: StoredSession) {
  const books = await addBooks(session);
  const title = books[1]!.title;
  await openSelection(page);
  await expect(unsavedChanges(page)).toHaveCount(0);
  await row(page, title)
    .getByRole('textbox', { name: `PO number of ${title}` })
    .fill('PO 7-A');
  const quantity = row(page, title)
    .getByRole('group')
    .getByRole('button', { name: /증가|Increase/ });
  await quantity.click();
  await quantity.click();
  await page.getByRole('textbox', { name: 'Request Details' }).fill('Deliver before the term');
  await expect(unsavedChanges(page)).toBeVisible();
  return { title, otherTitle: books[0]!.title };
}

/** The second row's edits of `editWithoutSaving`, as the page shows them. */
async function expectEditsShown(page: Page, title: string) {
  await expect(
    row(page, title).getByRole('textbox', { name: `PO number of ${title}` }),
  ).toHaveValue('PO 7-A');
  await expect(row(page, title).getByRole('textbox', { name: `Quantity of ${title}` })).toHaveValue(
    '3',
  );
  await expect(unsavedChanges(page)).toBeVisible();
}

test('an edit marks the page and its own row as unsaved', async ({ memberPage: page, session }) => {
  const { title, otherTitle } = await editWithoutSaving(page, session);
  await expect(row(page, title).getByText('Unsaved change')).toBeAttached();
  await expect(row(page, otherTitle).getByText('Unsaved change')).toHaveCount(0);
  await expectNoA11yViolations(page);
});

test('unsaved edits survive leaving the page through the menu and coming back', async ({
  memberPage: page,
  session,
}) => {
  const { title } = await editWithoutSaving(page, session);
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Order Inquiry' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Order Inquiry' })).toBeVisible();
  await page.goBack();
  await expectEditsShown(page, title);
});

test('unsaved edits survive a reload, and none reaches the server before Save', async ({
  memberPage: page,
  session,
}) => {
  const { title } = await editWithoutSaving(page, session);
  // A reload restores it from IndexedDB: wait until the persisted cache holds the draft.
  await expect
    .poll(async () => (await savedCaches(page)).map((entry) => entry.value).join('\n'))
    .toContain('Deliver before the term');
  await page.reload();
  await expectEditsShown(page, title);
  await expect(page.getByRole('textbox', { name: 'Request Details' })).toHaveValue(
    'Deliver before the term',
  );
  expect((await selectionOf(session)).books[1]).toMatchObject({ quantity: 1, poNumber: '' });
});

test('Save stores the unsaved edits, and only them, and clears the mark', async ({
  memberPage: page,
  session,
}) => {
  await editWithoutSaving(page, session);
  const saved = page.waitForResponse(
    (response) => response.url().includes('/member/cart/update/') && response.ok(),
  );
  await page.getByRole('button', { name: 'Save' }).click();
  await saved;
  await expect(page.getByText('Your selection has been saved.')).toBeVisible();
  await expect(unsavedChanges(page)).toHaveCount(0);
  const stored = await selectionOf(session);
  expect(stored.message).toBe('Deliver before the term');
  expect(stored.books[1]).toMatchObject({ quantity: 3, poNumber: 'PO 7-A' });
  expect(stored.books[0]).toMatchObject({ quantity: 1, poNumber: '' });
});

test('a row deleted here drops out of the table and of the unsaved edits', async ({
  memberPage: page,
  session,
}) => {
  const books = await addBooks(session);
  const title = books[0]!.title;
  await openSelection(page);
  await row(page, title)
    .getByRole('textbox', { name: `PO number of ${title}` })
    .fill('GONE');
  await expect(page.getByText('You have unsaved changes.')).toBeVisible();
  await row(page, title)
    .getByRole('button', { name: `Delete ${title}` })
    .click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete book' });
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('삭제되었습니다')).toBeVisible();
  await expect(row(page, title)).toHaveCount(0);
  await expect(page.getByText('You have unsaved changes.')).toHaveCount(0);
  expect((await selectionOf(session)).books).toHaveLength(2);
});

test('the sort selector asks the server and keeps the sort in the URL', async ({
  memberPage: page,
  session,
}) => {
  await addBooks(session);
  await openSelection(page);
  const shownPrices = () =>
    table(page)
      .locator('tbody tr td:nth-child(7)')
      .allInnerTexts()
      .then((cells) => cells.map((cell) => Number(cell.replace(/\D/g, ''))));
  const ascending = (await shownPrices()).sort((a, b) => a - b);
  const sorted = page.waitForRequest(
    (request) =>
      request.url().includes('/api/v1/member/cart?') &&
      new URL(request.url()).searchParams.get('sortField') === 'price',
  );
  await page.getByRole('combobox', { name: 'Sort' }).selectOption({ label: 'Price' });
  const request = await sorted;
  expect(new URL(request.url()).searchParams.get('sortOrder')).toBe('asc');
  await expect(page).toHaveURL(/sort=price/);
  // The rows change once the sorted answer has arrived.
  await expect.poll(shownPrices).toEqual(ascending);

  const descending = page.waitForRequest(
    (request) => new URL(request.url()).searchParams.get('sortOrder') === 'desc',
  );
  await page.getByRole('button', { name: 'Sort order: Ascending' }).click();
  await descending;
  await expect(page).toHaveURL(/order=desc/);
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Sort' })).toHaveValue('price');
});

test('Excel Download saves a workbook whose rows match the chosen rows of the table', async ({
  memberPage: page,
  session,
}) => {
  const books = await addBooks(session, [1, 2, 3, 4]);
  await api.POST('/member/cart/update/{cartId}', {
    params: { path: { cartId: 'public' } },
    body: {
      books: books.map((book, index) => ({
        cartBookId: book.id,
        quantity: index + 2,
        poNumber: `PO-${index}`,
      })),
      message: '',
    },
    headers: bearer(session),
  });
  await openSelection(page);
  const chosen = [books[1]!, books[3]!];
  for (const book of chosen)
    await tick(page.getByRole('checkbox', { name: `Select ${book.title}` }));

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Excel Download' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`${DEFAULT}.xlsx`);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile((await file.path())!);
  const sheet = workbook.worksheets[0]!;
  const values = (index: number) =>
    (sheet.getRow(index).values as unknown[]).slice(1).map((value) => value ?? '');
  expect(values(1).slice(0, 3)).toEqual(['Title', 'Category', 'Author']);

  const shown = [];
  for (const book of chosen) {
    const line = row(page, book.title);
    shown.push({
      title: book.title,
      category: book.category,
      author: book.author,
      publisher: book.publisher,
      price: book.price,
      poNumber: await line
        .getByRole('textbox', { name: `PO number of ${book.title}` })
        .inputValue(),
      quantity: Number(
        await line.getByRole('textbox', { name: `Quantity of ${book.title}` }).inputValue(),
      ),
    });
  }
  const rows = [2, 3].map((index) => {
    const [title, category, author, publisher, , price, poNumber, quantity] = values(index);
    return { title, category, author, publisher, price, poNumber, quantity };
  });
  expect(rows).toEqual(shown);
  expect(values(4)[0]).toBe('Total');
});

test('More: switch to another selection, rename it (the page follows), delete it (back to the default)', async ({
  memberPage: page,
  session,
}) => {
  const { data: created } = await api.POST('/member/cart/add/category', {
    body: { name: 'Spring list' },
    headers: bearer(session),
  });
  await addBooks(session, [5], created!.categoryId);
  await openSelection(page);

  const more = page.getByRole('button', { name: 'More actions for this selection' });
  await more.click();
  // The default selection is never renamed or deleted.
  await expect(page.getByRole('menuitem', { name: 'Rename' })).toHaveCount(0);
  await expect(page.getByRole('menuitem', { name: 'Delete selection' })).toHaveCount(0);
  await page.getByRole('menuitem', { name: 'Open Spring list' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Spring list' })).toBeVisible();
  await expect(page).toHaveURL(/\/cart\/Spring%20list/);

  await more.click();
  await page.getByRole('menuitem', { name: 'Rename' }).click();
  const rename = page.getByRole('dialog', { name: 'Change the name of Selection' });
  await expectNoA11yViolations(page);
  await rename.getByRole('textbox').fill('Autumn list');
  await rename.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('이름이 변경되었습니다')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Autumn list' })).toBeVisible();
  await expect(page).toHaveURL(/\/cart\/Autumn%20list/);

  await more.click();
  await page.getByRole('menuitem', { name: 'Delete selection' }).click();
  const remove = page.getByRole('alertdialog', { name: 'DELETE SELECTION' });
  await expect(remove).toContainText('Would you like to delete the cart?');
  await remove.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('삭제되었습니다')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: DEFAULT })).toBeVisible();
  const { data: list } = await api.GET('/member/cart/categories', { headers: bearer(session) });
  expect(list!.results.map((selection) => selection.name)).toEqual([DEFAULT]);
});

test('offline, Request Quote and Place Order say they need a connection', async ({
  memberPage: page,
  session,
  context,
}) => {
  await addBooks(session);
  await openSelection(page);
  await tick(table(page).getByRole('checkbox').nth(1));
  await expect(page.getByRole('button', { name: 'Request Quote' })).toBeEnabled();
  await context.setOffline(true);
  await expect(page.getByText('You are offline. This needs a connection.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Request Quote' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Place Order' })).toBeDisabled();
  await context.setOffline(false);
  await expect(page.getByRole('button', { name: 'Request Quote' })).toBeEnabled();
});

test('a selection that does not exist says so and offers the default one', async ({
  memberPage: page,
}) => {
  await page.goto('/cart/No%20such%20list');
  await expect(
    page.getByRole('heading', { level: 1, name: 'This selection does not exist.' }),
  ).toBeVisible();
  // The error catalogue also shows the server's 404 message (docs/product/errors.md#catalogue); the scan includes it.
  await expect(toast(page, 'No selection named "No such list".')).toBeVisible();
  await expectNoA11yViolations(page);
  await page.getByRole('link', { name: 'Open common(default)' }).click();
  await expect(page.getByRole('heading', { level: 2, name: DEFAULT })).toBeVisible();
});
