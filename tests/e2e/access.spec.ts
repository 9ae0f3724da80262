import type { Page } from '@playwright/test';
import {
  admin,
  api,
  bearer,
  createMember,
  latestCode,
  signInViaApi,
  uniqueEmail,
} from './support/api';
import { E2E_MAIL_DIR } from './support/env';
import { expect, expectNoA11yViolations as axeScan, storeSession, test } from './support/fixtures';
import { verifyEmailOnSignUp } from './support/sign-up';
import { sinkMails } from '../../scripts/smtp-sink.mjs';

/**
 * The axe scan of the fixtures, leaving out React Aria's visually hidden live announcer: a pending
 * button's announcement stays there for 7 s pointing at a label that may be gone after navigation.
 */
const expectNoA11yViolations = (page: Page) => axeScan(page, ['[data-live-announcer]']);

// Whole flows through several pages: generous on a loaded machine.
test.describe.configure({ timeout: 180_000 });

/** Fills the sign-in form and presses Log in. */
async function signInWithForm(page: Page, email: string, password: string, remember = false) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  if (remember) await page.getByText('Stay signed in').click();
  await page.getByRole('button', { name: 'Log in' }).click();
}

async function fillAccountFields(page: Page, password: string, name: string) {
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Password confirm').fill(password);
  await page.getByLabel('Contact Person').fill(name);
  await page.getByLabel('Contact Number').fill('0311234567');
  await page.getByLabel('Affiliation').fill('Suwon City Library');
  await page.getByLabel('Institution Address').fill('1 Hyowon-ro, Suwon');
}

test.describe('registration', () => {
  test('register → code from the outbox → waiting page → approval → home', async ({ page }) => {
    const email = uniqueEmail('signup');
    const password = 'Quill7!maple';
    const name = '가입 담당자';

    await page.goto('/sign-up');
    await expect(page.getByRole('heading', { name: 'Create Account' })).toBeVisible();
    await expectNoA11yViolations(page);
    const createAccount = page.getByRole('button', { name: 'Create Account' });
    await expect(createAccount).toBeDisabled();

    await verifyEmailOnSignUp(page, email);
    await expect(page.getByRole('button', { name: 'Verified' })).toBeDisabled();
    await fillAccountFields(page, password, name);
    // Valid but the agreements are missing: still disabled.
    await expect(createAccount).toBeDisabled();
    await page.getByText('I agree to all of the following').click();
    for (const label of [
      'Terms of Service (required)',
      'Collection and use of personal information (required)',
      'Marketing information (optional)',
    ]) {
      await expect(page.getByRole('checkbox', { name: label })).toBeChecked();
    }
    await expect(createAccount).toBeEnabled();
    await expectNoA11yViolations(page);

    const [register] = await Promise.all([
      page.waitForRequest((r) => r.url().endsWith('/api/v1/member/register')),
      createAccount.click(),
    ]);
    // docs/product/access.md#sign-up-payload: the payload omits verificationCode, agreeTerms and agreePrivacy.
    expect(Object.keys(register.postDataJSON() as object).sort()).toEqual([
      'address',
      'department',
      'email',
      'marketingConsentStatus',
      'name',
      'password',
      'passwordCheck',
      'phoneNumber',
    ]);
    await expect(page).toHaveURL(/\/waiting\/[\w-]+\?email=/);
    await expect(
      page.getByRole('heading', { name: 'Your registration is under review' }),
    ).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();
    await expectNoA11yViolations(page);

    // The provider approves; the member puts one book in a selection so a count is not zero.
    await admin('approve', email);
    const session = await signInViaApi({ email, password });
    await api.POST('/member/cart/add/book/{bookId}', {
      params: { path: { bookId: 28 } },
      body: { cartCategoryId: 'public', quantity: 1 },
      headers: bearer(session),
    });
    const { data: notices } = await api.GET('/member/home/notifications', {
      headers: bearer(session),
    });

    // The waiting page asks again when the window regains focus, and goes on to the home.
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(name);
    await expect(page.getByTestId('order-count-cartNumber')).toHaveText('1');
    for (const key of ['quotationNumber', 'orderNumber', 'invoiceNumber']) {
      await expect(page.getByTestId(`order-count-${key}`)).toHaveText('0');
    }
    const announcements = page.getByRole('region', { name: 'Announcements' });
    const first = notices?.result[0];
    expect(first).toBeDefined();
    await expect(announcements.getByRole('link', { name: first!.title })).toBeVisible();
  });

  test('sign-up: the email is required and must be an address', async ({ page }) => {
    await page.goto('/sign-up');
    const email = page.getByLabel('Email');
    await email.fill('someone');
    await email.blur();
    await expect(page.getByText('Please enter a valid email address.')).toBeVisible();
    await email.fill('');
    await expect(page.getByText('Email is required.')).toBeVisible();
  });

  test('sign-up: each password rule is told for a password that breaks it', async ({ page }) => {
    await page.goto('/sign-up');
    const password = page.getByLabel('Password', { exact: true });
    const expectations: [string, string][] = [
      ['Ab1!', 'Password must be at least 8 characters long.'],
      ['Abcdef1234!xy', 'Password can be up to 12 characters long.'],
      [
        'abcdefgh',
        'Password must include a combination of letters, numbers, and special characters.',
      ],
      [
        'Abcd1234~',
        'Password must include a combination of letters, numbers, and special characters.',
      ],
      ['', 'Password is required.'],
    ];
    for (const [value, message] of expectations) {
      await password.fill(value);
      await password.blur();
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
  });

  test('sign-up: the confirmation is required and must match, whichever of the two is fixed', async ({
    page,
  }) => {
    await page.goto('/sign-up');
    const password = page.getByLabel('Password', { exact: true });
    await password.fill('Abcd123!');
    const check = page.getByLabel('Password confirm');
    await check.fill('Abcd123?');
    await check.blur();
    await expect(page.getByText('Passwords do not match.')).toBeVisible();
    await check.fill('');
    await expect(page.getByText('Password confirm is required.')).toBeVisible();
    // Fixing the password itself also clears the mismatch.
    await check.fill('Abcd1234!');
    await expect(page.getByText('Passwords do not match.')).toBeVisible();
    await password.fill('Abcd1234!');
    await expect(page.getByText('Passwords do not match.')).toBeHidden();
  });

  test('sign-up: the member’s details are required, and the number takes digits and separators only', async ({
    page,
  }) => {
    await page.goto('/sign-up');
    for (const [label, message] of [
      ['Contact Person', 'Contact Person is required.'],
      ['Contact Number', 'Contact Number is required.'],
      ['Affiliation', 'Affiliation is required.'],
      ['Institution Address', 'Institution Address is required.'],
    ]) {
      const field = page.getByLabel(label!);
      await field.fill('x');
      await field.fill('');
      await field.blur();
      await expect(page.getByText(message!)).toBeVisible();
    }
    // Separators are fine (they are dropped); anything else is not.
    await page.getByLabel('Contact Number').fill('02-123 내선 4');
    await expect(page.getByText('Please enter numbers only.')).toBeVisible();
  });

  test('sign-up: both required consents are asked for, and the master box shows a partial agreement', async ({
    page,
  }) => {
    await page.goto('/sign-up');
    const terms = page.getByText('Terms of Service (required)');
    await terms.click();
    await terms.click();
    await expect(page.getByText('Agreeing to the Terms of Service is required.')).toBeVisible();
    const privacy = page.getByText('Collection and use of personal information (required)');
    await privacy.click();
    // The master checkbox shows the partial state.
    await expect(
      page.getByRole('checkbox', { name: 'I agree to all of the following' }),
    ).toBeChecked({ indeterminate: true });
    await privacy.click();
    await expect(
      page.getByText('Consent to the collection and use of personal information is required.'),
    ).toBeVisible();
  });

  test('sign-up: the code is required once sent, and a wrong one fails inline', async ({
    page,
  }) => {
    await page.goto('/sign-up');
    const address = uniqueEmail('codes');
    await page.getByLabel('Email').fill(address);
    await page.getByRole('button', { name: 'Send Verification Code' }).click();
    const code = page.getByLabel('Verification code');
    await code.fill('1');
    await code.fill('');
    await code.blur();
    await expect(page.getByText('Verification code is required.')).toBeVisible();
    const real = await latestCode(address);
    await code.fill(real === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: 'Verify', exact: true }).click();
    await expect(page.getByText('Email verification failed. Please try again.')).toBeVisible();
    await expectNoA11yViolations(page);
  });

  test('sending a code to a taken address looks like any other send; the owner is told by mail', async ({
    page,
    member,
  }) => {
    await page.goto('/sign-up');
    await page.getByLabel('Email').fill(member.email);
    await page.getByRole('button', { name: 'Send Verification Code' }).click();
    // The page cannot tell strangers who has an account: it waits for a code like for any address.
    await expect(page.getByRole('button', { name: 'Resend' })).toBeVisible();
    await expect(page.getByLabel('Verification code')).toBeVisible();
    await expect(page.getByText('An account with this e-mail address already exists.')).toHaveCount(
      0,
    );
    await expect
      .poll(() => sinkMails(E2E_MAIL_DIR, member.email).map((mail) => mail.subject))
      .toContain('Book portal: you already have an account');
  });

  test('a failed submission says so and keeps the form (deviation)', async ({ page }) => {
    const email = uniqueEmail('taken');
    await page.goto('/sign-up');
    await verifyEmailOnSignUp(page, email);
    await fillAccountFields(page, 'Quill7!maple', '중복 담당자');
    await page.getByText('I agree to all of the following').click();
    // Someone registers the verified address first (the verification stays valid for the API).
    await api.POST('/member/register', {
      body: {
        email,
        password: 'Quill7!maple',
        passwordCheck: 'Quill7!maple',
        name: '먼저 가입',
        phoneNumber: '021',
        department: 'Other',
        address: 'Other',
        marketingConsentStatus: false,
      },
    });
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(
      page.getByText('The account could not be created. Please check the form and try again.'),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/sign-up$/);
    await expect(page.getByLabel('Contact Person')).toHaveValue('중복 담당자');
  });

  test('the waiting page cancels the request after confirmation', async ({ page }) => {
    const pending = await createMember({ approved: false });
    // The registration's own browser: it holds the pending sign-in, which is what may cancel
    // (knowing the id from the URL is not enough).
    await storeSession(page, await signInViaApi(pending));
    await page.goto(`/waiting/${pending.id}?email=${encodeURIComponent(pending.email)}`);
    await expect(page.getByText(pending.email)).toBeVisible();
    await page.getByRole('button', { name: 'Cancel Registration Request' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Cancel Registration Request' });
    await expect(dialog).toBeVisible();
    await expectNoA11yViolations(page);
    await dialog.getByRole('button', { name: 'Keep request' }).click();
    await expect(dialog).toBeHidden();

    await page.getByRole('button', { name: 'Cancel Registration Request' }).click();
    const [cancel] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith(`/api/v1/member/withdraw/${pending.id}`)),
      dialog.getByRole('button', { name: 'Cancel request' }).click(),
    ]);
    expect(cancel.status()).toBe(204);
    await expect(page).toHaveURL(/\/sign-in$/);
    const { response } = await api.POST('/auth/member/login', {
      body: { email: pending.email, password: pending.password },
    });
    expect(response.status).toBe(401);
  });
});

test.describe('sign-in', () => {
  test('bad credentials say "Email or password is not valid"; the form validates', async ({
    page,
    member,
  }) => {
    await page.goto('/sign-in');
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    // Standalone: no side menu, no footer.
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
    await expectNoA11yViolations(page);
    const logIn = page.getByRole('button', { name: 'Log in' });
    await expect(logIn).toHaveAttribute('data-inactive', 'true');

    await logIn.click();
    await expect(page.getByText('Please enter your email address.')).toBeVisible();
    await expect(page.getByText('Please enter your password.')).toBeVisible();
    // The native fields tell assistive technology too, and the first wrong one takes the focus.
    const email = page.getByLabel('Email');
    await expect(email).toBeFocused();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription('Please enter your email address.');
    await expectNoA11yViolations(page);
    await page.getByLabel('Email').fill('not-an-address');
    await expect(page.getByText('The email address is not in a valid format.')).toBeVisible();

    await page.getByLabel('Email').fill(member.email);
    await page.getByLabel('Password').fill('Wrong123!');
    await expect(logIn).not.toHaveAttribute('data-inactive');
    await logIn.click();
    await expect(page.getByText('Email or password is not valid')).toBeVisible();
    await expect(page).toHaveURL(/\/sign-in$/);
    await expectNoA11yViolations(page);

    await expect(page.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/sign-up');
    await page.getByRole('link', { name: 'Forgot Password?' }).click();
    await expect(page).toHaveURL(/\/find-password$/);
  });

  test('paste and a password manager work: both fields take pasted text, name their autocomplete, and no puzzle stands in the way', async ({
    page,
    context,
    member,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/sign-in');
    const email = page.getByLabel('Email');
    const password = page.getByLabel('Password');
    // What a password manager reads to fill the saved account (KWCAG 2.2 접근 가능한 인증).
    await expect(email).toHaveAttribute('autocomplete', 'username');
    await expect(password).toHaveAttribute('autocomplete', 'current-password');
    await expect(email).toHaveAttribute('type', 'email');
    await expect(password).toHaveAttribute('type', 'password');

    // A real paste (Ctrl+V from the clipboard), not fill(): a handler that refused paste would
    // leave the fields empty.
    for (const [field, text] of [
      [email, member.email],
      [password, member.password],
    ] as const) {
      await page.evaluate((value) => navigator.clipboard.writeText(value), text);
      await field.focus();
      await page.keyboard.press('ControlOrMeta+V');
      await expect(field).toHaveValue(text);
    }
    // Nor is a paste event cancelled by the page (which would stop a paste from any menu).
    const cancelled = await page.evaluate(() =>
      ['email', 'password'].map((name) => {
        const data = new DataTransfer();
        data.setData('text/plain', 'pasted');
        const event = new ClipboardEvent('paste', {
          clipboardData: data,
          bubbles: true,
          cancelable: true,
        });
        document.querySelector(`input[name="${name}"]`)!.dispatchEvent(event);
        return event.defaultPrevented;
      }),
    );
    expect(cancelled).toEqual([false, false]);

    // No CAPTCHA or other cognitive test: the form is the two fields, "Stay signed in" and Log in.
    const form = page.locator('form');
    await expect(form.locator('input:not([type="checkbox"])')).toHaveCount(2);
    await expect(form.locator('input[type="checkbox"]')).toHaveCount(1);
    await expect(page.locator('iframe')).toHaveCount(0);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expectNoA11yViolations(page);
  });

  test('goes back to the page asked for, never to another site', async ({ page, member }) => {
    await page.goto('/orders');
    await expect(page).toHaveURL(/\/sign-in\?redirect=%2Forders(%3F|$)/);
    await signInWithForm(page, member.email, member.password);
    await expect(page).toHaveURL(/\/orders(\?|$)/);

    await page.evaluate(() => {
      localStorage.clear();
      sessionStorage.clear();
    });
    await page.goto('/sign-in?redirect=https%3A%2F%2Fevil.example%2F');
    await signInWithForm(page, member.email, member.password);
    await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/$/);
  });

  test('a signed-in approved member opening /sign-in goes home', async ({ memberPage }) => {
    await memberPage.goto('/sign-in');
    await expect(memberPage).toHaveURL(/\/$/);
  });

  test('an unapproved member goes to the waiting page and stays confined there', async ({
    page,
  }) => {
    const pending = await createMember({ approved: false });
    await page.goto('/sign-in');
    await signInWithForm(page, pending.email, pending.password);
    await expect(page).toHaveURL(
      new RegExp(`/waiting/${pending.id}\\?email=${encodeURIComponent(pending.email)}`),
    );
    await page.goto('/');
    await expect(page).toHaveURL(new RegExp(`/waiting/${pending.id}$`));
  });

  test('"Stay signed in" unchecked keeps the session in sessionStorage only', async ({
    page,
    member,
  }) => {
    await page.goto('/sign-in');
    await signInWithForm(page, member.email, member.password);
    await expect(page).toHaveURL(/\/$/);
    const stored = await page.evaluate(() => ({
      local: localStorage.getItem('auth-partner-storage'),
      session: sessionStorage.getItem('auth-partner-storage'),
    }));
    expect(stored.local).toBeNull();
    expect(JSON.parse(stored.session ?? '{}')).toMatchObject({ id: member.id, isApproved: true });

    // Checked: localStorage, and nothing left in sessionStorage.
    await page.evaluate(() => sessionStorage.clear());
    await page.goto('/sign-in');
    await signInWithForm(page, member.email, member.password, true);
    await expect(page).toHaveURL(/\/$/);
    const remembered = await page.evaluate(() => ({
      local: localStorage.getItem('auth-partner-storage'),
      session: sessionStorage.getItem('auth-partner-storage'),
    }));
    expect(remembered.session).toBeNull();
    expect(JSON.parse(remembered.local ?? '{}')).toMatchObject({ id: member.id });
  });
});

test.describe('password reset', () => {
  test('forgot password → code → new password → sign in with it, not with the old one', async ({
    page,
    member,
  }) => {
    await page.goto('/find-password');
    await expect(page.getByRole('heading', { name: 'Forgot Password' })).toBeVisible();
    await expectNoA11yViolations(page);
    const sendCode = page.getByRole('button', { name: 'Send Code' });
    await expect(sendCode).toHaveAttribute('data-inactive', 'true');
    const next = page.getByRole('button', { name: 'Next' });
    await expect(next).toBeDisabled();

    await sendCode.click();
    await expect(page.getByText('이메일을 입력해주세요.')).toBeVisible();
    await page.getByLabel('Email').fill('member@example');
    await expect(sendCode).toHaveAttribute('data-inactive', 'true');
    await sendCode.click();
    await expect(page.getByText('이메일 형식이 올바르지 않습니다.')).toBeVisible();

    await page.getByLabel('Email').fill(member.email);
    await expect(sendCode).not.toHaveAttribute('data-inactive');
    await sendCode.click();
    const verify = page.getByRole('button', { name: 'Verify' });
    await expect(verify).toBeVisible();
    await verify.click();
    await expect(page.getByText('인증번호를 입력해주세요.')).toBeVisible();
    const code = await latestCode(member.email);
    await page.getByLabel('Verification code').fill(code === '000000' ? '111111' : '000000');
    await verify.click();
    await expect(page.getByText('Email verification failed. Please try again.')).toBeVisible();
    await page.getByLabel('Verification code').fill(code);
    await verify.click();
    await expect(
      page.getByText('Verification completed. Click Next to set your new password.'),
    ).toBeVisible();
    await expectNoA11yViolations(page);
    await next.click();

    await expect(page).toHaveURL(/\/change-password\?/);
    const url = new URL(page.url());
    expect(url.searchParams.get('email')).toBe(member.email);
    expect(url.searchParams.get('code')?.replace(/"/g, '')).toBe(code);
    // Nothing already given is asked again (KWCAG 3.3.4): the e-mail and the code travel with
    // the page; it asks only for the new password and its confirmation.
    await expect(page.getByLabel('Email', { exact: true })).toHaveCount(0);
    await expect(page.getByLabel('Verification code')).toHaveCount(0);
    await expect(page.getByRole('main').getByRole('textbox')).toHaveCount(2);
    await expectNoA11yViolations(page);
    const submit = page.getByRole('button', { name: 'Change Password' });
    await expect(submit).toBeDisabled();
    const password = page.getByLabel('New password');
    for (const [value, message] of [
      ['Ab1!', 'Password must be at least 8 characters'],
      ['Abcdef1234!xy', 'Password must be 12 characters or less'],
      ['abcdefgh', 'Password must include letters, numbers, and special characters'],
      ['', 'Please enter your password'],
    ] as const) {
      await password.fill(value);
      await password.blur();
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
    const confirm = page.getByLabel('Confirm password');
    await confirm.fill('x');
    await confirm.fill('');
    await confirm.blur();
    await expect(page.getByText('Please confirm your password', { exact: true })).toBeVisible();
    await password.fill('Newpass12!');
    await confirm.fill('Newpass12?');
    await expect(page.getByText('Passwords do not match', { exact: true })).toBeVisible();
    await expect(submit).toBeDisabled();
    await confirm.fill('Newpass12!');
    await expect(submit).toBeEnabled();
    await submit.click();

    await expect(page).toHaveURL(/\/sign-in$/);
    await expect(page.getByText('Your password has been changed. Please sign in.')).toBeVisible();
    await signInWithForm(page, member.email, member.password);
    await expect(page.getByText('Email or password is not valid')).toBeVisible();
    await page.getByLabel('Password').fill('Newpass12!');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(member.name);
  });

  test('the reset failures are told inline', async ({ page }) => {
    // The connection drops as the code is requested (the forms and the server now share one
    // address rule, so no address gets past one and not the other): sending fails.
    await page.goto('/find-password');
    await page.route('**/auth/member/password/reset/send/email', (route) => route.abort('failed'));
    await page.getByLabel('Email').fill('first.last@example.com');
    await page.getByRole('button', { name: 'Send Code' }).click();
    await expect(page.getByText('Failed to send email')).toBeVisible();
    await page.unroute('**/auth/member/password/reset/send/email');

    // /change-password without e-mail and code goes back to /find-password and says why.
    await page.goto('/change-password');
    await expect(page).toHaveURL(/\/find-password\?missing=true$/);
    await expect(page.getByText('Email or verification code is missing')).toBeVisible();

    // A wrong code: the reset fails.
    await page.goto(`/change-password?email=${encodeURIComponent(uniqueEmail())}&code=123456`);
    await page.getByLabel('New password').fill('Newpass12!');
    await page.getByLabel('Confirm password').fill('Newpass12!');
    await page.getByRole('button', { name: 'Change Password' }).click();
    await expect(page.getByText(/^Failed to reset password/)).toBeVisible();
    await expect(page).toHaveURL(/\/change-password\?/);
  });
});
