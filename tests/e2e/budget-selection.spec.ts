import { randomUUID } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import { addBooks, admin, api, bearer, type StoredSession } from './support/api';
import { expect, expectNoA11yViolations as axeScan, test, toast } from './support/fixtures';
import { createFund, currentSchoolYear } from './support/funds';
import { goOffline } from './support/offline';

/**
 * The selection page's fund chooser and the warnings before a request
 * (docs/product/budget.md#which-fund, docs/product/budget.md#warnings).
 */

// React Aria's visually hidden live announcer may point at a label that is already gone.
const expectNoA11yViolations = (page: Page) => axeScan(page, ['[data-live-announcer]']);

test.describe.configure({ timeout: 120_000 });

// Below zero with the minus sign U+2212 (docs/product/budget.md#figures).
const won = (amount: number) =>
  `${amount < 0 ? '\u2212' : ''}${new Intl.NumberFormat('ko-KR').format(Math.abs(amount))}원`;
const tick = (checkbox: Locator) => checkbox.check({ force: true });

async function selectionFundId(session: StoredSession) {
  const { data } = await api.GET('/member/cart/categories', { headers: bearer(session) });
  return data?.results.find((selection) => selection.id === 'public')?.fundId;
}

test('the chooser sets the fund, the remaining amount follows the ticked rows, and Request Quote asks before going over', async ({
  memberPage: page,
  session,
}) => {
  const year = currentSchoolYear();
  const [book] = await addBooks(session, [11]);
  const price = book!.price;
  const small = await createFund(session, '희망도서', price - 1000);
  await createFund(session, '도서구입비', 10 * price);

  await page.goto('/cart/public');
  const chooser = page.getByLabel('Fund', { exact: true });
  await expect(chooser).toHaveValue('none');
  await chooser.selectOption({ label: `희망도서 (${won(price - 1000)} remaining)` });
  await expect.poll(() => selectionFundId(session)).toBe(small.fundId);
  const remaining = page.getByTestId('fund-remaining');
  await expect(remaining).toContainText(`희망도서 remaining${won(price - 1000)} → ${won(-1000)}`);
  await expectNoA11yViolations(page);

  await tick(page.getByRole('checkbox', { name: `Select ${book!.title}` }));
  await page.getByRole('button', { name: 'Request Quote' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Request Quote' });
  await expect(dialog.getByTestId('fund-effect')).toContainText(
    `This request: ${won(price)}. 희망도서 ${year}: ${won(price - 1000)} remaining → ${won(-1000)}`,
  );
  await expect(dialog.getByRole('alert')).toContainText(
    `This goes over the fund by ${won(1000)}. Send it anyway?`,
  );
  await expectNoA11yViolations(page);
  // Asked first: Cancel sends nothing.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  // Within the larger fund there is no question to ask.
  await chooser.selectOption({ label: `도서구입비 (${won(10 * price)} remaining)` });
  await page.getByRole('button', { name: 'Request Quote' }).click();
  await expect(dialog.getByTestId('fund-effect')).toContainText(
    `도서구입비 ${year}: ${won(10 * price)} remaining → ${won(9 * price)}`,
  );
  await expect(dialog.getByRole('alert')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Ok' }).click();
  await expect(toast(page, '견적 요청이 완료되었습니다')).toBeVisible();

  const { data: funds } = await api.GET('/member/funds', { headers: bearer(session) });
  expect(funds?.funds.find((fund) => fund.name === '도서구입비')?.committed).toBe(price);
});

test('Order Request on an answered quotation warns only when it asks for more than the quotation committed', async ({
  memberPage: page,
  session,
}) => {
  const year = currentSchoolYear();
  const [book] = await addBooks(session, [11]);
  const price = book!.price;
  const fund = await createFund(session, '도서구입비', 3 * price);
  await api.POST('/member/cart/request/quotation', {
    body: {
      cartCategoryId: 'public',
      message: '',
      fundId: fund.fundId,
      books: [{ bookId: 11, quantity: 2 }],
    },
    params: { header: { 'Idempotency-Key': randomUUID() } },
    headers: bearer(session),
  });
  const { data: orders } = await api.GET('/member/order/all', {
    params: { query: { page: 1, take: 10 } },
    headers: bearer(session),
  });
  const order = orders!.results[0]!;
  await admin('quote', order.orderCode);
  await page.goto(`/order/${order.id}`);
  const orderRequest = page.getByRole('main').getByRole('button', {
    name: 'Order Request',
    exact: true,
  });
  const dialog = page.getByRole('alertdialog', { name: 'Order Request' });

  // As quoted: the quotation's amount already counts, nothing new is said.
  await orderRequest.click();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('fund-effect')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  // Two more copies: only the difference lowers the fund, and it goes over.
  await page.getByRole('textbox', { name: `Quantity of ${book!.title}` }).fill('4');
  await page.getByRole('textbox', { name: 'Message' }).click();
  await orderRequest.click();
  await expect(dialog.getByTestId('fund-effect')).toContainText(
    `This request: ${won(4 * price)}. 도서구입비 ${year}: ${won(price)} remaining → ${won(-price)}`,
  );
  await expect(dialog.getByRole('alert')).toContainText(
    `This goes over the fund by ${won(price)}. Send it anyway?`,
  );
  await expect(dialog.getByRole('button', { name: 'Send anyway' })).toBeVisible();
  await expectNoA11yViolations(page);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  const { data: after } = await api.GET('/member/order/all', {
    params: { query: { page: 1, take: 10 } },
    headers: bearer(session),
  });
  expect(after!.results[0]!.status).toBe('QUOTATION_DONE');
});

test('offline, the chooser shows the figures last read with their age and the choice waits in the queue', async ({
  memberPage: page,
  session,
}) => {
  await addBooks(session, [11]);
  const first = await createFund(session, '도서구입비', 1_000_000);
  const second = await createFund(session, '희망도서', 200_000);

  await page.goto('/cart/public');
  const chooser = page.getByLabel('Fund', { exact: true });
  await chooser.selectOption({ label: `도서구입비 (${won(1_000_000)} remaining)` });
  await expect.poll(() => selectionFundId(session)).toBe(first.fundId);

  await goOffline(page);
  await expect(page.getByTestId('fund-chooser').getByTestId('data-age')).toContainText(
    'Offline copy, last updated',
  );
  await chooser.selectOption({ label: `희망도서 (${won(200_000)} remaining)` });
  await expect(page.getByTestId('fund-remaining')).toContainText('희망도서 remaining');
  await expect(chooser).toHaveValue(String(second.fundId));
  await expectNoA11yViolations(page);
  expect(await selectionFundId(session)).toBe(first.fundId);

  await page.context().setOffline(false);
  await expect.poll(() => selectionFundId(session), { timeout: 30_000 }).toBe(second.fundId);
  await expect(chooser).toHaveValue(String(second.fundId));
});
