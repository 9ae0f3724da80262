/**
 * Opening the database: pragmas (WAL, busy timeout, foreign keys) and the plain SQL migrations of
 * ./migrations, applied in file-name order and recorded in `schema_migrations`. The migrations may
 * call `name_key(text)`, the rule names are compared by (src/rules/names.ts).
 */
import Database from 'better-sqlite3';
import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { nameKey } from '../../src/rules/names.ts';

export type Db = Database.Database;

/** Runs work in one transaction: the way a handler groups domain calls that must all happen. */
export const inTransaction = <T>(db: Db, work: () => T): T => db.transaction(work)();

const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));

/**
 * How long the server waits for another process's write lock (the admin command, a backup).
 * better-sqlite3 waits synchronously, holding every other request meanwhile, so the wait is short:
 * a lock held longer is answered `503 service_busy` with Retry-After (server/validation.ts).
 */
const SERVER_BUSY_TIMEOUT_MS = 50;

/**
 * Opens (and creates) the database at `path` and brings its schema up to date. `busyTimeoutMs`
 * is the server's short wait by default; a command-line tool may wait longer.
 */
export function openDatabase(path: string, busyTimeoutMs = SERVER_BUSY_TIMEOUT_MS): Db {
  const db = new Database(path);
  if (path !== ':memory:') db.pragma('journal_mode = WAL');
  db.pragma(`busy_timeout = ${busyTimeoutMs}`);
  db.pragma('foreign_keys = ON');
  db.pragma('synchronous = NORMAL');
  // Sorts of large result sets (cold catalogue queries) stay in memory.
  db.pragma('temp_store = MEMORY');
  db.pragma('cache_size = -65536');
  migrate(db);
  return db;
}

/** Applies the migrations that are not yet recorded; each in its own transaction. */
export function migrate(db: Db): string[] {
  // The rule names are compared by, for a migration that re-keys stored names.
  db.function('name_key', { deterministic: true }, (name: unknown) => nameKey(String(name)));
  db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    name TEXT PRIMARY KEY, applied_at TEXT NOT NULL
  ) WITHOUT ROWID`);
  const applied = new Set(
    db
      .prepare<[], { name: string }>('SELECT name FROM schema_migrations')
      .all()
      .map((row) => row.name),
  );
  const files = readdirSync(MIGRATIONS_DIR)
    .filter((file) => /^\d{3}_[\w-]+\.sql$/.test(file))
    .sort();
  const done: string[] = [];
  // A migration may rebuild a table that others reference (SQLite's new-table, copy, drop, rename
  // procedure): with foreign keys on, the drop would cascade into the referencing rows. They are
  // off while migrating (the pragma is ignored inside a transaction) and checked before commit.
  const foreignKeys = db.pragma('foreign_keys', { simple: true }) as number;
  db.pragma('foreign_keys = OFF');
  try {
    for (const file of files) {
      if (applied.has(file)) continue;
      const sql = readFileSync(MIGRATIONS_DIR + file, 'utf8');
      db.transaction(() => {
        db.exec(sql);
        const broken = db.pragma('foreign_key_check') as unknown[];
        if (broken.length > 0) {
          throw new Error(`${file} leaves ${broken.length} rows with a dangling reference`);
        }
        db.prepare('INSERT INTO schema_migrations (name, applied_at) VALUES (?, ?)').run(
          file,
          new Date().toISOString(),
        );
      }).immediate();
      done.push(file);
    }
  } finally {
    db.pragma(`foreign_keys = ${foreignKeys ? 'ON' : 'OFF'}`);
  }
  return done;
}

/** Reads a value of the settings table. */
export function getSetting(db: Db, key: string): string | undefined {
  return db
    .prepare<[string], { value: string }>('SELECT value FROM settings WHERE key = ?')
    .get(key)?.value;
}

/** Writes a value of the settings table. */
export function setSetting(db: Db, key: string, value: string): void {
  db.prepare(
    'INSERT INTO settings (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value',
  ).run(key, value);
}

/**
 * The HMAC secret of access tokens: generated on first start and kept in the database, so that a
 * restart keeps everybody signed in.
 */
export function tokenSecret(db: Db): Buffer {
  db.prepare('INSERT OR IGNORE INTO settings (key, value) VALUES (?, ?)').run(
    'token_secret',
    randomBytes(32).toString('base64url'),
  );
  return Buffer.from(getSetting(db, 'token_secret') ?? '', 'base64url');
}
