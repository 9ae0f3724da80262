import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

/** Picks an option of a labelled select, a native one or React Aria's. */
async function choose(page: Page, label: string, option: string) {
  const control = page.getByLabel(label, { exact: true }).first();
  if ((await control.evaluate((el) => el.tagName)) === 'SELECT') {
    await control.selectOption({ label: option });
  } else {
    await control.click();
    await page.getByRole('option', { name: option, exact: true }).click();
  }
}

/** One page-visit statistic per page the member opens, not per change of its parameters. */
test('moving within /books and /orders sends no further page visits', async ({
  memberPage: page,
}) => {
  const visits: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/statistics/member/page')) {
      visits.push(new URL(page.url()).pathname);
    }
  });
  const visitsOf = (pathname: string) => visits.filter((path) => path === pathname).length;

  await page.goto('/books');
  await expect.poll(() => visitsOf('/books')).toBe(1);
  await expect(page.locator('main table').first().locator('tbody tr').first()).toBeVisible();
  await choose(page, 'Page size', '20');
  await expect(page).toHaveURL(/size=20/);
  await page.getByRole('tab').nth(1).click();
  await expect(page.getByRole('tab').nth(1)).toHaveAttribute('aria-selected', 'true');

  await page.getByRole('link', { name: 'Order Inquiry' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Order Inquiry' })).toBeVisible();
  await expect.poll(() => visitsOf('/orders')).toBe(1);
  await choose(page, 'Page size', '20');
  await expect(page).toHaveURL(/size=20/);
  await expect(page.getByRole('table', { name: 'Orders' })).toBeVisible();

  // A statistic for the page size change would have gone with its navigation: none did.
  expect(visitsOf('/books')).toBe(1);
  expect(visitsOf('/orders')).toBe(1);
});
