/**
 * Removes what only grows: expired Idempotency-Key answers, old page visits, sign-ins that ended
 * (and their refresh tokens) and failure counters nobody has added to for a long time. Runs at
 * start and then every HOUSEKEEPING_INTERVAL_MS; each pass is a few indexed deletes.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from './db/index.ts';
import { removeExpiredKeys } from './idempotency.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export const HOUSEKEEPING_INTERVAL_MS = 60 * 60 * 1000;
/** Page visits are statistics of a year; a little more is kept to compare a year with the last. */
export const PAGE_VISIT_RETENTION_MS = 400 * DAY_MS;
/**
 * An ended sign-in (logged out, revoked or past its end) is kept a week: long enough for a token
 * presented late to be told apart from a forged one, short enough not to pile up.
 */
const ENDED_SESSION_RETENTION_MS = 7 * DAY_MS;
/** A failure counter untouched this long, and no longer locking, is forgotten. */
const FAILURE_RETENTION_MS = 7 * DAY_MS;

export interface HousekeepingReport {
  idempotencyKeys: number;
  pageVisits: number;
  sessions: number;
  refreshTokens: number;
  authFailures: number;
}

/** One pass; answers how many rows of each kind went. */
export function cleanUp(db: Db, now = Date.now()): HousekeepingReport {
  const iso = (ms: number) => new Date(ms).toISOString();
  const endedBefore = iso(now - ENDED_SESSION_RETENTION_MS);
  return db
    .transaction((): HousekeepingReport => ({
      idempotencyKeys: removeExpiredKeys(db, now),
      pageVisits: db
        .prepare('DELETE FROM page_visits WHERE created_at < ?')
        .run(iso(now - PAGE_VISIT_RETENTION_MS)).changes,
      sessions: db
        .prepare(
          'DELETE FROM sessions WHERE expires_at < ? OR (revoked_at IS NOT NULL AND revoked_at < ?)',
        )
        .run(endedBefore, endedBefore).changes,
      refreshTokens: db
        .prepare(
          `DELETE FROM refresh_tokens WHERE expires_at < ?
             OR (family_id NOT IN (SELECT id FROM sessions) AND created_at < ?)`,
        )
        .run(endedBefore, endedBefore).changes,
      authFailures: db
        .prepare(
          `DELETE FROM auth_failures WHERE updated_at < ?
             AND (locked_until IS NULL OR locked_until < ?)`,
        )
        .run(iso(now - FAILURE_RETENTION_MS), iso(now)).changes,
    }))
    .immediate();
}

/** Cleans now and every HOUSEKEEPING_INTERVAL_MS; answers the function that stops it. */
export function scheduleHousekeeping(db: Db, log: FastifyBaseLogger): () => void {
  const pass = () => {
    // A pass that meets a busy database is skipped (the next one catches up); it must never
    // take the server down from a timer.
    try {
      const report = cleanUp(db);
      if (Object.values(report).some((count) => count > 0)) log.info(report, 'housekeeping');
    } catch (error) {
      log.warn({ err: error }, 'housekeeping skipped');
    }
  };
  pass();
  const timer = setInterval(pass, HOUSEKEEPING_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
