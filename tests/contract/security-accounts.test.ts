/**
 * Attacks on accounts that must fail (OWASP ASVS 4.0.3 level 2, 2.1, 2.2, 2.5, 11.1): locking a
 * member out from elsewhere, guessing codes for days, sharing one address behind a proxy, probing
 * sign-up for accounts, testing passwords with a reset code, predictable passwords. What needs
 * other settings or client addresses runs against a server of its own (app.inject names the
 * client address), on a throw-away database whose mail stays in the development outbox.
 */
import type { FastifyInstance } from 'fastify';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { hashPasswordSync } from '../../server/auth/passwords.ts';
import { AccountThrottle } from '../../server/auth/throttle.ts';
import { loadConfig, type Config } from '../../server/env.ts';
import { createMember } from '../../server/members.ts';
import { outboxMessages } from '../../server/outbox.ts';
import { unlockMember } from '../../server/provider.ts';
import { newMember, outboxCode, registrationBody, uniqueEmail } from './support/accounts.ts';
import { allowResend } from './support/db.ts';
import {
  call,
  describeOperation,
  expectDocumented,
  expectError,
  type ErrorBody,
  type Reply,
} from './support/http.ts';
import { documentedResponse } from './support/spec.ts';

interface Injected {
  statusCode: number;
  headers: Record<string, string | string[] | number | undefined>;
  json: () => Partial<ErrorBody>;
  body: string;
}

/** A server of its own: its settings, its database, and requests from any client address. */
function ownServer(env: Record<string, string> = {}) {
  const server = {
    dir: '',
    config: undefined as unknown as Config,
    app: undefined as unknown as FastifyInstance,
    async start() {
      server.app = await buildApp(server.config);
    },
    post(
      url: string,
      body: unknown,
      from: string,
      headers: Record<string, string> = {},
    ): Promise<Injected> {
      return server.app.inject({
        method: 'POST',
        url: `/api/v1${url}`,
        payload: body as object,
        remoteAddress: from,
        headers,
      }) as Promise<Injected>;
    },
    /** An approved member, made as the provider would. */
    member(email: string, password = 'Shelf42!rows', name = 'Head Librarian') {
      createMember(server.app.portal.db, {
        email,
        passwordHash: hashPasswordSync(password),
        name,
        phoneNumber: '021',
        department: 'School',
        address: 'Street 1',
        marketingConsent: false,
        approved: true,
      });
      return { email, password };
    },
    mails(email: string) {
      return outboxMessages({ db: server.app.portal.db }, email, 50);
    },
  };
  beforeAll(async () => {
    server.dir = mkdtempSync(join(tmpdir(), 'portal-accounts-'));
    server.config = loadConfig({
      NODE_ENV: 'test',
      DATABASE_PATH: join(server.dir, 'portal.db'),
      STATIC_DIR: join(server.dir, 'no-dist'),
      SEED_BOOKS: '50',
      LOG_LEVEL: 'silent',
      CODE_RESEND_SECONDS: '0',
      ...env,
    });
    await server.start();
  }, 60_000);
  afterAll(async () => {
    await server.app?.close();
    rmSync(server.dir, { recursive: true, force: true });
  });
  return server;
}

function expectLocked(reply: Injected): number {
  expect(reply.statusCode, JSON.stringify(reply.json())).toBe(429);
  expect(reply.json()).toMatchObject({ errorCode: 'too_many_attempts' });
  const retryAfter = Number(reply.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  return retryAfter;
}

/** The device cookie a sign-in answer set, as a Cookie header. */
function deviceCookie(reply: Injected): string {
  const header = reply.headers['set-cookie'];
  const cookie = String(Array.isArray(header) ? header[0] : header);
  expect(cookie).toMatch(/^portal_device_[0-9a-f]{16}=[A-Za-z0-9_-]+; /);
  expect(cookie).toContain('HttpOnly');
  expect(cookie).toContain('SameSite=Strict');
  expect(cookie).toContain('Path=/api/v1/auth/member/login');
  return cookie.split(';')[0] ?? '';
}

const LOGIN = '/auth/member/login';

describe('soft locks: a stranger cannot lock a member out (ASVS 2.2.1)', () => {
  const server = ownServer();

  it('wrong passwords from one address lock that address only; the member is told by mail', async () => {
    const owner = server.member('soft@school.test');
    for (let i = 0; i < 5; i++) {
      const reply = await server.post(LOGIN, { ...owner, password: 'Wrong12!x' }, '198.51.100.1');
      expect(reply.statusCode).toBe(401);
    }
    const retryAfter = expectLocked(await server.post(LOGIN, owner, '198.51.100.1'));
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect((await server.post(LOGIN, owner, '198.51.100.2')).statusCode).toBe(200);
    expect(server.mails(owner.email).map((mail) => mail.subject)).toContain(
      'Book portal: repeated failed attempts on your account',
    );
  });

  it('a slower ceiling per account stops guessing from many addresses, but a browser that signed in before keeps signing in', async () => {
    const owner = server.member('ceiling@school.test');
    const first = await server.post(LOGIN, owner, '198.51.100.20');
    expect(first.statusCode).toBe(200);
    const cookie = deviceCookie(first);
    // 20 wrong passwords from 5 addresses (4 each, under the per-address lock).
    for (let a = 0; a < 5; a++) {
      for (let i = 0; i < 4; i++) {
        const reply = await server.post(
          LOGIN,
          { ...owner, password: 'Wrong12!x' },
          `203.0.113.${a}`,
        );
        expect(reply.statusCode).toBe(401);
      }
    }
    const retryAfter = expectLocked(
      await server.post(LOGIN, { ...owner, password: 'Wrong12!x' }, '203.0.113.99'),
    );
    expect(retryAfter).toBeGreaterThan(15 * 60);
    expect(retryAfter).toBeLessThanOrEqual(60 * 60);
    // Even the right password from a browser never used before waits.
    expectLocked(await server.post(LOGIN, owner, '198.51.100.21'));
    // The member's own browser, also from an address that is locked for everybody else.
    const own = await server.post(LOGIN, owner, '203.0.113.99', { cookie });
    expect(own.statusCode).toBe(200);
    expect(own.headers['set-cookie']).toBeUndefined();
  });

  it("a browser's cookie is counted on its own and works for its own account only", async () => {
    const owner = server.member('device@school.test');
    const other = server.member('colleague@school.test');
    const cookie = deviceCookie(await server.post(LOGIN, owner, '198.51.100.30'));
    for (let i = 0; i < 5; i++) {
      const reply = await server.post(LOGIN, { ...owner, password: 'Wrong12!x' }, '198.51.100.30', {
        cookie,
      });
      expect(reply.statusCode).toBe(401);
    }
    expectLocked(await server.post(LOGIN, owner, '198.51.100.30', { cookie }));
    // The wrong passwords of that browser did not lock its address for the account…
    expect((await server.post(LOGIN, owner, '198.51.100.30')).statusCode).toBe(200);
    // …and the cookie says nothing for another account.
    const colleague = await server.post(LOGIN, other, '198.51.100.31', { cookie });
    expect(colleague.statusCode).toBe(200);
    deviceCookie(colleague);
  });

  it('`admin unlock` clears every lock: sign-in, code checks and code sending', async () => {
    const owner = server.member('unlock@school.test');
    const from = '198.51.100.40';
    for (let i = 0; i < 6; i++) await server.post(LOGIN, { ...owner, password: 'Wrong12!x' }, from);
    expectLocked(await server.post(LOGIN, owner, from));
    for (let i = 0; i < 5; i++) {
      expect(
        (await server.post('/auth/member/password/reset/send/email', { email: owner.email }, from))
          .statusCode,
      ).toBe(204);
    }
    expectLocked(
      await server.post('/auth/member/password/reset/send/email', { email: owner.email }, from),
    );
    for (let i = 0; i < 10; i++) {
      await server.post(
        '/auth/member/password/reset/verify/email',
        { email: owner.email, code: '000000' },
        from,
      );
    }
    expectLocked(
      await server.post(
        '/auth/member/password/reset/verify/email',
        { email: owner.email, code: '000000' },
        from,
      ),
    );
    expect(unlockMember(server.app.portal.db, owner.email)).toMatch(
      /^Unlocked unlock@school\.test/,
    );
    expect((await server.post(LOGIN, owner, from)).statusCode).toBe(200);
    expect(
      (await server.post('/auth/member/password/reset/send/email', { email: owner.email }, from))
        .statusCode,
    ).toBe(204);
    const code = server.mails(owner.email).find((mail) => mail.code !== '')?.code ?? '';
    expect(
      (
        await server.post(
          '/auth/member/password/reset/verify/email',
          { email: owner.email, code },
          from,
        )
      ).statusCode,
    ).toBe(204);
  });
});

/** An injected answer, checked against the contract's answer for its status. */
function documented(operationId: string, reply: Injected, status: number, errorCode?: string) {
  expect(reply.statusCode, status === 204 ? '' : JSON.stringify(reply.json())).toBe(status);
  const answer = documentedResponse(operationId, status);
  expect(answer, `${operationId} documents ${status}`).not.toBeNull();
  if (status !== 204 && answer?.validate) expect(answer.validate(reply.json())).toBe(true);
  if (errorCode) expect(reply.json()).toMatchObject({ errorCode });
}

const SEND_CODE = '/auth/member/login/code/send';
const LOGIN_CODE = '/auth/member/login/code';
const CODE_SUBJECT = 'Book portal: your sign-in code';

describe('device cookies in full: a stranger cannot keep a member out of a new browser (OWASP)', () => {
  const server = ownServer();
  const codeMails = (email: string) =>
    server.mails(email).filter((mail) => mail.subject === CODE_SUBJECT);
  /** 20 wrong passwords from 5 addresses (under each address's lock): the account's lock starts. */
  async function lockUntrusted(owner: { email: string }, net: string) {
    for (let a = 0; a < 5; a++) {
      for (let i = 0; i < 4; i++) {
        const reply = await server.post(LOGIN, { ...owner, password: 'Wrong12!x' }, `${net}.${a}`);
        expect(reply.statusCode).toBe(401);
      }
    }
    expectLocked(await server.post(LOGIN, { ...owner, password: 'Wrong12!x' }, `${net}.99`));
  }

  describeOperation('loginWithCode', () => {
    it('the attacker locks new browsers; the member signs in on a new one at once with a mailed code; the stranger cannot', async () => {
      const owner = server.member('tablet@school.test');
      const trusted = deviceCookie(await server.post(LOGIN, owner, '198.51.100.60'));
      await lockUntrusted(owner, '203.0.113');
      // The member's new tablet: the right password alone waits…
      const tablet = '198.51.100.61';
      expectLocked(await server.post(LOGIN, owner, tablet));
      // …while the member's own browser keeps signing in.
      expect(
        (await server.post(LOGIN, owner, '203.0.113.99', { cookie: trusted })).statusCode,
      ).toBe(200);

      // The stranger asks for codes: one mail goes to the member, and asking again sends no other.
      const stranger = '203.0.113.77';
      for (let i = 0; i < 3; i++) {
        documented(
          'sendSignInCode',
          await server.post(SEND_CODE, { email: owner.email }, stranger),
          204,
        );
      }
      expect(codeMails(owner.email)).toHaveLength(1);
      // The stranger guesses codes, even with the right password: refused alike, then that client waits.
      for (let i = 0; i < 5; i++) {
        const password = i === 0 ? owner.password : 'Wrong12!x';
        const code = String(100000 + i);
        documented(
          'loginWithCode',
          await server.post(LOGIN_CODE, { email: owner.email, password, code }, stranger),
          401,
          'sign_in_code_invalid',
        );
      }
      const wait = await server.post(
        LOGIN_CODE,
        { email: owner.email, password: owner.password, code: '123456' },
        stranger,
      );
      documented('loginWithCode', wait, 429, 'too_many_attempts');
      expect(Number(wait.headers['retry-after'])).toBeGreaterThan(0);

      // The member on the tablet asks too: no second mail, the code in the mailbox still works.
      documented(
        'sendSignInCode',
        await server.post(SEND_CODE, { email: owner.email }, tablet),
        204,
      );
      const mails = codeMails(owner.email);
      expect(mails).toHaveLength(1);
      const code = mails[0]?.code ?? '';
      expect(code).toMatch(/^\d{6}$/);
      // The right code with a mistyped password is answered like a wrong code.
      documented(
        'loginWithCode',
        await server.post(LOGIN_CODE, { email: owner.email, password: 'Wrong12!x', code }, tablet),
        401,
        'sign_in_code_invalid',
      );
      const signedIn = await server.post(LOGIN_CODE, { ...owner, code }, tablet);
      documented('loginWithCode', signedIn, 200);
      expect(signedIn.headers['cache-control']).toBe('no-store');
      const tabletCookie = deviceCookie(signedIn);
      // From then on the tablet is the member's own: the password alone signs in, lock or not.
      expectLocked(await server.post(LOGIN, owner, '198.51.100.62'));
      expect((await server.post(LOGIN, owner, tablet, { cookie: tabletCookie })).statusCode).toBe(
        200,
      );
      // The code is used up.
      documented(
        'loginWithCode',
        await server.post(LOGIN_CODE, { ...owner, code }, '198.51.100.63'),
        401,
        'sign_in_code_invalid',
      );
    });

    it('answers 400 for a malformed code', async () => {
      documented(
        'loginWithCode',
        await server.post(
          LOGIN_CODE,
          { email: 'tablet@school.test', password: 'Shelf42!rows', code: '12345' },
          '198.51.100.64',
        ),
        400,
        'validation_failed',
      );
    });
  });

  describeOperation('sendSignInCode', () => {
    it('mails nothing while no lock holds, nor for an unknown address; a client asking too often waits, alone', async () => {
      const owner = server.member('nolock@school.test');
      documented(
        'sendSignInCode',
        await server.post(SEND_CODE, { email: owner.email }, '198.51.100.70'),
        204,
      );
      documented(
        'sendSignInCode',
        await server.post(SEND_CODE, { email: 'nobody@school.test' }, '198.51.100.70'),
        204,
      );
      expect(codeMails(owner.email)).toHaveLength(0);
      expect(codeMails('nobody@school.test')).toHaveLength(0);
      for (let i = 0; i < 4; i++) {
        await server.post(SEND_CODE, { email: owner.email }, '198.51.100.70');
      }
      documented(
        'sendSignInCode',
        await server.post(SEND_CODE, { email: owner.email }, '198.51.100.70'),
        429,
        'too_many_attempts',
      );
      documented(
        'sendSignInCode',
        await server.post(SEND_CODE, { email: owner.email }, '198.51.100.71'),
        204,
      );
    });

    it("a lock of this client's address is enough: the member on that network gets a code", async () => {
      const owner = server.member('samenet@school.test');
      const from = '198.51.100.80';
      for (let i = 0; i < 5; i++)
        await server.post(LOGIN, { ...owner, password: 'Wrong12!x' }, from);
      expectLocked(await server.post(LOGIN, owner, from));
      documented('sendSignInCode', await server.post(SEND_CODE, { email: owner.email }, from), 204);
      const code = codeMails(owner.email)[0]?.code ?? '';
      documented('loginWithCode', await server.post(LOGIN_CODE, { ...owner, code }, from), 200);
    });

    it('answers 400 for a malformed address', async () => {
      documented(
        'sendSignInCode',
        await server.post(SEND_CODE, { email: 'x' }, '198.51.100.72'),
        400,
        'validation_failed',
      );
    });
  });
});

describe('counters that can no longer count are forgotten', () => {
  const server = ownServer();

  it('drops sign-in counters untouched for two days and passed address windows', async () => {
    const db = server.app.portal.db;
    const old = new Date(Date.now() - 3 * 86_400_000).toISOString();
    db.prepare(
      `INSERT INTO auth_failures (key, account, failures, locked_until, counted_since, updated_at)
       VALUES ('login:old@school.test|192.0.2.1', 'old@school.test', 3, NULL, ?, ?)`,
    ).run(old, old);
    db.prepare('INSERT INTO address_windows (key, started_at, count) VALUES (?, ?, 7)').run(
      '192.0.2.1',
      Date.now() - 86_400_000,
    );
    await server.post(LOGIN, { email: 'new@school.test', password: 'Wrong12!x' }, '192.0.2.2');
    expect(db.prepare('SELECT key FROM auth_failures').all()).toEqual(
      expect.not.arrayContaining([{ key: 'login:old@school.test|192.0.2.1' }]),
    );
    expect(db.prepare('SELECT key FROM address_windows').all()).toEqual([{ key: '192.0.2.2' }]);
  });
});

describe('codes: a daily ceiling per requester, a new code after 5 failures (ASVS 2.2.1)', () => {
  const server = ownServer({ CODE_DAILY_MAX_FAILURES: '6' });
  const VERIFY = '/auth/member/password/reset/verify/email';
  const SEND = '/auth/member/password/reset/send/email';

  it('wrong codes from one client address hit a daily ceiling there that a new code does not lift; elsewhere the code works', async () => {
    const owner = server.member('daily@school.test');
    const from = '192.0.2.1';
    let guesses = 0;
    while (guesses < 6) {
      expect((await server.post(SEND, { email: owner.email }, from)).statusCode).toBe(204);
      for (let i = 0; i < 4 && guesses < 6; i++, guesses++) {
        const reply = await server.post(
          VERIFY,
          { email: owner.email, code: 'x00000'.replace('x', String(i)) },
          from,
        );
        expect(reply.statusCode).toBe(401);
      }
    }
    expect((await server.post(SEND, { email: owner.email }, from)).statusCode).toBe(204);
    const code = server.mails(owner.email).find((mail) => mail.code !== '')?.code ?? '';
    const retryAfter = expectLocked(await server.post(VERIFY, { email: owner.email, code }, from));
    // The rest of the day, not a quarter of an hour.
    expect(retryAfter).toBeGreaterThan(15 * 60);
    expect(retryAfter).toBeLessThanOrEqual(24 * 3600);
    expect(server.mails(owner.email).map((mail) => mail.subject)).toContain(
      'Book portal: repeated failed attempts on your account',
    );
    // The same code from another client address: that requester is not locked.
    expect((await server.post(VERIFY, { email: owner.email, code }, '192.0.2.50')).statusCode).toBe(
      204,
    );
    // Sign-in is not affected.
    expect((await server.post(LOGIN, owner, from)).statusCode).toBe(200);
  });
});

describe("a stranger's wrong codes and sends do not block the member's reset or sign-up (issue 34, item 8)", () => {
  const server = ownServer();
  const VERIFY = '/auth/member/password/reset/verify/email';
  const SEND = '/auth/member/password/reset/send/email';
  const RESET = '/auth/member/password/reset';
  const latestCode = (email: string) =>
    server.mails(email).find((mail) => mail.code !== '')?.code ?? '';
  const wrongFor = (code: string, i: number) =>
    String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0');

  it("a stranger's wrong codes lock the code for strangers only: the member's code works where they asked for it, at most 10 guesses reach it", async () => {
    const owner = server.member('blocked@school.test');
    const home = '198.51.100.90';
    expect((await server.post(SEND, { email: owner.email }, home)).statusCode).toBe(204);
    const code = latestCode(owner.email);
    // The stranger: 20 wrong codes from two addresses, 10 each (the most one address may try).
    const answers: string[] = [];
    for (const stranger of ['203.0.113.10', '203.0.113.11']) {
      for (let i = 0; i < 10; i++) {
        const reply = await server.post(
          VERIFY,
          { email: owner.email, code: wrongFor(code, answers.length) },
          stranger,
        );
        expect(reply.statusCode, JSON.stringify(reply.json())).toBe(401);
        answers.push(reply.json().errorCode ?? '');
      }
    }
    // Strangers together had 5 wrong attempts on the code; then it is locked for them…
    expect(answers.filter((a) => a === 'auth_change_password_invalid_token')).toHaveLength(4);
    expect(answers.slice(4).every((a) => a === 'verification_code_locked')).toBe(true);
    // …even with the right code from yet another address: no more guesses reach it from elsewhere.
    const third = await server.post(VERIFY, { email: owner.email, code }, '203.0.113.12');
    expect(third.statusCode).toBe(401);
    expect(third.json()).toMatchObject({ errorCode: 'verification_code_locked' });
    // The stranger who guessed is locked as a client too.
    expectLocked(await server.post(VERIFY, { email: owner.email, code }, '203.0.113.10'));
    // The member, where they asked for the code, verifies it and sets a new password.
    const verified = await server.post(VERIFY, { email: owner.email, code }, home);
    expect(verified.statusCode, verified.body).toBe(204);
    const password = 'Quill7!maple';
    const reset = await server.post(
      RESET,
      { email: owner.email, code, password, passwordCheck: password },
      home,
    );
    expect(reset.statusCode).toBe(204);
    expect((await server.post(LOGIN, { email: owner.email, password }, home)).statusCode).toBe(200);
  });

  it("each new code the member asks for survives the stranger's guesses against it", async () => {
    const owner = server.member('spoiled@school.test');
    const home = '198.51.100.91';
    const strangers = ['203.0.113.30', '203.0.113.31', '203.0.113.32'];
    for (const stranger of strangers) {
      // The member asks for a code; a stranger guesses against it until it locks for them.
      expect((await server.post(SEND, { email: owner.email }, home)).statusCode).toBe(204);
      const code = latestCode(owner.email);
      for (let i = 0; i < 5; i++) {
        await server.post(VERIFY, { email: owner.email, code: wrongFor(code, i) }, stranger);
      }
      const theirs = await server.post(VERIFY, { email: owner.email, code }, stranger);
      expect(theirs.json()).toMatchObject({ errorCode: 'verification_code_locked' });
      const mine = await server.post(VERIFY, { email: owner.email, code }, home);
      expect(mine.statusCode, mine.body).toBe(204);
    }
  });

  it("one stranger's sends stop at 10 a day and never use up the member's; the address's ceiling is 30 a day", async () => {
    const owner = server.member('flooded@school.test');
    const home = '198.51.100.92';
    const db = server.app.portal.db;
    /** Sends from one client until refused for the day; the 15-minute window is let pass. */
    const sendAll = async (from: string) => {
      let sent = 0;
      for (let i = 0; i < 40; i++) {
        const reply = await server.post(SEND, { email: owner.email }, from);
        if (reply.statusCode === 204) {
          sent++;
          continue;
        }
        expectLocked(reply);
        const window = `send:reset:${owner.email}|${from}`;
        if (!AccountThrottle.isLocked({ db }, window)) return sent;
        db.prepare('DELETE FROM auth_failures WHERE key = ?').run(window);
      }
      return sent;
    };
    expect(await sendAll('203.0.113.40')).toBe(10);
    // The member still gets a code, and it works.
    expect((await server.post(SEND, { email: owner.email }, home)).statusCode).toBe(204);
    const code = latestCode(owner.email);
    expect((await server.post(VERIFY, { email: owner.email, code }, home)).statusCode).toBe(204);
    // The address's own ceiling bounds the codes (and so the guesses) from everywhere.
    expect(await sendAll('203.0.113.41')).toBe(10);
    expect(await sendAll('203.0.113.42')).toBe(9);
    expectLocked(await server.post(SEND, { email: owner.email }, '203.0.113.43'));
  });

  it('sign-up codes share the rule: a stranger cannot spoil the code of the one who asked for it', async () => {
    const email = 'newcomer@school.test';
    const home = '198.51.100.93';
    const SIGN_UP_SEND = '/member/register/send/email';
    const SIGN_UP_VERIFY = '/member/register/verify/email';
    expect((await server.post(SIGN_UP_SEND, { email }, home)).statusCode).toBe(204);
    const code = latestCode(email);
    for (let i = 0; i < 5; i++) {
      await server.post(SIGN_UP_VERIFY, { email, code: wrongFor(code, i) }, '203.0.113.50');
    }
    const theirs = await server.post(SIGN_UP_VERIFY, { email, code }, '203.0.113.50');
    expect(theirs.json()).toMatchObject({ errorCode: 'verification_code_locked' });
    const mine = await server.post(SIGN_UP_VERIFY, { email, code }, home);
    expect(mine.statusCode, mine.body).toBe(204);
  });
});

describe('the per-address window: behind a proxy, across restarts, IPv6 by /64 (ASVS 11.1.4)', () => {
  describe('without TRUST_PROXY', () => {
    const server = ownServer({ AUTH_ADDRESS_LIMIT: '3' });

    it('ignores X-Forwarded-For: a client cannot name itself a fresh address', async () => {
      for (let i = 0; i < 3; i++) {
        const reply = await server.post(
          LOGIN,
          { email: `nobody${i}@school.test`, password: 'Wrong12!x' },
          '198.51.100.60',
          { 'x-forwarded-for': `203.0.113.${i}` },
        );
        expect(reply.statusCode).toBe(401);
      }
      expectLocked(
        await server.post(
          LOGIN,
          { email: 'nobody@school.test', password: 'Wrong12!x' },
          '198.51.100.60',
          { 'x-forwarded-for': '203.0.113.77' },
        ),
      );
    });

    it('counts an IPv6 client by its /64, and keeps the window across a restart', async () => {
      const login = (from: string) =>
        server.post(LOGIN, { email: 'v6@school.test', password: 'Wrong12!x' }, from);
      expect((await login('2001:db8:1:2::1')).statusCode).toBe(401);
      expect((await login('2001:db8:1:2:aaaa::9')).statusCode).toBe(401);
      await server.app.close();
      await server.start();
      expect((await login('2001:db8:1:2:ffff:ffff:ffff:fffe')).statusCode).toBe(401);
      expectLocked(await login('2001:db8:1:2::abcd'));
      // Another network is another client.
      expect((await login('2001:db8:1:3::1')).statusCode).toBe(401);
      // An IPv4 client written as IPv6 is that IPv4 client.
      for (let i = 0; i < 3; i++) await login('192.0.2.200');
      expectLocked(await login('::ffff:192.0.2.200'));
    }, 60_000);

    it('counts sign-up in the same window (no unthrottled probing of addresses)', async () => {
      const register = () =>
        server.post('/member/register', registrationBody('probe@school.test'), '198.51.100.70');
      for (let i = 0; i < 3; i++) expect((await register()).statusCode).toBe(400);
      expectLocked(await register());
    });
  });

  describe('with TRUST_PROXY', () => {
    const hops = ownServer({ AUTH_ADDRESS_LIMIT: '2', TRUST_PROXY: '1' });
    const ranges = ownServer({ AUTH_ADDRESS_LIMIT: '2', TRUST_PROXY: '10.0.0.0/8' });
    const wrong = { email: 'nobody@school.test', password: 'Wrong12!x' };

    it('a hop count: each client behind the proxy has its own window', async () => {
      const via = (client: string) =>
        hops.post(LOGIN, wrong, '10.0.0.5', { 'x-forwarded-for': client });
      expect((await via('203.0.113.1')).statusCode).toBe(401);
      expect((await via('203.0.113.1')).statusCode).toBe(401);
      expectLocked(await via('203.0.113.1'));
      expect((await via('203.0.113.2')).statusCode).toBe(401);
    });

    it('a range: X-Forwarded-For counts only when a trusted proxy sends it', async () => {
      const via = (proxy: string, client: string) =>
        ranges.post(LOGIN, wrong, proxy, { 'x-forwarded-for': client });
      expect((await via('10.1.1.1', '203.0.113.1')).statusCode).toBe(401);
      expect((await via('10.1.1.1', '203.0.113.1')).statusCode).toBe(401);
      expectLocked(await via('10.1.1.1', '203.0.113.1'));
      expect((await via('10.1.1.1', '203.0.113.2')).statusCode).toBe(401);
      // Not a trusted proxy: its own address counts, whatever it forwards.
      expect((await via('198.51.100.9', '203.0.113.3')).statusCode).toBe(401);
      expect((await via('198.51.100.9', '203.0.113.4')).statusCode).toBe(401);
      expectLocked(await via('198.51.100.9', '203.0.113.5'));
    });
  });

  it('TRUST_PROXY takes hops or addresses and ranges, never "trust everybody"', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, ::1, loopback' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '::1',
      'loopback',
    ]);
    for (const value of ['true', '10.0.0.0/33', 'proxy.example', '10.0.0.1/8/1']) {
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow('TRUST_PROXY');
    }
  });
});

describe('answers that tell nothing (ASVS 2.2.1, 2.5)', () => {
  it('the 5th wrong reset code locks the code for an unknown address as for a member', async () => {
    const member = await newMember({ label: 'known' });
    const ghost = uniqueEmail('ghost');
    const answers = async (email: string) => {
      allowResend(email);
      expectDocumented(await call('sendPasswordResetCode', { body: { email } }), 204);
      const codes: string[] = [];
      for (let i = 0; i < 6; i++) {
        const reply = (await call('verifyPasswordResetCode', {
          body: { email, code: `99999${i}` },
        })) as Reply<ErrorBody>;
        codes.push(`${reply.status} ${reply.body.errorCode}`);
      }
      return codes;
    };
    const known = await answers(member.email);
    expect(known.slice(4)).toEqual([
      '401 verification_code_locked',
      '401 verification_code_locked',
    ]);
    expect(await answers(ghost)).toEqual(known);
  });

  it('every 429 says when to try again: a resend within the window has Retry-After', async () => {
    const member = await newMember({ label: 'resend' });
    allowResend(member.email);
    await call('sendPasswordResetCode', { body: { email: member.email } });
    const again = await call('sendPasswordResetCode', { body: { email: member.email } });
    expectError(again, 429, 'too_many_requests');
    const seconds = Number(again.headers.get('retry-after'));
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(30);
    const email = uniqueEmail('resend-signup');
    await call('sendRegistrationCode', { body: { email } });
    const signUp = await call('sendRegistrationCode', { body: { email } });
    expectError(signUp, 429, 'too_many_requests');
    expect(Number(signUp.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('predictable passwords are refused (ASVS 2.1.7)', () => {
  const predictable = [
    'Test1234!',
    'Summer2024!',
    'Winter23!',
    'Aa123456!',
    'Abc12345!',
    '1qaz2wsx!',
    'Zxcv!234',
    'Welcome1!',
  ];

  it.each(predictable)('sign-up refuses %s', async (password) => {
    const email = uniqueEmail('predictable');
    await call('sendRegistrationCode', { body: { email } });
    await call('verifyRegistrationCode', { body: { email, code: await outboxCode(email) } });
    expectError(
      await call('register', { body: registrationBody(email, password) }),
      400,
      'password_too_common',
    );
  });

  it("refuses the member's own name and e-mail address, in a change and a reset", async () => {
    const member = await newMember({ label: 'dosukim' });
    const change = (password: string) =>
      call('changePassword', {
        token: member.token,
        body: { currentPassword: member.password, password, passwordCheck: password },
      });
    expectError(await change('Dosukim7!x'), 400, 'password_too_common');
    expectError(await change('School7!x'), 400, 'password_too_common');
    allowResend(member.email);
    await call('sendPasswordResetCode', { body: { email: member.email } });
    const code = await outboxCode(member.email);
    expectError(
      await call('resetPassword', {
        body: { email: member.email, code, password: 'Summer2024!', passwordCheck: 'Summer2024!' },
      }),
      400,
      'password_too_common',
    );
    // An unpredictable one passes.
    expectDocumented(await change('Quill7!maple'), 204);
  });

  it('sign-up, a password change and a reset refuse a demo password, leetspeak and Korean typed on Latin keys (issue 34)', async () => {
    for (const password of ['Pending1!', 'P@ssw0rd1', 'Welc0me!1', 'Gksrnr12!']) {
      const email = uniqueEmail('leet');
      await call('sendRegistrationCode', { body: { email } });
      await call('verifyRegistrationCode', { body: { email, code: await outboxCode(email) } });
      expectError(
        await call('register', { body: registrationBody(email, password) }),
        400,
        'password_too_common',
      );
    }
    const member = await newMember({ label: 'leet-change' });
    for (const password of ['Pending1!', 'P@ssw0rd1', 'Demo1234!', 'Library1!']) {
      expectError(
        await call('changePassword', {
          token: member.token,
          body: { currentPassword: member.password, password, passwordCheck: password },
        }),
        400,
        'password_too_common',
      );
    }
    allowResend(member.email);
    await call('sendPasswordResetCode', { body: { email: member.email } });
    const code = await outboxCode(member.email);
    expectError(
      await call('resetPassword', {
        body: { email: member.email, code, password: 'Pending1!', passwordCheck: 'Pending1!' },
      }),
      400,
      'password_too_common',
    );
  });

  it('a sign-up with its own name in the password is refused', async () => {
    const email = uniqueEmail('name');
    await call('sendRegistrationCode', { body: { email } });
    await call('verifyRegistrationCode', { body: { email, code: await outboxCode(email) } });
    const body = { ...registrationBody(email, 'Minjun7!x'), name: 'Minjun Park' };
    expectError(await call('register', { body }), 400, 'password_too_common');
  });
});
