import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { addBooks, api, bearer, type StoredSession } from './support/api';
import { createFund } from './support/funds';
import { expect, expectNoA11yViolations, storeSession, test } from './support/fixtures';

// Below zero with the minus sign U+2212 (docs/product/budget.md#figures).
const won = (amount: number) =>
  `${amount < 0 ? '\u2212' : ''}${new Intl.NumberFormat('ko-KR').format(Math.abs(amount))}원`;

const fundCard = (page: Page, name: string) =>
  page
    .getByTestId('budget-fund')
    .filter({ has: page.getByRole('heading', { name, level: 3, exact: true }) });

/**
 * Signs the member in and opens /budget after the fund was seeded through the API, so that no
 * list of funds read before it is shown.
 */
async function openBudget(page: Page, session: StoredSession, fundName: string) {
  await storeSession(page, session);
  await page.goto('/budget');
  await expect(fundCard(page, fundName)).toBeVisible();
}

test.describe('setting funds', () => {
  test('a first fund: /budget says there is none, and Add fund checks the amount as typed and adds it', async ({
    memberPage: page,
  }) => {
    await page.goto('/budget');
    await expect(page.getByRole('heading', { name: 'Budget', level: 1 })).toBeVisible();
    await expect(page.getByText('No funds for this school year yet.')).toBeVisible();

    await page.getByRole('button', { name: 'Add fund' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Fund name').fill('도서구입비');
    await dialog.getByLabel('Amount (원)').fill('12,34x');
    await expect(dialog.getByText('Enter the amount in won, numbers only.')).toBeVisible();
    await dialog.getByLabel('Amount (원)').fill('20,000,000,000');
    await expect(dialog.getByText('The amount can be at most 10,000,000,000원.')).toBeVisible();
    await dialog.getByLabel('Amount (원)').fill('3,000,000');
    await expectNoA11yViolations(page);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(fundCard(page, '도서구입비')).toContainText(`Amount${won(3_000_000)}`);
  });

  test('a second fund of the same name is refused by the server, said in the dialog; another name is saved with Enter', async ({
    page,
    session,
  }) => {
    await createFund(session, '도서구입비', 3_000_000);
    await openBudget(page, session, '도서구입비');
    await page.getByRole('button', { name: 'Add fund' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Fund name').fill('도서구입비');
    await dialog.getByLabel('Amount (원)').fill('1000');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByRole('alert')).toBeVisible();
    await dialog.getByLabel('Fund name').fill('희망도서');
    await dialog.getByLabel('Amount (원)').press('Enter');
    await expect(dialog).toBeHidden();
    await expect(fundCard(page, '희망도서')).toContainText(`Amount${won(1_000)}`);
  });

  test('Edit renames a fund and changes its amount', async ({ page, session }) => {
    await createFund(session, '희망도서', 1_000);
    await openBudget(page, session, '희망도서');
    await page.getByRole('button', { name: 'Edit 희망도서' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByLabel('Fund name')).toHaveValue('희망도서');
    await dialog.getByLabel('Fund name').fill('희망도서 2학기');
    await dialog.getByLabel('Amount (원)').fill('500000');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(fundCard(page, '희망도서 2학기')).toContainText(`Amount${won(500_000)}`);
    await expect(fundCard(page, '희망도서')).toHaveCount(0);
  });

  test('a fund that a request names is kept, with the server’s reason', async ({
    page,
    session,
  }) => {
    const main = await createFund(session, '도서구입비', 3_000_000);
    await addBooks(session, [11]);
    const { data: created } = await api.POST('/member/cart/request/quotation', {
      body: {
        cartCategoryId: 'public',
        message: '',
        fundId: main.fundId,
        books: [{ bookId: 11, quantity: 1 }],
      },
      params: { header: { 'Idempotency-Key': randomUUID() } },
      headers: bearer(session),
    });
    expect(created?.status).toBe('QUOTATION_REQUEST');
    await openBudget(page, session, '도서구입비');
    await page.getByRole('button', { name: 'Delete fund 도서구입비' }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm.getByRole('button', { name: 'Delete fund' }).click();
    await expect(confirm.getByRole('alert')).toContainText(/request/i);
    await expectNoA11yViolations(page);
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(fundCard(page, '도서구입비')).toBeVisible();
  });

  test('a fund that no request names is deleted after the confirmation', async ({
    page,
    session,
  }) => {
    await createFund(session, '희망도서 2학기', 500_000);
    await openBudget(page, session, '희망도서 2학기');
    await page.getByRole('button', { name: 'Delete fund 희망도서 2학기' }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm.getByRole('button', { name: 'Delete fund' }).click();
    await expect(confirm).toBeHidden();
    await expect(fundCard(page, '희망도서 2학기')).toHaveCount(0);
  });

  test('each fund button’s accessible name starts with its visible words', async ({
    page,
    session,
  }) => {
    await createFund(session, '도서구입비', 3_000_000);
    await openBudget(page, session, '도서구입비');
    const buttons = fundCard(page, '도서구입비').getByRole('button');
    await expect(buttons).toHaveCount(2);
    for (const button of await buttons.all()) {
      const visible = (await button.innerText()).trim();
      // Label in name: a member who says what they see ("Delete fund") reaches the button.
      await expect(button).toHaveAccessibleName(new RegExp(`^${visible}\\b`));
    }
    await expect(buttons.nth(1)).toHaveAccessibleName('Delete fund 도서구입비');
    await expectNoA11yViolations(page);
  });

  test('the school year’s start month is set in Account Information, checked as typed, and moves the year', async ({
    memberPage: page,
  }) => {
    await page.goto('/profile');
    const month = page.getByLabel('School year starts in month');
    await expect(month).toHaveValue('3');
    await page.getByRole('button', { name: 'Modify' }).click();
    await month.fill('13');
    await expect(page.getByText('Enter a month from 1 to 12.')).toBeVisible();
    await month.fill('0');
    await expect(page.getByText('Enter a month from 1 to 12.')).toBeVisible();
    await month.fill('1');
    await expect(page.getByText('Enter a month from 1 to 12.')).toBeHidden();
    await expectNoA11yViolations(page);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Account information has been updated.')).toBeVisible();
    await expect(month).toHaveValue('1');

    const year = new Date().getFullYear();
    await page.goto('/budget');
    await expect(page.getByText(`${year}-01-01 – ${year}-12-31`)).toBeVisible();
  });
});
