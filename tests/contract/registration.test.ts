import { expect, it } from 'vitest';
import {
  LIBRARIAN,
  PENDING,
  newMember,
  outboxCode,
  registrationBody,
  signIn,
  uniqueEmail,
} from './support/accounts.ts';
import { createMember } from '../../server/members.ts';
import { outboxMessages } from '../../server/outbox.ts';
import { allowResend, count, fingerprint, testDb } from './support/db.ts';
import { call, describeOperation, expectDocumented, expectError } from './support/http.ts';

async function verifiedEmail(): Promise<string> {
  const email = uniqueEmail('signup');
  await call('sendRegistrationCode', { body: { email } });
  const code = await outboxCode(email);
  expectDocumented(await call('verifyRegistrationCode', { body: { email, code } }), 204);
  return email;
}

describeOperation('sendRegistrationCode', () => {
  it('writes a 6-digit code to the outbox', async () => {
    const email = uniqueEmail('code');
    expectDocumented(await call('sendRegistrationCode', { body: { email } }), 204);
    expect(await outboxCode(email)).toMatch(/^\d{6}$/);
  });

  it('answers an address that has an account like any other, and mails its owner no code', async () => {
    const member = await newMember({ label: 'owner' });
    allowResend(member.email);
    expectDocumented(await call('sendRegistrationCode', { body: { email: member.email } }), 204);
    const [mail] = outboxMessages({ db: testDb() }, member.email, 1);
    expect(mail).toMatchObject({ subject: 'Book portal: you already have an account', code: '' });
    // Nobody can verify the address with a code, so nobody learns more at the next steps.
    expectError(
      await call('verifyRegistrationCode', { body: { email: member.email, code: '123456' } }),
      400,
      'verification_code_invalid',
    );
  });

  it.each([
    ['no e-mail', {}],
    ['a malformed e-mail', { email: 'nope' }],
    ['an extra field', { email: 'a@b.test', x: 1 }],
  ])('answers 400 for %s and sends nothing', async (_name, body) => {
    const before = fingerprint();
    expectError(await call('sendRegistrationCode', { body }), 400, 'validation_failed');
    expect(fingerprint()).toBe(before);
  });
});

describeOperation('verifyRegistrationCode', () => {
  it('verifies the address with the right code', async () => {
    await verifiedEmail();
  });

  it('refuses a wrong code, and locks the code after 5 wrong attempts, saying so', async () => {
    const email = uniqueEmail('verify');
    await call('sendRegistrationCode', { body: { email } });
    const code = await outboxCode(email);
    const wrong = code === '123456' ? '654321' : '123456';
    for (let i = 0; i < 4; i++) {
      expectError(
        await call('verifyRegistrationCode', { body: { email, code: wrong } }),
        400,
        'verification_code_invalid',
      );
    }
    // The fifth wrong code, and the right one after it: the code is locked, a new one is needed.
    for (const attempt of [wrong, code]) {
      expectError(
        await call('verifyRegistrationCode', { body: { email, code: attempt } }),
        400,
        'verification_code_locked',
      );
    }
  });

  it('refuses an expired code', async () => {
    const email = uniqueEmail('expired');
    await call('sendRegistrationCode', { body: { email } });
    const code = await outboxCode(email);
    testDb()
      .prepare(
        "UPDATE verification_codes SET expires_at = '2000-01-01T00:00:00.000Z' WHERE email_key = ?",
      )
      .run(email);
    expectError(
      await call('verifyRegistrationCode', { body: { email, code } }),
      400,
      'verification_code_expired',
    );
  });

  it('answers 400 validation_failed for a code with letters', async () => {
    expectError(
      await call('verifyRegistrationCode', { body: { email: 'a@b.test', code: '12a456' } }),
      400,
      'validation_failed',
    );
  });
});

describeOperation('register', () => {
  it('creates a pending account: 201 with a random id, sign-in says isApproved false', async () => {
    const email = await verifiedEmail();
    const reply = await call('register', {
      body: registrationBody(email),
    });
    const body = expectDocumented(reply, 201);
    expect(body).toMatchObject({ email, isApproved: false });
    expect(body.id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const session = await signIn(email, 'Shelf42!rows');
    expect(session.id).toBe(body.id);
    expectError(await call('getMe', { token: session.token }), 403, 'member_not_approved');
    // The default selection exists from the start.
    expect(count('selections', 'member_id = ? AND is_default = 1', body.id)).toBe(1);
  });

  it('requires a verified e-mail (400 email_not_verified), also after the 30-minute window', async () => {
    const unverified = uniqueEmail('unverified');
    expectError(
      await call('register', { body: registrationBody(unverified) }),
      400,
      'email_not_verified',
    );
    const late = await verifiedEmail();
    testDb()
      .prepare('UPDATE verification_codes SET verified_at = ? WHERE email_key = ?')
      .run(new Date(Date.now() - 31 * 60_000).toISOString(), late);
    expectError(
      await call('register', { body: registrationBody(late) }),
      400,
      'email_not_verified',
    );
  });

  it('does not tell an unverified caller that an address has an account', async () => {
    expectError(
      await call('register', { body: registrationBody(LIBRARIAN.email) }),
      400,
      'email_not_verified',
    );
  });

  it('answers 409 email_taken to whoever verified an address that got an account meanwhile', async () => {
    const email = await verifiedEmail();
    createMember(testDb(), {
      email,
      passwordHash: 'x',
      name: 'First',
      phoneNumber: '021',
      department: 'Other',
      address: 'Other',
      marketingConsent: false,
      approved: false,
    });
    expectError(await call('register', { body: registrationBody(email) }), 409, 'email_taken');
  });

  it('answers 400 password_mismatch when the confirmation differs', async () => {
    const email = await verifiedEmail();
    const body = { ...registrationBody(email), passwordCheck: 'Other123!' };
    expectError(await call('register', { body }), 400, 'password_mismatch');
  });

  it.each([
    ['a too short password', { password: 'Ab1!', passwordCheck: 'Ab1!' }],
    ['a password without a symbol', { password: 'Abcdefg12', passwordCheck: 'Abcdefg12' }],
    ['a phone number with dashes', { phoneNumber: '010-1234-5678' }],
    ['an empty contact person', { name: '' }],
    ['a blank affiliation', { department: '   ' }],
    ['marketing consent as text', { marketingConsentStatus: 'yes' }],
    ['the verification code in the payload', { verificationCode: '123456' }],
    ['agreeTerms in the payload', { agreeTerms: true }],
  ])('answers 400 validation_failed for %s and stores nothing', async (_name, change) => {
    const email = await verifiedEmail();
    const before = fingerprint();
    expectError(
      await call('register', { body: { ...registrationBody(email), ...change } }),
      400,
      'validation_failed',
    );
    expect(fingerprint()).toBe(before);
  });

  it('answers 400 for a missing field', async () => {
    const { address: _omitted, ...body } = registrationBody(uniqueEmail());
    expectError(await call('register', { body }), 400, 'validation_failed');
  });
});

describeOperation('cancelRegistration', () => {
  it('removes a pending request with its own sign-in: sign-in fails afterwards', async () => {
    const pending = await newMember({ approved: false, label: 'cancel' });
    expectDocumented(
      await call('cancelRegistration', { params: { id: pending.id }, token: pending.token }),
      204,
    );
    expectError(
      await call('login', { body: { email: pending.email, password: pending.password } }),
      401,
      'auth_invalid_credentials',
    );
    expect(count('members', 'id = ?', pending.id)).toBe(0);
  });

  it('answers 409 member_already_approved for an approved member', async () => {
    const member = await newMember({ label: 'approved' });
    expectError(
      await call('cancelRegistration', { params: { id: member.id }, token: member.token }),
      409,
      'member_already_approved',
    );
  });

  it("answers 403 for another registration's id (known or not) and 400 for a malformed one", async () => {
    const pending = await newMember({ approved: false, label: 'other' });
    const other = await newMember({ approved: false, label: 'victim' });
    for (const id of ['AAAAAAAAAAAAAAAAAAAAAA', other.id]) {
      expectError(
        await call('cancelRegistration', { params: { id }, token: pending.token }),
        403,
        'not_own_registration',
      );
    }
    expect(count('members', 'id = ?', other.id)).toBe(1);
    expectError(
      await call('cancelRegistration', { params: { id: 'short' }, token: pending.token }),
      400,
      'validation_failed',
    );
  });

  it('keeps the seeded pending member intact', async () => {
    const session = await signIn(PENDING.email, PENDING.password);
    expect(session.id).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });
});
