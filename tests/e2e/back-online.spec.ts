import { expect, expectNoA11yViolations, storeSession, test } from './support/fixtures';
import { controlledByServiceWorker } from './support/service-worker';
import { notAvailableOffline } from './support/locators';

// As a member uses it: the app's code installed, only the data needs the line.
test.use({ serviceWorkers: 'allow' });

/**
 * A page that could not open during a short loss of connection opens by itself when the line is
 * back, and offers Try again meanwhile.
 */
test('a book opened during a blip says it is not available offline, then opens by itself', async ({
  memberPage: page,
}) => {
  await page.goto('/books');
  await controlledByServiceWorker(page);
  const bookLink = (row: number) =>
    page.getByRole('table').first().getByRole('row').nth(row).getByRole('link');
  // One book opened while online (the page's code is on the device), then back to the list.
  await bookLink(1).click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goBack();
  await expect(bookLink(2)).toBeVisible();
  const title = (await bookLink(2).innerText()).trim();

  await page.context().setOffline(true);
  await bookLink(2).click();
  const offline = page.getByText(
    'This book has not been opened before and is not available offline.',
  );
  await expect(offline).toBeVisible();
  await expect(notAvailableOffline(page)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  await expectNoA11yViolations(page);

  await page.context().setOffline(false);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title, { timeout: 20_000 });
  await expect(offline).toHaveCount(0);
});

test('a catalogue page never loaded says so offline, then loads by itself when the line is back', async ({
  memberPage: page,
}) => {
  await page.goto('/books');
  await controlledByServiceWorker(page);
  const table = page.getByRole('table').first();
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  const firstOfPageOne = (await table.getByRole('row').nth(1).getByRole('link').innerText()).trim();

  await page.context().setOffline(true);
  await page
    .getByRole('navigation', { name: / pages$/ })
    .first()
    .getByRole('button', { name: 'Page 2' })
    .click();
  const offline = page.getByText('This page is not available offline.');
  await expect(offline).toBeVisible();
  await expect(notAvailableOffline(page)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();

  // No Try again pressed: the list of page 2 comes by itself.
  await page.context().setOffline(false);
  await expect(offline).toHaveCount(0, { timeout: 20_000 });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  expect((await table.getByRole('row').nth(1).getByRole('link').innerText()).trim()).not.toBe(
    firstOfPageOne,
  );
});

test('home cards never loaded say so offline, then load by themselves when the line is back', async ({
  page,
  session,
}) => {
  // Home never opened on this device: the member starts on the catalogue.
  await storeSession(page, session);
  await page.goto('/books');
  await controlledByServiceWorker(page);
  await expect(page.getByRole('table').first().getByRole('row').nth(1)).toBeVisible();

  await page.context().setOffline(true);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
  const notAvailable = page.getByText('Not available offline');
  await expect(notAvailable.first()).toBeVisible();
  await expectNoA11yViolations(page);

  await page.context().setOffline(false);
  await expect(notAvailable).toHaveCount(0, { timeout: 20_000 });
  await expect(page.getByTestId('order-count-cartNumber')).toHaveText(/^\d+$/);
});
