import type { Page } from '@playwright/test';
import { pageFilmingBarcode } from './support/camera';
import { catalogueBooks, isbn10Of } from './support/catalogue-books';
import { E2E_BASE_URL } from './support/env';
import { expect, expectNoA11yViolations, test } from './support/fixtures';

/**
 * Scan in Add by ISBN with a camera: Chromium's fake camera fed a generated video of a real
 * EAN-13 barcode (a catalogue book's ISBN), in a browser of its own launched with the fake-camera
 * switches. Debian's Chromium on Linux has no BarcodeDetector, so this is the WebAssembly path.
 */

test.describe.configure({ timeout: 120_000 });

const panel = (page: Page) => page.getByRole('dialog', { name: /^Add by ISBN/ });

test('Scan reads a real EAN-13 from the camera with the portal’s own WebAssembly reader, counts a held book once, and Undo takes it back', async ({
  session,
}, testInfo) => {
  const [book] = await catalogueBooks(session, 1);
  if (!book) throw new Error('The seeded catalogue has too few ISBN-13 books');
  const { browser, page } = await pageFilmingBarcode(
    session,
    book.isbn,
    testInfo.outputPath('barcode.y4m'),
  );
  try {
    await page.goto('/cart/public');
    await page.getByRole('button', { name: 'Add by ISBN' }).click();
    await expect(panel(page)).toBeVisible();
    expect(await page.evaluate(() => 'BarcodeDetector' in window)).toBe(false);

    // The reader's .wasm comes from the portal itself, when Scan is first pressed.
    const wasm = page.waitForRequest((request) => request.url().endsWith('.wasm'));
    await panel(page).getByRole('button', { name: 'Scan', exact: true }).click();
    expect((await wasm).url()).toMatch(
      new RegExp(`^${E2E_BASE_URL}/assets/zxing_reader-.+\\.wasm$`),
    );
    const scanner = panel(page).getByRole('region', { name: 'Scan barcodes' });
    await expect(scanner).toHaveAttribute('data-detector', 'polyfill');
    await expect(scanner).toContainText('1 scanned');
    await expect(scanner).toContainText(book.title);
    // The beep and the vibration have a visible, announced equivalent (KWCAG 4.2.1): the count and
    // the book read, in a polite live region of the panel.
    const announced = scanner.locator('[aria-live="polite"]');
    await expect(announced).toBeVisible();
    await expect(announced).toContainText('1 scanned');
    await expect(announced).toContainText(`${book.title} (${book.isbn})`);
    // No holdings on this device: nothing is marked owned.
    await expect(scanner).not.toContainText('Owned');
    const field = panel(page).getByLabel('ISBNs', { exact: true });
    await expect(field).toHaveValue(`${book.isbn}\n`);
    // The book stays in front of the camera, frame after frame: it still counts once.
    await expect(scanner).toContainText(book.title);
    await expect(scanner).toContainText('1 scanned');
    await expectNoA11yViolations(page, ['[data-live-announcer]']);

    // Undo takes the read back; the book still in view is then read again.
    await scanner.getByRole('button', { name: 'Undo last' }).click();
    await expect(scanner).toContainText('1 scanned');
    await expect(field).toHaveValue(`${book.isbn}\n`);
    await panel(page).getByRole('button', { name: 'Stop scanning' }).click();
    await expect(scanner).toBeHidden();
  } finally {
    await browser.close();
  }
});

test('a hand scanner, typing digits and Enter into the ISBNs field, adds a line that Check finds', async ({
  memberPage: page,
  session,
}) => {
  const [book, other] = await catalogueBooks(session, 2);
  if (!book || !other) throw new Error('The seeded catalogue has too few ISBN-13 books');
  await page.goto('/cart/public');
  await page.getByRole('button', { name: 'Add by ISBN' }).click();
  const field = panel(page).getByLabel('ISBNs', { exact: true });
  await field.fill(`${book.isbn}\n`);
  // The digits and Enter as fast key presses, without the camera.
  await field.focus();
  await page.keyboard.press('End');
  await page.keyboard.type(other.isbn);
  await page.keyboard.press('Enter');
  await expect(field).toHaveValue(`${book.isbn}\n${other.isbn}\n`);
  await panel(page).getByRole('button', { name: 'Check' }).click();
  const preview = panel(page).getByRole('table', { name: 'Checked ISBNs' });
  await expect(preview.locator('tr[data-kind="found"]')).toHaveCount(2);
  await expect(preview).toContainText(other.title);
});

test('without a camera the panel says why, and the ISBNs field still works', async ({
  memberPage: page,
}) => {
  // The test browser has no camera device.
  await page.goto('/cart/public');
  await page.getByRole('button', { name: 'Add by ISBN' }).click();
  await panel(page).getByRole('button', { name: 'Scan', exact: true }).click();
  const scanner = panel(page).getByRole('region', { name: 'Scan barcodes' });
  await expect(scanner.getByRole('alert')).toHaveText(
    /No camera was found|The camera may not be used|The camera could not be started/,
  );
  await expect(panel(page).getByLabel('ISBNs', { exact: true })).toBeEditable();
});

test('a scanned book the library holds is marked “Owned 소장” with its copies, from the holdings on the device', async ({
  session,
}, testInfo) => {
  const [held] = await catalogueBooks(session, 1);
  if (!held) throw new Error('The seeded catalogue has too few ISBN-13 books');
  const { browser, page } = await pageFilmingBarcode(
    session,
    held.isbn,
    testInfo.outputPath('held.y4m'),
  );
  try {
    // The holdings live on this device: two copies of the held book (its ISBN-13 and ISBN-10).
    await page.goto('/holdings');
    await expect(page.getByRole('heading', { level: 1, name: 'Library holdings' })).toBeVisible();
    await page.getByLabel('Or paste ISBNs').fill(`${held.isbn}\n${isbn10Of(held.isbn)}`);
    await page.getByRole('button', { name: 'Read', exact: true }).click();
    await page.getByRole('button', { name: 'Replace the holdings' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Holdings saved' })).toBeVisible();

    await page.goto('/cart/public');
    await page.getByRole('button', { name: 'Add by ISBN' }).click();
    await panel(page).getByRole('button', { name: 'Scan', exact: true }).click();
    const scanner = panel(page).getByRole('region', { name: 'Scan barcodes' });
    await expect(scanner).toContainText(held.title);
    await expect(scanner).toContainText('Owned 소장 · 2 copies');
    await expectNoA11yViolations(page, ['[data-live-announcer]']);
  } finally {
    await browser.close();
  }
});
