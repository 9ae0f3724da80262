// @vitest-environment node
import Database from 'better-sqlite3';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { migrate, type Db } from '../../../server/db/index.ts';

const MIGRATIONS = fileURLToPath(new URL('../../../server/db/migrations/', import.meta.url));
const NAME_KEYS = '014_name_keys.sql';
const now = '2026-11-01T00:00:00.000Z';
/** The key funds, filters and the default selection were stored by before one rule. */
const oldKey = (name: string) => name.trim().toLowerCase();

/** A database as it was before names were keyed by one rule: every migration before that one. */
function databaseBefore(): Db {
  const db = new Database(':memory:');
  db.pragma('foreign_keys = ON');
  db.exec('CREATE TABLE schema_migrations (name TEXT PRIMARY KEY, applied_at TEXT NOT NULL)');
  const earlier = readdirSync(MIGRATIONS)
    .filter((file) => /^\d{3}_[\w-]+\.sql$/.test(file) && file < NAME_KEYS)
    .sort();
  for (const file of earlier) {
    db.exec(readFileSync(MIGRATIONS + file, 'utf8'));
    db.prepare('INSERT INTO schema_migrations VALUES (?, ?)').run(file, 'then');
  }
  db.prepare(
    `INSERT INTO members (id, email, email_key, password_hash, name, phone_number, department, address, created_at)
     VALUES ('m', 'm@example.org', 'm@example.org', 'x', 'n', '0', 'd', 'a', ?)`,
  ).run(now);
  db.prepare("INSERT INTO tabs (id, name, position) VALUES (1, 'Books', 1)").run();
  return db;
}

const add = {
  selection: (db: Db, name: string) =>
    db
      .prepare(
        "INSERT INTO selections (member_id, name, name_key, created_at) VALUES ('m', ?, ?, ?)",
      )
      .run(name, oldKey(name), now),
  fund: (db: Db, name: string) =>
    db
      .prepare(
        "INSERT INTO funds (member_id, name, name_key, school_year, amount, created_at) VALUES ('m', ?, ?, 2026, 1, ?)",
      )
      .run(name, oldKey(name), now),
  filter: (db: Db, name: string) =>
    db
      .prepare(
        "INSERT INTO saved_filters (member_id, tab_id, name, name_key, criteria, created_at) VALUES ('m', 1, ?, ?, '{}', ?)",
      )
      .run(name, oldKey(name), now),
};
const table = { selection: 'selections', fund: 'funds', filter: 'saved_filters' } as const;

describe('014 re-keys the names members gave by the one name rule', () => {
  for (const kind of ['selection', 'fund', 'filter'] as const) {
    it(`${kind}s: a full-width or double-spaced name gets the key its plain spelling has`, () => {
      const db = databaseBefore();
      add[kind](db, 'Ｓｃｉｅｎｃｅ  Club');
      add[kind](db, 'Reading');
      expect(migrate(db)).toContain(NAME_KEYS);
      const keys = db.prepare(`SELECT name, name_key FROM ${table[kind]} ORDER BY id`).all() as {
        name: string;
        name_key: string;
      }[];
      expect(keys).toEqual([
        { name: 'Ｓｃｉｅｎｃｅ  Club', name_key: 'science club' },
        { name: 'Reading', name_key: 'reading' },
      ]);
    });

    it(`${kind}s: two stored names that now read the same both stay, unrenamed`, () => {
      const db = databaseBefore();
      add[kind](db, 'science club');
      add[kind](db, 'Ｓｃｉｅｎｃｅ Club');
      migrate(db);
      const rows = db.prepare(`SELECT name, name_key FROM ${table[kind]} ORDER BY id`).all();
      expect(rows).toEqual([
        { name: 'science club', name_key: 'science club' },
        { name: 'Ｓｃｉｅｎｃｅ Club', name_key: 'ｓｃｉｅｎｃｅ club' },
      ]);
    });
  }
});
