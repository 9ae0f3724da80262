/**
 * Soft locks of password guessing (ASVS 2.2.1), so that nobody can lock a member out from
 * elsewhere:
 * - wrong passwords are counted per account and client address: LOGIN_MAX_FAILURES (5) lock
 *   sign-in from that address for LOGIN_LOCK_SECONDS (15 minutes), not the account;
 * - a slower ceiling per account bounds guessing from many addresses: LOGIN_ACCOUNT_MAX_FAILURES
 *   (20) within an hour lock sign-in for an hour, but only from browsers the member has not
 *   signed in with before;
 * - a browser the member has signed in with (its device cookie) is counted on its own and keeps
 *   signing in whatever strangers do;
 * - the member is told by mail when a lock starts (at most one mail an hour).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';
import type { MemberRow } from '../members.ts';
import { emailKey } from '../lib/util.ts';
import type { KnownDevice } from './devices.ts';
import { AccountThrottle, addressKey, type ThrottleRule } from './throttle.ts';

const HOUR_MS = 3_600_000;

/** How often at most a member is told about locks of their account. */
const LOCK_MAIL_INTERVAL_MS = HOUR_MS;

export type LockKind = 'address' | 'account' | 'codes';

const LOCK_TEXTS: Record<LockKind, string> = {
  address:
    'Sign-in from that network is paused for a while. Browsers you have signed in with before are not affected, and on another one you can sign in at once with a code sent by mail ("Send me a sign-in code" on the sign-in page).',
  account:
    'Because this happened from several places, sign-in from browsers you have not used with the portal before is paused for an hour. Browsers you have signed in with before are not affected, and on a new one you can sign in at once with a code sent by mail ("Send me a sign-in code" on the sign-in page).',
  codes:
    'Checking codes for this address is paused for the rest of the day. Your password and your sign-ins are not affected.',
};

/**
 * Tells the member by mail that guessing on their account was stopped, at most once an hour
 * (a stranger must not be able to flood the mailbox either).
 */
export function sendLockMail(
  ctx: Pick<AppContext, 'db' | 'mailer'>,
  member: Pick<MemberRow, 'email' | 'email_key' | 'name'>,
  kind: LockKind,
): void {
  const key = `notice:${member.email_key}`;
  const now = Date.now();
  const due = ctx.db
    .transaction((): boolean => {
      const row = ctx.db
        .prepare<[string], { updated_at: string }>(
          'SELECT updated_at FROM auth_failures WHERE key = ?',
        )
        .get(key);
      if (row && now - Date.parse(row.updated_at) < LOCK_MAIL_INTERVAL_MS) return false;
      ctx.db
        .prepare(
          `INSERT INTO auth_failures (key, account, failures, locked_until, counted_since, updated_at)
           VALUES (?, ?, 0, NULL, NULL, ?)
           ON CONFLICT(key) DO UPDATE SET updated_at = excluded.updated_at`,
        )
        .run(key, member.email_key, new Date(now).toISOString());
      return true;
    })
    .immediate();
  if (!due) return;
  const what = kind === 'codes' ? 'wrong verification codes were' : 'wrong passwords were';
  ctx.mailer.send({
    to: member.email,
    subject: 'Book portal: repeated failed attempts on your account',
    text: [
      `Hello ${member.name},`,
      '',
      `Several ${what} entered for your book portal account. Nobody got in. ${LOCK_TEXTS[kind]}`,
      '',
      'If this was not you, you need not do anything; if it keeps happening, choose a new password ("Find password" on the sign-in page) and tell the provider.',
    ].join('\n'),
  });
}

/** The counters a password check goes through; `succeeded()` after a right password. */
export interface PasswordGuard {
  succeeded(): void;
}

/**
 * Counts a password attempt for an account (sign-in, or the current password of a signed-in
 * member) before the password is checked; throws 429 too_many_attempts when a lock applies.
 * Unknown addresses are counted alike, so the answers tell nothing about which accounts exist.
 */
export function guardPassword(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  email: string,
  member: MemberRow | undefined,
  device?: KnownDevice,
): PasswordGuard {
  const account = emailKey(email);
  const lockSeconds = ctx.config.loginLockSeconds;
  const local: ThrottleRule = {
    maxFailures: ctx.config.loginMaxFailures,
    windowMs: lockSeconds * 1000,
    lockMs: lockSeconds * 1000,
  };
  const tell = (kind: LockKind) => () => {
    if (member) sendLockMail(ctx, member, kind);
  };
  if (device) {
    const own = new AccountThrottle(
      ctx,
      `login:${account}|device:${device.hash.slice(0, 16)}`,
      local,
      {
        account,
      },
    );
    own.attempt(reply);
    return { succeeded: () => own.succeeded() };
  }
  const fromHere = new AccountThrottle(ctx, `login:${account}|${addressKey(request.ip)}`, local, {
    account,
    onLock: tell('address'),
  });
  fromHere.attempt(reply);
  const ceiling = new AccountThrottle(
    ctx,
    `login:${account}`,
    { maxFailures: ctx.config.loginAccountMaxFailures, windowMs: HOUR_MS, lockMs: HOUR_MS },
    { account, onLock: tell('account') },
  );
  ceiling.attempt(reply);
  return {
    succeeded() {
      fromHere.succeeded();
      ceiling.forgive();
    },
  };
}

/**
 * Whether `login` would refuse a browser without the account's device cookie from this client
 * now: the account's lock for such browsers, or the lock of this client address.
 */
export function untrustedSignInLocked(
  ctx: Pick<AppContext, 'db'>,
  request: FastifyRequest,
  email: string,
): boolean {
  const account = emailKey(email);
  return (
    AccountThrottle.isLocked(ctx, `login:${account}`) ||
    AccountThrottle.isLocked(ctx, `login:${account}|${addressKey(request.ip)}`)
  );
}

/** Forgets the sign-in counters and locks of an account (a reset proved the mailbox). */
export function clearSignInLocks(ctx: Pick<AppContext, 'db'>, account: string): void {
  ctx.db
    .prepare("DELETE FROM auth_failures WHERE account = ? AND substr(key, 1, 6) = 'login:'")
    .run(account);
  AccountThrottle.clear(ctx, `login:${account}`);
}
