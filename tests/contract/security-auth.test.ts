/**
 * Accounts and sessions held to OWASP ASVS 4.0.3 level 2 (chapters 2 and 3, with 8.2.1 and
 * 14.3.2): each test names the requirement it covers. Most run against the shared test server;
 * what needs other settings (production mode, a low per-address limit, a restart) runs against a
 * server of its own on a throw-away database, with its own SMTP sink.
 */
import type { FastifyInstance } from 'fastify';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { loadConfig, type Config } from '../../server/env.ts';
import { createMailer } from '../../server/mail.ts';
import { hashPasswordSync } from '../../server/auth/passwords.ts';
import { hasDemoAccounts } from '../../server/db/seed.ts';
import { createMember } from '../../server/members.ts';
import { sinkCode, sinkMails, startSmtpSink, type SmtpSink } from '../../scripts/smtp-sink.mjs';
import {
  DEMO,
  newMember,
  outboxCode,
  registrationBody,
  signIn,
  uniqueEmail,
  type Session,
} from './support/accounts.ts';
import { allowResend, count, testDb } from './support/db.ts';
import {
  call,
  describeOperation,
  expectDocumented,
  expectError,
  type Reply,
} from './support/http.ts';

const mailDir = inject('mailDir');

/** Waits for a mail to an address in the shared server's SMTP sink (mail leaves after the answer). */
async function mailTo(email: string, subject: RegExp, dir = mailDir) {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const mail = sinkMails(dir, email).find((candidate) => subject.test(candidate.subject));
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`no mail "${subject.source}" to ${email}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

function expectTooManyAttempts(reply: Reply): number {
  expectError(reply, 429, 'too_many_attempts');
  const retryAfter = Number(reply.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThan(0);
  return retryAfter;
}

const demoLogin = { email: DEMO.email, password: DEMO.password };

const wrongLogin = (email: string) => call('login', { body: { email, password: 'Wrong-pass1!' } });

describe('the development outbox (ASVS 14.3.2)', () => {
  it('ASVS 14.3.2: production refuses to start without SMTP_URL, and refuses DEV_OUTBOX', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow('SMTP_URL');
    expect(() =>
      loadConfig({ NODE_ENV: 'production', SMTP_URL: 'smtp://mail.example:25', DEV_OUTBOX: '1' }),
    ).toThrow('DEV_OUTBOX');
    expect(loadConfig({}).devOutbox).toBe(false);
  });

  it('ASVS 2.5.4: production refuses DEMO_ACCOUNTS, and `npm start` asks for none there', () => {
    const production = { NODE_ENV: 'production', SMTP_URL: 'smtp://mail.example:25' };
    expect(() => loadConfig({ ...production, DEMO_ACCOUNTS: '1' })).toThrow('DEMO_ACCOUNTS');
    expect(loadConfig(production, { demo: true })).toMatchObject({
      demoAccounts: false,
      host: '0.0.0.0',
    });
    // A local try-out: the demo accounts, reachable from this machine only unless HOST says so.
    expect(loadConfig({}, { demo: true })).toMatchObject({ demoAccounts: true, host: '127.0.0.1' });
    expect(loadConfig({ HOST: '0.0.0.0' }, { demo: true }).host).toBe('0.0.0.0');
    expect(loadConfig({ DEMO_ACCOUNTS: '0' }, { demo: true }).demoAccounts).toBe(false);
    expect(loadConfig({}).demoAccounts).toBe(false);
  });
});

describe('a server without DEV_OUTBOX, in production mode, with a low per-address limit', () => {
  let dir: string;
  let sink: SmtpSink;
  let config: Config;
  let app: FastifyInstance;

  const start = async () => {
    app = await buildApp(config);
  };
  const post = (url: string, body: unknown, remoteAddress = '10.0.0.1') =>
    app.inject({ method: 'POST', url: `/api/v1${url}`, payload: body as object, remoteAddress });

  // Production seeds no demo member: the provider's first member, approved.
  const owner = { email: 'head@school.test', password: 'Shelf42!rows' };
  const ownerLogin = { email: owner.email, password: owner.password };

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'portal-security-'));
    sink = await startSmtpSink({ dir: join(dir, 'mail') });
    config = loadConfig({
      NODE_ENV: 'production',
      SMTP_URL: sink.url,
      DATABASE_PATH: join(dir, 'portal.db'),
      STATIC_DIR: join(dir, 'no-dist'),
      SEED_BOOKS: '50',
      LOG_LEVEL: 'silent',
      AUTH_ADDRESS_LIMIT: '12',
    });
    await start();
    createMember(app.portal.db, {
      email: owner.email,
      passwordHash: hashPasswordSync(owner.password),
      name: 'Head Librarian',
      phoneNumber: '021',
      department: 'School',
      address: 'Street 1',
      marketingConsent: false,
      approved: true,
    });
  }, 60_000);

  it('seeds no demo member: the published demo passwords do not sign in', async () => {
    const reply = await post('/auth/member/login', demoLogin, '10.0.3.1');
    expect(reply.statusCode).toBe(401);
    expect(hasDemoAccounts(app.portal.db)).toBe(false);
    expect(app.portal.db.prepare('SELECT email FROM members').all()).toEqual([
      { email: owner.email },
    ]);
  });

  afterAll(async () => {
    await app?.close();
    await sink?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('ASVS 14.3.2: does not serve GET /dev/outbox (account takeover by reading reset codes)', async () => {
    const reply = await app.inject({ method: 'GET', url: '/dev/outbox?email=head@school.test' });
    expect(reply.statusCode).toBe(404);
    const all = await app.inject({ method: 'GET', url: '/dev/outbox' });
    expect(all.statusCode).toBe(404);
  });

  it('ASVS 2.7.2, 8.3.4: mails the code over SMTP and keeps no code in clear', async () => {
    const reply = await post(
      '/auth/member/password/reset/send/email',
      { email: owner.email },
      '10.0.1.1',
    );
    expect(reply.statusCode).toBe(204);
    let code: string | undefined;
    const deadline = Date.now() + 10_000;
    while (!(code = sinkCode(sink.dir, owner.email)) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(code).toMatch(/^\d{6}$/);
    const verify = await post(
      '/auth/member/password/reset/verify/email',
      { email: owner.email, code },
      '10.0.1.1',
    );
    expect(verify.statusCode).toBe(204);
    // Nothing in the database holds the code: no outbox row, and the stored digest is keyed.
    const db = app.portal.db;
    expect(db.prepare('SELECT COUNT(*) AS n FROM outbox').get()).toEqual({ n: 0 });
    const dump = JSON.stringify(db.prepare('SELECT * FROM verification_codes').all());
    expect(dump).not.toContain(code);
    const { createHash } = await import('node:crypto');
    expect(dump).not.toContain(
      createHash('sha256')
        .update(code ?? '')
        .digest('hex'),
    );
  });

  it('ASVS 11.1.4: limits sign-in and code requests per client address, not per school', async () => {
    // Different accounts, so that only the address limit can answer 429.
    for (let i = 0; i < 12; i++) {
      const reply = await post('/auth/member/login', {
        email: `nobody-${i}@school.test`,
        password: 'Wrong-pass1!',
      });
      expect(reply.statusCode).toBe(401);
    }
    const limited = await post('/auth/member/login', ownerLogin);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ errorCode: 'too_many_attempts' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    const code = await post('/member/register/send/email', { email: 'new@school.test' });
    expect(code.statusCode).toBe(429);
    // Another address is not affected.
    const other = await post('/auth/member/login', ownerLogin, '10.0.0.2');
    expect(other.statusCode).toBe(200);
  });

  it('ASVS 2.2.1: an account lock survives a restart (kept in the database)', async () => {
    const address = '10.0.2.1';
    for (let i = 0; i < 5; i++) {
      const reply = await post(
        '/auth/member/login',
        { email: owner.email, password: 'Wrong1!x' },
        address,
      );
      expect(reply.statusCode).toBe(401);
    }
    expect((await post('/auth/member/login', ownerLogin, address)).statusCode).toBe(429);
    await app.close();
    await start();
    const after = await post('/auth/member/login', ownerLogin, address);
    expect(after.statusCode).toBe(429);
    expect(after.json()).toMatchObject({ errorCode: 'too_many_attempts' });
    // A soft lock: the member signs in from elsewhere.
    expect((await post('/auth/member/login', ownerLogin, '10.0.2.2')).statusCode).toBe(200);
  }, 60_000);
});

describe('mail', () => {
  it('ASVS 7.1.1: never logs a code, and in production keeps no mail', () => {
    const lines: string[] = [];
    const log = { info: (...args: unknown[]) => lines.push(JSON.stringify(args)) };
    const db = testDb();
    const before = count('outbox');
    const mailer = createMailer(
      { nodeEnv: 'production', smtpUrl: undefined, mailFrom: 'portal@example.test' },
      { db, log: log as never },
    );
    mailer.send({
      to: 'x@school.test',
      subject: 'Code',
      text: 'Your code is 987654',
      code: '987654',
    });
    expect(lines.join('\n')).not.toContain('987654');
    expect(count('outbox')).toBe(before);
  });

  it('delivers sign-up codes over SMTP to the mailbox (the test run sink)', async () => {
    const email = uniqueEmail('mail');
    expectDocumented(await call('sendRegistrationCode', { body: { email } }), 204);
    const mail = await mailTo(email, /verify your e-mail/);
    expect(mail.text).toContain(await outboxCode(email));
  });
});

describe('sign-in throttling (ASVS 2.2.1)', () => {
  it('ASVS 2.2.1: locks an account after 5 wrong passwords, with 429 and Retry-After, not "not valid"', async () => {
    const member = await newMember({ label: 'lock' });
    for (let i = 0; i < 5; i++) {
      expectError(await wrongLogin(member.email), 401, 'auth_invalid_credentials');
    }
    const retryAfter = expectTooManyAttempts(await wrongLogin(member.email));
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    // Even the right password waits until the lock ends.
    expectTooManyAttempts(
      await call('login', { body: { email: member.email, password: member.password } }),
    );
    // Another member behind the same address (a school) signs in as usual.
    const colleague = await newMember({ label: 'colleague' });
    await signIn(colleague.email, colleague.password);
  });

  it('ASVS 2.2.1: a right password resets the count of wrong ones', async () => {
    const member = await newMember({ label: 'reset-count' });
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < 4; i++) await wrongLogin(member.email);
      await signIn(member.email, member.password);
    }
  });

  it('ASVS 2.2.1: 64 concurrent wrong sign-ins: all but 5 are refused before the password hash', async () => {
    const member = await newMember({ label: 'flood' });
    const replies = await Promise.all(Array.from({ length: 64 }, () => wrongLogin(member.email)));
    const statuses = replies.map((reply) => reply.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(59);
  });

  it('ASVS 2.2.1: wrong current passwords (change, deletion) count against the same lock', async () => {
    const member = await newMember({ label: 'stolen-token' });
    for (let i = 0; i < 5; i++) {
      expectError(
        await call('deleteAccount', {
          token: member.token,
          body: { currentPassword: 'Guess12!x' },
        }),
        401,
        'auth_invalid_password',
      );
    }
    expectTooManyAttempts(
      await call('changePassword', {
        token: member.token,
        body: {
          currentPassword: member.password,
          password: 'Other7!ab',
          passwordCheck: 'Other7!ab',
        },
      }),
    );
    expectTooManyAttempts(await wrongLogin(member.email));
  });

  it('ASVS 2.2.1: unknown addresses are throttled alike (no account discovery)', async () => {
    const email = uniqueEmail('ghost');
    for (let i = 0; i < 5; i++)
      expectError(await wrongLogin(email), 401, 'auth_invalid_credentials');
    expectTooManyAttempts(await wrongLogin(email));
  });
});

describe('verification codes (ASVS 2.2.1, 2.7.2)', () => {
  it('ASVS 2.2.1: a fresh code does not give fresh guesses: 10 wrong codes lock the address', async () => {
    const member = await newMember({ label: 'guess' });
    const body = (code: string) => ({ body: { email: member.email, code } });
    let attempts = 0;
    for (let round = 0; round < 3 && attempts < 10; round++) {
      allowResend(member.email);
      expectDocumented(await call('sendPasswordResetCode', { body: { email: member.email } }), 204);
      const code = await outboxCode(member.email);
      const wrong = code === '000000' ? '111111' : '000000';
      for (let i = 0; i < 4 && attempts < 10; i++, attempts++) {
        expectError(
          await call('verifyPasswordResetCode', body(wrong)),
          401,
          'auth_change_password_invalid_token',
        );
      }
    }
    allowResend(member.email);
    await call('sendPasswordResetCode', { body: { email: member.email } });
    const code = await outboxCode(member.email);
    expectTooManyAttempts(await call('verifyPasswordResetCode', body(code)));
  });

  it('ASVS 2.2.1: an address gets at most 5 codes in a row, then waits', async () => {
    const email = uniqueEmail('spam');
    for (let i = 0; i < 5; i++) {
      allowResend(email);
      expectDocumented(await call('sendRegistrationCode', { body: { email } }), 204);
    }
    allowResend(email);
    expectTooManyAttempts(await call('sendRegistrationCode', { body: { email } }));
  });

  it('ASVS 2.7.2: an expired reset code says so (a new code is needed)', async () => {
    const member = await newMember({ label: 'expired' });
    allowResend(member.email);
    await call('sendPasswordResetCode', { body: { email: member.email } });
    const code = await outboxCode(member.email);
    testDb()
      .prepare(
        "UPDATE verification_codes SET expires_at = '2000-01-01T00:00:00.000Z' WHERE email_key = ?",
      )
      .run(member.email);
    expectError(
      await call('verifyPasswordResetCode', { body: { email: member.email, code } }),
      401,
      'verification_code_expired',
    );
  });
});

describe('sessions end when they should (ASVS 3.3)', () => {
  it('ASVS 3.3.1: logout ends the access token at once', async () => {
    const member = await newMember({ label: 'logout' });
    expectDocumented(await call('getMe', { token: member.token }), 200);
    expectDocumented(await call('logout', { body: { refreshToken: member.refreshToken } }), 204);
    expectError(await call('getMe', { token: member.token }), 401, 'auth_token_invalid');
    expectError(
      await call('requestQuotation', {
        token: member.token,
        headers: { 'idempotency-key': `logged-out-${member.id}` },
        body: { cartCategoryId: 'public', message: '', books: [{ bookId: 1, quantity: 1 }] },
      }),
      401,
      'auth_token_invalid',
    );
  });

  it('ASVS 3.3.3: a password change ends the other sign-ins at once and keeps this one', async () => {
    const member = await newMember({ label: 'change' });
    const other = await signIn(member.email, member.password);
    const password = 'Fresh7!page';
    expectDocumented(
      await call('changePassword', {
        token: member.token,
        body: { currentPassword: member.password, password, passwordCheck: password },
      }),
      204,
    );
    expectError(await call('getMe', { token: other.token }), 401, 'auth_token_invalid');
    expectError(
      await call('refreshToken', { body: { refreshToken: other.refreshToken } }),
      401,
      'auth_refresh_token_invalid',
    );
    expectDocumented(await call('getMe', { token: member.token }), 200);
    // ASVS 2.2.3: the member is told by mail.
    await mailTo(member.email, /password was changed/);
  });

  it('ASVS 3.3.1, 2.2.3: a password reset ends every access token at once and mails a notice', async () => {
    const member = await newMember({ label: 'reset' });
    allowResend(member.email);
    await call('sendPasswordResetCode', { body: { email: member.email } });
    const code = await outboxCode(member.email);
    const password = 'Quill7!maple';
    expectDocumented(
      await call('resetPassword', {
        body: { email: member.email, code, password, passwordCheck: password },
      }),
      204,
    );
    expectError(
      await call('updateMe', {
        token: member.token,
        body: {
          name: 'taken over',
          email: member.email,
          phoneNumber: '1',
          department: 'd',
          address: 'a',
        },
      }),
      401,
      'auth_token_invalid',
    );
    const mail = await mailTo(member.email, /password was changed/);
    expect(mail.text).toContain('reset');
  });

  it('ASVS 3.3.1: deleting the account ends its access tokens', async () => {
    const member = await newMember({ label: 'delete' });
    const other = await signIn(member.email, member.password);
    expectDocumented(
      await call('deleteAccount', {
        token: member.token,
        body: { currentPassword: member.password },
      }),
      204,
    );
    expectError(await call('getMe', { token: other.token }), 401, 'auth_token_invalid');
  });

  it('ASVS 3.3.2: a sign-in ends after 12 hours, or 30 days with "Stay signed in"; refresh fails beyond', async () => {
    const member = await newMember({ label: 'lifetime' });
    const hours = (staySignedIn: boolean) => async () => {
      const reply = await call('login', {
        body: { email: member.email, password: member.password, staySignedIn },
      });
      const tokens = expectDocumented(reply, 200);
      const { sid } = JSON.parse(
        Buffer.from(tokens.accessToken.split('.')[1] ?? '', 'base64url').toString(),
      ) as { sid: string };
      const row = testDb()
        .prepare<[string], { created_at: string; expires_at: string }>(
          'SELECT created_at, expires_at FROM sessions WHERE id = ?',
        )
        .get(sid);
      // The answer says when the sign-in ends (the portal warns a minute before).
      expect(tokens.signInEndsAt).toBe(row?.expires_at);
      return {
        tokens,
        sid,
        hours: (Date.parse(row?.expires_at ?? '') - Date.parse(row?.created_at ?? '')) / 3_600_000,
      };
    };
    expect((await hours(false)()).hours).toBe(12);
    const remembered = await hours(true)();
    expect(remembered.hours).toBe(30 * 24);
    // A refresh keeps the sign-in's end: only a new sign-in has a new one.
    const refreshed = expectDocumented(
      await call('refreshToken', { body: { refreshToken: remembered.tokens.refreshToken } }),
      200,
    );
    expect(refreshed.signInEndsAt).toBe(remembered.tokens.signInEndsAt);
    testDb()
      .prepare("UPDATE sessions SET expires_at = '2000-01-01T00:00:00.000Z' WHERE id = ?")
      .run(remembered.sid);
    expectError(
      await call('refreshToken', { body: { refreshToken: refreshed.refreshToken } }),
      401,
      'auth_refresh_token_invalid',
    );
  });
});

describeOperation('listSignIns', () => {
  describeOperation('endOtherSignIns', () => {
    it('ASVS 3.3.4: lists the active sign-ins and signs out everywhere else', async () => {
      const member = await newMember({ label: 'devices' });
      const phone = await call('login', {
        body: { email: member.email, password: member.password },
        headers: {
          'user-agent':
            'Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
        },
      });
      const phoneTokens = expectDocumented(phone, 200);
      const list = expectDocumented(await call('listSignIns', { token: member.token }), 200);
      // The sign-up's own sign-in, the test's sign-in and the phone.
      expect(list.results).toHaveLength(3);
      expect(list.results.filter((signIn) => signIn.current)).toHaveLength(1);
      expect(list.results.map((signIn) => signIn.device)).toContain('Chrome on Android');
      expectDocumented(await call('endOtherSignIns', { token: member.token }), 204);
      expectError(
        await call('getMe', { token: phoneTokens.accessToken }),
        401,
        'auth_token_invalid',
      );
      const after = expectDocumented(await call('listSignIns', { token: member.token }), 200);
      expect(after.results).toHaveLength(1);
    });
  });
});

describe('access tokens are standard JWTs (ASVS 3.5.3)', () => {
  let member: Session;
  beforeAll(async () => {
    member = await newMember({ label: 'jwt' });
  });

  it('ASVS 3.5.3: HS256 JWT naming the member (sub) and the sign-in (sid)', () => {
    const [header, payload] = member.token
      .split('.')
      .slice(0, 2)
      .map(
        (part) => JSON.parse(Buffer.from(part, 'base64url').toString()) as Record<string, unknown>,
      );
    expect(header).toMatchObject({ alg: 'HS256', typ: 'JWT' });
    expect(payload).toMatchObject({ sub: member.id, sid: expect.any(String) });
  });

  it('ASVS 3.5.3: refuses another spelling of the same signature, and alg "none"', async () => {
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const last = member.token.at(-1) ?? 'A';
    // The last character of a 32-byte signature carries 2 spare bits: flipping one keeps the bytes.
    const variant = member.token.slice(0, -1) + alphabet[alphabet.indexOf(last) ^ 1];
    expect(Buffer.from(variant.split('.')[2] ?? '', 'base64url')).toEqual(
      Buffer.from(member.token.split('.')[2] ?? '', 'base64url'),
    );
    expectError(await call('getMe', { token: variant }), 401, 'auth_token_invalid');
    const [, payload] = member.token.split('.');
    const none = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${payload}.`;
    expectError(await call('getMe', { token: none }), 401, 'auth_token_invalid');
  });
});

describe('refresh-token rotation with a short reuse grace', () => {
  /** The grace the test server runs with (the default). */
  const graceMs = loadConfig({}).refreshReuseGraceSeconds * 1000;
  const rotatedAgo = (memberId: string, ms: number) =>
    testDb()
      .prepare('UPDATE refresh_tokens SET used_at = ? WHERE member_id = ? AND used_at IS NOT NULL')
      .run(new Date(Date.now() - ms).toISOString(), memberId);

  it('a refresh whose answer a flaky line lost still gets its successor a minute later', async () => {
    const member = await newMember({ label: 'lost-answer' });
    // The server rotated the token; the answer never reached the app.
    const lost = expectDocumented(
      await call('refreshToken', { body: { refreshToken: member.refreshToken } }),
      200,
    );
    rotatedAgo(member.id, 60_000);
    const resent = expectDocumented(
      await call('refreshToken', { body: { refreshToken: member.refreshToken } }),
      200,
    );
    expect(resent.refreshToken).toBe(lost.refreshToken);
    expectDocumented(await call('getMe', { token: resent.accessToken }), 200);
  });

  it('the grace ends when the successor is used: the spent token then ends the sign-in', async () => {
    const member = await newMember({ label: 'successor-used' });
    const next = expectDocumented(
      await call('refreshToken', { body: { refreshToken: member.refreshToken } }),
      200,
    );
    expectDocumented(
      await call('refreshToken', { body: { refreshToken: next.refreshToken } }),
      200,
    );
    expectError(
      await call('refreshToken', { body: { refreshToken: member.refreshToken } }),
      401,
      'auth_refresh_token_invalid',
    );
  });

  it('ASVS 3.3.1: a token re-used within the grace gets the same successor; the sign-in lives', async () => {
    const member = await newMember({ label: 'grace' });
    const first = expectDocumented(
      await call('refreshToken', { body: { refreshToken: member.refreshToken } }),
      200,
    );
    const again = expectDocumented(
      await call('refreshToken', { body: { refreshToken: member.refreshToken } }),
      200,
    );
    expect(again.refreshToken).toBe(first.refreshToken);
    expectDocumented(await call('getMe', { token: again.accessToken }), 200);
    expectDocumented(
      await call('refreshToken', { body: { refreshToken: first.refreshToken } }),
      200,
    );
  });

  it('ASVS 3.3.1: re-used after the grace, it ends the whole sign-in (reuse detection)', async () => {
    const member = await newMember({ label: 'reuse' });
    const next = expectDocumented(
      await call('refreshToken', { body: { refreshToken: member.refreshToken } }),
      200,
    );
    rotatedAgo(member.id, graceMs + 1_000);
    expectError(
      await call('refreshToken', { body: { refreshToken: member.refreshToken } }),
      401,
      'auth_refresh_token_invalid',
    );
    expectError(
      await call('refreshToken', { body: { refreshToken: next.refreshToken } }),
      401,
      'auth_refresh_token_invalid',
    );
    expectError(await call('getMe', { token: next.accessToken }), 401, 'auth_token_invalid');
  });
});

describe("cancelling a pending registration needs that registration's own sign-in", () => {
  it('ASVS 4.2.1: anonymous cancel is 401, another member cannot cancel it, its own browser can', async () => {
    const pending = await newMember({ approved: false, label: 'pending' });
    const stranger = await newMember({ approved: false, label: 'stranger' });
    expectError(
      await call('cancelRegistration', { params: { id: pending.id } }),
      401,
      'auth_token_missing',
    );
    expectError(
      await call('cancelRegistration', { params: { id: pending.id }, token: stranger.token }),
      403,
      'not_own_registration',
    );
    expect(count('members', 'id = ?', pending.id)).toBe(1);
    expectDocumented(
      await call('cancelRegistration', { params: { id: pending.id }, token: pending.token }),
      204,
    );
  });

  it('ASVS 4.2.1: the sign-up answer carries the sign-in that may cancel the request', async () => {
    const email = uniqueEmail('fresh');
    await call('sendRegistrationCode', { body: { email } });
    await call('verifyRegistrationCode', { body: { email, code: await outboxCode(email) } });
    const registered = expectDocumented(
      await call('register', {
        body: registrationBody(email),
      }),
      201,
    );
    expectDocumented(
      await call('cancelRegistration', {
        params: { id: registered.id },
        token: registered.accessToken,
      }),
      204,
    );
  });
});

describe('answers carrying tokens are not cached (ASVS 8.2.1)', () => {
  it('ASVS 8.2.1: sign-in, refresh and sign-up answer Cache-Control: no-store', async () => {
    const login = await call('login', {
      body: { email: DEMO.email, password: DEMO.password },
    });
    expect(login.headers.get('cache-control')).toBe('no-store');
    const refresh = await call('refreshToken', {
      body: { refreshToken: expectDocumented(login, 200).refreshToken },
    });
    expect(refresh.headers.get('cache-control')).toBe('no-store');
    const email = uniqueEmail('nostore');
    await call('sendRegistrationCode', { body: { email } });
    await call('verifyRegistrationCode', { body: { email, code: await outboxCode(email) } });
    const register = await call('register', { body: registrationBody(email) });
    expect(register.status).toBe(201);
    expect(register.headers.get('cache-control')).toBe('no-store');
  });
});

describe('passwords (ASVS 2.1.7)', () => {
  it('ASVS 2.1.7: sign-up refuses a common password that fits the rule', async () => {
    const email = uniqueEmail('common');
    await call('sendRegistrationCode', { body: { email } });
    await call('verifyRegistrationCode', { body: { email, code: await outboxCode(email) } });
    for (const password of ['P@ssw0rd', 'Password1!', 'qwerty123!']) {
      expectError(
        await call('register', { body: registrationBody(email, password) }),
        400,
        'password_too_common',
      );
    }
  });

  it('ASVS 2.1.7: a password change refuses a common password and the current one', async () => {
    const member = await newMember({ label: 'same' });
    const change = (password: string) =>
      call('changePassword', {
        token: member.token,
        body: { currentPassword: member.password, password, passwordCheck: password },
      });
    expectError(await change('Password1!'), 400, 'password_too_common');
    expectError(await change(member.password), 400, 'password_unchanged');
  });

  it('a reset tells nothing about the current password: it answers alike and uses the code up', async () => {
    const member = await newMember({ label: 'same-reset' });
    allowResend(member.email);
    await call('sendPasswordResetCode', { body: { email: member.email } });
    const code = await outboxCode(member.email);
    const reset = (password: string) =>
      call('resetPassword', {
        body: { email: member.email, code, password, passwordCheck: password },
      });
    // Whoever reads the mailbox cannot test guesses of the current password, code after code.
    expectDocumented(await reset(member.password), 204);
    expectError(await reset('Quill7!maple'), 401, 'auth_change_password_invalid_token');
  });
});
