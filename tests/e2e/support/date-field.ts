import type { Locator, Page } from '@playwright/test';

/** A date field of the kit (src/ui/date-field.tsx), found by its label: a group of spin buttons. */
export const dateField = (page: Page, label: string) =>
  page.getByRole('group', { name: label, exact: true });

/** Types a YYYY-MM-DD date into a date field as a member does: digits from its first part on. */
export async function typeDate(field: Locator, date: string) {
  await field.getByRole('spinbutton').first().click();
  await field.page().keyboard.type(date.replaceAll('-', ''));
}
