import { expect, expectNoA11yViolations, test } from './support/fixtures';

/**
 * A first visit of /sign-in whose code is cut by a drop (no service worker yet to answer for it),
 * on a Korean browser (this file runs in the Korean project): the build's Korean form is shown and
 * held, the page says in Korean that it could not load, and starts by itself once the code can be
 * had again, service worker included. The English side is in first-visit-drop.spec.ts.
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
  const notice = page.getByRole('alert').filter({ hasText: '페이지를 모두 불러오지 못했습니다.' });
  await expect(notice).toBeVisible();
  // The prerendered form is shown, held until its code runs: nothing typed is taken and lost.
  await expect(page.getByRole('button', { name: '로그인', exact: true })).toBeDisabled();
  await expectNoA11yViolations(page);

  // The line returns: the watchdog's next try gets the code, the page reloads and starts.
  cut = false;
  await expect(page.locator('html')).toHaveAttribute('data-started', /.+/, { timeout: 30_000 });
  await expect(notice).toHaveCount(0);
  await expect(page.getByRole('button', { name: '로그인', exact: true })).toBeEnabled();
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
