import { createMember } from './support/api';
import { expect, expectNoA11yViolations, test } from './support/fixtures';

/**
 * Cancelling a request asks with buttons that say what they do: "Keep request" (focused, the safe
 * way out) and "Cancel request", which on a phone never comes first.
 */
test('the cancel-registration dialog on a phone: Keep request first and focused', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const pending = await createMember({ approved: false });
  await page.goto(`/waiting/${pending.id}?email=${encodeURIComponent(pending.email)}`);
  await page.getByRole('button', { name: 'Cancel Registration Request' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Cancel Registration Request' });
  const keep = dialog.getByRole('button', { name: 'Keep request' });
  const cancel = dialog.getByRole('button', { name: 'Cancel request' });
  await expect(keep).toBeFocused();
  await expect(cancel).toBeVisible();
  await expect(dialog.getByRole('button', { name: /^(Cancel|Confirm|Ok)$/ })).toHaveCount(0);
  const keepBox = (await keep.boundingBox())!;
  const cancelBox = (await cancel.boundingBox())!;
  // First in reading order: above it, or on the same line to its left.
  const keepIsFirst =
    keepBox.y + keepBox.height <= cancelBox.y ||
    (Math.abs(keepBox.y - cancelBox.y) < 2 && keepBox.x < cancelBox.x);
  expect(keepIsFirst).toBe(true);
  await expectNoA11yViolations(page, ['[data-live-announcer]']);
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/waiting\//);
});
