import type { Locator } from '@playwright/test';
import { api, bearer } from './support/api';
import { expect, expectNoA11yViolations, test } from './support/fixtures';

/** How many lines the first text of an element takes on screen. */
const lineCount = (element: Locator) =>
  element.evaluate((el) => {
    const text = [...el.childNodes].find((node) => node.nodeType === Node.TEXT_NODE)!;
    const range = document.createRange();
    range.selectNodeContents(text);
    const tops = new Set(
      [...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)),
    );
    return tops.size;
  });

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('"See More +" keeps its "+" and a count of 7 digits stays whole in its tile', async ({
    memberPage: page,
  }) => {
    await expect(page.getByTestId('order-count-cartNumber')).toHaveText(/^\d+$/);
    for (const link of await page.getByRole('link', { name: /^See More \+/ }).all()) {
      expect(await lineCount(link)).toBe(1);
    }
    // The largest counts a member may have: every tile shows its number on one line, inside it.
    for (const key of ['cartNumber', 'quotationNumber', 'orderNumber', 'invoiceNumber']) {
      const count = page.getByTestId(`order-count-${key}`);
      await count.evaluate((el) => (el.textContent = '1,234,567'));
      expect(await lineCount(count)).toBe(1);
      const fits = await count.evaluate((el) => {
        const tile = el.closest('li')!.getBoundingClientRect();
        const box = el.getBoundingClientRect();
        return box.left >= tile.left && box.right <= tile.right;
      });
      expect(fits).toBe(true);
    }
  });
});

test('a long selection name is cut in the menu with the whole name as its tooltip', async ({
  memberPage: page,
  session,
}) => {
  const name = `Lengthy reading list for the spring term ${Date.now()}`.slice(0, 50);
  await api.POST('/member/cart/add/category', { headers: bearer(session), body: { name } });
  await page.reload();
  const link = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name });
  await expect(link).toHaveAttribute('title', name);
});

test('a pasted selection name over 50 characters is kept, told its limit and not confirmed', async ({
  memberPage: page,
}) => {
  const menu = page.getByRole('navigation', { name: 'Main' });
  await menu.getByRole('button', { name: 'Edit selections' }).click();
  await menu.getByRole('button', { name: 'Add selection' }).click();
  const create = page.getByRole('dialog', { name: 'Create and add a new cart' });
  const field = create.getByRole('textbox');
  await field.fill('Spring');
  const long = 'Spring reading list for the third-grade classes 2026'.padEnd(57, '!');
  await field.fill(long);
  await expect(field).toHaveValue(long);
  const limitMessage = create.getByText(/Up to 50 characters/);
  await expect(limitMessage).toHaveText('Up to 50 characters (now 57).');
  await expect(create.getByRole('button', { name: 'Confirm' })).toBeDisabled();
  await expectNoA11yViolations(page);
  await field.fill(long.slice(0, 50));
  await expect(limitMessage).toHaveCount(0);
  await expect(create.getByRole('button', { name: 'Confirm' })).toBeEnabled();
});

test('remove buttons name their chip; the drop zone is named in the form’s language', async ({
  memberPage: page,
}) => {
  await page.goto('/books');
  const author = page.getByRole('textbox', { name: 'Author', exact: true });
  await author.fill('Kim');
  await author.press('Enter');
  await expect(page.getByRole('button', { name: 'Remove Kim', exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Contact' }).click();
  const dialog = page.getByRole('dialog', { name: 'INQUIRIES' });
  await expect(
    dialog.getByRole('button', { name: /^Drop zone Drag and drop files here, or Attachments$/ }),
  ).toHaveCount(1);
  await expect(dialog.getByRole('button', { name: /드롭/ })).toHaveCount(0);
});
