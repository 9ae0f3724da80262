/**
 * Throttling of guessing (ASVS 2.2.1, 11.1.4): per client address, an in-memory window over every
 * sign-in and code request; per account, a failure counter in the database (a restart does not
 * reset it) that locks the account's sign-in, or its code checks, for a while. Both answer
 * `429 too_many_attempts` with `Retry-After`, and both are checked before any password hash is
 * computed, so a flood of wrong guesses costs the server next to nothing.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';
import { ApiError } from '../errors.ts';

/** The window of the per-address limit. */
export const ADDRESS_WINDOW_MS = 15 * 60_000;

/** 429 too_many_attempts, with Retry-After (seconds) set on the reply. */
export function tooManyAttempts(reply: FastifyReply, retryAfterMs: number): ApiError {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  void reply.header('retry-after', String(seconds));
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

interface Window {
  startedAt: number;
  count: number;
}
const addressWindows = new WeakMap<object, Map<string, Window>>();

/**
 * Counts a sign-in or code request of the client's address; throws 429 beyond AUTH_ADDRESS_LIMIT
 * requests in the window. The limit is far above an account's, so that one account's lockout
 * never blocks the other members of a school behind the same address.
 */
export function limitAddress(ctx: AppContext, request: FastifyRequest, reply: FastifyReply): void {
  let windows = addressWindows.get(ctx.db);
  if (!windows) {
    windows = new Map();
    addressWindows.set(ctx.db, windows);
  }
  const now = Date.now();
  if (windows.size > 100_000) {
    for (const [key, window] of windows) {
      if (now - window.startedAt >= ADDRESS_WINDOW_MS) windows.delete(key);
    }
  }
  const key = request.ip;
  let window = windows.get(key);
  if (!window || now - window.startedAt >= ADDRESS_WINDOW_MS) {
    window = { startedAt: now, count: 0 };
    windows.set(key, window);
  }
  window.count += 1;
  if (window.count > ctx.config.authAddressLimit) {
    throw tooManyAttempts(reply, window.startedAt + ADDRESS_WINDOW_MS - now);
  }
}

interface FailureRow {
  failures: number;
  locked_until: string | null;
  updated_at: string;
}

/** A per-account counter of failed attempts (sign-in: `login:<email>`; codes: `code:…`). */
export class AccountThrottle {
  constructor(
    private readonly ctx: Pick<AppContext, 'db' | 'config'>,
    private readonly key: string,
    private readonly maxFailures = ctx.config.loginMaxFailures,
  ) {}

  private get lockMs() {
    return this.ctx.config.loginLockSeconds * 1000;
  }

  private read(): FailureRow | undefined {
    return this.ctx.db
      .prepare<[string], FailureRow>(
        'SELECT failures, locked_until, updated_at FROM auth_failures WHERE key = ?',
      )
      .get(this.key);
  }

  /** Milliseconds until the account may try again, 0 when it may try now. */
  lockedFor(): number {
    const row = this.read();
    if (!row?.locked_until) return 0;
    return Math.max(0, Date.parse(row.locked_until) - Date.now());
  }

  /**
   * Records one attempt before it is checked (so that concurrent guesses cannot all slip in
   * before the first failure is written); throws 429 when the account is locked or this attempt
   * is one too many. A success calls `succeeded()`, which forgets the attempt.
   */
  attempt(reply: FastifyReply): void {
    const now = Date.now();
    const outcome = this.ctx.db
      .transaction((): number => {
        const row = this.read();
        const lockedUntil = row?.locked_until ? Date.parse(row.locked_until) : 0;
        if (lockedUntil > now) return lockedUntil - now;
        // Failures older than the lock time are forgotten (also when a lock has run out).
        const stale = !row || lockedUntil > 0 || now - Date.parse(row.updated_at) >= this.lockMs;
        const failures = (stale ? 0 : row.failures) + 1;
        const locks = failures > this.maxFailures;
        this.ctx.db
          .prepare(
            `INSERT INTO auth_failures (key, failures, locked_until, updated_at) VALUES (?, ?, ?, ?)
             ON CONFLICT(key) DO UPDATE SET failures = excluded.failures,
               locked_until = excluded.locked_until, updated_at = excluded.updated_at`,
          )
          .run(
            this.key,
            locks ? 0 : failures,
            locks ? new Date(now + this.lockMs).toISOString() : null,
            new Date(now).toISOString(),
          );
        return locks ? this.lockMs : 0;
      })
      .immediate();
    if (outcome > 0) throw tooManyAttempts(reply, outcome);
  }

  /** The attempt was right: the account's failures are forgotten. */
  succeeded(): void {
    this.ctx.db.prepare('DELETE FROM auth_failures WHERE key = ?').run(this.key);
  }

  /** Forgets this key's failures and lock (the provider unlocking an account). */
  static clear(ctx: Pick<AppContext, 'db'>, key: string): void {
    ctx.db.prepare('DELETE FROM auth_failures WHERE key = ?').run(key);
  }
}
