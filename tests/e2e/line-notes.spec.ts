import ExcelJS from 'exceljs';
import type { Page } from '@playwright/test';
import { addBooks, admin, api, bearer, selectionOf, type StoredSession } from './support/api';
import { catalogueBooks } from './support/catalogue-books';
import { selectionTable } from './support/locators';
import { expect, expectNoA11yViolations as axeScan, test } from './support/fixtures';
import { controlledByServiceWorker } from './support/service-worker';
import { goOffline } from './support/offline';
import { openSelection } from './support/selection-page';

/**
 * A line's note and priority (docs/product/selection.md#notes): edited in place on the selection
 * page, saved as the member's intent (also queued offline, and sent once), and carried to the
 * quotation, the order detail and the Excel file.
 */

// React Aria's visually hidden live announcer may point at a label that is already gone.
const expectNoA11yViolations = (page: Page) => axeScan(page, ['[data-live-announcer]']);

test.describe.configure({ timeout: 120_000 });

const row = (page: Page, title: string) =>
  selectionTable(page)
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: title, exact: true }) });
const actions = (page: Page) => page.getByRole('region', { name: 'My Selection' });
const alternate = (page: Page, title: string) =>
  row(page, title).getByRole('checkbox', { name: 'Alternate (filled only within budget)' });
/** The line's button under the title: its priority and note; it opens the line's editor. */
const lineButton = (page: Page, title: string) =>
  row(page, title).getByRole('button', {
    name: new RegExp(`\\(${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\)$`),
  });
const noteField = (page: Page, title: string) =>
  row(page, title).getByRole('textbox', { name: `Note on ${title}` });

async function openLine(page: Page, title: string) {
  await lineButton(page, title).click();
  await expect(lineButton(page, title)).toHaveAttribute('aria-expanded', 'true');
}

const NOTE = 'For the grade 4 reading circle';

/** Two books in the default selection, saved through the API: a with a note, b an alternate. */
async function notedBooks(session: StoredSession) {
  const [a, b] = await addBooks(session, [31, 32]);
  const { error } = await api.POST('/member/cart/update/{cartId}', {
    params: { path: { cartId: 'public' } },
    body: {
      books: [
        { cartBookId: a!.id, quantity: 1, poNumber: '', note: NOTE, priority: 'first' },
        { cartBookId: b!.id, quantity: 1, poNumber: '', priority: 'alternate' },
      ],
      message: '',
    },
    headers: bearer(session),
  });
  if (error) throw new Error(`Saving the notes failed: ${JSON.stringify(error)}`);
  return [a!, b!] as const;
}

test('a note and a priority are edited on the line, shown on its button and marked unsaved', async ({
  memberPage: page,
  session,
}) => {
  const [a, b] = await addBooks(session, [31, 32]);
  await openSelection(page);
  // Nothing of the note editor exists until it is opened.
  await expect(selectionTable(page).locator('textarea')).toHaveCount(0);
  await expect(lineButton(page, a!.title)).toHaveText('Add note');

  await openLine(page, a!.title);
  await noteField(page, a!.title).fill('For the grade 4 reading circle');
  await expect(row(page, a!.title)).toContainText('30 / 500 characters');
  await expect(lineButton(page, a!.title)).toHaveText('For the grade 4 reading circle');
  await openLine(page, b!.title);
  await alternate(page, b!.title).check();
  await expect(lineButton(page, b!.title)).toHaveText('Alternate · Add note');
  await expect(actions(page)).toContainText('Alternates');
  await expect(actions(page)).toContainText(`1 book, ${b!.price.toLocaleString('ko-KR')}원`);
  await expect(page.getByText('You have unsaved changes.')).toBeVisible();
  await expectNoA11yViolations(page);
});

test('Escape closes the line editor and gives the focus back to the line’s button', async ({
  memberPage: page,
  session,
}) => {
  const [a] = await addBooks(session, [31]);
  await openSelection(page);
  await openLine(page, a!.title);
  await noteField(page, a!.title).fill('Reading circle');
  await expect(noteField(page, a!.title)).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(lineButton(page, a!.title)).toHaveAttribute('aria-expanded', 'false');
  await expect(noteField(page, a!.title)).toHaveCount(0);
  await expect(lineButton(page, a!.title)).toBeFocused();
  // The note typed stays, as an unsaved change.
  await expect(lineButton(page, a!.title)).toHaveText('Reading circle');
  // From the priority checkbox too.
  await openLine(page, a!.title);
  await alternate(page, a!.title).focus();
  await page.keyboard.press('Escape');
  await expect(lineButton(page, a!.title)).toBeFocused();
  await expect(lineButton(page, a!.title)).toHaveAttribute('aria-expanded', 'false');
  await expectNoA11yViolations(page);
});

test('a note over 500 characters is said, never cut, and left unsent while the rest is saved', async ({
  memberPage: page,
  session,
}) => {
  const [a, b] = await addBooks(session, [31, 32]);
  await openSelection(page);
  await openLine(page, a!.title);
  await openLine(page, b!.title);
  await alternate(page, b!.title).check();
  // The limit is said, never cut: 501 characters stay as typed, unsent, while the rest is saved.
  await noteField(page, a!.title).fill('가'.repeat(501));
  await expect(noteField(page, a!.title)).toHaveValue('가'.repeat(501));
  await expect(row(page, a!.title)).toContainText('A note is at most 500 characters');
  await expect(noteField(page, a!.title)).toHaveAttribute('aria-invalid', 'true');
  await actions(page).getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your selection has been saved.')).toBeVisible();
  let stored = await selectionOf(session);
  expect(stored.books.map((book) => [book.id, book.note, book.priority])).toEqual([
    [a!.id, '', 'first'],
    [b!.id, '', 'alternate'],
  ]);
  await expect(page.getByText('You have unsaved changes.')).toBeVisible();

  await noteField(page, a!.title).fill('For the grade 4 reading circle');
  await actions(page).getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('You have unsaved changes.')).toHaveCount(0);
  stored = await selectionOf(session);
  expect(stored.books[0]?.note).toBe('For the grade 4 reading circle');
});

test('Excel Download lists each line’s saved priority and note', async ({
  memberPage: page,
  session,
}) => {
  const [a, b] = await notedBooks(session);
  await openSelection(page);
  await expect(lineButton(page, a.title)).toHaveText(NOTE);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Excel Download' }).click();
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile((await (await download).path())!);
  const sheet = workbook.worksheets[0]!;
  const values = (index: number) => (sheet.getRow(index).values as unknown[]).slice(1);
  expect(values(1).slice(-2)).toEqual(['Priority', 'Note']);
  const lines = [values(2), values(3)];
  expect(lines.find((line) => line[0] === a!.title)?.slice(-2)).toEqual([
    'First choice',
    'For the grade 4 reading circle',
  ]);
  expect(lines.find((line) => line[0] === b!.title)?.slice(-2)[0]).toBe('Alternate');
});

test('Request Quote carries each line’s note and priority to the order detail', async ({
  memberPage: page,
  session,
}) => {
  const [a, b] = await notedBooks(session);
  await openSelection(page);
  await expect(lineButton(page, a.title)).toHaveText(NOTE);
  await selectionTable(page)
    .getByRole('checkbox', { name: 'Select all books' })
    .check({ force: true });
  await actions(page).getByRole('button', { name: 'Request Quote' }).click();
  await page
    .getByRole('alertdialog', { name: 'Request Quote' })
    .getByRole('button', { name: 'Ok' })
    .click();
  await expect(page.getByText('견적 요청이 완료되었습니다')).toBeVisible();
  const { data: orders } = await api.GET('/member/order/all', {
    params: { query: { page: 1, take: 10 } },
    headers: bearer(session),
  });
  const order = orders!.results[0]!;
  await admin('quote', order.orderCode);
  await page.goto(`/order/${order.id}`);
  const books = page.getByRole('table').filter({ has: page.getByRole('rowheader') });
  const line = (title: string) =>
    books.getByRole('row').filter({ has: page.getByRole('rowheader', { name: title }) });
  await expect(line(a!.title)).toContainText('For the grade 4 reading circle');
  await expect(line(a!.title)).not.toContainText('Alternate');
  await expect(line(b!.title)).toContainText('Alternate');
  await expectNoA11yViolations(page);
});

test('Add by ISBN reads a note column and adds each line with its note', async ({
  memberPage: page,
  session,
}) => {
  const [a, b] = await catalogueBooks(session, 2);
  if (!a || !b) throw new Error('The seeded catalogue has too few ISBN-13 books');
  await page.goto('/cart/public');
  await page.getByRole('button', { name: 'Add by ISBN' }).click();
  const panel = page.getByRole('dialog', { name: /^Add by ISBN/ });
  await panel
    .getByLabel('ISBNs', { exact: true })
    .fill(`ISBN\tQuantity\tPO\tNote\n${a.isbn}\t2\tPO-3\tFor the library club\n${b.isbn}\t1`);
  await panel.getByRole('button', { name: 'Check' }).click();
  const preview = panel.getByRole('table', { name: 'Checked ISBNs' });
  await expect(preview.getByRole('columnheader', { name: 'Note' })).toBeVisible();
  await expect(preview.locator('tr[data-line="2"]')).toContainText('For the library club');
  await expectNoA11yViolations(page);
  await panel.getByRole('button', { name: 'Add 2 books' }).click();
  await expect
    .poll(async () =>
      (await selectionOf(session)).books.map((book) => [book.bookId, book.note]).sort(),
    )
    .toEqual(
      [
        [a.bookId, 'For the library club'],
        [b.bookId, ''],
      ].sort(),
    );
});

test('Request Quote and Place Order are held on the page while a ticked line’s note is over the limit', async ({
  memberPage: page,
  session,
}) => {
  const [a] = await addBooks(session, [34, 35]);
  await openSelection(page);
  const requests: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/member/cart/request/'))
      requests.push(request.url());
  });
  const long = '가'.repeat(501);
  await openLine(page, a!.title);
  await noteField(page, a!.title).fill(long);
  await selectionTable(page)
    .getByRole('checkbox', { name: 'Select all books' })
    .check({ force: true });

  await actions(page).getByRole('button', { name: 'Request Quote' }).click();
  await expect(actions(page).getByRole('alert')).toContainText(
    `Request Quote not sent: a note is at most 500 characters, and the note of “${a!.title}” is longer.`,
  );
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  // Closed, the line still says the limit; the note stays as typed.
  await lineButton(page, a!.title).click();
  await expect(row(page, a!.title)).toContainText(
    'A note is at most 500 characters; this one has 501.',
  );
  await actions(page).getByRole('button', { name: 'Place Order' }).click();
  await expect(actions(page).getByRole('alert')).toContainText('Place Order not sent');
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await expectNoA11yViolations(page);
  await openLine(page, a!.title);
  await expect(noteField(page, a!.title)).toHaveValue(long);
  expect(requests).toEqual([]);

  // Without that line the request goes, and the held notice is gone.
  // By keyboard: the tall row's box can sit under the sticky totals bar, where a click lands on
  // the bar.
  const tick = row(page, a!.title).getByRole('checkbox', { name: `Select ${a!.title}` });
  await tick.focus();
  await page.keyboard.press('Space');
  await expect(tick).not.toBeChecked();
  await expect(actions(page).getByRole('alert')).toHaveCount(0);
  await actions(page).getByRole('button', { name: 'Request Quote' }).click();
  await page
    .getByRole('alertdialog', { name: 'Request Quote' })
    .getByRole('button', { name: 'Ok' })
    .click();
  await expect(page.getByText('견적 요청이 완료되었습니다')).toBeVisible();
  expect(requests).toHaveLength(1);
  const { data: orders } = await api.GET('/member/order/all', {
    params: { query: { page: 1, take: 10 } },
    headers: bearer(session),
  });
  expect(orders!.results).toHaveLength(1);
  await expect(lineButton(page, a!.title)).toHaveText(long);
});

test('Add by ISBN reports a line whose note is over the limit and adds the others', async ({
  memberPage: page,
  session,
}) => {
  const [a, b] = await catalogueBooks(session, 2);
  if (!a || !b) throw new Error('The seeded catalogue has too few ISBN-13 books');
  const long = 'n'.repeat(501);
  await page.goto('/cart/public');
  await page.getByRole('button', { name: 'Add by ISBN' }).click();
  const panel = page.getByRole('dialog', { name: /^Add by ISBN/ });
  await panel.locator('input[type="file"]').setInputFiles({
    name: 'order-list.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`ISBN,Quantity,PO,Note\r\n${a.isbn},1,,${long}\r\n${b.isbn},2,,Short\r\n`),
  });
  const preview = panel.getByRole('table', { name: 'Checked ISBNs' });
  await expect(preview.locator('tr[data-line="2"]')).toContainText(
    'Not added: a note is at most 500 characters; this one has 501.',
  );
  await expect(preview.locator('tr[data-line="2"]').getByRole('checkbox')).toHaveCount(0);
  await expect(panel).toContainText('1 found, 1 line needs attention.');
  await expectNoA11yViolations(page);
  await panel.getByRole('button', { name: 'Add 1 book' }).click();
  await expect(preview.locator('tr[data-line="3"]')).toContainText('Added');
  expect((await selectionOf(session)).books.map((book) => [book.bookId, book.note])).toEqual([
    [b.bookId, 'Short'],
  ]);
});

test.describe('offline', () => {
  test.use({ serviceWorkers: 'allow' });

  test('a note and a priority edited offline are queued, survive a reload and are saved once', async ({
    memberPage: page,
    session,
  }) => {
    const [a] = await addBooks(session, [33]);
    await controlledByServiceWorker(page);
    await openSelection(page);
    const saves: string[] = [];
    // Every Save the browser sends, from any tab.
    page.context().on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/member/cart/update/'))
        saves.push(request.url());
    });

    await goOffline(page);
    await openLine(page, a!.title);
    await noteField(page, a!.title).fill('Replace damaged copy');
    await alternate(page, a!.title).check();
    await actions(page).getByRole('button', { name: 'Save' }).click();
    await expect(row(page, a!.title)).toContainText('Saved offline, waiting to sync');
    await expectNoA11yViolations(page);

    await page.reload();
    await expect(lineButton(page, a!.title)).toHaveText('Alternate · Replace damaged copy');
    expect((await selectionOf(session)).books[0]).toMatchObject({ note: '', priority: 'first' });

    await page.context().setOffline(false);
    await expect(row(page, a!.title)).not.toContainText('waiting to sync', { timeout: 20_000 });
    await expect
      .poll(async () => (await selectionOf(session)).books[0])
      .toMatchObject({ note: 'Replace damaged copy', priority: 'alternate' });

    // Sent once: a second tab restoring the same saved cache sends nothing again.
    const second = await page.context().newPage();
    await openSelection(second);
    await expect(lineButton(second, a!.title)).toHaveText('Alternate · Replace damaged copy');
    const stored = await selectionOf(session);
    expect(stored.books[0]?.version).toBe(3);
    // The one Save, sent once (its body goes through the service worker, which hides it here).
    expect(saves).toHaveLength(1);
  });
});
