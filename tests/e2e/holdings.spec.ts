import ExcelJS from 'exceljs';
import { strToU8, zipSync } from 'fflate';
import type { Page } from '@playwright/test';
import { bookRecord, marcFile } from '../unit/support/marc-writer';
import { addBooks, seedMember, signInViaApi, type StoredSession } from './support/api';
import { catalogueBooks, isbn10Of, type CatalogueBook } from './support/catalogue-books';
import { expect, expectNoA11yViolations as axeScan, storeSession, test } from './support/fixtures';

/**
 * The library's holdings: imported on the device from a library system's exports (CSV, Excel,
 * MARC) or a pasted list, marked "Owned 소장" wherever a book appears, offline too, and deleted
 * when another member signs in on the device. A fresh member per test.
 */

test.describe.configure({ timeout: 120_000 });

// React Aria's visually hidden live announcer may point at a label that is already gone.
const expectNoA11yViolations = (page: Page) => axeScan(page, ['[data-live-announcer]']);

const summary = (page: Page) => page.getByTestId('holdings-summary');
const report = (page: Page) => page.getByRole('region', { name: 'What was read' });
const fileReport = (page: Page, name: string) => report(page).locator(`[data-file="${name}"]`);

async function openHoldings(page: Page) {
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', {
      name: 'Library holdings',
    })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Library holdings' })).toBeVisible();
  await expect(summary(page)).not.toContainText('Loading');
}

async function importPasted(page: Page, isbns: string[], how: 'Replace' | 'Add to') {
  await page.getByLabel('Or paste ISBNs').fill(isbns.join('\n'));
  await page.getByRole('button', { name: 'Read', exact: true }).click();
  await expect(report(page)).toBeVisible();
  await page.getByRole('button', { name: `${how} the holdings` }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Holdings saved' })).toBeVisible();
}

/** The member ids whose holdings this browser stores. */
const storedHoldings = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        const open = indexedDB.open('book-portal-holdings');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('holdings')) return resolve([]);
          const request = db.transaction('holdings').objectStore('holdings').getAllKeys();
          request.onsuccess = () => resolve(request.result.map(String));
          request.onerror = () => reject(request.error);
        };
      }),
  );

/** Four books of the seeded catalogue with an ISBN-13. */
async function fourBooks(session: StoredSession) {
  const [a, b, c, d] = await catalogueBooks(session, 4);
  if (!a || !b || !c || !d) throw new Error('The seeded catalogue has too few ISBN-13 books');
  return [a, b, c, d] as const;
}

/**
 * Chooses three exports on the holdings page and reads them: a CSV (a, its ISBN-10 again as a
 * second copy, a line without ISBN), an Excel sheet (b, a typo) and a MARC file (c in 3 copies, a
 * record without ISBN).
 */
async function readExports(page: Page, [a, b, c]: readonly CatalogueBook[]) {
  const csv = [
    '등록번호,서명,ISBN,청구기호',
    `EM01,${a!.title},${a!.isbn},813`,
    `EM02,${a!.title},"${isbn10Of(a!.isbn)}",813`,
    'EM03,Old book,,100',
  ].join('\r\n');
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('소장자료');
  sheet.addRow(['번호', '자료명', '국제표준도서번호']);
  sheet.addRow([1, b!.title, Number(b!.isbn)]);
  sheet.addRow([2, 'Typo', '9780000000001']);
  const xlsx = Buffer.from(await workbook.xlsx.writeBuffer());
  const mrc = Buffer.from(
    marcFile([
      bookRecord(1, { isbns: [c!.isbn], title: c!.title, copies: 3 }),
      bookRecord(2, { isbns: [], title: '고서' }),
    ]),
  );
  await page.locator('input[type="file"]').setInputFiles([
    { name: 'dls.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) },
    {
      name: 'kolas.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: xlsx,
    },
    { name: 'school.mrc', mimeType: 'application/marc', buffer: mrc },
  ]);
  await page.getByRole('button', { name: 'Read', exact: true }).click();
  await expect(report(page)).toContainText('3 titles read.');
}

/** Holdings replaced by the three exports of `readExports`: 3 titles, 6 copies. */
async function holdExports(page: Page, books: readonly CatalogueBook[]) {
  await readExports(page, books);
  await page.getByRole('button', { name: 'Replace the holdings' }).click();
  await expect(summary(page)).toHaveText('3 titles, 6 copies');
}

test('reads CSV, Excel and MARC exports with a report per file', async ({
  memberPage: page,
  session,
}) => {
  const books = await fourBooks(session);
  await openHoldings(page);
  await expect(summary(page)).toHaveText('No holdings imported yet.');
  await readExports(page, books);
  await expect(fileReport(page, 'dls.csv')).toContainText(
    '3 read · 2 valid · 1 duplicates (more copies) · 1 without a valid ISBN',
  );
  await expect(fileReport(page, 'dls.csv')).toContainText('ISBNs from the column “ISBN”.');
  await expect(fileReport(page, 'kolas.xlsx')).toContainText(
    '2 read · 1 valid · 0 duplicates (more copies) · 1 without a valid ISBN',
  );
  await expect(fileReport(page, 'school.mrc')).toContainText(
    '2 read · 1 valid · 0 duplicates (more copies) · 1 without a valid ISBN',
  );
  await fileReport(page, 'school.mrc').getByText('Lines without a valid ISBN').click();
  await expect(fileReport(page, 'school.mrc')).toContainText('Line 2: 고서');
  await expect(report(page)).toContainText('3 titles read.');
  await expectNoA11yViolations(page);
});

/** An ISBN-13 of prefix 979-11 for `n`, with its check digit. */
function isbnOf(n: number): string {
  const twelve = `97911${String(n).padStart(7, '0')}`;
  const sum = [...twelve].reduce((total, digit, i) => total + Number(digit) * (i % 2 ? 3 : 1), 0);
  return `${twelve}${(10 - (sum % 10)) % 10}`;
}

/** A .xlsx of one sheet: a header, then `rows` rows of a distinct ISBN each (inline strings). */
function xlsxOfIsbns(rows: number): Buffer {
  const parts = [
    '<worksheet><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>ISBN</t></is></c></row>',
  ];
  for (let row = 2; row <= rows + 1; row++) {
    parts.push(
      `<row r="${row}"><c r="A${row}" t="inlineStr"><is><t>${isbnOf(row)}</t></is></c></row>`,
    );
  }
  parts.push('</sheetData></worksheet>');
  return Buffer.from(zipSync({ 'xl/worksheets/sheet1.xml': strToU8(parts.join('')) }));
}

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

test('keeps answering while a 100,000-row spreadsheet is read (in a worker)', async ({
  memberPage: page,
}) => {
  await openHoldings(page);
  await page
    .locator('input[type="file"]')
    .setInputFiles([{ name: 'big.xlsx', mimeType: XLSX_TYPE, buffer: xlsxOfIsbns(100_000) }]);
  await page.getByRole('button', { name: 'Read', exact: true }).click();
  const reading = page.getByRole('button', { name: 'Reading…' });
  await expect(reading).toBeVisible();
  // The page handles typing while the file is read: read on the page's thread, the field changed
  // only once the reading had ended (after seconds).
  const paste = page.getByLabel('Or paste ISBNs');
  await paste.fill(isbnOf(1));
  await expect(paste).toHaveValue(isbnOf(1));
  await expect(reading).toBeVisible();
  await expect(fileReport(page, 'big.xlsx')).toContainText(
    '100,000 read · 100,000 valid · 0 duplicates (more copies) · 0 without a valid ISBN',
    { timeout: 60_000 },
  );
  await expect(report(page)).toContainText('100,000 titles read.');
  await expectNoA11yViolations(page);
});

test('refuses a zip bomb with a clear message, and reads the other files', async ({
  memberPage: page,
}) => {
  await openHoldings(page);
  // 60 MB of spaces in a sheet: about 60 kB compressed.
  const sheet = new Uint8Array(60 * 1024 * 1024).fill(32);
  const bomb = Buffer.from(zipSync({ 'xl/worksheets/sheet1.xml': sheet }, { level: 1 }));
  await page.locator('input[type="file"]').setInputFiles([
    { name: 'bomb.xlsx', mimeType: XLSX_TYPE, buffer: bomb },
    { name: 'small.csv', mimeType: 'text/csv', buffer: Buffer.from(`ISBN\n${isbnOf(1)}\n`) },
  ]);
  await page.getByRole('button', { name: 'Read', exact: true }).click();
  await expect(report(page)).toContainText(
    'bomb.xlsx is too large to read here: a file may hold up to 1,000,000 rows and 50 MB (of sheet data, for an .xlsx). Split the export into smaller files.',
  );
  await expect(report(page)).toContainText('1 title read.');
  await expectNoA11yViolations(page);
});

test('Replace the holdings saves what was read: titles, copies and when', async ({
  memberPage: page,
  session,
}) => {
  const books = await fourBooks(session);
  await openHoldings(page);
  await readExports(page, books);
  await page.getByRole('button', { name: 'Replace the holdings' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Holdings saved' })).toHaveText(
    'Holdings saved: 3 titles.',
  );
  await expect(summary(page)).toHaveText('3 titles, 6 copies');
  await expect(page.getByText(/^Imported \d{4}-\d{2}-\d{2} \d{2}:\d{2}$/)).toBeVisible();
});

test('Add to the holdings adds a pasted ISBN-10 to what is held', async ({
  memberPage: page,
  session,
}) => {
  const books = await fourBooks(session);
  await openHoldings(page);
  await holdExports(page, books);
  await importPasted(page, [isbn10Of(books[3].isbn)], 'Add to');
  await expect(summary(page)).toHaveText('4 titles, 7 copies');
});

test('Replace the holdings with a pasted list keeps only it, after a reload too', async ({
  memberPage: page,
  session,
}) => {
  const books = await fourBooks(session);
  await openHoldings(page);
  await holdExports(page, books);
  await importPasted(page, [books[3].isbn], 'Replace');
  await expect(summary(page)).toHaveText('1 title, 1 copy');
  await page.reload();
  await expect(summary(page)).toHaveText('1 title, 1 copy');
});

test('Clear the holdings, once confirmed, leaves none', async ({ memberPage: page, session }) => {
  const [, , , d] = await fourBooks(session);
  await openHoldings(page);
  await importPasted(page, [d.isbn], 'Replace');
  await expect(summary(page)).toHaveText('1 title, 1 copy');
  await page.getByRole('button', { name: 'Clear the holdings' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Clear the holdings' }).click();
  await expect(summary(page)).toHaveText('No holdings imported yet.');
  await expectNoA11yViolations(page);
});

test('marks owned books in the catalogue, the book detail and a selection, with the copies', async ({
  memberPage: page,
  session,
}) => {
  const [a, b] = await catalogueBooks(session, 2);
  if (!a || !b) throw new Error('The seeded catalogue has too few ISBN-13 books');
  await addBooks(session, [a.bookId, b.bookId]);
  await openHoldings(page);
  await importPasted(page, [a.isbn, isbn10Of(a.isbn)], 'Replace');

  await page.goto(`/books?q=${encodeURIComponent(a.title)}`);
  const row = page.locator(`main table tbody tr[data-key="${a.bookId}"]`);
  await expect(row).toContainText('Owned 소장 · 2 copies');
  await expectNoA11yViolations(page);

  // The duplicates report where books are added says it too.
  await row.getByRole('checkbox').check({ force: true });
  const box = page.getByRole('complementary', { name: /Selected Books List/ });
  await box.getByRole('button', { name: 'Add to My Selection' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Add to My Selection' });
  await expect(dialog.getByRole('region', { name: 'Already chosen or ordered' })).toContainText(
    'Owned 소장 · 2 copies',
  );
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  await row.getByRole('link', { name: a.title }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(a.title);
  await expect(page.locator('.book-detail')).toContainText('Owned 소장 · 2 copies');

  await page.goto('/cart/public');
  const rows = page.locator('main table tbody tr');
  await expect(rows.filter({ hasText: a.title })).toContainText('Owned 소장 · 2 copies');
  await expect(rows.filter({ hasText: b.title })).not.toContainText('Owned');
  await expectNoA11yViolations(page);

  // Add by ISBN's preview.
  await page.getByRole('button', { name: 'Add by ISBN' }).click();
  const panel = page.getByRole('dialog', { name: /^Add by ISBN/ });
  await panel.getByLabel('ISBNs', { exact: true }).fill(`${a.isbn}\n${b.isbn}`);
  await panel.getByRole('button', { name: 'Check' }).click();
  const preview = panel.getByRole('table', { name: 'Checked ISBNs' });
  await expect(preview.locator('tr[data-line="1"]')).toContainText('Owned 소장 · 2 copies');
  await expect(preview.locator('tr[data-line="2"]')).not.toContainText('Owned');
});

test('imports and marks offline: the holdings are on the device', async ({
  memberPage: page,
  session,
  context,
}) => {
  const [a] = await catalogueBooks(session, 1);
  if (!a) throw new Error('The seeded catalogue has too few ISBN-13 books');
  await addBooks(session, [a.bookId]);
  await openHoldings(page);
  // In-app navigation: the page's code stays loaded (no service worker here to serve it offline).
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'common(default)' })
    .click();
  const row = page.locator('main table tbody tr').filter({ hasText: a.title });
  await expect(row).toBeVisible();
  await expect(row).not.toContainText('Owned');

  await context.setOffline(true);
  await openHoldings(page);
  await importPasted(page, [a.isbn], 'Replace');
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'common(default)' })
    .click();
  await expect(row).toContainText('Owned 소장');
  await context.setOffline(false);
});

test("another member signing in on the device deletes the previous member's holdings", async ({
  memberPage: page,
  session,
  member,
}) => {
  await openHoldings(page);
  await importPasted(page, ['9780306406157'], 'Replace');
  expect(await storedHoldings(page)).toEqual([session.id]);

  // The same member again keeps them.
  await storeSession(page, await signInViaApi(member));
  await page.goto('/holdings');
  await expect(summary(page)).toHaveText('1 title, 1 copy');

  const other = await signInViaApi(seedMember());
  await storeSession(page, other);
  await page.goto('/holdings');
  await expect(summary(page)).toHaveText('No holdings imported yet.');
  expect(await storedHoldings(page)).toEqual([]);
});

test('reads the copies of a 복본수 column, summed per ISBN', async ({
  memberPage: page,
  session,
}) => {
  const [a, b] = await fourBooks(session);
  await openHoldings(page);
  const csv = [
    '등록번호,서명,ISBN,복본수',
    `EM01,${a.title},${a.isbn},3`,
    `EM02,${a.title},${isbn10Of(a.isbn)},2`,
    `EM03,${b.title},${b.isbn},`,
  ].join('\r\n');
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('소장자료');
  sheet.addRow(['ISBN', 'Copies']);
  sheet.addRow([Number(b.isbn), 4]);
  const xlsx = Buffer.from(await workbook.xlsx.writeBuffer());
  await page.locator('input[type="file"]').setInputFiles([
    { name: 'copies.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) },
    { name: 'copies.xlsx', mimeType: XLSX_TYPE, buffer: xlsx },
  ]);
  await page.getByRole('button', { name: 'Read', exact: true }).click();
  await expect(fileReport(page, 'copies.csv')).toContainText('Copies from the column “복본수”.');
  await expect(fileReport(page, 'copies.xlsx')).toContainText('Copies from the column “Copies”.');
  await expectNoA11yViolations(page);
  await page.getByRole('button', { name: 'Replace the holdings' }).click();
  // a: 3 + 2; b: an empty cell is one copy, and 4 from the sheet.
  await expect(summary(page)).toHaveText('2 titles, 10 copies');
});

test('every focusable element of the drop zone is named and at least 24 px', async ({
  memberPage: page,
}) => {
  await openHoldings(page);
  const zone = page.locator('.file-drop__zone');
  const focusables = await zone.evaluate((element) =>
    Array.from(
      element.querySelectorAll<HTMLElement>('button, input, a[href], select, textarea, [tabindex]'),
    )
      // Focusable: in the tab order, enabled and rendered (FileTrigger's input is display: none).
      .filter(
        (target) =>
          target.tabIndex >= 0 &&
          !target.matches(':disabled') &&
          target.getClientRects().length > 0,
      )
      .map((target) => {
        const { width, height } = target.getBoundingClientRect();
        const labelled = (target.getAttribute('aria-labelledby') ?? '')
          .split(' ')
          .map((id) => document.getElementById(id)?.textContent ?? '')
          .join(' ');
        const name = (labelled || target.getAttribute('aria-label') || target.textContent) ?? '';
        return { name: name.trim(), width: Math.round(width), height: Math.round(height) };
      }),
  );
  expect(focusables.length).toBeGreaterThan(0);
  for (const target of focusables) {
    expect(target.name, JSON.stringify(target)).not.toBe('');
    expect(target.width, JSON.stringify(target)).toBeGreaterThanOrEqual(24);
    expect(target.height, JSON.stringify(target)).toBeGreaterThanOrEqual(24);
  }
  // The drop zone's own button (files are pasted into it) is the size of the zone.
  await expect(zone.getByRole('button', { name: /Drag export files here, or/ })).toHaveCount(1);
  await expectNoA11yViolations(page);
});

test.describe('on a phone (coarse pointer)', () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } });

  test('the drop zone says to choose the files, not to drag them', async ({ memberPage: page }) => {
    await page.goto('/holdings');
    await expect(page.getByRole('heading', { level: 1, name: 'Library holdings' })).toBeVisible();
    const zone = page.locator('.file-drop__zone');
    await expect(zone).toContainText('Choose export files on this device:');
    await expect(zone).not.toContainText('Drag');
    await expect(zone.getByRole('button', { name: 'Choose files' })).toBeVisible();
    await expectNoA11yViolations(page);
  });
});
