import { randomUUID } from 'node:crypto';
import ExcelJS from 'exceljs';
import { addBooks, api, bearer, type StoredSession } from './support/api';
import { expect, expectNoA11yViolations, test } from './support/fixtures';
import { currentSchoolYear } from './support/funds';

/** The year's report as an Excel file and the home's budget card (docs/product/budget.md#report). */

// Below zero with the minus sign U+2212 (docs/product/budget.md#figures).
const won = (amount: number) =>
  `${amount < 0 ? '\u2212' : ''}${new Intl.NumberFormat('ko-KR').format(Math.abs(amount))}원`;

async function setUp(session: StoredSession) {
  const year = currentSchoolYear();
  const { data: main } = await api.POST('/member/funds', {
    body: { name: '도서구입비', schoolYear: year, amount: 1_000_000 },
    headers: bearer(session),
  });
  await api.POST('/member/funds', {
    body: { name: '희망도서', schoolYear: year, amount: 300_000 },
    headers: bearer(session),
  });
  const [book] = await addBooks(session, [11]);
  await api.POST('/member/cart/request/quotation', {
    body: {
      cartCategoryId: 'public',
      message: '',
      fundId: main?.fundId ?? null,
      books: [{ bookId: 11, quantity: 3 }],
    },
    params: { header: { 'Idempotency-Key': randomUUID() } },
    headers: bearer(session),
  });
  return { year, committed: 3 * book!.price };
}

test("Excel Download on /budget saves the year's report with the page's figures", async ({
  memberPage: page,
  session,
}) => {
  const { year, committed } = await setUp(session);
  await page.goto('/budget');
  const card = page
    .getByTestId('budget-fund')
    .filter({ has: page.getByRole('heading', { name: '도서구입비', exact: true }) });
  await expect(card).toContainText(`Committed${won(committed)}`);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Excel Download' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`budget-${year}.xlsx`);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile((await file.path())!);
  const values = (sheet: number, row: number) =>
    (workbook.worksheets[sheet]!.getRow(row).values as unknown[]).slice(1);
  expect(values(0, 3)).toEqual(['Fund', 'Amount', 'Committed', 'Spent', 'Remaining']);
  expect(values(0, 4)).toEqual(['도서구입비', 1_000_000, committed, 0, 1_000_000 - committed]);
  expect(values(0, 5)).toEqual(['희망도서', 300_000, 0, 0, 300_000]);
  expect(values(1, 2)).toEqual(['도서구입비', 'Quotation Request', 1, 3, committed]);
  await expectNoA11yViolations(page);
});

test("the home's budget card shows the year's remaining money, in all and per fund", async ({
  memberPage: page,
  session,
}) => {
  const { committed } = await setUp(session);
  await page.goto('/');
  const card = page.getByRole('region', { name: 'Budget' });
  await expect(card.getByTestId('budget-card-remaining')).toHaveText(won(1_300_000 - committed));
  await expect(card).toContainText(`도서구입비${won(1_000_000 - committed)}`);
  await expect(card).toContainText(`희망도서${won(300_000)}`);
  await expectNoA11yViolations(page);
  await card.getByRole('link', { name: /See More/ }).click();
  await expect(page.getByRole('heading', { name: 'Budget', level: 1 })).toBeVisible();
});
