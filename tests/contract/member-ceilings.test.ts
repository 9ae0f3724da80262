/**
 * What one member can make the server keep of their own lists: ceilings a real school never meets
 * (a few dozen selections, a handful of funds a year), met with a clear 409 instead of growing
 * without bound.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { MAX_FUNDS_PER_YEAR } from '../../server/funds.ts';
import { MAX_SELECTIONS } from '../../server/selections.ts';
import { newMember, type Session } from './support/accounts.ts';
import { testDb } from './support/db.ts';
import { call, expectDocumented, expectError } from './support/http.ts';

let member: Session;
beforeAll(async () => {
  member = await newMember({ label: 'ceilings' });
});

const selectionCount = () =>
  testDb()
    .prepare<[string], { n: number }>('SELECT COUNT(*) AS n FROM selections WHERE member_id = ?')
    .get(member.id)?.n ?? 0;

/** Gives the member `count` selections in all, written as the server would. */
function fillSelectionsTo(count: number) {
  const insert = testDb().prepare(
    `INSERT INTO selections (member_id, name, name_key, is_default, created_at)
     VALUES (?, ?, ?, 0, datetime('now'))`,
  );
  for (let index = selectionCount(); index < count; index += 1) {
    const name = `filled ${index}`;
    insert.run(member.id, name, name);
  }
}

describe(`a member keeps at most ${MAX_SELECTIONS} selections`, () => {
  it('the last one is created, the next is 409 too_many_selections, and deleting one makes room', async () => {
    expect(MAX_SELECTIONS).toBe(500);
    fillSelectionsTo(MAX_SELECTIONS - 1);
    const create = (name: string) =>
      call('createSelection', { token: member.token, body: { name } });
    const last = expectDocumented(await create('the 500th'), 201);
    const refused = expectError(await create('one too many'), 409, 'too_many_selections');
    expect(refused.message).toContain('500 selections');
    expect(selectionCount()).toBe(MAX_SELECTIONS);

    expect(
      (
        await call('deleteSelection', {
          token: member.token,
          params: { id: last.categoryId },
        })
      ).status,
    ).toBeLessThan(300);
    expectDocumented(await create('room again'), 201);
  });
});

describe(`a school year holds at most ${MAX_FUNDS_PER_YEAR} funds`, () => {
  it('the last one is added, the next is 409 too_many_funds; another year and a move are held too', async () => {
    expect(MAX_FUNDS_PER_YEAR).toBe(200);
    const insert = testDb().prepare(
      `INSERT INTO funds (member_id, name, name_key, school_year, amount, created_at)
       VALUES (?, ?, ?, 2026, 0, datetime('now'))`,
    );
    for (let index = 0; index < MAX_FUNDS_PER_YEAR - 1; index += 1) {
      insert.run(member.id, `fund ${index}`, `fund ${index}`);
    }
    const add = (name: string, schoolYear: number) =>
      call('createFund', {
        token: member.token,
        body: { name, schoolYear, amount: 1_000 },
      });
    expectDocumented(await add('the 200th', 2026), 201);
    const refused = expectError(await add('one too many', 2026), 409, 'too_many_funds');
    expect(refused.message).toContain('200 funds');

    // Another school year has its own room; moving a fund into the full year is refused.
    const next = expectDocumented(await add('next year', 2027), 201);
    expectError(
      await call('updateFund', {
        token: member.token,
        params: { fundId: next.fundId },
        body: { schoolYear: 2026 },
      }),
      409,
      'too_many_funds',
    );
  });
});
