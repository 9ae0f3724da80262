// @vitest-environment node
import Database from 'better-sqlite3';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { migrate, type Db } from '../../../server/db/index.ts';
import {
  openOrder,
  orderHistory,
  transition,
  TransitionRefused,
  type OrderRow,
} from '../../../server/orders.ts';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const MIGRATIONS = join(ROOT, 'server/db/migrations/');
const HISTORY_MIGRATION = '012_order_history.sql';
const now = '2026-11-20T01:02:00.000Z';

function addMember(db: Db, id: string) {
  db.prepare(
    `INSERT INTO members (id, email, email_key, password_hash, name, phone_number, department, address, created_at)
     VALUES (?, ?, ?, 'x', 'n', '0', 'd', 'a', ?)`,
  ).run(id, `${id}@example.org`, `${id}@example.org`, now);
}

function freshDatabase(): Db {
  const db = new Database(':memory:');
  db.pragma('foreign_keys = ON');
  migrate(db);
  addMember(db, 'm1');
  return db;
}

const newOrder = (db: Db) =>
  openOrder(db, {
    memberId: 'm1',
    selectionKey: 'public',
    selectionName: 'common(default)',
    institution: 'i',
    message: '',
    createdAt: now,
  });

const orderRow = (db: Db, id: number) =>
  db.prepare<[number], OrderRow>('SELECT * FROM orders WHERE id = ?').get(id)!;

/** Every TypeScript file under `dir`, relative to the repository. */
function sourceFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(ts|mjs|js)$/.test(file))
    .map((file) => relative(ROOT, join(ROOT, dir, file)));
}

describe('the order lifecycle has one owner', () => {
  it('no server code but server/orders.ts writes an order status or creates an order', () => {
    const writers = sourceFiles('server').filter((file) => {
      const text = readFileSync(join(ROOT, file), 'utf8');
      return (
        /UPDATE\s+orders\s+SET[^;`]*\bstatus\s*=/i.test(text) ||
        /INSERT\s+INTO\s+orders\s*\(/i.test(text)
      );
    });
    expect(writers).toEqual(['server/orders.ts']);
  });

  it('records each change, with who and when, and keeps the step of a cancelled order', () => {
    const db = freshDatabase();
    const { orderId } = newOrder(db);
    transition(db, orderRow(db, orderId), 'QUOTATION_DONE', {
      by: 'provider',
      at: '2026-11-21T00:15:00.000Z',
      set: { is_alert: 1 },
    });
    transition(db, orderRow(db, orderId), 'CANCELED', {
      by: 'member',
      at: '2026-11-22T00:00:00.000Z',
    });
    expect(orderRow(db, orderId)).toMatchObject({
      status: 'CANCELED',
      step: 2,
      is_alert: 1,
      updated_at: '2026-11-22T00:00:00.000Z',
    });
    expect(orderHistory(db, orderId)).toEqual([
      { from_status: null, to_status: 'QUOTATION_REQUEST', actor: 'member', at: now },
      {
        from_status: 'QUOTATION_REQUEST',
        to_status: 'QUOTATION_DONE',
        actor: 'provider',
        at: '2026-11-21T00:15:00.000Z',
      },
      {
        from_status: 'QUOTATION_DONE',
        to_status: 'CANCELED',
        actor: 'member',
        at: '2026-11-22T00:00:00.000Z',
      },
    ]);
  });

  it('refuses a change the lifecycle does not allow, and one made from a stale status', () => {
    const db = freshDatabase();
    const { orderId } = newOrder(db);
    const read = orderRow(db, orderId);
    expect(() => transition(db, read, 'ORDER_REQUEST', { by: 'member' })).toThrow(
      TransitionRefused,
    );
    transition(db, read, 'CANCELED', { by: 'member' });
    // Another writer's change came first: nothing of the stale one is left behind.
    expect(() => transition(db, read, 'QUOTATION_DONE', { by: 'provider' })).toThrow(
      TransitionRefused,
    );
    expect(orderRow(db, orderId).status).toBe('CANCELED');
    expect(orderHistory(db, orderId).map((entry) => entry.to_status)).toEqual([
      'QUOTATION_REQUEST',
      'CANCELED',
    ]);
  });

  it('the database refuses a status written without transition(), and an order born later', () => {
    const db = freshDatabase();
    const { orderId } = newOrder(db);
    expect(() =>
      db.prepare("UPDATE orders SET status = 'QUOTATION_DONE' WHERE id = ?").run(orderId),
    ).toThrow(/without transition/);
    expect(() =>
      db
        .prepare(
          `INSERT INTO orders (order_code, member_id, selection_key, selection_name, institution, status, step, created_at, updated_at)
           VALUES ('ORD-X', 'm1', 'public', 'n', 'i', 'INVOICE_DONE', 3, ?, ?)`,
        )
        .run(now, now),
    ).toThrow(/starts as QUOTATION_REQUEST/);
    // Other columns stay writable (the alert, the files, the fund).
    db.prepare('UPDATE orders SET is_alert = 1 WHERE id = ?').run(orderId);
  });
});

describe('migration 012 backfills the history from what the orders say', () => {
  it('records the request, and the last change with the status it came from', () => {
    const db = new Database(':memory:');
    db.pragma('foreign_keys = ON');
    db.exec('CREATE TABLE schema_migrations (name TEXT PRIMARY KEY, applied_at TEXT NOT NULL)');
    for (const file of readdirSync(MIGRATIONS)
      .filter((name) => /^\d{3}_[\w-]+\.sql$/.test(name) && name < HISTORY_MIGRATION)
      .sort()) {
      db.exec(readFileSync(MIGRATIONS + file, 'utf8'));
      db.prepare('INSERT INTO schema_migrations VALUES (?, ?)').run(file, 'then');
    }
    addMember(db, 'm1');
    const insert = db.prepare(
      `INSERT INTO orders (order_code, member_id, selection_key, selection_name, institution, status, step, created_at, updated_at)
       VALUES (?, 'm1', 'public', 'n', 'i', ?, ?, 'created', 'updated')`,
    );
    const ids = (
      [
        ['QUOTATION_REQUEST', 1],
        ['INVOICE_DONE', 3],
        ['CANCELED', 2],
      ] as const
    ).map(([status, step], index) =>
      Number(insert.run(`ORD-${index}`, status, step).lastInsertRowid),
    );

    expect(migrate(db)).toContain(HISTORY_MIGRATION);

    const row = (from: string | null, to: string, actor: string, at: string) => ({
      from_status: from,
      to_status: to,
      actor,
      at,
    });
    const request = row(null, 'QUOTATION_REQUEST', 'member', 'created');
    expect(ids.map((id) => orderHistory(db, id))).toEqual([
      [request],
      [request, row('INVOICE_REQUEST', 'INVOICE_DONE', 'provider', 'updated')],
      [request, row('QUOTATION_DONE', 'CANCELED', 'member', 'updated')],
    ]);
  });
});
