/**
 * Funds: the member's money per school year and what the requests do to it. This module owns the
 * funds' data and every rule about their figures; the handlers and the request operations only
 * call it.
 *
 * A request's amount is the sum of quantity × unit price of its books. It is *committed* while the
 * request is under way (quotation requested or answered, order requested, order form issued) and
 * *spent* once the order is completed; a cancelled request counts for nothing. The figures are
 * computed from the orders each time, never stored, so they follow every status change.
 */
import type { Db } from './db/index.ts';
import { conflict, notFound, requiredText } from './errors.ts';
import type { components } from '../src/api/schema.gen.ts';
import { nameKey } from '../src/rules/names.ts';
import { localDate, nowIso, startOfLocalDay } from './lib/util.ts';

type OrderStatus = components['schemas']['OrderStatus'];

type Fund = components['schemas']['Fund'];
type FundYear = components['schemas']['FundYear'];

export const COMMITTED: readonly OrderStatus[] = [
  'QUOTATION_REQUEST',
  'QUOTATION_DONE',
  'ORDER_REQUEST',
  'INVOICE_REQUEST',
];
export const SPENT: readonly OrderStatus[] = ['INVOICE_DONE'];
const DEFAULT_START_MONTH = 3;

const inList = (statuses: readonly OrderStatus[]) => statuses.map((s) => `'${s}'`).join(', ');

interface FundRow {
  id: number;
  name: string;
  school_year: number;
  amount: number;
  committed: number;
  spent: number;
}

const FUND_FIGURES = `
  SELECT f.id, f.name, f.school_year, f.amount,
    coalesce(SUM(CASE WHEN o.status IN (${inList(COMMITTED)}) THEN oi.quantity * oi.price END), 0) AS committed,
    coalesce(SUM(CASE WHEN o.status IN (${inList(SPENT)}) THEN oi.quantity * oi.price END), 0) AS spent
  FROM funds f
  LEFT JOIN orders o ON o.fund_id = f.id
  LEFT JOIN order_items oi ON oi.order_id = o.id`;

const view = (row: FundRow): Fund => ({
  fundId: row.id,
  name: row.name,
  schoolYear: row.school_year,
  amount: row.amount,
  committed: row.committed,
  spent: row.spent,
  remaining: row.amount - row.committed - row.spent,
});

/**
 * The KDC main class of each medium category of the catalogue: the class of a book without a KDC
 * number of its own, from where the book is shelved in the catalogue's tree.
 */
const KDC_OF_MEDIUM: Readonly<Record<string, number>> = {
  소설: 8,
  '시·에세이': 8,
  고전문학: 8,
  철학: 1,
  역사: 9,
  사회과학: 3,
  교육: 3,
  자연과학: 4,
  수학: 4,
  '컴퓨터·IT': 0,
  공학: 5,
  그림책: 8,
  아동문학: 8,
  청소년: 8,
  미술: 6,
  음악: 6,
  '생활·취미': 5,
  외국어: 7,
  잡지: 0,
  '사전·참고서': 0,
};

/** The month the member's school year starts in. */
export function schoolYearStartMonth(db: Db, memberId: string): number {
  return (
    db
      .prepare<[string], { m: number }>(
        'SELECT school_year_start_month AS m FROM members WHERE id = ?',
      )
      .get(memberId)?.m ?? DEFAULT_START_MONTH
  );
}

export function setSchoolYearStartMonth(db: Db, memberId: string, month: number): void {
  db.prepare('UPDATE members SET school_year_start_month = ? WHERE id = ?').run(month, memberId);
}

/** The school year `date` falls in, for a year starting in `startMonth`. */
export function schoolYearOf(date: Date, startMonth: number): number {
  return date.getMonth() + 1 >= startMonth ? date.getFullYear() : date.getFullYear() - 1;
}

const firstDay = (year: number, month: number) => `${year}-${String(month).padStart(2, '0')}-01`;

function fundRow(db: Db, memberId: string, fundId: number): FundRow | undefined {
  return db
    .prepare<[number, string], FundRow>(
      `${FUND_FIGURES} WHERE f.id = ? AND f.member_id = ? GROUP BY f.id`,
    )
    .get(fundId, memberId);
}

/** A fund of the member with its figures; any other fund is not found. */
export function memberFund(db: Db, memberId: string, fundId: number): Fund {
  const row = fundRow(db, memberId, fundId);
  if (!row) throw notFound(`No fund with id ${fundId}.`);
  return view(row);
}

/**
 * The fund a request uses: the one named (it must be the member's), none for null, and
 * `fallback` when the request names nothing.
 */
export function requestFund(
  db: Db,
  memberId: string,
  named: number | null | undefined,
  fallback: number | null,
): number | null {
  if (named === undefined) return fallback;
  if (named === null) return null;
  return memberFund(db, memberId, named).fundId;
}

/** The fund of the member's latest request that named one: a new selection starts with it. */
export function lastUsedFund(db: Db, memberId: string): number | null {
  return (
    db
      .prepare<[string], { fund_id: number }>(
        `SELECT fund_id FROM orders WHERE member_id = ? AND fund_id IS NOT NULL
         ORDER BY created_at DESC, id DESC LIMIT 1`,
      )
      .get(memberId)?.fund_id ?? null
  );
}

/** The fund a selection names. */
export function selectionFund(db: Db, selectionId: number): number | null {
  return (
    db
      .prepare<[number], { fund_id: number | null }>('SELECT fund_id FROM selections WHERE id = ?')
      .get(selectionId)?.fund_id ?? null
  );
}

export function setSelectionFund(db: Db, selectionId: number, fundId: number | null): void {
  db.prepare('UPDATE selections SET fund_id = ? WHERE id = ?').run(fundId, selectionId);
}

export function setOrderFund(db: Db, orderId: number, fundId: number | null): void {
  db.prepare('UPDATE orders SET fund_id = ? WHERE id = ?').run(fundId, orderId);
}

/** The fund an order names, with its name, for the order list and detail. */
export function orderFund(
  db: Db,
  orderId: number,
): { fundId: number | null; fundName: string | null } {
  const row = db
    .prepare<[number], { fundId: number | null; fundName: string | null }>(
      `SELECT o.fund_id AS fundId, f.name AS fundName FROM orders o
       LEFT JOIN funds f ON f.id = o.fund_id WHERE o.id = ?`,
    )
    .get(orderId);
  return { fundId: row?.fundId ?? null, fundName: row?.fundName ?? null };
}

/**
 * The most funds a member keeps in one school year: far above what a school sets (a handful of
 * funds), low enough that one account cannot fill the database.
 */
export const MAX_FUNDS_PER_YEAR = 200;

function assertRoomInYear(db: Db, memberId: string, schoolYear: number): void {
  const count =
    db
      .prepare<[string, number], { n: number }>(
        'SELECT COUNT(*) AS n FROM funds WHERE member_id = ? AND school_year = ?',
      )
      .get(memberId, schoolYear)?.n ?? 0;
  if (count >= MAX_FUNDS_PER_YEAR) {
    throw conflict(
      'too_many_funds',
      `${schoolYear} already has ${MAX_FUNDS_PER_YEAR} funds, the most a school year holds: delete one you no longer need to add another.`,
    );
  }
}

function assertNameFree(
  db: Db,
  memberId: string,
  schoolYear: number,
  name: string,
  except = 0,
): void {
  const taken = db
    .prepare<[string, number, string, number], { id: number }>(
      'SELECT id FROM funds WHERE member_id = ? AND school_year = ? AND name_key = ? AND id <> ?',
    )
    .get(memberId, schoolYear, nameKey(name), except);
  if (taken) {
    throw conflict('fund_name_taken', `There is already a fund named "${name}" in ${schoolYear}.`);
  }
}

/** How many requests that are not cancelled name the fund. */
function liveRequests(db: Db, fundId: number): number {
  return (
    db
      .prepare<[number], { n: number }>(
        "SELECT COUNT(*) AS n FROM orders WHERE fund_id = ? AND status <> 'CANCELED'",
      )
      .get(fundId)?.n ?? 0
  );
}

export function createFund(
  db: Db,
  memberId: string,
  input: { name: string; schoolYear: number; amount: number },
): Fund {
  return db.transaction(() => {
    const name = requiredText(input.name, 'name');
    assertNameFree(db, memberId, input.schoolYear, name);
    assertRoomInYear(db, memberId, input.schoolYear);
    const inserted = db
      .prepare(
        `INSERT INTO funds (member_id, name, name_key, school_year, amount, created_at)
         VALUES (?, ?, ?, ?, ?, ?)`,
      )
      .run(memberId, name, nameKey(name), input.schoolYear, input.amount, nowIso());
    return memberFund(db, memberId, Number(inserted.lastInsertRowid));
  })();
}

export function updateFund(
  db: Db,
  memberId: string,
  fundId: number,
  change: { name?: string; schoolYear?: number; amount?: number },
): Fund {
  return db.transaction(() => {
    const fund = memberFund(db, memberId, fundId);
    const name = change.name === undefined ? fund.name : requiredText(change.name, 'name');
    const schoolYear = change.schoolYear ?? fund.schoolYear;
    if (schoolYear !== fund.schoolYear && liveRequests(db, fundId) > 0) {
      throw conflict(
        'fund_in_use',
        `Requests of ${fund.schoolYear} use "${fund.name}": its school year cannot change.`,
      );
    }
    assertNameFree(db, memberId, schoolYear, name, fundId);
    if (schoolYear !== fund.schoolYear) assertRoomInYear(db, memberId, schoolYear);
    db.prepare(
      'UPDATE funds SET name = ?, name_key = ?, school_year = ?, amount = ? WHERE id = ?',
    ).run(name, nameKey(name), schoolYear, change.amount ?? fund.amount, fundId);
    return memberFund(db, memberId, fundId);
  })();
}

export function deleteFund(db: Db, memberId: string, fundId: number): void {
  db.transaction(() => {
    const fund = memberFund(db, memberId, fundId);
    const live = liveRequests(db, fundId);
    if (live > 0) {
      throw conflict(
        'fund_in_use',
        `${live} request${live === 1 ? '' : 's'} use "${fund.name}": cancel or move them first.`,
      );
    }
    db.prepare('DELETE FROM funds WHERE id = ?').run(fundId);
  })();
}

/** The member's funds of a school year with their figures, and the year's report. */
export function fundYear(db: Db, memberId: string, requestedYear?: number): FundYear {
  const startMonth = schoolYearStartMonth(db, memberId);
  const schoolYear = requestedYear ?? schoolYearOf(new Date(), startMonth);
  const startDate = firstDay(schoolYear, startMonth);
  const next = startOfLocalDay(firstDay(schoolYear + 1, startMonth));
  const last = new Date(next);
  last.setDate(last.getDate() - 1);
  const funds = db
    .prepare<[string, number], FundRow>(
      `${FUND_FIGURES} WHERE f.member_id = ? AND f.school_year = ? GROUP BY f.id ORDER BY f.id`,
    )
    .all(memberId, schoolYear)
    .map(view);

  // The year's requests: those naming one of its funds, and those naming none made within it.
  const yearOrders = `o.member_id = @member AND (
      o.fund_id IN (SELECT id FROM funds WHERE member_id = @member AND school_year = @year)
      OR (o.fund_id IS NULL AND o.created_at >= @from AND o.created_at < @to))`;
  const params = {
    member: memberId,
    year: schoolYear,
    from: startOfLocalDay(startDate).toISOString(),
    to: next.toISOString(),
  };
  const byStatus = db
    .prepare<
      typeof params,
      {
        fundId: number | null;
        status: OrderStatus;
        count: number;
        quantity: number;
        amount: number;
      }
    >(
      `SELECT o.fund_id AS fundId, o.status AS status, COUNT(DISTINCT o.id) AS count,
              coalesce(SUM(oi.quantity), 0) AS quantity,
              coalesce(SUM(oi.quantity * oi.price), 0) AS amount
       FROM orders o LEFT JOIN order_items oi ON oi.order_id = o.id
       WHERE ${yearOrders}
       GROUP BY o.fund_id, o.status ORDER BY o.fund_id, o.status`,
    )
    .all(params);
  const byMedium = db
    .prepare<
      typeof params,
      { medium: string; kdcDigit: string | null; count: number; quantity: number; amount: number }
    >(
      `SELECT CASE WHEN c.level = 3 THEN p.name ELSE c.name END AS medium,
              substr(b.kdc, 1, 1) AS kdcDigit, COUNT(*) AS count,
              SUM(oi.quantity) AS quantity, SUM(oi.quantity * oi.price) AS amount
       FROM orders o JOIN order_items oi ON oi.order_id = o.id JOIN books b ON b.id = oi.book_id
       JOIN categories c ON c.id = b.category_id LEFT JOIN categories p ON p.id = c.parent_id
       WHERE ${yearOrders} AND o.status <> 'CANCELED'
       GROUP BY medium, kdcDigit`,
    )
    .all(params);
  const classes = new Map<number, { count: number; quantity: number; amount: number }>();
  for (const row of byMedium) {
    // The book's own KDC number wins over its shelf in the catalogue.
    const kdcClass = row.kdcDigit ? Number(row.kdcDigit) : (KDC_OF_MEDIUM[row.medium] ?? 0);
    const sum = classes.get(kdcClass) ?? { count: 0, quantity: 0, amount: 0 };
    sum.count += row.count;
    sum.quantity += row.quantity;
    sum.amount += row.amount;
    classes.set(kdcClass, sum);
  }
  return {
    schoolYear,
    startMonth,
    startDate,
    endDate: localDate(last),
    funds,
    byStatus,
    byClass: [...classes]
      .sort(([a], [b]) => a - b)
      .map(([kdcClass, sum]) => ({ kdcClass, ...sum })),
  };
}

/**
 * Demo funds: this school year's 도서구입비 and 희망도서 and last year's 도서구입비, with the demo
 * member's requests assigned to the fund of the year they were made in (the science club's to
 * 희망도서), so the report and the warnings have something to show.
 */
export function seedDemoFunds(db: Db, memberId: string, now: Date): void {
  const startMonth = schoolYearStartMonth(db, memberId);
  const current = schoolYearOf(now, startMonth);
  const add = (name: string, schoolYear: number, amount: number) =>
    createFund(db, memberId, { name, schoolYear, amount }).fundId;
  const main = add('도서구입비', current, 3_000_000);
  const wish = add('희망도서', current, 500_000);
  const previous = add('도서구입비', current - 1, 2_500_000);
  const orders = db
    .prepare<[string], { id: number; created_at: string; selection_name: string }>(
      'SELECT id, created_at, selection_name FROM orders WHERE member_id = ?',
    )
    .all(memberId);
  for (const order of orders) {
    const year = schoolYearOf(new Date(order.created_at), startMonth);
    const fund =
      year === current
        ? order.selection_name === 'Science Club'
          ? wish
          : main
        : year === current - 1
          ? previous
          : null;
    setOrderFund(db, order.id, fund);
  }
  db.prepare('UPDATE selections SET fund_id = ? WHERE member_id = ?').run(main, memberId);
}
