import type { Page } from '@playwright/test';

/** The side menu (the member layout's main navigation; on a narrow screen, inside the drawer). */
export const sideMenu = (page: Page) => page.getByRole('navigation', { name: 'Main' });

/** The top bar's count of edits waiting for the server. */
export const pendingEdits = (page: Page) => page.getByTestId('pending-edits');

/** The selection page's table of books. */
export const selectionTable = (page: Page) => page.getByRole('table', { name: /^Books of / });

/** The selection page's row of the book with this title. */
export const selectionRow = (page: Page, title: string) =>
  selectionTable(page)
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: title }) });
