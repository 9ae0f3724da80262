import { randomUUID } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import { admin, api, addBooks, bearer, type StoredSession } from './support/api';
import { expect, expectNoA11yViolations, test } from './support/fixtures';

/**
 * What a member meets on a phone (390 × 844) and on a landscape tablet (1180 × 820): what the
 * member acts on is in view without scrolling sideways, and fixed or sticky boxes leave room for
 * the page.
 */

const VIEWPORTS = {
  phone: { width: 390, height: 844 },
  tablet: { width: 1180, height: 820 },
} as const;

/** A quotation request for books of the default selection, as the selection page sends it. */
async function requestQuotation(session: StoredSession, bookIds: number[]) {
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
  return data;
}

/** The element lies inside the viewport's width (no sideways scrolling needed to reach it). */
async function expectWithinWidth(page: Page, locator: Locator) {
  const box = (await locator.boundingBox())!;
  const width = page.viewportSize()!.width;
  expect(box.x, 'left edge').toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, 'right edge').toBeLessThanOrEqual(width);
}

/** Neither the page nor the given box scrolls sideways. */
async function expectNoSidewaysScroll(page: Page, box?: Locator) {
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);
  if (box) {
    expect(await box.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
  }
}

for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`on a ${name}`, () => {
    test.use({ viewport });

    test('the order list shows every order with its status, files and copy button in view', async ({
      memberPage: page,
      session,
    }) => {
      await addBooks(session, [1, 2, 3]);
      const answered = await requestQuotation(session, [1, 2]);
      await requestQuotation(session, [3]);
      await admin('quote', answered.orderCode);

      await page.goto('/orders');
      const table = page.getByRole('table', { name: 'Orders' });
      const rows = table.getByRole('row').filter({ has: page.getByRole('rowheader') });
      await expect(rows).toHaveCount(2);
      await expect(rows.filter({ hasText: 'Quotation Done' })).toHaveCount(1);
      await expectNoSidewaysScroll(page, page.locator('.table-scroll').filter({ has: table }));
      for (const row of await rows.all()) {
        await expectWithinWidth(page, row.getByRole('rowheader'));
        await expectWithinWidth(page, row.getByText(/^Quotation (Done|Request)$/));
        for (const button of await row.getByRole('button').all()) {
          await expectWithinWidth(page, button);
        }
        await expect(row.getByRole('button')).toHaveCount(3);
      }
      await expectNoA11yViolations(page, ['[data-live-announcer]']);
    });
  });
}
