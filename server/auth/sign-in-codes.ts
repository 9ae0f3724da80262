/**
 * One-time sign-in codes (OWASP "Slow Down Online Guessing Attacks with Device Cookies"): the
 * sign-in locks hold browsers without the account's device cookie, so a stranger's wrong
 * passwords would keep the member out of every new browser. The member proves who they are with
 * a code mailed to them and their password, and that browser gets the device cookie.
 *
 * - A code is mailed only while a lock holds the asking client, and only when no valid, unused
 *   code exists: asking again mails nothing (the code in the mailbox still works). A stranger's
 *   asking can neither flood the mailbox (one mail per code lifetime) nor replace the member's
 *   code.
 * - Failures (a wrong code or a wrong password, answered alike) are counted per account and
 *   client address and lock that client only; the code stays valid for the member.
 */
import { randomInt, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';
import { unauthorized } from '../errors.ts';
import type { MemberRow } from '../members.ts';
import { emailKey } from '../lib/util.ts';
import { untrustedSignInLocked } from './lockout.ts';
import { AccountThrottle, addressKey } from './throttle.ts';
import { codeDigest } from './tokens.ts';

/** How long a sign-in code is valid (and so how often at most one is mailed). */
export const SIGN_IN_CODE_TTL_MS = 15 * 60_000;

interface SignInCodeRow {
  code_hash: string;
  expires_at: string;
  used_at: string | null;
}

function readCode(ctx: Pick<AppContext, 'db'>, account: string): SignInCodeRow | undefined {
  return ctx.db
    .prepare<[string], SignInCodeRow>(
      'SELECT code_hash, expires_at, used_at FROM sign_in_codes WHERE email_key = ?',
    )
    .get(account);
}

const live = (row: SignInCodeRow | undefined, now: number): row is SignInCodeRow =>
  !!row && !row.used_at && Date.parse(row.expires_at) > now;

/** The per-account-and-client counter of a kind of request (`send` or `check`). */
function clientThrottle(
  ctx: AppContext,
  request: FastifyRequest,
  account: string,
  kind: 'send' | 'check',
): AccountThrottle {
  const windowMs = ctx.config.loginLockSeconds * 1000;
  return new AccountThrottle(
    ctx,
    `signin-${kind}:${account}|${addressKey(request.ip)}`,
    { maxFailures: ctx.config.loginMaxFailures, windowMs, lockMs: windowMs },
    { account },
  );
}

/**
 * Mails a sign-in code when the member exists, a sign-in lock holds this client and no valid
 * code is waiting in the mailbox; otherwise does nothing, with the same answer.
 */
export function sendSignInCode(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  email: string,
  member: MemberRow | undefined,
): void {
  const account = emailKey(email);
  clientThrottle(ctx, request, account, 'send').attempt(reply);
  if (!member || !untrustedSignInLocked(ctx, request, email)) return;
  const now = Date.now();
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const fresh = ctx.db
    .transaction((): boolean => {
      if (live(readCode(ctx, account), now)) return false;
      ctx.db
        .prepare(
          `INSERT INTO sign_in_codes (email_key, code_hash, sent_at, expires_at, used_at)
           VALUES (?, ?, ?, ?, NULL)
           ON CONFLICT(email_key) DO UPDATE SET code_hash = excluded.code_hash,
             sent_at = excluded.sent_at, expires_at = excluded.expires_at, used_at = NULL`,
        )
        .run(
          account,
          codeDigest(ctx.secret, code),
          new Date(now).toISOString(),
          new Date(now + SIGN_IN_CODE_TTL_MS).toISOString(),
        );
      return true;
    })
    .immediate();
  if (!fresh) return;
  const subject = 'Book portal: your sign-in code';
  ctx.mailer.send({
    to: member.email,
    subject,
    text: [
      `Hello ${member.name},`,
      '',
      `Your sign-in code is ${code}. It is valid for 15 minutes, together with your password, to sign in on a browser that sign-in was paused for.`,
      '',
      'Sign-in on new browsers was paused because wrong passwords were entered for your account. If you did not ask for this code, you need not do anything: nobody can sign in with it without your password.',
    ].join('\n'),
    code,
  });
}

const invalid = () =>
  unauthorized(
    'sign_in_code_invalid',
    'The code or the password is not right, or the code has expired. Check both, or ask for a new code.',
  );

/**
 * Checks a sign-in code, then the password (`verify`), counting a failure of either against this
 * client; answers alike for both. On success the code is used up.
 */
export async function checkSignInCode(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  email: string,
  code: string,
  verify: () => Promise<boolean>,
): Promise<void> {
  const account = emailKey(email);
  const throttle = clientThrottle(ctx, request, account, 'check');
  throttle.attempt(reply);
  const row = readCode(ctx, account);
  const expected = Buffer.from(row?.code_hash ?? '0'.repeat(64), 'hex');
  const actual = Buffer.from(codeDigest(ctx.secret, code), 'hex');
  const codeRight =
    live(row, Date.now()) && expected.length === actual.length && timingSafeEqual(expected, actual);
  // The password is checked either way, so that the time of the answer tells nothing either.
  const passwordRight = await verify();
  if (!codeRight || !passwordRight) throw invalid();
  const used = ctx.db
    .prepare(
      'UPDATE sign_in_codes SET used_at = ? WHERE email_key = ? AND code_hash = ? AND used_at IS NULL',
    )
    .run(new Date().toISOString(), account, row.code_hash).changes;
  // Two sign-ins racing with one code: only the first gets in.
  if (used !== 1) throw invalid();
  throttle.succeeded();
}
