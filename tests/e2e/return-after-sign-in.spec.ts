import { expect, SESSION_KEY, test } from './support/fixtures';

/**
 * A session that ends mid-use (its tokens refused) sends the member to sign in; signing in again
 * goes back to the page they were on, and only ever to a page of the portal.
 */
test('after the session ends mid-use, signing in again lands where the member was', async ({
  memberPage: page,
  member,
}) => {
  await page.goto('/orders?period=3m');
  await expect(page.getByRole('heading', { level: 1, name: 'Order Inquiry' })).toBeVisible();

  // The server no longer knows the session's tokens (revoked, or expired beyond refreshing).
  await page.evaluate((key) => {
    for (const store of [localStorage, sessionStorage]) {
      const stored = store.getItem(key);
      if (!stored) continue;
      const session = JSON.parse(stored) as Record<string, unknown>;
      store.setItem(key, JSON.stringify({ ...session, token: 'revoked', refreshToken: 'revoked' }));
    }
  }, SESSION_KEY);
  await page.reload();

  await expect(page).toHaveURL(/\/sign-in\?redirect=/);
  await page.getByLabel('Email').fill(member.email);
  await page.getByLabel('Password').fill(member.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/orders\?.*period=3m/);
  await expect(page.getByRole('heading', { level: 1, name: 'Order Inquiry' })).toBeVisible();
});

test('a redirect to another site is refused: signing in goes home', async ({ page, member }) => {
  for (const target of ['https://evil.example/', '//evil.example/x', '/\\evil.example']) {
    await page.goto(`/sign-in?redirect=${encodeURIComponent(target)}`);
    await page.getByLabel('Email').fill(member.email);
    await page.getByLabel('Password').fill(member.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/$/);
    await page.evaluate(() => {
      localStorage.clear();
      sessionStorage.clear();
    });
  }
});
