/**
 * Throttling of guessing (ASVS 2.2.1, 11.1.4): per client address, a window over every sign-in,
 * sign-up and code request; per account, failure counters (sign-in per account and address, with
 * a slower ceiling per account; codes likewise, with a daily ceiling) that lock what they count
 * for a while. Both live in the database, so a restart resets neither. Both answer
 * `429 too_many_attempts` with `Retry-After`, and both are checked before any password hash is
 * computed, so a flood of wrong guesses costs the server next to nothing.
 */
import { isIPv4, isIPv6 } from 'node:net';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';
import { ApiError } from '../errors.ts';

/** The window of the per-address limit. */
const ADDRESS_WINDOW_MS = 15 * 60_000;

/** Sets `Retry-After` (whole seconds, at least 1) on a reply; answers the seconds. */
export function setRetryAfter(reply: FastifyReply, retryAfterMs: number): number {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  void reply.header('retry-after', String(seconds));
  return seconds;
}

/** 429 too_many_attempts, with Retry-After (seconds) set on the reply. */
export function tooManyAttempts(reply: FastifyReply, retryAfterMs: number): ApiError {
  const seconds = setRetryAfter(reply, retryAfterMs);
  return new ApiError(
    429,
    'too_many_attempts',
    `Too many attempts. Please try again in ${describeWait(seconds)}.`,
  );
}

function describeWait(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/** The eight 16-bit groups of an IPv6 address (`::` expanded, a trailing IPv4 part converted). */
function ipv6Groups(address: string): number[] {
  let text = address.replace(/%.*$/, '').toLowerCase();
  const v4 = /(\d+\.\d+\.\d+\.\d+)$/.exec(text)?.[1];
  if (v4) {
    const [a = 0, b = 0, c = 0, d = 0] = v4.split('.').map(Number);
    text =
      text.slice(0, -v4.length) + `${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const parse = (part: string) => (part === '' ? [] : part.split(':').map((g) => parseInt(g, 16)));
  const left = parse(head);
  const right = tail === undefined ? [] : parse(tail);
  return [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right];
}

/**
 * The key a client address is counted by: an IPv4 address as it is (also when written as an
 * IPv4-mapped IPv6 address); an IPv6 address by its /64, which one subscriber usually gets whole,
 * so that stepping through the addresses of one network does not reset the count.
 */
export function addressKey(ip: string): string {
  if (isIPv4(ip)) return ip;
  if (!isIPv6(ip)) return ip;
  const groups = ipv6Groups(ip);
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    const [hi = 0, lo = 0] = groups.slice(6);
    return [hi >> 8, hi & 255, lo >> 8, lo & 255].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
}

/**
 * Fastify's `trustProxy` for TRUST_PROXY. A number of hops trusts that many proxies whatever
 * their address (Fastify itself refuses hop counts, because a client that reaches the server
 * directly could then name any address: only for a server reachable through its proxies alone).
 */
export function trustProxyOption(
  setting: false | number | string[],
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting === 'number') return (_address, hop) => hop < setting;
  return setting;
}

const sweptAt = new WeakMap<object, number>();

/**
 * Counts a sign-in, sign-up or code request of the client's address; throws 429 beyond
 * AUTH_ADDRESS_LIMIT requests in the window. The limit is far above an account's, so that one
 * account's lockout never blocks the other members of a school behind the same address.
 */
export function limitAddress(ctx: AppContext, request: FastifyRequest, reply: FastifyReply): void {
  const key = addressKey(request.ip);
  const now = Date.now();
  const retryAfter = ctx.db
    .transaction((): number => {
      const row = ctx.db
        .prepare<[string], { started_at: number; count: number }>(
          'SELECT started_at, count FROM address_windows WHERE key = ?',
        )
        .get(key);
      if (!row || now - row.started_at >= ADDRESS_WINDOW_MS) {
        ctx.db
          .prepare(
            `INSERT INTO address_windows (key, started_at, count) VALUES (?, ?, 1)
             ON CONFLICT(key) DO UPDATE SET started_at = excluded.started_at, count = 1`,
          )
          .run(key, now);
        return 0;
      }
      ctx.db.prepare('UPDATE address_windows SET count = count + 1 WHERE key = ?').run(key);
      return row.count + 1 > ctx.config.authAddressLimit
        ? row.started_at + ADDRESS_WINDOW_MS - now
        : 0;
    })
    .immediate();
  // Windows that have passed are forgotten, at most once a minute.
  if (now - (sweptAt.get(ctx.db) ?? 0) > 60_000) {
    sweptAt.set(ctx.db, now);
    ctx.db
      .prepare('DELETE FROM address_windows WHERE started_at <= ?')
      .run(now - ADDRESS_WINDOW_MS);
  }
  if (retryAfter > 0) throw tooManyAttempts(reply, retryAfter);
}

/** The longest window or lock of any counter: a counter untouched for longer means nothing. */
const LONGEST_COUNTER_MS = 2 * 86_400_000;
const countersSweptAt = new WeakMap<object, number>();

/**
 * Forgets counters that can no longer count or lock (one row per account and client address
 * would otherwise pile up), at most once a minute.
 */
function forgetOldCounters(ctx: Pick<AppContext, 'db'>, now: number): void {
  if (now - (countersSweptAt.get(ctx.db) ?? 0) <= 60_000) return;
  countersSweptAt.set(ctx.db, now);
  ctx.db
    .prepare(
      'DELETE FROM auth_failures WHERE updated_at < ? AND (locked_until IS NULL OR locked_until < ?)',
    )
    .run(new Date(now - LONGEST_COUNTER_MS).toISOString(), new Date(now).toISOString());
}

/**
 * How many failures a counter allows within its window, and how long the lock then lasts (by
 * default until the window ends: a daily ceiling lasts the rest of its day).
 */
export interface ThrottleRule {
  maxFailures: number;
  windowMs: number;
  lockMs?: number;
}

interface FailureRow {
  failures: number;
  locked_until: string | null;
  counted_since: string | null;
}

/**
 * A counter of failed attempts (sign-in: `login:<email>|<address>` and `login:<email>`; codes:
 * `code:…`, `send:…`), named by the account it belongs to so that the provider can clear them all.
 */
export class AccountThrottle {
  constructor(
    private readonly ctx: Pick<AppContext, 'db'>,
    private readonly key: string,
    private readonly rule: ThrottleRule,
    private readonly options: {
      /** The account (e-mail key) the counter belongs to. */
      account?: string;
      /** Called when an attempt starts a lock (to tell the member). */
      onLock?: () => void;
    } = {},
  ) {}

  private read(): FailureRow | undefined {
    return this.ctx.db
      .prepare<[string], FailureRow>(
        'SELECT failures, locked_until, counted_since FROM auth_failures WHERE key = ?',
      )
      .get(this.key);
  }

  /**
   * Records one attempt before it is checked (so that concurrent guesses cannot all slip in
   * before the first failure is written); throws 429 when the counter is locked or this attempt
   * is one too many. A success calls `succeeded()` (forgets the failures) or `forgive()` (takes
   * back this attempt only).
   */
  attempt(reply: FastifyReply): void {
    const now = Date.now();
    const { maxFailures, windowMs, lockMs } = this.rule;
    const outcome = this.ctx.db
      .transaction((): { wait: number; locked: boolean } => {
        const row = this.read();
        const lockedUntil = row?.locked_until ? Date.parse(row.locked_until) : 0;
        if (lockedUntil > now) return { wait: lockedUntil - now, locked: false };
        // A counter restarts when its window has passed, and after a lock has run out.
        const since = row?.counted_since ? Date.parse(row.counted_since) : 0;
        const fresh = !row || lockedUntil > 0 || now - since >= windowMs;
        const failures = (fresh ? 0 : row.failures) + 1;
        const locks = failures > maxFailures;
        const start = fresh ? now : since;
        const lockEnd = now + (lockMs ?? Math.max(1000, start + windowMs - now));
        this.ctx.db
          .prepare(
            `INSERT INTO auth_failures (key, account, failures, locked_until, counted_since, updated_at)
             VALUES (?, ?, ?, ?, ?, ?)
             ON CONFLICT(key) DO UPDATE SET account = excluded.account,
               failures = excluded.failures, locked_until = excluded.locked_until,
               counted_since = excluded.counted_since, updated_at = excluded.updated_at`,
          )
          .run(
            this.key,
            this.options.account ?? null,
            locks ? 0 : failures,
            locks ? new Date(lockEnd).toISOString() : null,
            new Date(start).toISOString(),
            new Date(now).toISOString(),
          );
        return locks ? { wait: lockEnd - now, locked: true } : { wait: 0, locked: false };
      })
      .immediate();
    forgetOldCounters(this.ctx, now);
    if (outcome.locked) this.options.onLock?.();
    if (outcome.wait > 0) throw tooManyAttempts(reply, outcome.wait);
  }

  /** The attempt was right: the counter's failures are forgotten. */
  succeeded(): void {
    this.ctx.db.prepare('DELETE FROM auth_failures WHERE key = ?').run(this.key);
  }

  /**
   * The attempt was right, but the other failures stand (an account-wide ceiling, which a right
   * password from one place must not lift for everybody else).
   */
  forgive(): void {
    this.ctx.db
      .prepare(
        `UPDATE auth_failures SET failures = failures - 1
         WHERE key = ? AND failures > 0 AND locked_until IS NULL`,
      )
      .run(this.key);
  }

  /** Whether the counter named `key` is locked now. */
  static isLocked(ctx: Pick<AppContext, 'db'>, key: string): boolean {
    const row = ctx.db
      .prepare<[string], { locked_until: string | null }>(
        'SELECT locked_until FROM auth_failures WHERE key = ?',
      )
      .get(key);
    return !!row?.locked_until && Date.parse(row.locked_until) > Date.now();
  }

  /** Forgets every counter and lock of an account (the provider unlocking it). */
  static clearAccount(ctx: Pick<AppContext, 'db'>, account: string, legacyKeys: string[]): number {
    const placeholders = legacyKeys.map(() => '?').join(', ');
    return ctx.db
      .prepare(
        `DELETE FROM auth_failures WHERE account = ?${legacyKeys.length ? ` OR key IN (${placeholders})` : ''}`,
      )
      .run(account, ...legacyKeys).changes;
  }

  /** Forgets one counter and its lock. */
  static clear(ctx: Pick<AppContext, 'db'>, key: string): void {
    ctx.db.prepare('DELETE FROM auth_failures WHERE key = ?').run(key);
  }
}
