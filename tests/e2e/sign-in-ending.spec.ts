import type { Page } from '@playwright/test';
import { startExtraServer, type ExtraServer } from './support/extra-server';
import { E2E_PORT } from './support/env';
import { expect, expectNoA11yViolations, SESSION_KEY, test, toast } from './support/fixtures';

/**
 * A sign-in ends at its absolute lifetime (KWCAG 2.2.1 응답시간 조절, docs/accessibility.md): a
 * minute before, the portal warns and lets the member stay signed in with their password. Against
 * a second server whose sign-ins last 90 seconds (SESSION_LIFETIME_SECONDS), so the warning comes
 * 30 s after signing in.
 */
const PORT = E2E_PORT + 30;
const LIFETIME_SECONDS = 90;

let server: ExtraServer;

test.describe.configure({ mode: 'serial', timeout: 180_000 });
test.use({ baseURL: `http://127.0.0.1:${PORT}` });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startExtraServer({
    port: PORT,
    dataDir: '.e2e-sign-in-ending',
    overrides: { SESSION_LIFETIME_SECONDS: String(LIFETIME_SECONDS) },
  });
});

test.afterAll(async () => {
  await server?.stop();
});

/** A new member of the short-lived server, signed in with the form (without Stay signed in). */
async function signedIn(page: Page) {
  const member = await server.createMember();
  await page.goto('/sign-in');
  await page.getByLabel('Email').fill(member.email);
  await page.getByLabel('Password').fill(member.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  return member;
}

/** When the stored sign-in ends (ms), as the page keeps it. */
const storedEnd = (page: Page) =>
  page.evaluate((key) => {
    const raw = sessionStorage.getItem(key) ?? localStorage.getItem(key);
    const endsAt = raw ? (JSON.parse(raw) as { endsAt?: string }).endsAt : undefined;
    return endsAt === undefined ? NaN : Date.parse(endsAt);
  }, SESSION_KEY);

test('a minute before the sign-in ends, an announced warning lets the member stay signed in with their password', async ({
  page,
}) => {
  const member = await signedIn(page);
  await expect(page.getByTestId('order-count-cartNumber')).toHaveText(/^\d+$/, {
    timeout: 30_000,
  });
  const firstEnd = await storedEnd(page);
  expect(firstEnd - Date.now()).toBeLessThanOrEqual(LIFETIME_SECONDS * 1000);

  // An alertdialog: screen readers announce it as it opens, and focus is in its password field.
  const warning = page.getByRole('alertdialog', { name: 'Your sign-in ends soon' });
  await expect(warning).toBeVisible({ timeout: 60_000 });
  const password = warning.getByLabel('Password');
  await expect(password).toBeFocused();
  await expect(warning).toContainText(/ends at \d\d:\d\d/);
  await expectNoA11yViolations(page, ['[data-live-announcer]']);

  await password.fill('Not-the-password9!');
  await warning.getByRole('button', { name: 'Stay signed in' }).click();
  await expect(warning.getByText(/not valid/)).toBeVisible();

  await password.fill(member.password);
  await password.press('Enter');
  await expect(warning).toBeHidden();
  await expect(toast(page, 'You stay signed in.')).toBeVisible();
  const secondEnd = await storedEnd(page);
  expect(secondEnd).toBeGreaterThan(firstEnd);

  // The new sign-in has its own end, warned a minute before in turn.
  await expect(warning).toBeVisible({ timeout: 60_000 });
  // As the page tells the time (its time zone).
  const secondEndShown = await page.evaluate((end) => {
    const at = new Date(end);
    const two = (n: number) => String(n).padStart(2, '0');
    return `${two(at.getHours())}:${two(at.getMinutes())}`;
  }, secondEnd);
  await expect(warning).toContainText(`ends at ${secondEndShown}`);
  await warning.getByRole('button', { name: 'Later' }).click();
  await expect(warning).toBeHidden();

  // Past the first sign-in's end, the member is still signed in and the pages load.
  await page.waitForFunction((end) => Date.now() > end + 1_000, firstEnd, {
    timeout: 90_000,
    polling: 500,
  });
  const orders = page.waitForResponse((response) =>
    new URL(response.url()).pathname.startsWith('/api/v1/member/order/all'),
  );
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Order Inquiry' })
    .click();
  expect((await orders).status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Order Inquiry' })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/orders');
});

test('Later leaves the sign-in to end: the member is then asked to sign in again', async ({
  page,
}) => {
  await signedIn(page);
  const warning = page.getByRole('alertdialog', { name: 'Your sign-in ends soon' });
  await expect(warning).toBeVisible({ timeout: 60_000 });
  await warning.getByRole('button', { name: 'Later' }).click();
  await expect(warning).toBeHidden();
  const end = await storedEnd(page);
  await page.waitForFunction((at) => Date.now() > at + 1_000, end, {
    timeout: 90_000,
    polling: 500,
  });
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Order Inquiry' })
    .click();
  await expect(page).toHaveURL(/\/sign-in/, { timeout: 30_000 });
});
