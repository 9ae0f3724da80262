import type { Page } from '@playwright/test';
import { admin, createMember, type MemberAccount } from './support/api';
import { expect, expectNoA11yViolations, SESSION_KEY, test } from './support/fixtures';

/**
 * The waiting page asks whether the registration has been approved (on opening, on focus, every
 * 30 s); an approved member goes on to the home with the session they have, without signing in
 * again.
 */

test.describe.configure({ timeout: 120_000 });

/** Signs the pending member in through the form, which leads to the waiting page. */
async function signInPending(page: Page, pending: MemberAccount) {
  await page.goto('/sign-in');
  await page.getByLabel('Email').fill(pending.email);
  await page.getByLabel('Password').fill(pending.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(new RegExp(`/waiting/${pending.id}\\?`));
  await expect(
    page.getByRole('heading', { name: 'Your registration is under review' }),
  ).toBeVisible();
}

const storedApproval = (page: Page) =>
  page.evaluate((key) => {
    const raw = localStorage.getItem(key) ?? sessionStorage.getItem(key);
    return raw ? (JSON.parse(raw) as { isApproved: boolean }).isApproved : null;
  }, SESSION_KEY);

async function expectHome(page: Page, pending: MemberAccount) {
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(pending.name);
  expect(await storedApproval(page)).toBe(true);
}

test('an open waiting page notices the approval when the window regains focus', async ({
  page,
}) => {
  const pending = await createMember({ approved: false });
  await signInPending(page, pending);
  // React Aria's live announcer keeps the pressed Log in button's label after the page changed.
  await expectNoA11yViolations(page, ['[data-live-announcer]']);
  // Not yet approved: focus asks, and the page stays.
  const asked = page.waitForResponse((r) => r.url().endsWith('/auth/member/refresh'));
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
  expect((await (await asked).json()).isApproved).toBe(false);
  await expect(page).toHaveURL(/\/waiting\//);

  await admin('approve', pending.email);
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
  await expectHome(page, pending);
});

test('an open waiting page asks again every 30 seconds', async ({ page }) => {
  const pending = await createMember({ approved: false });
  await page.clock.install();
  await signInPending(page, pending);
  await admin('approve', pending.email);
  await expect(page).toHaveURL(/\/waiting\//);
  await page.clock.runFor(30_000);
  await expectHome(page, pending);
});

test('approved while away, the member opening the portal goes to the home', async ({ page }) => {
  const pending = await createMember({ approved: false });
  await signInPending(page, pending);
  await page.goto('/sign-in');
  await admin('approve', pending.email);
  // The stored session still says "not approved": the guard sends to the waiting page, which asks.
  await page.goto('/');
  await expectHome(page, pending);
  await page.reload();
  await expectHome(page, pending);
});

test('Go back ends the waiting member’s session', async ({ page }) => {
  const pending = await createMember({ approved: false });
  await signInPending(page, pending);
  await page.getByRole('button', { name: 'Go back' }).click();
  await expect(page).toHaveURL(/\/sign-in$/);
  expect(await storedApproval(page)).toBeNull();
  await page.goto('/');
  await expect(page).toHaveURL(/\/sign-in/);
});
