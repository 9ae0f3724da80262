import { randomUUID } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import { addBooks, admin, api, bearer, type StoredSession } from './support/api';
import { expect, expectNoA11yViolations as axeScan, test } from './support/fixtures';

/**
 * The data tables (src/ui/table.tsx) from the keyboard and on a phone: Tab reaches a row's
 * controls in order, Space ticks a row, the header's checkbox ticks every row; on a phone the
 * selection page's and the order detail's rows are cards with their quantity and amount in view.
 */

// React Aria's visually hidden live announcer may point at a label that is already gone.
const expectNoA11yViolations = (page: Page) => axeScan(page, ['[data-live-announcer]']);

test.describe.configure({ timeout: 120_000 });

/** Moves focus into a control without a pointer (which could tick a box or open a link). */
const focusOn = (control: Locator) => control.focus();

async function quotationAnswered(session: StoredSession, bookIds: number[]) {
  await addBooks(session, bookIds);
  const { data, error } = await api.POST('/member/cart/request/quotation', {
    body: {
      cartCategoryId: 'public',
      message: '',
      books: bookIds.map((bookId) => ({ bookId, quantity: 2 })),
    },
    params: { header: { 'Idempotency-Key': randomUUID() } },
    headers: bearer(session),
  });
  if (!data) throw new Error(`Quotation failed: ${JSON.stringify(error)}`);
  await admin('quote', data.orderCode);
  return data;
}

test('catalogue: Tab goes checkbox → title → next checkbox, Space ticks, the header ticks the page', async ({
  memberPage: page,
}) => {
  await page.goto('/books');
  const table = page.getByRole('main').getByRole('table').first();
  const rows = table.getByRole('row');
  await expect(rows).toHaveCount(11);
  const box = page.getByRole('complementary', { name: /Selected Books List/ });

  const first = rows.nth(1);
  const second = rows.nth(2);
  const firstTitle = (await first.getByRole('link').first().innerText()).trim();
  const secondTitle = (await second.getByRole('link').first().innerText()).trim();

  await focusOn(table.getByRole('checkbox', { name: 'Select all books on this page' }));
  for (const control of [
    first.getByRole('checkbox', { name: `Select ${firstTitle}`, exact: true }),
    first.getByRole('link', { name: firstTitle, exact: true }),
    second.getByRole('checkbox', { name: `Select ${secondTitle}`, exact: true }),
  ]) {
    await page.keyboard.press('Tab');
    await expect(control).toBeFocused();
  }

  // Space ticks the focused row; the Selected Books List takes the book.
  await page.keyboard.press('Space');
  await expect(second.getByRole('checkbox')).toBeChecked();
  await expect(second).toHaveAttribute('data-selected', 'true');
  await expect(box).toContainText('(1)');
  await page.keyboard.press('Space');
  await expect(second.getByRole('checkbox')).not.toBeChecked();
  await expect(box).toContainText('(0)');

  // The header's checkbox ticks and unticks the whole page.
  await focusOn(table.getByRole('checkbox', { name: 'Select all books on this page' }));
  await page.keyboard.press('Space');
  await expect(table.getByRole('checkbox', { checked: true })).toHaveCount(11);
  await expect(box).toContainText('(10)');
  await expectNoA11yViolations(page);
  await page.keyboard.press('Space');
  await expect(table.getByRole('checkbox', { checked: true })).toHaveCount(0);
});

test('selection page: Tab goes through a row’s checkbox, title, note, PO number, quantity and delete; Space ticks; the header ticks all', async ({
  memberPage: page,
  session,
}) => {
  const [book1, book2] = await addBooks(session, [21, 22]);
  await page.goto('/cart/public');
  const table = page.getByRole('table', { name: /^Books of / });
  await expect(table.getByRole('row')).toHaveCount(3);
  const selectAll = table.getByRole('checkbox', { name: 'Select all books' });
  // The rows in the page's order (its default sort), whichever book comes first.
  const titles = await table.getByRole('rowheader').getByRole('link').allInnerTexts();
  const [firstTitle, secondTitle] = titles.map((title) => title.trim()) as [string, string];
  expect([firstTitle, secondTitle].sort()).toEqual([book1!.title, book2!.title].sort());

  await focusOn(selectAll);
  for (const control of [
    table.getByRole('checkbox', { name: `Select ${firstTitle}`, exact: true }),
    table.getByRole('link', { name: firstTitle, exact: true }),
    table.getByRole('button', { name: `Add note (${firstTitle})`, exact: true }),
    table.getByRole('textbox', { name: `PO number of ${firstTitle}`, exact: true }),
    table.getByRole('textbox', { name: `Quantity of ${firstTitle}`, exact: true }),
    table.getByRole('button', { name: `Delete ${firstTitle}`, exact: true }),
    table.getByRole('checkbox', { name: `Select ${secondTitle}`, exact: true }),
  ]) {
    await page.keyboard.press('Tab');
    await expect(control).toBeFocused();
  }

  await page.keyboard.press('Space');
  await expect(table.getByRole('checkbox', { name: `Select ${secondTitle}` })).toBeChecked();
  await expect(selectAll).not.toBeChecked();
  await focusOn(selectAll);
  await page.keyboard.press('Space');
  await expect(table.getByRole('checkbox', { name: `Select ${firstTitle}` })).toBeChecked();
  await expect(table.getByRole('checkbox', { name: `Select ${secondTitle}` })).toBeChecked();
  await expect(selectAll).toBeChecked();
  await expectNoA11yViolations(page);
});

/** Whether an element lies wholly inside the viewport's width. */
async function inViewWidth(page: Page, locator: Locator) {
  const box = await locator.boundingBox();
  const width = page.viewportSize()!.width;
  return box !== null && box.x >= 0 && box.x + box.width <= width;
}

/** The page scrolls sideways neither as a whole nor inside its table's wrapper. */
async function expectNoSidewaysScroll(page: Page, table: Locator) {
  expect(
    await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    ),
  ).toBe(0);
  expect(
    await table.evaluate((element) => {
      const scroller = element.closest('.table-scroll')!;
      return scroller.scrollWidth - scroller.clientWidth;
    }),
  ).toBe(0);
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the selection page’s rows are cards: quantity, price and delete in view, no sideways scroll', async ({
    memberPage: page,
    session,
  }) => {
    const [book] = await addBooks(session, [31, 32]);
    await page.goto('/cart/public');
    const table = page.getByRole('table', { name: /^Books of / });
    const row = table
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: book!.title }) });
    const quantity = row.getByRole('textbox', { name: `Quantity of ${book!.title}` });
    await expect(quantity).toBeVisible();
    await quantity.scrollIntoViewIfNeeded();
    expect(await inViewWidth(page, quantity)).toBe(true);
    const price = row.getByRole('cell').filter({ hasText: /원/ }).first();
    expect(await inViewWidth(page, price)).toBe(true);
    // Each value is labelled with its column's name on the card.
    await expect(price).toHaveAttribute('data-label', 'Price');
    expect(
      await inViewWidth(page, row.getByRole('button', { name: `Delete ${book!.title}` })),
    ).toBe(true);
    await expectNoSidewaysScroll(page, table);
    // Still a table with its headers for screen readers.
    await expect(table.getByRole('columnheader', { name: 'Quantity' })).toHaveCount(1);
    await quantity.fill('4');
    await expect(quantity).toHaveValue('4');
    await expectNoA11yViolations(page);
  });

  test('the order detail’s rows are cards: quantity and amount in view, no sideways scroll', async ({
    memberPage: page,
    session,
  }) => {
    const order = await quotationAnswered(session, [33, 34]);
    await page.goto(`/order/${order.orderId}`);
    const table = page.getByRole('table', { name: 'Books' });
    const first = table.getByRole('row').nth(1);
    const quantity = first.getByRole('textbox', { name: /^Quantity of / });
    await expect(quantity).toBeVisible();
    await quantity.scrollIntoViewIfNeeded();
    expect(await inViewWidth(page, quantity)).toBe(true);
    const amount = first.locator('[data-label="Amount"]');
    await expect(amount).toContainText('원');
    expect(await inViewWidth(page, amount)).toBe(true);
    await expectNoSidewaysScroll(page, table);
    await expectNoA11yViolations(page);
  });
});

test('the links in table rows are targets at least 24 px high: selection titles, order numbers', async ({
  memberPage: page,
  session,
}) => {
  const { orderCode } = await quotationAnswered(session, [23]);
  await page.goto('/orders');
  const orderLink = page.getByRole('link', { name: orderCode, exact: true });
  await expect(orderLink).toBeVisible();
  expect((await orderLink.boundingBox())?.height).toBeGreaterThanOrEqual(24);

  await addBooks(session, [24]);
  await page.goto('/cart/public');
  const title = page
    .getByRole('table', { name: /^Books of / })
    .getByRole('rowheader')
    .getByRole('link')
    .first();
  await expect(title).toBeVisible();
  expect((await title.boundingBox())?.height).toBeGreaterThanOrEqual(24);
  await expectNoA11yViolations(page);
});
