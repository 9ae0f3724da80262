import { expect, expectNoA11yViolations, test } from './support/fixtures';

/**
 * A first visit whose code is cut by a drop (no service worker yet to answer for it): the page says
 * it could not load and starts by itself once the code can be had again, service worker included.
 * Each test's browser context is new, so nothing of the app is installed or cached in it.
 */
test.use({ serviceWorkers: 'allow' });

const entryScript = /\/assets\/index-[^/]+\.js$/;

test('a first visit whose code is cut says so, and starts by itself when the line returns', async ({
  page,
}) => {
  let cut = true;
  await page.route(entryScript, (route) =>
    cut ? route.abort('connectionreset') : route.fallback(),
  );
  await page.goto('/sign-in');
  const notice = page.getByRole('alert').filter({ hasText: 'The page could not load completely.' });
  await expect(notice).toBeVisible();
  // The prerendered form is shown, held until its code runs: nothing typed is taken and lost.
  await expect(page.getByRole('button', { name: 'Log in' })).toBeDisabled();
  await expectNoA11yViolations(page);

  // The line returns: the watchdog's next try gets the code, the page reloads and starts.
  cut = false;
  await expect(page.locator('html')).toHaveAttribute('data-started', /.+/, { timeout: 30_000 });
  await expect(notice).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Log in' })).toBeEnabled();
  // The service worker whose install the drop prevented is installed now.
  await expect
    .poll(
      () =>
        page.evaluate(
          async () => (await navigator.serviceWorker.getRegistration())?.active?.state ?? null,
        ),
      { timeout: 60_000 },
    )
    .toBe('activated');
});

test('cut while offline, the page starts once the browser is back online', async ({
  page,
  context,
}) => {
  await page.route(entryScript, (route) => route.abort('internetdisconnected'));
  await page.goto('/');
  const notice = page.getByRole('alert').filter({ hasText: 'The page could not load completely.' });
  await expect(notice).toBeVisible();
  await context.setOffline(true);
  await page.unroute(entryScript);
  await context.setOffline(false);
  // The app starts (here: signed out, so /sign-in).
  await expect(page.locator('html')).toHaveAttribute('data-started', /.+/, { timeout: 30_000 });
  await expect(page).toHaveURL(/\/sign-in/);
  await expect(notice).toHaveCount(0);
});
