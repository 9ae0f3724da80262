/** Direct access to the test server's database: fingerprints ("nothing changed") and tokens. */
import Database from 'better-sqlite3';
import { createHash } from 'node:crypto';
import { inject } from 'vitest';
import { signAccessToken } from '../../../server/auth/tokens.ts';
import type { Db } from '../../../server/db/index.ts';
import { tokenSecret } from '../../../server/db/index.ts';

let connection: Db | undefined;

/** A connection to the server's database (WAL: safe beside the running server). */
export function testDb(): Db {
  if (!connection) {
    connection = new Database(inject('dbPath'));
    connection.pragma('busy_timeout = 5000');
    connection.pragma('foreign_keys = ON');
  }
  return connection;
}

/** The catalogue: written by the seed only, never by a request. */
const STATIC_TABLES = new Set(['books', 'categories', 'tabs', 'collections', 'collection_books']);

/**
 * Bookkeeping that records that a request was made rather than what it changed: failed attempts
 * and requests per client address (counted on purpose, also for refused requests) and a
 * sign-in's last use.
 */
const BOOKKEEPING_TABLES = new Set(['auth_failures', 'address_windows']);
const SESSIONS_WITHOUT_LAST_USE =
  'SELECT id, member_id, created_at, expires_at, user_agent, revoked_at FROM sessions ORDER BY id';

/**
 * A hash of every row of every table that requests can change (file contents by their size,
 * without the bookkeeping above): equal before and after a request means it changed nothing.
 */
export function fingerprint(): string {
  const db = testDb();
  const tables = db
    .prepare<[], { name: string }>(
      `SELECT name FROM sqlite_master WHERE type = 'table'
       AND name NOT LIKE 'sqlite_%' AND name NOT LIKE 'books_fts%' ORDER BY name`,
    )
    .all()
    .map((row) => row.name)
    .filter((name) => !STATIC_TABLES.has(name) && !BOOKKEEPING_TABLES.has(name));
  const hash = createHash('sha256');
  for (const table of tables) {
    hash.update(table);
    const sql =
      table === 'files'
        ? 'SELECT key, order_id, kind, filename, length(data), created_at FROM files ORDER BY key'
        : table === 'sessions'
          ? SESSIONS_WITHOUT_LAST_USE
          : `SELECT * FROM "${table}"`;
    for (const row of db.prepare(sql).raw().iterate()) hash.update(JSON.stringify(row));
  }
  return hash.digest('hex');
}

/** An access token signed with the server's secret, e.g. one that has already expired. */
export function signToken(
  memberId: string,
  options: { expiresIn: number; familyId?: string },
): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return signAccessToken(tokenSecret(testDb()), {
    sub: memberId,
    sid: options.familyId ?? 'test-family',
    iat: now - 60,
    exp: now + options.expiresIn,
  });
}

/** Counts rows of a table (optionally with a WHERE clause). */
export function count(table: string, where = '1', ...params: unknown[]): number {
  return (
    testDb()
      .prepare<unknown[], { n: number }>(`SELECT COUNT(*) AS n FROM ${table} WHERE ${where}`)
      .get(...params)?.n ?? 0
  );
}

/** Backdates the last code sent to an address, so that the next send is outside the 30 s window. */
export function allowResend(email: string): void {
  testDb()
    .prepare('UPDATE verification_codes SET sent_at = ? WHERE email_key = ?')
    .run(new Date(Date.now() - 60_000).toISOString(), email.trim().toLowerCase());
}
