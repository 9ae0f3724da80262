// @vitest-environment node
import Database from 'better-sqlite3';
import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { AppContext } from '../../../server/context.ts';
import { migrate, type Db } from '../../../server/db/index.ts';
import { orderHandlers } from '../../../server/handlers/orders.ts';
import { openOrder } from '../../../server/orders.ts';

const now = '2026-11-20T01:02:00.000Z';

/** A database that records every statement it runs. */
function recordingDatabase(): { db: Db; statements: string[] } {
  const statements: string[] = [];
  const db = new Database(':memory:', { verbose: (sql) => statements.push(String(sql)) });
  db.pragma('foreign_keys = ON');
  migrate(db);
  db.prepare(
    `INSERT INTO members (id, email, email_key, password_hash, name, phone_number, department, address, created_at)
     VALUES ('m1', 'm1@example.org', 'm1@example.org', 'x', 'n', '0', 'd', 'a', ?)`,
  ).run(now);
  return { db, statements };
}

describe('listOrders', () => {
  it('reads a page of orders with their funds in a fixed number of statements, whatever its length', async () => {
    const { db, statements } = recordingDatabase();
    const fundId = Number(
      db
        .prepare(
          `INSERT INTO funds (member_id, name, name_key, school_year, amount, created_at)
           VALUES ('m1', 'Library', 'library', 2026, 1000, ?)`,
        )
        .run(now).lastInsertRowid,
    );
    for (let i = 0; i < 8; i += 1) {
      const { orderId } = openOrder(db, {
        memberId: 'm1',
        selectionKey: 'public',
        selectionName: 'common(default)',
        institution: 'i',
        message: '',
        createdAt: now,
      });
      if (i % 2 === 0)
        db.prepare('UPDATE orders SET fund_id = ? WHERE id = ?').run(fundId, orderId);
    }
    const handlers = orderHandlers({ db } as AppContext);
    statements.length = 0;
    const page = await handlers.listOrders(
      {
        auth: { memberId: 'm1', familyId: 'f' },
        query: { take: 10 },
      } as unknown as FastifyRequest as never,
      {} as never,
    );
    expect(page.results).toHaveLength(8);
    expect(page.results.filter((order) => order.fundName === 'Library')).toHaveLength(4);
    expect(page.results.filter((order) => order.fundId === null)).toHaveLength(4);
    // The count and the page: no statement per row.
    expect(statements).toHaveLength(2);
  });
});
