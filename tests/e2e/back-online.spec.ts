import { expect, expectNoA11yViolations, test } from './support/fixtures';
import { controlledByServiceWorker } from './support/service-worker';

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
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  await expectNoA11yViolations(page);

  await page.context().setOffline(false);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title, { timeout: 20_000 });
  await expect(offline).toHaveCount(0);
});
