/**
 * E-mail verification codes for sign-up and password reset: 6 digits, valid 10 minutes, locked
 * after 5 wrong attempts, not re-sent within CODE_RESEND_SECONDS (429 too_many_requests). Only an
 * HMAC of a code is stored. Guessing is also throttled per account across codes (a fresh code
 * does not give fresh guesses) and per client address (throttle.ts).
 */
import { randomInt, timingSafeEqual } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import type { AppContext } from '../context.ts';
import { ApiError } from '../errors.ts';
import { nameKey, nowIso } from '../lib/util.ts';
import { AccountThrottle } from './throttle.ts';
import { codeDigest } from './tokens.ts';

export type CodePurpose = 'register' | 'reset';

export const CODE_TTL_MS = 10 * 60_000;
export const MAX_ATTEMPTS = 5;
/** How long a verified sign-up address may register. */
export const VERIFIED_WINDOW_MS = 30 * 60_000;
/** Codes an address may be sent before it must pause (per LOGIN_LOCK_SECONDS). */
export const MAX_SENDS = 5;

interface CodeRow {
  code_hash: string | null;
  sent_at: string;
  expires_at: string;
  attempts: number;
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
      `SELECT code_hash, sent_at, expires_at, attempts, verified_at, used_at
       FROM verification_codes WHERE email_key = ? AND purpose = ?`,
    )
    .get(nameKey(email), purpose);
}

const SUBJECTS: Record<CodePurpose, string> = {
  register: 'Book portal: verify your e-mail address',
  reset: 'Book portal: password reset code',
};

/**
 * Creates (or replaces) the code of an address and, with `deliver`, mails it. Without `deliver`
 * (password reset for an unknown address) only the resend window is recorded, so that the answer
 * does not reveal whether the address has an account.
 */
export function issueCode(
  ctx: AppContext,
  reply: FastifyReply,
  email: string,
  purpose: CodePurpose,
  deliver: boolean,
): void {
  const existing = readCode(ctx, email, purpose);
  const now = Date.now();
  if (existing && now - Date.parse(existing.sent_at) < ctx.config.codeResendSeconds * 1000) {
    throw new ApiError(
      429,
      'too_many_requests',
      `A code was sent to this address less than ${ctx.config.codeResendSeconds} seconds ago. Please wait a moment.`,
    );
  }
  new AccountThrottle(ctx, `send:${purpose}:${nameKey(email)}`, MAX_SENDS).attempt(reply);
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  ctx.db
    .prepare(
      `INSERT INTO verification_codes (email_key, purpose, code_hash, sent_at, expires_at, attempts)
       VALUES (?, ?, ?, ?, ?, 0)
       ON CONFLICT(email_key, purpose) DO UPDATE SET code_hash = excluded.code_hash,
         sent_at = excluded.sent_at, expires_at = excluded.expires_at, attempts = 0,
         verified_at = NULL, used_at = NULL`,
    )
    .run(
      nameKey(email),
      purpose,
      deliver ? codeDigest(ctx.secret, code) : null,
      new Date(now).toISOString(),
      new Date(now + CODE_TTL_MS).toISOString(),
    );
  if (deliver) {
    ctx.mailer.send({
      to: email.trim(),
      subject: SUBJECTS[purpose],
      text: `${SUBJECTS[purpose]}\n\nYour verification code is ${code}. It is valid for 10 minutes.\n\nIf you did not ask for it, you can ignore this mail.`,
      code,
    });
  }
}

/**
 * What a code check found: `ok`, `wrong` (or no code was sent), `expired`, or `locked` (5 wrong
 * attempts on this code: only a new code helps).
 */
export type CodeCheck = 'ok' | 'wrong' | 'expired' | 'locked';

/**
 * Checks a code; a wrong code counts as an attempt on the code and on the account. Throws 429
 * too_many_attempts when the account's code checks are locked. With `verify` the address is
 * marked verified (sign-up).
 */
export function checkCode(
  ctx: AppContext,
  reply: FastifyReply,
  email: string,
  purpose: CodePurpose,
  code: string,
  options: { verify?: boolean } = {},
): CodeCheck {
  const throttle = new AccountThrottle(
    ctx,
    `code:${purpose}:${nameKey(email)}`,
    ctx.config.loginMaxFailures * 2,
  );
  throttle.attempt(reply);
  const row = readCode(ctx, email, purpose);
  if (!row || !row.code_hash || row.used_at) return 'wrong';
  if (row.attempts >= MAX_ATTEMPTS) return 'locked';
  if (Date.parse(row.expires_at) <= Date.now()) return 'expired';
  const expected = Buffer.from(row.code_hash, 'hex');
  const actual = Buffer.from(codeDigest(ctx.secret, code), 'hex');
  if (!timingSafeEqual(expected, actual)) {
    ctx.db
      .prepare(
        'UPDATE verification_codes SET attempts = attempts + 1 WHERE email_key = ? AND purpose = ?',
      )
      .run(nameKey(email), purpose);
    return row.attempts + 1 >= MAX_ATTEMPTS ? 'locked' : 'wrong';
  }
  throttle.succeeded();
  if (options.verify) {
    ctx.db
      .prepare('UPDATE verification_codes SET verified_at = ? WHERE email_key = ? AND purpose = ?')
      .run(nowIso(), nameKey(email), purpose);
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
    .run(nowIso(), nameKey(email), purpose);
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
