import { uniqueEmail } from './support/api';
import { expect, expectNoA11yViolations, test } from './support/fixtures';
import { verifyEmailOnSignUp } from './support/sign-up';

/**
 * Fields say their limits and never cut what is typed; phone numbers take the usual separators.
 * The sign-up and profile forms follow one set of rules: the contract's.
 */
test.describe.configure({ timeout: 120_000 });

test('sign-up tells each field’s limit and takes a phone number with hyphens as its digits', async ({
  page,
}) => {
  const email = uniqueEmail('limits');
  await page.goto('/sign-up');
  await verifyEmailOnSignUp(page, email);

  const password = page.getByLabel('Password', { exact: true });
  await password.fill('Abcdefgh1234!x');
  await password.blur();
  // Never cut to 12, never blamed on its characters.
  await expect(password).toHaveValue('Abcdefgh1234!x');
  await expect(page.getByText('Password can be up to 12 characters long.')).toBeVisible();
  await password.fill('Quill7!maple');
  await page.getByLabel('Password confirm').fill('Quill7!maple');

  const longName = '담'.repeat(101);
  await page.getByLabel('Contact Person').fill(longName);
  await page.getByLabel('Contact Number').fill('010-1234-5678');
  await page.getByLabel('Affiliation').fill('d'.repeat(201));
  await page.getByLabel('Institution Address').fill('1 Hyowon-ro, Suwon');
  await page.getByText('I agree to all of the following').click();
  await expect(page.getByText('Contact Person can be up to 100 characters long.')).toBeVisible();
  await expect(page.getByText('Affiliation can be up to 200 characters long.')).toBeVisible();
  await expect(page.getByLabel('Contact Number')).not.toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Contact Person')).toHaveValue(longName);
  const createAccount = page.getByRole('button', { name: 'Create Account' });
  await expect(createAccount).toBeDisabled();
  await expectNoA11yViolations(page, ['[data-live-announcer]']);

  await page.getByLabel('Contact Person').fill('담'.repeat(100));
  await page.getByLabel('Affiliation').fill('Suwon City Library');
  await expect(createAccount).toBeEnabled();
  const [register] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/api/v1/member/register')),
    createAccount.click(),
  ]);
  expect(register.status()).toBe(201);
  expect(register.request().postDataJSON()).toMatchObject({ phoneNumber: '01012345678' });
  await expect(page).toHaveURL(/\/waiting\//);
});

test('the profile’s new password over 12 characters is kept and told its limit', async ({
  memberPage: page,
}) => {
  await page.goto('/profile');
  const newPassword = page.getByLabel('New password', { exact: true });
  await newPassword.fill('Abcdefgh1234!x');
  await expect(newPassword).toHaveValue('Abcdefgh1234!x');
  await page.getByLabel('Current password').fill('Test1234!');
  await page.getByLabel('Confirm new password').fill('Abcdefgh1234!x');
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByText('Password can be up to 12 characters long')).toBeVisible();
  // What the field says is its hint and one message, the limit (not the mix of characters).
  await expect(newPassword).toHaveAccessibleDescription(
    '8 to 12 characters: letters, numbers and at least one of @$!%*#?& Password can be up to 12 characters long',
  );
});
