import type { Page } from '@playwright/test';
import { addBooks, selectionOf } from './support/api';
import { expect, expectNoA11yViolations as axeScan, test } from './support/fixtures';

// React Aria's visually hidden live announcer may point at a label that is already gone.
const expectNoA11yViolations = (page: Page) => axeScan(page, ['[data-live-announcer]']);

test('a quantity above 9,999 is never changed: the field keeps it and says the limit', async ({
  memberPage: page,
  session,
}) => {
  const [book] = await addBooks(session, [1]);
  await page.goto('/cart/public');
  const quantity = page.getByRole('textbox', { name: `Quantity of ${book!.title}` });
  await expect(quantity).toHaveValue('1');

  await quantity.fill('12000');
  await quantity.blur();
  await expect(quantity).toHaveValue('12000');
  await expect(quantity).toHaveAttribute('aria-invalid', 'true');
  const limitMessage = page.getByText('Enter a whole number from 1 to 9,999.');
  await expect(limitMessage).toBeVisible();
  await expect(quantity).toHaveAccessibleDescription('Enter a whole number from 1 to 9,999.');
  await expectNoA11yViolations(page);

  // The + button goes no further than the limit either, and the message goes with a good value.
  await quantity.fill('9999');
  await expect(quantity).not.toHaveAttribute('aria-invalid');
  await expect(limitMessage).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Increase|증가/ })).toBeDisabled();
  expect((await selectionOf(session)).books[0]?.quantity).toBe(1);
});
