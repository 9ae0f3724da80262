import { expect, expectNoA11yViolations, test } from './support/fixtures';

/**
 * A first visit whose code is cut by a drop (no service worker yet to answer for it): the page says
 * it could not load and starts by itself once the code can be had again, service worker included.
 * Each test's browser context is new, so nothing of the app is installed or cached in it. The
 * prerendered form held while its code is cut is Korean: that test is in first-visit-drop.ko.spec.ts.
 */
test.use({ serviceWorkers: 'allow' });

const entryScript = /\/assets\/index-[^/]+\.js$/;

test('cut while offline, the page starts once the browser is back online', async ({
  page,
  context,
}) => {
  await page.route(entryScript, (route) => route.abort('internetdisconnected'));
  await page.goto('/');
  const notice = page.getByRole('alert').filter({ hasText: 'The page could not load completely.' });
  await expect(notice).toBeVisible();
  await expectNoA11yViolations(page);
  await context.setOffline(true);
  await page.unroute(entryScript);
  await context.setOffline(false);
  // The app starts (here: signed out, so /sign-in).
  await expect(page.locator('html')).toHaveAttribute('data-started', /.+/, { timeout: 30_000 });
  await expect(page).toHaveURL(/\/sign-in/);
  await expect(notice).toHaveCount(0);
});
