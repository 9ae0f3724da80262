/**
 * Idempotency-Key handling: the first successful answer of a (member, operation, key) is stored
 * with a hash of the request; a repeat answers it again without doing anything, and the same key
 * with a different request is refused (422 idempotency_key_reused). Check, work and record run in
 * one synchronous transaction, so concurrent repeats cannot both do the work. Refused requests
 * (4xx) are not recorded: nothing changed, so a corrected retry may reuse the key.
 *
 * What is kept is bounded: a key is honoured for REPLAY_WINDOW_MS (an edit queued offline is
 * replayed within hours, not days), each member keeps at most KEYS_PER_MEMBER keys and
 * BYTES_PER_MEMBER of stored answers (the oldest go first; the newest is always kept), and the
 * housekeeping removes expired keys. An operation whose answer describes something that can
 * change or vanish afterwards (a selection's contents, a created selection) stores nothing or a
 * little and re-reads it on a replay: a replay never shows a deleted object as present, it answers
 * what a request naming it would (404).
 */
import type { AppContext } from './context.ts';
import type { Db } from './db/index.ts';
import { ApiError } from './errors.ts';
import { canonicalJson, nowIso, sha256 } from './lib/util.ts';

/** How long a key is honoured. */
export const REPLAY_WINDOW_MS = 24 * 60 * 60 * 1000;
/** The most keys a member keeps; beyond it the oldest are forgotten. */
export const KEYS_PER_MEMBER = 500;
/** The most bytes of stored answers a member keeps. */
const BYTES_PER_MEMBER = 4 * 1024 * 1024;

export interface IdempotentResult<T> {
  statusCode: number;
  body: T;
}

export interface ReplayOptions<T> {
  /** What of the answer is stored (by default all of it). */
  keep?: (body: T) => unknown;
  /** The answer of a replay, from what was kept (by default what was kept). May throw (404). */
  replay?: (kept: unknown) => T;
}

export function runIdempotent<T>(
  ctx: Pick<AppContext, 'db'>,
  scope: { memberId: string; operation: string; key: string },
  request: unknown,
  statusCode: number,
  work: () => T,
  options: ReplayOptions<T> = {},
): IdempotentResult<T> {
  const requestHash = sha256(canonicalJson(request));
  const { db } = ctx;
  return db
    .transaction((): IdempotentResult<T> => {
      const previous = db
        .prepare<
          [string, string, string, string],
          { request_hash: string; status_code: number; response: string }
        >(
          `SELECT request_hash, status_code, response FROM idempotency_keys
           WHERE member_id = ? AND operation = ? AND key = ? AND created_at > ?`,
        )
        .get(scope.memberId, scope.operation, scope.key, windowStart(Date.now()));
      if (previous) {
        if (previous.request_hash !== requestHash) {
          throw new ApiError(
            422,
            'idempotency_key_reused',
            'This Idempotency-Key was already used for a different request.',
          );
        }
        const kept: unknown = JSON.parse(previous.response);
        return {
          statusCode: previous.status_code,
          body: options.replay ? options.replay(kept) : (kept as T),
        };
      }
      const body = work();
      const kept = options.keep ? options.keep(body) : body;
      // An expired record of the same key is replaced: the key is new again.
      db.prepare(
        `INSERT INTO idempotency_keys (member_id, operation, key, request_hash, status_code, response, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?)
         ON CONFLICT (member_id, operation, key) DO UPDATE SET request_hash = excluded.request_hash,
           status_code = excluded.status_code, response = excluded.response,
           created_at = excluded.created_at`,
      ).run(
        scope.memberId,
        scope.operation,
        scope.key,
        requestHash,
        statusCode,
        JSON.stringify(kept ?? null),
        nowIso(),
      );
      trimMemberKeys(db, scope.memberId);
      return { statusCode, body };
    })
    .immediate();
}

/**
 * As runIdempotent when the client sends a key (a replay of an edit queued offline answers the
 * first result again); without a key the work simply runs. Both run in one transaction, so a
 * batch of additions is all or nothing.
 */
export function runOptionallyIdempotent<T>(
  ctx: Pick<AppContext, 'db'>,
  scope: { memberId: string; operation: string; key: string | undefined },
  request: unknown,
  statusCode: number,
  work: () => T,
  options?: ReplayOptions<T>,
): IdempotentResult<T> {
  const { key } = scope;
  return key === undefined
    ? { statusCode, body: ctx.db.transaction(work).immediate() }
    : runIdempotent(ctx, { ...scope, key }, request, statusCode, work, options);
}

const windowStart = (now: number) => new Date(now - REPLAY_WINDOW_MS).toISOString();

/** Forgets a member's oldest keys beyond KEYS_PER_MEMBER or BYTES_PER_MEMBER (never the newest). */
function trimMemberKeys(db: Db, memberId: string): void {
  db.prepare(
    `DELETE FROM idempotency_keys WHERE member_id = ? AND (operation, key) IN (
       SELECT operation, key FROM (
         SELECT operation, key,
                row_number() OVER newest AS n,
                sum(length(response)) OVER newest AS bytes
         FROM idempotency_keys WHERE member_id = ?
         WINDOW newest AS (ORDER BY created_at DESC, operation, key ROWS UNBOUNDED PRECEDING))
       WHERE n > 1 AND (n > ? OR bytes > ?))`,
  ).run(memberId, memberId, KEYS_PER_MEMBER, BYTES_PER_MEMBER);
}

/** Removes the keys older than the replay window; answers how many. */
export function removeExpiredKeys(db: Db, now = Date.now()): number {
  return db.prepare('DELETE FROM idempotency_keys WHERE created_at <= ?').run(windowStart(now))
    .changes;
}
