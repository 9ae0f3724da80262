/**
 * E-mail verification codes for sign-up and password reset: 6 digits, valid 10 minutes, not
 * re-sent within CODE_RESEND_SECONDS (429 too_many_requests with Retry-After). Only an HMAC of a
 * code is stored. Decision 020 says why the limits are what they are.
 *
 * - Wrong attempts lock a code per requester: a code remembers the client address that asked for
 *   it; that client has 5 wrong attempts on it, and all other clients together another 5. A
 *   stranger's wrong guesses therefore lock the code for strangers, while the member's own
 *   attempts where they asked for the code still work. At most 10 guesses reach one code.
 * - Guessing is also throttled across codes for the one who guesses (a fresh code does not give
 *   them fresh guesses): per address and client address for a while, and for the day. No
 *   wrong-code count locks the address itself.
 * - Sending: per address and client address 5 codes per LOGIN_LOCK_SECONDS and 10 a day; per
 *   address 30 a day from everywhere, which one stranger alone cannot use up.
 * - From everywhere, guessing stays bounded by 10 guesses a code times 30 codes a day: 300
 *   guesses of a million a day (0.03 %).
 */
import { randomInt, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';
import { ApiError } from '../errors.ts';
import { memberByEmail } from '../members.ts';
import { emailKey, nowIso } from '../lib/util.ts';
import { sendLockMail } from './lockout.ts';
import { AccountThrottle, addressKey, setRetryAfter } from './throttle.ts';
import { codeDigest } from './tokens.ts';

export type CodePurpose = 'register' | 'reset';

const CODE_TTL_MS = 10 * 60_000;
/** Wrong attempts on one code from the client that asked for it, and from all others together. */
const MAX_ATTEMPTS = 5;
/** How long a verified sign-up address may register. */
const VERIFIED_WINDOW_MS = 30 * 60_000;
/** Codes an address may be sent from one client address before it must pause (per LOGIN_LOCK_SECONDS). */
const MAX_SENDS = 5;
/** Codes an address may be sent within 24 hours from one client address. */
const MAX_SENDS_PER_CLIENT_DAY = 10;
/** Codes an address may be sent within 24 hours, from anywhere: more than one client may send. */
const MAX_SENDS_PER_DAY = 30;
const DAY_MS = 86_400_000;

interface CodeRow {
  code_hash: string | null;
  sent_at: string;
  expires_at: string;
  /** Wrong attempts from clients other than the requester. */
  attempts: number;
  /** The client address (addressKey) that asked for the code; null for codes from before. */
  requested_by: string | null;
  requester_attempts: number;
  verified_at: string | null;
  used_at: string | null;
}

function readCode(
  ctx: Pick<AppContext, 'db'>,
  email: string,
  purpose: CodePurpose,
): CodeRow | undefined {
  return ctx.db
    .prepare<[string, string], CodeRow>(
      `SELECT code_hash, sent_at, expires_at, attempts, requested_by, requester_attempts,
         verified_at, used_at
       FROM verification_codes WHERE email_key = ? AND purpose = ?`,
    )
    .get(emailKey(email), purpose);
}

const SUBJECTS: Record<CodePurpose, string> = {
  register: 'Book portal: verify your e-mail address',
  reset: 'Book portal: password reset code',
};

/**
 * What a send does: `code` mails a code; `none` (password reset for an unknown address) and
 * `taken` (sign-up for an address that has an account, whose owner is told so by mail instead)
 * record a code nobody can know. The answer is the same, so it reveals no account.
 */
export type Delivery = 'code' | 'none' | 'taken';

/** Creates (or replaces) the code of an address and delivers it as `delivery` says. */
export function issueCode(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  email: string,
  purpose: CodePurpose,
  delivery: Delivery,
): void {
  const existing = readCode(ctx, email, purpose);
  const now = Date.now();
  const resendMs = ctx.config.codeResendSeconds * 1000;
  if (existing && now - Date.parse(existing.sent_at) < resendMs) {
    setRetryAfter(reply, Date.parse(existing.sent_at) + resendMs - now);
    throw new ApiError(
      429,
      'too_many_requests',
      `A code was sent to this address less than ${ctx.config.codeResendSeconds} seconds ago. Please wait a moment.`,
    );
  }
  const account = emailKey(email);
  const client = addressKey(request.ip);
  const windowMs = ctx.config.loginLockSeconds * 1000;
  new AccountThrottle(
    ctx,
    `send:${purpose}:${account}|${client}`,
    { maxFailures: MAX_SENDS, windowMs, lockMs: windowMs },
    { account },
  ).attempt(reply);
  // One client's sends stop here, before they count towards the address's ceiling: a stranger
  // alone cannot use up the member's codes for the day (issue 34, item 8).
  new AccountThrottle(
    ctx,
    `send-day:${purpose}:${account}|${client}`,
    { maxFailures: MAX_SENDS_PER_CLIENT_DAY, windowMs: DAY_MS },
    { account },
  ).attempt(reply);
  new AccountThrottle(
    ctx,
    `send:${purpose}:${account}`,
    { maxFailures: MAX_SENDS_PER_DAY, windowMs: DAY_MS },
    { account },
  ).attempt(reply);
  const deliver = delivery === 'code';
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  ctx.db
    .prepare(
      `INSERT INTO verification_codes (email_key, purpose, code_hash, sent_at, expires_at, attempts,
         requested_by, requester_attempts)
       VALUES (?, ?, ?, ?, ?, 0, ?, 0)
       ON CONFLICT(email_key, purpose) DO UPDATE SET code_hash = excluded.code_hash,
         sent_at = excluded.sent_at, expires_at = excluded.expires_at, attempts = 0,
         requested_by = excluded.requested_by, requester_attempts = 0,
         verified_at = NULL, used_at = NULL`,
    )
    .run(
      emailKey(email),
      purpose,
      deliver ? codeDigest(ctx.secret, code) : null,
      new Date(now).toISOString(),
      new Date(now + CODE_TTL_MS).toISOString(),
      client,
    );
  if (deliver) {
    ctx.mailer.send({
      to: email.trim(),
      subject: SUBJECTS[purpose],
      text: `${SUBJECTS[purpose]}\n\nYour verification code is ${code}. It is valid for 10 minutes.\n\nIf you did not ask for it, you can ignore this mail.`,
      code,
    });
  } else if (delivery === 'taken') {
    ctx.mailer.send({
      to: email.trim(),
      subject: 'Book portal: you already have an account',
      text: [
        'Somebody asked to create a book portal account with this address, which already has one.',
        '',
        'To sign in, use your password; if you have forgotten it, choose "Find password" on the sign-in page.',
        '',
        'If you did not ask for this, you can ignore this mail.',
      ].join('\n'),
    });
  }
}

/**
 * What a code check found: `ok`, `wrong` (or no code was sent), `expired`, or `locked` (5 wrong
 * attempts on this code from this requester — the client that asked for it, or else all other
 * clients together: only a new code helps them).
 */
export type CodeCheck = 'ok' | 'wrong' | 'expired' | 'locked';

/** What no code matches: the stored digest of a code nobody knows (an unknown or taken address). */
const NO_CODE = Buffer.alloc(32);

/**
 * Checks a code; a wrong code counts as an attempt on the code by this requester (the client that
 * asked for it, or all others together), and on the address from this client address (for a while
 * and for the day). Throws 429 too_many_attempts when code checks
 * from this client address are locked.
 * With `verify` the address is marked verified (sign-up). A code nobody can know (unknown or taken
 * address) is answered exactly like a real one: wrong, then locked after 5 attempts, or expired.
 */
export function checkCode(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  email: string,
  purpose: CodePurpose,
  code: string,
  options: { verify?: boolean } = {},
): CodeCheck {
  const account = emailKey(email);
  const client = addressKey(request.ip);
  const windowMs = ctx.config.loginLockSeconds * 1000;
  const fromHere = new AccountThrottle(
    ctx,
    `code:${purpose}:${account}|${client}`,
    { maxFailures: ctx.config.loginMaxFailures * 2, windowMs, lockMs: windowMs },
    { account },
  );
  fromHere.attempt(reply);
  // Per client address too: a ceiling for the whole address would let strangers lock the member's
  // own new code for the rest of the day (issue 34, item 8).
  const daily = new AccountThrottle(
    ctx,
    `code-day:${purpose}:${account}|${client}`,
    { maxFailures: ctx.config.codeDailyMaxFailures, windowMs: DAY_MS },
    {
      account,
      onLock: () => {
        const member = purpose === 'reset' ? memberByEmail(ctx.db, email) : undefined;
        if (member) sendLockMail(ctx, member, 'codes');
      },
    },
  );
  daily.attempt(reply);
  const row = readCode(ctx, email, purpose);
  if (!row || row.used_at) return 'wrong';
  // The requester's attempts and everybody else's are counted apart: a stranger's wrong guesses
  // lock the code for strangers, never where the member asked for it (issue 34, item 8).
  const requester = row.requested_by === client;
  const tried = requester ? row.requester_attempts : row.attempts;
  if (tried >= MAX_ATTEMPTS) return 'locked';
  if (Date.parse(row.expires_at) <= Date.now()) return 'expired';
  const expected = row.code_hash ? Buffer.from(row.code_hash, 'hex') : NO_CODE;
  const actual = Buffer.from(codeDigest(ctx.secret, code), 'hex');
  if (!timingSafeEqual(expected, actual) || !row.code_hash) {
    ctx.db
      .prepare(
        requester
          ? 'UPDATE verification_codes SET requester_attempts = requester_attempts + 1 WHERE email_key = ? AND purpose = ?'
          : 'UPDATE verification_codes SET attempts = attempts + 1 WHERE email_key = ? AND purpose = ?',
      )
      .run(emailKey(email), purpose);
    return tried + 1 >= MAX_ATTEMPTS ? 'locked' : 'wrong';
  }
  fromHere.succeeded();
  daily.forgive();
  if (options.verify) {
    ctx.db
      .prepare('UPDATE verification_codes SET verified_at = ? WHERE email_key = ? AND purpose = ?')
      .run(nowIso(), emailKey(email), purpose);
  }
  return 'ok';
}

/** Whether a sign-up address was verified in the last 30 minutes (and not used since). */
export function isVerifiedForRegistration(ctx: Pick<AppContext, 'db'>, email: string): boolean {
  const row = readCode(ctx, email, 'register');
  return (
    !!row?.verified_at &&
    !row.used_at &&
    Date.now() - Date.parse(row.verified_at) <= VERIFIED_WINDOW_MS
  );
}

/** Marks the code of an address as used. */
export function useCode(ctx: Pick<AppContext, 'db'>, email: string, purpose: CodePurpose): void {
  ctx.db
    .prepare('UPDATE verification_codes SET used_at = ? WHERE email_key = ? AND purpose = ?')
    .run(nowIso(), emailKey(email), purpose);
}

/** The answer to a failed code check: says whether a new code is needed. */
export function codeError(
  check: Exclude<CodeCheck, 'ok'>,
  wrong: () => ApiError,
  status: number,
): ApiError {
  if (check === 'expired') {
    return new ApiError(
      status,
      'verification_code_expired',
      'The verification code has expired. Please request a new code.',
    );
  }
  if (check === 'locked') {
    return new ApiError(
      status,
      'verification_code_locked',
      'The code was entered wrongly too many times. Please request a new code.',
    );
  }
  return wrong();
}
