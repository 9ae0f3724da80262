import type { Page } from '@playwright/test';
import { api } from './support/api';
import { SESSION_KEY, expect, expectNoA11yViolations, test, toasts } from './support/fixtures';

const field = (page: Page, label: string) =>
  page.getByRole('textbox', { name: label, exact: true });

/** Counts the saves of the account information the page sends from now on. */
function countProfileSaves(page: Page) {
  const posted = { count: 0 };
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/v1/member/me')) {
      posted.count += 1;
    }
  });
  return posted;
}

async function login(email: string, password: string) {
  const { response } = await api.POST('/auth/member/login', { body: { email, password } });
  return response.status;
}

/** The password form of /profile, opened. */
async function passwordForm(page: Page) {
  await page.goto('/profile');
  return {
    current: page.getByLabel('Current password'),
    next: page.getByLabel('New password', { exact: true }),
    confirm: page.getByLabel('Confirm new password'),
    submit: page.getByRole('button', { name: 'Change Password' }),
  };
}

test.describe('account information', () => {
  test('the account information is read-only until Modify; the e-mail stays read-only and says why', async ({
    memberPage: page,
    member,
  }) => {
    await page.goto('/profile');
    await expect(
      page.getByRole('heading', { name: 'Account Information', level: 1 }),
    ).toBeVisible();
    await expect(field(page, 'Contact Person')).toHaveValue(member.name);
    await expect(field(page, 'Email')).toHaveValue(member.email);
    // Read-only until Modify (docs/product/profile.md#info).
    for (const label of [
      'Contact Person',
      'Email',
      'Contact Number',
      'Affiliation',
      'Institution Address',
    ]) {
      await expect(field(page, label)).toHaveAttribute('readonly', '');
    }
    await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
    await expectNoA11yViolations(page);

    await page.getByRole('button', { name: 'Modify' }).click();
    await expect(field(page, 'Contact Person')).toBeFocused();
    await expect(field(page, 'Contact Person')).not.toHaveAttribute('readonly', '');
    await expect(page.getByRole('button', { name: 'Save' })).toBeVisible();
    await expect(field(page, 'Email')).toHaveAttribute('readonly', '');
    await expect(field(page, 'Email')).toHaveAccessibleDescription(
      /sign-in name and cannot be changed/,
    );
    await expectNoA11yViolations(page);
  });

  test('Save with Contact Person empty or letters in the phone number says why and sends nothing', async ({
    memberPage: page,
  }) => {
    await page.goto('/profile');
    await page.getByRole('button', { name: 'Modify' }).click();
    const posted = countProfileSaves(page);
    // As sign-up, the fields are checked as the member types, before Save.
    await field(page, 'Contact Person').fill('');
    await field(page, 'Contact Number').fill('02-123 ext');
    await expect(page.getByText('Contact Person is required.')).toBeVisible();
    await expect(page.getByText('Please enter numbers only.')).toBeVisible();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Contact Person is required.')).toBeVisible();
    expect(posted.count).toBe(0);
  });

  test('Save sends the trimmed values, says so, greets the member by the new name, and a reload shows them', async ({
    memberPage: page,
    member,
  }) => {
    await page.goto('/profile');
    await page.getByRole('button', { name: 'Modify' }).click();
    await field(page, 'Contact Person').fill('  새 담당자  ');
    // Typed with the usual separators: the digits are kept.
    await field(page, 'Contact Number').fill('031-987-6543');
    await field(page, 'Affiliation').fill('Busan Book Library');
    await field(page, 'Institution Address').fill('2 Jungang-daero, Busan');
    const [saved] = await Promise.all([
      page.waitForResponse(
        (r) => r.request().method() === 'POST' && r.url().endsWith('/api/v1/member/me'),
      ),
      page.getByRole('button', { name: 'Save' }).click(),
    ]);
    // What the server now holds: trimmed values, the e-mail unchanged.
    expect(saved.status()).toBe(200);
    expect(await saved.json()).toEqual({
      name: '새 담당자',
      email: member.email,
      phoneNumber: '0319876543',
      department: 'Busan Book Library',
      address: '2 Jungang-daero, Busan',
      // Untouched by the form: the school year still starts in March, no institution given.
      schoolYearStartMonth: 3,
      institutionName: '',
      institutionNumber: '',
      officeEmail: '',
    });
    await expect(
      toasts(page).filter({ hasText: 'Account information has been updated.' }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Modify' })).toBeFocused();
    await expect(field(page, 'Contact Person')).toHaveAttribute('readonly', '');
    // The top bar greets the member by the new name.
    await expect(page.locator('.top-bar')).toContainText('새 담당자');

    await page.reload();
    await expect(field(page, 'Contact Person')).toHaveValue('새 담당자');
    await expect(field(page, 'Contact Number')).toHaveValue('0319876543');
    await expect(field(page, 'Affiliation')).toHaveValue('Busan Book Library');
    await expect(field(page, 'Institution Address')).toHaveValue('2 Jungang-daero, Busan');
  });

  test('the institution: the profile says what the documents lack until it is given, a wrong check digit is told at its field', async ({
    memberPage: page,
  }) => {
    await page.goto('/profile');
    const lacking = page.getByText(/still lack:/);
    await expect(lacking).toHaveText(
      'The quotation and the statement of delivery (견적서, 거래명세서) still lack: Institution Name, Registration Number.',
    );
    await page.getByRole('button', { name: 'Modify' }).click();
    const posted = countProfileSaves(page);
    await field(page, 'Institution Name').fill('한빛초등학교');
    // The last digit is not the check of the first nine.
    await field(page, 'Registration Number').fill('211-86-00003');
    await expect(
      page.getByText('This number is not valid. Please check its digits.'),
    ).toBeVisible();
    await expect(field(page, 'Registration Number')).toHaveAttribute('aria-invalid', 'true');
    await page.getByRole('button', { name: 'Save' }).click();
    expect(posted.count).toBe(0);
    await expectNoA11yViolations(page);

    await field(page, 'Registration Number').fill('211-86-00002');
    await field(page, 'Office E-mail for Documents').fill('office@hanbit-es.example');
    const [saved] = await Promise.all([
      page.waitForResponse(
        (r) => r.request().method() === 'POST' && r.url().endsWith('/api/v1/member/me'),
      ),
      page.getByRole('button', { name: 'Save' }).click(),
    ]);
    expect(await saved.json()).toMatchObject({
      institutionName: '한빛초등학교',
      institutionNumber: '2118600002',
      officeEmail: 'office@hanbit-es.example',
    });
    // Read again, the number is printed with its dashes and nothing is lacking.
    await expect(field(page, 'Registration Number')).toHaveValue('211-86-00002');
    await expect(field(page, 'Registration Number')).toHaveAttribute('readonly', '');
    await expect(lacking).toHaveCount(0);
    await page.reload();
    await expect(field(page, 'Institution Name')).toHaveValue('한빛초등학교');
    await expect(field(page, 'Office E-mail for Documents')).toHaveValue(
      'office@hanbit-es.example',
    );
  });

  test('Cancel restores what the server has and goes back to read-only, sending nothing', async ({
    memberPage: page,
    member,
  }) => {
    await page.goto('/profile');
    const affiliation = await field(page, 'Affiliation').inputValue();
    expect(affiliation).not.toBe('');
    await page.getByRole('button', { name: 'Modify' }).click();
    const posted = countProfileSaves(page);
    await field(page, 'Contact Person').fill('Temporary');
    await field(page, 'Affiliation').fill('');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(field(page, 'Contact Person')).toHaveValue(member.name);
    await expect(field(page, 'Affiliation')).toHaveValue(affiliation);
    await expect(field(page, 'Contact Person')).toHaveAttribute('readonly', '');
    await expect(page.getByRole('button', { name: 'Modify' })).toBeVisible();
    expect(posted.count).toBe(0);
  });

  test('the password rules are told before anything is sent', async ({ memberPage: page }) => {
    const { next, confirm, submit } = await passwordForm(page);

    // The rules of docs/product/profile.md#password, told before anything is sent.
    await submit.click();
    await expect(page.getByText('Please enter your current password.')).toBeVisible();
    await expect(page.getByText('Please enter your new password.')).toHaveCount(2);
    await next.fill('Ab1!');
    await confirm.fill('Ab1!');
    await confirm.blur();
    await expect(page.getByText('Password must be at least 8 characters long')).toHaveCount(2);
    await next.fill('abcdefgh');
    await expect(
      page.getByText(
        'Password must include a combination of letters, numbers, and special characters',
      ),
    ).toBeVisible();
    await next.fill('NewPass1!');
    await confirm.fill('NewPass2!');
    await expect(page.getByText('Passwords do not match')).toBeVisible();
    await expectNoA11yViolations(page);
  });

  test('a wrong current password fails with the server’s message, said once, and keeps the password', async ({
    memberPage: page,
    member,
  }) => {
    const { current, next, confirm, submit } = await passwordForm(page);
    // The server's message, said once (the toast); the field takes the focus for another try.
    await current.fill('Wrong999!');
    await next.fill('NewPass1!');
    await confirm.fill('NewPass1!');
    await submit.click();
    await expect(toasts(page).filter({ hasText: 'The password does not match.' })).toHaveCount(1);
    await expect(current).toBeFocused();
    await expect(page.getByRole('main').getByText('The password does not match.')).toHaveCount(0);
    await expect(toasts(page).filter({ hasText: 'Failed to change password.' })).toHaveCount(0);
    expect(await login(member.email, member.password)).toBe(200);
  });

  test('the right current password changes it: only the new password signs in', async ({
    memberPage: page,
    member,
  }) => {
    const { current, next, confirm, submit } = await passwordForm(page);
    await current.fill(member.password);
    await next.fill('NewPass1!');
    await confirm.fill('NewPass1!');
    await submit.click();
    await expect(toasts(page).filter({ hasText: 'Password has been changed.' })).toBeVisible();
    await expect(current).toHaveValue('');
    await expect(next).toHaveValue('');

    // Only the new password signs in: the API refuses the old one...
    expect(await login(member.email, member.password)).toBe(401);
    // ...and the sign-in form accepts the new one.
    await page.evaluate((key) => {
      localStorage.removeItem(key);
      sessionStorage.removeItem(key);
    }, SESSION_KEY);
    await page.goto('/sign-in');
    await page.getByLabel('Email').fill(member.email);
    await page.getByLabel('Password').fill('NewPass1!');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('.top-bar')).toContainText(member.name);
  });

  test('deleting the account: a wrong password keeps it; the right one logs out for good', async ({
    memberPage: page,
    member,
  }) => {
    test.slow(); // many steps, each a round trip to the server
    await page.goto('/profile');
    await page.getByRole('button', { name: 'Delete Account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete Account' });
    await expect(dialog).toBeVisible();
    const password = dialog.getByLabel('Password');
    await expect(password).toBeFocused();
    await expectNoA11yViolations(page);

    const confirm = dialog.getByRole('button', { name: 'Delete Account' });
    await confirm.click();
    await expect(dialog.getByText('Please enter your current password.')).toBeVisible();

    await password.fill('Wrong999!');
    await confirm.click();
    await expect(dialog.getByText('The password does not match.')).toBeVisible();
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(/\/profile$/);
    expect(await login(member.email, member.password)).toBe(200);

    // Cancel closes it and nothing happens.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);

    await page.getByRole('button', { name: 'Delete Account' }).click();
    await dialog.getByLabel('Password').fill(member.password);
    await dialog.getByRole('button', { name: 'Delete Account' }).click();
    await expect(
      toasts(page).filter({ hasText: 'Your account has been successfully deleted.' }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/sign-in/);
    const stored = await page.evaluate(
      (key) => [localStorage.getItem(key), sessionStorage.getItem(key)],
      SESSION_KEY,
    );
    expect(stored).toEqual([null, null]);
    expect(await login(member.email, member.password)).toBe(401);

    // The member area is closed to this browser now.
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/sign-in/);
  });

  test('offline, the account buttons are disabled and say why', async ({
    memberPage: page,
    context,
  }) => {
    await page.goto('/profile');
    await expect(page.getByRole('button', { name: 'Change Password' })).toBeEnabled();

    await context.setOffline(true);
    await expect(page.getByRole('button', { name: 'Change Password' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Delete Account' })).toBeDisabled();
    await expect(page.getByText('You are offline. This needs a connection.').first()).toBeVisible();
    await page.getByRole('button', { name: 'Modify' }).click();
    await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();

    await context.setOffline(false);
    await expect(page.getByRole('button', { name: 'Save' })).toBeEnabled();
    await expect(page.getByRole('button', { name: 'Change Password' })).toBeEnabled();
  });
});
