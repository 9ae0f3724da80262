import { expect, type Page } from '@playwright/test';
import { selectionTable } from './locators';

/** Opens the default selection (My Selection) and waits for its first book row. */
export async function openSelection(page: Page) {
  await page.goto('/cart/public');
  await expect(page.getByRole('heading', { level: 1, name: 'My Selection' })).toBeVisible();
  await expect(selectionTable(page).getByRole('row').nth(1)).toBeVisible();
}

/**
 * Renames the selection open on the page through its "More actions" menu; returns once the
 * dialog has closed (offline, the rename then waits in the queue).
 */
export async function renameOpenSelection(page: Page, name: string) {
  await page.getByRole('button', { name: 'More actions for this selection' }).click();
  await page.getByRole('menuitem', { name: 'Rename' }).click();
  const rename = page.getByRole('dialog', { name: 'Change the name of Selection' });
  await rename.getByRole('textbox').fill(name);
  await rename.getByRole('button', { name: 'Confirm' }).click();
  await expect(rename).toBeHidden();
}
