import { api, latestCode, signInViaApi, uniqueEmail } from './support/api';
import { expect, expectNoA11yViolations, test } from './support/fixtures';

/**
 * Accounts and sessions as a member meets them: codes arrive by real mail, guessing is slowed
 * down with a message saying when to try again, and the profile shows where the account is
 * signed in.
 */

test.describe('account security', () => {
  test('sign-in: after 5 wrong passwords the page says when to try again, not "not valid"', async ({
    page,
    member,
  }) => {
    for (let i = 0; i < 5; i++) {
      const { response } = await api.POST('/auth/member/login', {
        body: { email: member.email, password: 'Wrong123!' },
      });
      expect(response.status).toBe(401);
    }
    await page.goto('/sign-in');
    await page.getByLabel('Email').fill(member.email);
    await page.getByLabel('Password').fill(member.password);
    const [answer] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/api/v1/auth/member/login')),
      page.getByRole('button', { name: 'Log in' }).click(),
    ]);
    expect(answer.status()).toBe(429);
    await expect(
      page.getByText(/^Too many attempts\. Please try again in 15 minutes\.$/),
    ).toBeVisible();
    // The form's one error is the lock, not a wrong password.
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(
      /^Too many attempts\. Please try again in 15 minutes\.$/,
    );
    await expect(page).toHaveURL(/\/sign-in$/);
    await expectNoA11yViolations(page);
  });

  test('a browser that signed in before keeps signing in while wrong passwords lock out the rest', async ({
    page,
    member,
  }) => {
    const signIn = async () => {
      await page.goto('/sign-in');
      await expectNoA11yViolations(page);
      await page.getByLabel('Email').fill(member.email);
      await page.getByLabel('Password').fill(member.password);
      const [answer] = await Promise.all([
        page.waitForResponse((r) => r.url().endsWith('/api/v1/auth/member/login')),
        page.getByRole('button', { name: 'Log in' }).click(),
      ]);
      return answer;
    };
    expect((await signIn()).status()).toBe(200);
    await expect(page).toHaveURL(/\/$/);
    // The device cookie is the sign-in call's alone, out of reach of the page's scripts.
    const [cookie] = await page.context().cookies();
    expect(cookie).toMatchObject({
      httpOnly: true,
      sameSite: 'Strict',
      path: '/api/v1/auth/member/login',
    });
    await page.getByRole('button', { name: `${member.name} account menu` }).click();
    await page.getByRole('menuitem', { name: '로그아웃' }).click();
    await expect(page).toHaveURL(/\/sign-in$/);

    // Someone elsewhere on the same network guesses: sign-in from here is locked for strangers…
    for (let i = 0; i < 6; i++) {
      await api.POST('/auth/member/login', {
        body: { email: member.email, password: 'Wrong123!' },
      });
    }
    const { response } = await api.POST('/auth/member/login', {
      body: { email: member.email, password: member.password },
    });
    expect(response.status).toBe(429);
    // …but not for the member's own browser.
    expect((await signIn()).status()).toBe(200);
    await expect(page).toHaveURL(/\/$/);
  });

  test('a new browser that strangers locked out: the member asks for a sign-in code and signs in at once', async ({
    page,
    member,
  }) => {
    // A stranger on the same network guesses: sign-in from browsers without the device cookie waits.
    for (let i = 0; i < 6; i++) {
      await api.POST('/auth/member/login', {
        body: { email: member.email, password: 'Wrong123!' },
      });
    }
    // The member, on a browser never used with the portal, with the right password.
    await page.goto('/sign-in');
    await page.getByLabel('Email').fill(member.email);
    await page.getByLabel('Password').fill(member.password);
    const [locked] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/api/v1/auth/member/login')),
      page.getByRole('button', { name: 'Log in' }).click(),
    ]);
    expect(locked.status()).toBe(429);
    await expect(
      page.getByText(/^Your own account\? Sign in here at once with a code we mail you\.$/),
    ).toBeVisible();
    await expectNoA11yViolations(page);

    const [sent] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/api/v1/auth/member/login/code/send')),
      page.getByRole('button', { name: 'Send me a sign-in code' }).click(),
    ]);
    expect(sent.status()).toBe(204);
    await expect(page.getByText(/a code valid for 15 minutes is on its way/)).toBeVisible();
    const codeField = page.getByLabel('Sign-in code');
    await expect(codeField).toBeFocused();
    await expectNoA11yViolations(page);

    // A wrong code is refused like a wrong password, and the form stays.
    await codeField.fill('000000');
    const [refused] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/api/v1/auth/member/login/code')),
      page.getByRole('button', { name: 'Log in' }).click(),
    ]);
    expect(refused.status()).toBe(401);
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(
      'Wrong code or password, or the code has expired.',
    );

    await codeField.fill(await latestCode(member.email));
    const [signedIn] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/api/v1/auth/member/login/code')),
      page.getByRole('button', { name: 'Log in' }).click(),
    ]);
    expect(signedIn.status()).toBe(200);
    await expect(page).toHaveURL(/\/$/);
    // This browser is the member's own from now on: it holds the device cookie.
    const [cookie] = await page.context().cookies();
    expect(cookie).toMatchObject({ httpOnly: true, path: '/api/v1/auth/member/login' });
    // The stranger's lock still holds everybody else.
    const { response } = await api.POST('/auth/member/login', {
      body: { email: member.email, password: member.password },
    });
    expect(response.status).toBe(429);
  });

  test('find password: the code comes by mail (the SMTP sink); a locked code asks for a new one', async ({
    page,
    member,
  }) => {
    await page.goto('/find-password');
    await page.getByLabel('Email').fill(member.email);
    const sendCode = () =>
      Promise.all([
        page.waitForResponse((r) => r.url().endsWith('/password/reset/send/email')),
        page.getByRole('button', { name: 'Send Code' }).click(),
      ]);
    await sendCode();
    // Read from the mail the server sent over SMTP to the test run's sink.
    const code = await latestCode(member.email);
    const wrong = code === '000000' ? '111111' : '000000';
    const codeField = page.getByLabel('Verification code');
    for (let i = 0; i < 5; i++) {
      await codeField.fill(wrong);
      await Promise.all([
        page.waitForResponse((r) => r.url().endsWith('/password/reset/verify/email')),
        page.getByRole('button', { name: 'Verify' }).click(),
      ]);
    }
    await expect(
      page.getByText('The code was entered wrongly too many times. Please send a new code.'),
    ).toBeVisible();
    await expectNoA11yViolations(page);

    // A new code (the one in the newest mail) works.
    await sendCode();
    const fresh = await latestCode(member.email);
    expect(fresh).not.toBe(code);
    await codeField.fill(fresh);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(
      page.getByText('Verification completed. Click Next to set your new password.'),
    ).toBeVisible();
  });

  test('profile: lists the signed-in devices; "Sign out everywhere else" ends the others', async ({
    memberPage: page,
    member,
  }) => {
    // This page's sign-in and two others.
    const others = [await signInViaApi(member), await signInViaApi(member)];
    await page.goto('/profile');
    const devices = page.getByRole('region', { name: 'Signed-in devices' });
    await expect(devices.getByRole('listitem')).toHaveCount(3);
    await expect(devices.getByText('This device')).toHaveCount(1);
    await expectNoA11yViolations(page);

    await devices.getByRole('button', { name: 'Sign out everywhere else' }).click();
    await expect(page.getByText('Every other device has been signed out.')).toBeVisible();
    await expect(devices.getByRole('listitem')).toHaveCount(1);
    await expect(devices.getByText('This is the only device signed in.')).toBeVisible();
    // The other devices' access tokens stopped working at once.
    for (const other of others) {
      const { response } = await api.GET('/member/me', {
        headers: { Authorization: `Bearer ${other.token}` },
      });
      expect(response.status).toBe(401);
    }
    // This one keeps working.
    await page.reload();
    await expect(devices.getByRole('listitem')).toHaveCount(1);
  });

  test('sign-up: a common or predictable password is refused at the password field', async ({
    page,
  }) => {
    const email = uniqueEmail('common');
    await page.goto('/sign-up');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send Verification Code' }).click();
    await expect(page.getByRole('button', { name: 'Resend' })).toBeVisible();
    await page.getByLabel('Verification code').fill(await latestCode(email));
    await page.getByRole('button', { name: 'Verify', exact: true }).click();
    await expect(page.getByText('Verification successful.')).toBeVisible();
    await page.getByLabel('Password', { exact: true }).fill('Password1!');
    await page.getByLabel('Password confirm').fill('Password1!');
    await page.getByLabel('Contact Person').fill('흔한 비밀번호');
    await page.getByLabel('Contact Number').fill('0311234567');
    await page.getByLabel('Affiliation').fill('Suwon City Library');
    await page.getByLabel('Institution Address').fill('1 Hyowon-ro, Suwon');
    await page.getByText('I agree to all of the following').click();
    const refused = page.getByText(/^This password is easy to guess \(a common password, /);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(refused).toBeVisible();
    await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    // A season with a year is not on the list, but just as easy to guess.
    await page.getByLabel('Password', { exact: true }).fill('Summer2024!');
    await page.getByLabel('Password confirm').fill('Summer2024!');
    const [answer] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/api/v1/member/register')),
      page.getByRole('button', { name: 'Create Account' }).click(),
    ]);
    expect(answer.status()).toBe(400);
    await expect(refused).toBeVisible();
    await expectNoA11yViolations(page);
  });
});
