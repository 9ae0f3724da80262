import { beforeAll, describe, expect, it } from 'vitest';
import { revokeSessions } from '../../server/provider.ts';
import { DEMO, PENDING, newMember, signIn, outboxCode, type Session } from './support/accounts.ts';
import { allowResend, count, fingerprint, testDb } from './support/db.ts';
import { call, describeOperation, expectDocumented, expectError } from './support/http.ts';

describeOperation('login', () => {
  it('answers tokens, name, id and approval of the demo member', async () => {
    const reply = await call('login', {
      body: { email: DEMO.email, password: DEMO.password },
    });
    const body = expectDocumented(reply, 200);
    expect(body).toMatchObject({ name: DEMO.name, isApproved: true });
    expect(body.accessToken).not.toBe(body.refreshToken);
    const me = await call('getMe', { token: body.accessToken });
    expect(expectDocumented(me, 200)).toMatchObject({ email: DEMO.email });
  });

  it('signs in a pending member too, with isApproved false', async () => {
    const reply = await call('login', { body: PENDING });
    expect(expectDocumented(reply, 200).isApproved).toBe(false);
  });

  it('treats the e-mail case-insensitively', async () => {
    const reply = await call('login', {
      body: { email: 'Demo@Portal.TEST', password: DEMO.password },
    });
    expectDocumented(reply, 200);
  });

  it('refuses a wrong password and an unknown e-mail alike', async () => {
    expectError(
      await call('login', { body: { email: DEMO.email, password: 'Wrong123!' } }),
      401,
      'auth_invalid_credentials',
    );
    expectError(
      await call('login', { body: { email: 'nobody@portal.test', password: DEMO.password } }),
      401,
      'auth_invalid_credentials',
    );
  });

  it.each([
    ['a missing password', { email: DEMO.email }],
    ['a number as e-mail', { email: 42, password: DEMO.password }],
    ['a malformed e-mail', { email: 'demo-at-portal', password: DEMO.password }],
    ['an unknown field', { ...DEMO, rememberMe: true }],
    ['an empty password', { email: DEMO.email, password: '' }],
  ])('answers 400 validation_failed for %s', async (_name, body) => {
    expectError(await call('login', { body }), 400, 'validation_failed');
  });
});

describeOperation('refreshToken', () => {
  let session: Session;
  beforeAll(async () => {
    session = await newMember({ label: 'refresh' });
  });

  it('rotates: answers new tokens, and the used refresh token is refused afterwards', async () => {
    const first = await signIn(session.email, session.password);
    const reply = await call('refreshToken', {
      body: { refreshToken: first.refreshToken },
    });
    const rotated = expectDocumented(reply, 200);
    expect(rotated).toMatchObject({ id: session.id, isApproved: true, name: '테스트 담당자' });
    expect(rotated.refreshToken).not.toBe(first.refreshToken);
    expectDocumented(await call('getMe', { token: rotated.accessToken }), 200);

    // The successor works once...
    const again = await call('refreshToken', {
      body: { refreshToken: rotated.refreshToken },
    });
    const third = expectDocumented(again, 200);

    // ...and presenting an already used token revokes the whole sign-in (reuse detection).
    expectError(
      await call('refreshToken', { body: { refreshToken: first.refreshToken } }),
      401,
      'auth_refresh_token_invalid',
    );
    expectError(
      await call('refreshToken', { body: { refreshToken: third.refreshToken } }),
      401,
      'auth_refresh_token_invalid',
    );
  });

  it('keeps other sign-ins alive when one family is revoked', async () => {
    const a = await signIn(session.email, session.password);
    const b = await signIn(session.email, session.password);
    await call('refreshToken', { body: { refreshToken: a.refreshToken } });
    await call('refreshToken', { body: { refreshToken: a.refreshToken } }); // reuse: family a revoked
    expectDocumented(await call('refreshToken', { body: { refreshToken: b.refreshToken } }), 200);
  });

  it('rotates once for 50 parallel refreshes with the same token: all get the same successor', async () => {
    // Before the reuse grace, 49 of them were refused; now they are the "second tab at the same
    // moment" the grace is for, and still exactly one successor exists.
    const { refreshToken, id } = await signIn(session.email, session.password);
    const before = count('refresh_tokens', 'member_id = ?', id);
    const replies = await Promise.all(
      Array.from({ length: 50 }, () => call('refreshToken', { body: { refreshToken } })),
    );
    const successors = new Set(replies.map((reply) => expectDocumented(reply, 200).refreshToken));
    expect(successors.size).toBe(1);
    expect(count('refresh_tokens', 'member_id = ?', id)).toBe(before + 1);
  });

  it('refuses every refresh token of a member after the provider revoked them (admin revoke)', async () => {
    const a = await signIn(session.email, session.password);
    const b = await signIn(session.email, session.password);
    expect(revokeSessions(testDb(), session.email)).toMatch(/^Revoked \d+ refresh token/);
    for (const { refreshToken } of [a, b]) {
      expectError(
        await call('refreshToken', { body: { refreshToken } }),
        401,
        'auth_refresh_token_invalid',
      );
    }
  });

  it('refuses unknown and expired refresh tokens', async () => {
    expectError(
      await call('refreshToken', { body: { refreshToken: 'not-a-token' } }),
      401,
      'auth_refresh_token_invalid',
    );
    const { refreshToken } = await signIn(session.email, session.password);
    testDb()
      .prepare(
        "UPDATE refresh_tokens SET expires_at = '2000-01-01T00:00:00.000Z' WHERE member_id = ? AND used_at IS NULL",
      )
      .run(session.id);
    expectError(
      await call('refreshToken', { body: { refreshToken } }),
      401,
      'auth_refresh_token_invalid',
    );
  });

  it.each([
    ['no body', undefined],
    ['an empty token', { refreshToken: '' }],
    ['a number', { refreshToken: 12345 }],
    ['an unknown field', { refreshToken: 'x', memberId: 'y' }],
  ])('answers 400 for %s and changes nothing', async (_name, body) => {
    const before = fingerprint();
    expectError(await call('refreshToken', { body }), 400, 'validation_failed');
    expect(fingerprint()).toBe(before);
  });
});

describeOperation('logout', () => {
  it('revokes the sign-in: its refresh token is refused afterwards', async () => {
    const session = await signIn(DEMO.email, DEMO.password);
    expectDocumented(await call('logout', { body: { refreshToken: session.refreshToken } }), 204);
    expectError(
      await call('refreshToken', { body: { refreshToken: session.refreshToken } }),
      401,
      'auth_refresh_token_invalid',
    );
  });

  it('answers 204 for an unknown token as well', async () => {
    expectDocumented(await call('logout', { body: { refreshToken: 'unknown' } }), 204);
  });

  it('answers 400 without a token', async () => {
    expectError(await call('logout', { body: {} }), 400, 'validation_failed');
  });
});

describe('password reset', () => {
  let session: Session;
  beforeAll(async () => {
    session = await newMember({ label: 'reset' });
  });

  describeOperation('sendPasswordResetCode', () => {
    it('sends a 6-digit code to a member', async () => {
      allowResend(session.email);
      expectDocumented(
        await call('sendPasswordResetCode', { body: { email: session.email } }),
        204,
      );
      expect(await outboxCode(session.email)).toMatch(/^\d{6}$/);
    });

    it('answers 204 for an unknown address without sending anything', async () => {
      const email = 'stranger@nowhere.test';
      expectDocumented(await call('sendPasswordResetCode', { body: { email } }), 204);
      expect(count('outbox', 'email = ?', email)).toBe(0);
    });

    it('answers 400 for a malformed address and changes nothing', async () => {
      const before = fingerprint();
      expectError(
        await call('sendPasswordResetCode', { body: { email: 'x' } }),
        400,
        'validation_failed',
      );
      expect(fingerprint()).toBe(before);
    });
  });

  describeOperation('verifyPasswordResetCode', () => {
    it('accepts the right code without using it up', async () => {
      allowResend(session.email);
      await call('sendPasswordResetCode', { body: { email: session.email } });
      const code = await outboxCode(session.email);
      expectDocumented(
        await call('verifyPasswordResetCode', { body: { email: session.email, code } }),
        204,
      );
      expectDocumented(
        await call('verifyPasswordResetCode', { body: { email: session.email, code } }),
        204,
      );
    });

    it('refuses a wrong code, and locks the code after 5 wrong attempts, saying so', async () => {
      allowResend(session.email);
      await call('sendPasswordResetCode', { body: { email: session.email } });
      const code = await outboxCode(session.email);
      const wrong = code === '000000' ? '111111' : '000000';
      for (let i = 0; i < 4; i++) {
        expectError(
          await call('verifyPasswordResetCode', { body: { email: session.email, code: wrong } }),
          401,
          'auth_change_password_invalid_token',
        );
      }
      // The fifth wrong code, and the right one after it: a new code is needed.
      for (const attempt of [wrong, code]) {
        expectError(
          await call('verifyPasswordResetCode', { body: { email: session.email, code: attempt } }),
          401,
          'verification_code_locked',
        );
      }
    });

    it('answers 400 for a code that is not 6 digits', async () => {
      expectError(
        await call('verifyPasswordResetCode', { body: { email: session.email, code: '12345' } }),
        400,
        'validation_failed',
      );
    });
  });

  describeOperation('resetPassword', () => {
    it('sets the new password, uses the code up and signs out every session', async () => {
      const before = await signIn(session.email, session.password);
      allowResend(session.email);
      await call('sendPasswordResetCode', { body: { email: session.email } });
      const code = await outboxCode(session.email);
      const password = 'N3wPass!x';
      expectDocumented(
        await call('resetPassword', {
          body: { email: session.email, code, password, passwordCheck: password },
        }),
        204,
      );
      expectError(
        await call('refreshToken', { body: { refreshToken: before.refreshToken } }),
        401,
        'auth_refresh_token_invalid',
      );
      expectError(
        await call('login', { body: { email: session.email, password: session.password } }),
        401,
        'auth_invalid_credentials',
      );
      session = await signIn(session.email, password);
      expectError(
        await call('resetPassword', {
          body: { email: session.email, code, password, passwordCheck: password },
        }),
        401,
        'auth_change_password_invalid_token',
      );
    });

    it('enforces the password rules and the confirmation without changing anything', async () => {
      allowResend(session.email);
      await call('sendPasswordResetCode', { body: { email: session.email } });
      const code = await outboxCode(session.email);
      const before = fingerprint();
      for (const password of [
        'short1!',
        'toolongpassw0rd!',
        'NoDigits!!',
        'NoSymbol12',
        'Bad pass1!',
      ]) {
        expectError(
          await call('resetPassword', {
            body: { email: session.email, code, password, passwordCheck: password },
          }),
          400,
          'validation_failed',
        );
      }
      expectError(
        await call('resetPassword', {
          body: { email: session.email, code, password: 'Valid123!', passwordCheck: 'Valid124!' },
        }),
        400,
        'password_mismatch',
      );
      expect(fingerprint()).toBe(before);
    });

    it('refuses a wrong code', async () => {
      expectError(
        await call('resetPassword', {
          body: {
            email: session.email,
            code: '999999',
            password: 'Valid123!',
            passwordCheck: 'Valid123!',
          },
        }),
        401,
        'auth_change_password_invalid_token',
      );
    });
  });
});

describe('code resend window (30 s)', () => {
  it('answers 429 too_many_requests for a second reset code within 30 s', async () => {
    const { email } = await newMember({ label: 'resend' });
    expectDocumented(await call('sendPasswordResetCode', { body: { email } }), 204);
    const before = fingerprint();
    expectError(await call('sendPasswordResetCode', { body: { email } }), 429, 'too_many_requests');
    expect(fingerprint()).toBe(before);
  });

  it('answers 429 for unknown addresses too (no account discovery)', async () => {
    const body = { email: `ghost-${Date.now()}@nowhere.test` };
    expectDocumented(await call('sendPasswordResetCode', { body }), 204);
    expectError(await call('sendPasswordResetCode', { body }), 429, 'too_many_requests');
  });

  it('answers 429 for a second sign-up code within 30 s', async () => {
    const body = { email: `newcomer-${Date.now()}@school.test` };
    expectDocumented(await call('sendRegistrationCode', { body }), 204);
    expectError(await call('sendRegistrationCode', { body }), 429, 'too_many_requests');
  });
});
