import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { addBooks, api, bearer } from './support/api';
import { expect, expectNoA11yViolations, storeSession, test } from './support/fixtures';
import { createFund, currentSchoolYear } from './support/funds';

// Below zero with the minus sign U+2212 (docs/product/budget.md#figures).
const won = (amount: number) =>
  `${amount < 0 ? '\u2212' : ''}${new Intl.NumberFormat('ko-KR').format(Math.abs(amount))}원`;

const fundCard = (page: Page, name: string) =>
  page.getByTestId('budget-fund').filter({ has: page.getByRole('heading', { name, level: 3 }) });

test.describe('budget', () => {
  test("a fund's card and the year's tables show what its requests commit, by fund, status and class", async ({
    memberPage: page,
    session,
  }) => {
    const year = currentSchoolYear();
    const main = await createFund(session, '도서구입비', 1_000_000, year);
    const [book] = await addBooks(session, [11]);
    const { data: created } = await api.POST('/member/cart/request/quotation', {
      body: {
        cartCategoryId: 'public',
        message: '',
        fundId: main.fundId,
        books: [{ bookId: 11, quantity: 2 }],
      },
      params: { header: { 'Idempotency-Key': randomUUID() } },
      headers: bearer(session),
    });
    expect(created?.status).toBe('QUOTATION_REQUEST');
    const committed = 2 * (book?.price ?? 0);
    expect(committed).toBeGreaterThan(0);

    // The home read the funds (its budget card) before these were made, as on another device:
    // within their 5 s of freshness /budget would show that copy; a reload asks again.
    await page.reload();
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Budget' })
      .click();
    await expect(page.getByRole('heading', { name: 'Budget', level: 1 })).toBeVisible();
    const card = fundCard(page, '도서구입비');
    await expect(card).toContainText(`Amount${won(1_000_000)}`);
    await expect(card).toContainText(`Committed${won(committed)}`);
    await expect(card).toContainText(`Spent${won(0)}`);
    await expect(card).toContainText(`Remaining${won(1_000_000 - committed)}`);
    const byStatus = page.getByRole('region', { name: 'Requests by fund and status' });
    await expect(
      byStatus
        .getByRole('row')
        .filter({ has: page.getByRole('rowheader', { name: '도서구입비' }) }),
    ).toContainText(`Quotation Request12${won(committed)}`);
    await expect(page.getByRole('region', { name: 'Requests by KDC class' })).toContainText(
      won(committed),
    );
    await expectNoA11yViolations(page);
  });

  test('the year switcher shows the chosen school year with its own funds only', async ({
    page,
    session,
  }) => {
    const year = currentSchoolYear();
    await createFund(session, '도서구입비', 1_000_000, year);
    await createFund(session, '지난해 예산', 200_000, year - 1);
    await storeSession(page, session);
    await page.goto('/budget');
    await expect(fundCard(page, '도서구입비')).toBeVisible();
    await page.getByLabel('School year').selectOption(String(year - 1));
    await expect(page).toHaveURL(new RegExp(`year=${year - 1}`));
    await expect(fundCard(page, '지난해 예산')).toContainText(`Remaining${won(200_000)}`);
    await expect(fundCard(page, '도서구입비')).toHaveCount(0);
  });

  test('offline, /budget shows the figures it last read and says how old they are', async ({
    page,
    session,
  }) => {
    await createFund(session, '도서구입비', 1_000_000);
    await storeSession(page, session);
    await page.goto('/budget');
    await expect(fundCard(page, '도서구입비')).toBeVisible();
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Home' })
      .click();
    await page.context().setOffline(true);
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Budget' })
      .click();
    await expect(fundCard(page, '도서구입비')).toContainText(`Remaining${won(1_000_000)}`);
    await expect(page.getByTestId('data-age').first()).toContainText('Offline copy, last updated');
    await page.context().setOffline(false);
  });
});
