// @vitest-environment node
import Database from 'better-sqlite3';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { migrate, type Db } from '../../../server/db/index.ts';

const MIGRATIONS = fileURLToPath(new URL('../../../server/db/migrations/', import.meta.url));
const NEVER_REUSED = 'ids_never_reused';

/** A database as it was before ids were made never-reused: every migration before that one. */
function databaseBeforeTheFix(): Db {
  const db = new Database(':memory:');
  db.pragma('foreign_keys = ON');
  db.exec('CREATE TABLE schema_migrations (name TEXT PRIMARY KEY, applied_at TEXT NOT NULL)');
  const earlier = readdirSync(MIGRATIONS)
    .filter((file) => /^\d{3}_[\w-]+\.sql$/.test(file))
    .sort()
    .filter((file) => file < readdirSync(MIGRATIONS).find((f) => f.includes(NEVER_REUSED))!);
  for (const file of earlier) {
    db.exec(readFileSync(MIGRATIONS + file, 'utf8'));
    db.prepare('INSERT INTO schema_migrations VALUES (?, ?)').run(file, 'then');
  }
  return db;
}

const now = '2026-11-01T00:00:00.000Z';

function addMember(db: Db, id: string) {
  db.prepare(
    `INSERT INTO members (id, email, email_key, password_hash, name, phone_number, department, address, created_at)
     VALUES (?, ?, ?, 'x', 'n', '0', 'd', 'a', ?)`,
  ).run(id, `${id}@example.org`, `${id}@example.org`, now);
}

const addSelection = (db: Db, memberId: string, name: string): number =>
  Number(
    db
      .prepare('INSERT INTO selections (member_id, name, name_key, created_at) VALUES (?, ?, ?, ?)')
      .run(memberId, name, name.toLowerCase(), now).lastInsertRowid,
  );

describe('migration: ids are never reused', () => {
  it('keeps every row and reference, and never hands out a deleted highest id again', () => {
    const db = databaseBeforeTheFix();
    addMember(db, 'm1');
    const kept = addSelection(db, 'm1', 'Kept');
    const gone = addSelection(db, 'm1', 'Gone');
    db.prepare(
      `INSERT INTO categories (id, parent_id, level, name, position) VALUES (1, NULL, 1, 'c', 0)`,
    ).run();
    db.prepare(
      `INSERT INTO books (id, title, isbn, author_k, publisher, published_at, price, is_sale, page_count,
         binding, language, magazine_type, description, book_index, citation, review,
         author_introduction, category_id, category_rank, authors_text, keywords_text)
       VALUES (1, 't', 'i', 'a', 'p', '2026-01-01', 1000, 1, 10, 'b', 'ko', 'BOOK', '', '', '', '', '', 1, 0, '', '')`,
    ).run();
    db.prepare(
      'INSERT INTO cart_items (selection_id, book_id, quantity, created_at) VALUES (?, 1, 2, ?)',
    ).run(kept, now);
    // An order still names the selection that is deleted next (the highest id).
    db.prepare(
      `INSERT INTO orders (order_code, member_id, selection_key, selection_name, institution, status, step, created_at, updated_at)
       VALUES ('ORD-1', 'm1', ?, 'Gone', 'i', 'QUOTATION_REQUEST', 1, ?, ?)`,
    ).run(String(gone), now, now);
    db.prepare('DELETE FROM selections WHERE id = ?').run(gone);
    // A trigger of another table that names a rebuilt one (as files_follow_member, migration 004).
    db.exec(`CREATE TRIGGER probe_follow_member BEFORE DELETE ON members BEGIN
      UPDATE orders SET message = 'member left' WHERE member_id = OLD.id; END`);

    // The rebuild runs first; later migrations may follow it.
    expect(migrate(db)[0]).toContain(NEVER_REUSED);

    expect(db.prepare('SELECT id, name FROM selections').all()).toEqual([
      { id: kept, name: 'Kept' },
    ]);
    expect(db.prepare('SELECT selection_id, quantity FROM cart_items').all()).toEqual([
      { selection_id: kept, quantity: 2 },
    ]);
    expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
    expect(addSelection(db, 'm1', 'New')).toBeGreaterThan(gone);

    // Deleting a member still cascades to the rebuilt tables.
    db.prepare("DELETE FROM members WHERE id = 'm1'").run();
    expect(db.prepare('SELECT count(*) AS n FROM cart_items').get()).toEqual({ n: 0 });
    expect(db.prepare('SELECT member_id, message FROM orders').get()).toEqual({
      member_id: null,
      message: 'member left',
    });
  });

  it('makes every table whose ids are named elsewhere AUTOINCREMENT', () => {
    const db = databaseBeforeTheFix();
    migrate(db);
    for (const table of [
      'selections',
      'cart_items',
      'saved_filters',
      'orders',
      'order_items',
      'notifications',
      'inquiries',
      'inquiry_files',
    ]) {
      const { sql } = db
        .prepare<[string], { sql: string }>('SELECT sql FROM sqlite_master WHERE name = ?')
        .get(table)!;
      expect(sql, table).toMatch(/id\s+INTEGER PRIMARY KEY AUTOINCREMENT/);
    }
  });
});
