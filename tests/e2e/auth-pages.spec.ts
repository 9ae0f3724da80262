import { api } from './support/api';
import { expect, expectNoA11yViolations, test } from './support/fixtures';

/** The public account pages never leave a visitor without a way on. */

test('sign-up and find-password lead back to sign-in', async ({ page }) => {
  for (const path of ['/sign-up', '/find-password']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoA11yViolations(page);
    await page.getByRole('link', { name: 'Back to sign in' }).click();
    await expect(page).toHaveURL(/\/sign-in$/);
  }
});

test('a failed reset links to a new code, and the code travels unquoted', async ({ page }) => {
  await page.goto('/change-password?email=nobody%40e2e.test&code=388607');
  await expect(page).toHaveURL(/code=388607$/);
  await page.getByLabel('New password', { exact: true }).fill('Newpass1!');
  await page.getByLabel('Confirm password').fill('Newpass1!');
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByText(/^Failed to reset password/)).toBeVisible();
  await expectNoA11yViolations(page);
  await page.getByRole('link', { name: 'Request a new code' }).click();
  await expect(page).toHaveURL(/\/find-password$/);
});

test('the sign-in lock message offers Forgot Password?', async ({ page, member }) => {
  // Wrong passwords until the account's sign-in is locked.
  for (let attempt = 0; attempt < 20; attempt++) {
    const { response } = await api.POST('/auth/member/login', {
      body: { email: member.email, password: 'Wrong123!' },
    });
    if (response.status === 429) break;
  }
  await page.goto('/sign-in');
  await page.getByLabel('Email').fill(member.email);
  await page.getByLabel('Password').fill(member.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText(/^Too many attempts\./)).toBeVisible();
  await expect(
    page.getByText('Forgot your password? Setting a new one also lifts this lock.'),
  ).toBeVisible();
  await expectNoA11yViolations(page);
  await page.getByRole('main').getByRole('link', { name: 'Forgot Password?' }).first().click();
  await expect(page).toHaveURL(/\/find-password$/);
});

test('sign-up tells "Password confirm is required." only once the confirmation was touched', async ({
  page,
}) => {
  await page.goto('/sign-up');
  const password = page.getByLabel('Password', { exact: true });
  await password.fill('Abcd123!');
  await password.blur();
  await expect(page.getByText('Password confirm is required.')).toHaveCount(0);
  const confirm = page.getByLabel('Password confirm');
  await confirm.focus();
  await confirm.blur();
  await expect(page.getByText('Password confirm is required.')).toBeVisible();
  // Once touched, changing the password checks the confirmation again.
  await confirm.fill('Abcd123!');
  await expect(page.getByText('Password confirm is required.')).toHaveCount(0);
  await password.fill('Abcd1234!');
  await expect(page.getByText('Passwords do not match.')).toBeVisible();
});
