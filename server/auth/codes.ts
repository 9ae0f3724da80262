/**
 * E-mail verification codes for sign-up and password reset: 6 digits, valid 10 minutes, void
 * after 5 wrong attempts, not re-sent within CODE_RESEND_SECONDS (429).
 */
import { randomInt, timingSafeEqual } from 'node:crypto';
import type { AppContext } from '../context.ts';
import { ApiError } from '../errors.ts';
import { nameKey, nowIso, sha256 } from '../lib/util.ts';
import { sendCodeMail } from '../outbox.ts';

export type CodePurpose = 'register' | 'reset';

export const CODE_TTL_MS = 10 * 60_000;
export const MAX_ATTEMPTS = 5;
/** How long a verified sign-up address may register. */
export const VERIFIED_WINDOW_MS = 30 * 60_000;

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

/**
 * Creates (or replaces) the code of an address and, with `deliver`, sends it to the outbox.
 * Without `deliver` (password reset for an unknown address) only the resend window is recorded,
 * so that the answer does not reveal whether the address has an account.
 */
export function issueCode(
  ctx: AppContext,
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
      deliver ? sha256(code) : null,
      new Date(now).toISOString(),
      new Date(now + CODE_TTL_MS).toISOString(),
    );
  if (deliver) {
    sendCodeMail(
      ctx,
      email.trim(),
      purpose === 'register'
        ? 'Book portal: verify your e-mail address'
        : 'Book portal: password reset code',
      code,
    );
  }
}

/**
 * Checks a code; a wrong code counts as an attempt. Answers true for a live, matching code.
 * With `verify` the address is marked verified (sign-up).
 */
export function checkCode(
  ctx: Pick<AppContext, 'db'>,
  email: string,
  purpose: CodePurpose,
  code: string,
  options: { verify?: boolean } = {},
): boolean {
  const row = readCode(ctx, email, purpose);
  if (!row || !row.code_hash || row.used_at) return false;
  if (row.attempts >= MAX_ATTEMPTS || Date.parse(row.expires_at) <= Date.now()) return false;
  const expected = Buffer.from(row.code_hash, 'hex');
  const actual = Buffer.from(sha256(code), 'hex');
  if (!timingSafeEqual(expected, actual)) {
    ctx.db
      .prepare(
        'UPDATE verification_codes SET attempts = attempts + 1 WHERE email_key = ? AND purpose = ?',
      )
      .run(nameKey(email), purpose);
    return false;
  }
  if (options.verify) {
    ctx.db
      .prepare('UPDATE verification_codes SET verified_at = ? WHERE email_key = ? AND purpose = ?')
      .run(nowIso(), nameKey(email), purpose);
  }
  return true;
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
