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

/** The selection page's notice that edits are not saved yet. */
export const unsavedChanges = (page: Page) => page.getByText('You have unsaved changes.');

/**
 * The notice of a page or a book that cannot be shown offline (never opened on this device).
 * back-online.spec.ts shows it present for both; elsewhere its absence proves a page opened.
 */
export const notAvailableOffline = (page: Page) =>
  page.getByText(/not available offline|not been opened before/);
