import { randomUUID } from 'node:crypto';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { completeOrder, invoiceOrder, quoteOrder } from '../../server/provider.ts';
import { newMember, type Session } from './support/accounts.ts';
import { fingerprint, testDb } from './support/db.ts';
import {
  call,
  callBare,
  describeOperation,
  expectDocumented,
  expectError,
  type Reply,
} from './support/http.ts';
import type { Schemas } from './support/schemas.ts';

type Fund = Schemas['Fund'];
type FundYear = Schemas['FundYear'];
type OrderCreated = Schemas['OrderCreated'];

const key = () => randomUUID();
const priceOf = (bookId: number): number =>
  testDb().prepare<[number], { price: number }>('SELECT price FROM books WHERE id = ?').get(bookId)
    ?.price ?? 0;

async function createFund(session: Session, body: unknown): Promise<Fund> {
  return expectDocumented(await call('createFund', { token: session.token, body }), 201);
}

async function year(session: Session, schoolYear: number): Promise<FundYear> {
  return expectDocumented(
    await call('listFunds', { token: session.token, query: { schoolYear } }),
    200,
  );
}

async function fund(session: Session, schoolYear: number, fundId: number): Promise<Fund> {
  const found = (await year(session, schoolYear)).funds.find((f) => f.fundId === fundId);
  if (!found) throw new Error(`fund ${fundId} not listed`);
  return found;
}

async function fill(session: Session, books: [number, number][]): Promise<void> {
  const reply = await call('addBooksToSelection', {
    token: session.token,
    body: {
      cartCategoryId: 'public',
      books: books.map(([bookId, quantity]) => ({ bookId, quantity })),
    },
  });
  expect(reply.status).toBe(200);
}

async function quotation(session: Session, body: Record<string, unknown>): Promise<OrderCreated> {
  return expectDocumented(
    await call('requestQuotation', {
      token: session.token,
      headers: { 'idempotency-key': key() },
      body: { cartCategoryId: 'public', message: '', ...body },
    }),
    201,
  );
}

describe('funds', () => {
  let member: Session;
  let other: Session;

  beforeAll(async () => {
    member = await newMember({ label: 'funds' });
    other = await newMember({ label: 'funds-other' });
  });

  describeOperation('createFund', () => {
    it('creates a fund with zero committed and spent', async () => {
      const created = await createFund(member, {
        name: ' 도서구입비 ',
        schoolYear: 2026,
        amount: 3_000_000,
      });
      expect(created).toMatchObject({
        name: '도서구입비',
        schoolYear: 2026,
        amount: 3_000_000,
        committed: 0,
        spent: 0,
        remaining: 3_000_000,
      });
    });

    it('refuses the same name in the same school year (409 fund_name_taken)', async () => {
      expectError(
        await call('createFund', {
          token: member.token,
          body: { name: '도서구입비', schoolYear: 2026, amount: 1 },
        }),
        409,
        'fund_name_taken',
      );
      await createFund(member, { name: '도서구입비', schoolYear: 2025, amount: 1 });
    });

    it('refuses a name that reads the same: full-width letters, doubled spaces, case', async () => {
      await createFund(member, { name: 'Library Fund', schoolYear: 2024, amount: 1 });
      expectError(
        await call('createFund', {
          token: member.token,
          body: { name: 'ｌｉｂｒａｒｙ  FUND', schoolYear: 2024, amount: 1 },
        }),
        409,
        'fund_name_taken',
      );
    });

    it.each([
      ['a negative amount', { name: 'x', schoolYear: 2026, amount: -1 }],
      ['an absurd amount', { name: 'x', schoolYear: 2026, amount: 10_000_000_001 }],
      ['a fractional amount', { name: 'x', schoolYear: 2026, amount: 10.5 }],
      ['an amount as text', { name: 'x', schoolYear: 2026, amount: '1000' }],
      ['a blank name', { name: '   ', schoolYear: 2026, amount: 1 }],
      ['no school year', { name: 'x', amount: 1 }],
      ['a school year out of range', { name: 'x', schoolYear: 26, amount: 1 }],
      ['an unknown field', { name: 'x', schoolYear: 2026, amount: 1, owner: 'me' }],
    ])('answers 400 for %s and creates nothing', async (_label, body) => {
      const before = fingerprint();
      expectError(
        await call('createFund', { token: member.token, body }),
        400,
        'validation_failed',
      );
      expect(fingerprint()).toBe(before);
    });
  });

  describeOperation('listFunds', () => {
    it("lists only the member's funds of the year, and the school year's dates", async () => {
      await createFund(other, { name: '남의 예산', schoolYear: 2026, amount: 5 });
      const listed = await year(member, 2026);
      expect(listed.funds.map((f) => f.name)).toEqual(['도서구입비']);
      expect(listed).toMatchObject({
        schoolYear: 2026,
        startMonth: 3,
        startDate: '2026-03-01',
        endDate: '2027-02-28',
      });
      expect((await year(member, 2025)).funds.map((f) => f.name)).toEqual(['도서구입비']);
    });

    it('follows the start month set in the account information', async () => {
      const library = await newMember({ label: 'funds-library' });
      const me = expectDocumented(await call('getMe', { token: library.token }), 200);
      expect(me.schoolYearStartMonth).toBe(3);
      const updated = expectDocumented(
        await call('updateMe', {
          token: library.token,
          body: { ...me, schoolYearStartMonth: 1 },
        }),
        200,
      );
      expect(updated.schoolYearStartMonth).toBe(1);
      expect(await year(library, 2026)).toMatchObject({
        startMonth: 1,
        startDate: '2026-01-01',
        endDate: '2026-12-31',
      });
      expectError(
        await call('updateMe', {
          token: library.token,
          body: { ...me, schoolYearStartMonth: 13 },
        }),
        400,
        'validation_failed',
      );
      // An update that does not name the month keeps it.
      const { schoolYearStartMonth: _kept, ...withoutMonth } = me;
      expectDocumented(await call('updateMe', { token: library.token, body: withoutMonth }), 200);
      expect((await year(library, 2026)).startMonth).toBe(1);
    });

    it('answers 400 for a school year that is not a year', async () => {
      expectError(
        await call('listFunds', { token: member.token, query: { schoolYear: 'next' } }),
        400,
        'validation_failed',
      );
    });
  });

  describeOperation('updateFund', () => {
    it('changes the amount and name, keeping the rest', async () => {
      const created = await createFund(member, { name: '희망도서', schoolYear: 2026, amount: 100 });
      const updated = expectDocumented(
        await call('updateFund', {
          token: member.token,
          params: { fundId: created.fundId },
          body: { amount: 500_000 },
        }),
        200,
      );
      expect(updated).toMatchObject({ name: '희망도서', amount: 500_000, remaining: 500_000 });
    });

    it("answers 404 for another member's fund and changes nothing", async () => {
      const theirs = (await year(other, 2026)).funds[0];
      const before = fingerprint();
      expectError(
        await call('updateFund', {
          token: member.token,
          params: { fundId: theirs?.fundId ?? 0 },
          body: { amount: 0 },
        }),
        404,
        'not_found',
      );
      expect(fingerprint()).toBe(before);
    });

    it('answers 400 for a negative or absurd amount', async () => {
      const mine = (await year(member, 2026)).funds[0];
      for (const amount of [-5, 1e15]) {
        expectError(
          await call('updateFund', {
            token: member.token,
            params: { fundId: mine?.fundId ?? 0 },
            body: { amount },
          }),
          400,
          'validation_failed',
        );
      }
    });
  });

  describeOperation('deleteFund', () => {
    it('deletes an unused fund', async () => {
      const created = await createFund(member, { name: '임시', schoolYear: 2026, amount: 1 });
      const reply = await call('deleteFund', {
        token: member.token,
        params: { fundId: created.fundId },
      });
      expect(reply.status).toBe(204);
      expect((await year(member, 2026)).funds.map((f) => f.name)).not.toContain('임시');
    });

    it("answers 404 for another member's fund and deletes nothing", async () => {
      const theirs = (await year(other, 2026)).funds[0];
      expectError(
        await call('deleteFund', { token: member.token, params: { fundId: theirs?.fundId ?? 0 } }),
        404,
        'not_found',
      );
      expect((await year(other, 2026)).funds).toHaveLength(1);
    });
  });
});

describe('what requests do to a fund: quote → order → complete → cancel', () => {
  let member: Session;
  let main: Fund;
  let wish: Fund;
  const p101 = () => priceOf(101);
  const p102 = () => priceOf(102);

  beforeAll(async () => {
    member = await newMember({ label: 'fund-figures' });
    main = await createFund(member, { name: '도서구입비', schoolYear: 2026, amount: 1_000_000 });
    wish = await createFund(member, { name: '희망도서', schoolYear: 2026, amount: 50_000 });
    await fill(member, [
      [101, 2],
      [102, 1],
      [103, 1],
    ]);
  });

  it('commits a quotation request to the fund it names, which the selection then names', async () => {
    const order = await quotation(member, {
      fundId: main.fundId,
      books: [
        { bookId: 101, quantity: 2 },
        { bookId: 102, quantity: 3 },
      ],
    });
    const committed = 2 * p101() + 3 * p102();
    expect(await fund(member, 2026, main.fundId)).toMatchObject({
      committed,
      spent: 0,
      remaining: 1_000_000 - committed,
    });
    const selections = expectDocumented(
      await call('listSelections', {
        token: member.token,
      }),
      200,
    );
    expect(selections.results.find((s) => s.id === 'public')?.fundId).toBe(main.fundId);
    const detail = expectDocumented(
      await call('getOrder', {
        token: member.token,
        params: { id: order.orderId },
      }),
      200,
    );
    expect(detail).toMatchObject({ fundId: main.fundId, fundName: '도서구입비' });
    const list = expectDocumented(await call('listOrders', { token: member.token }), 200);
    expect(list.results.find((o) => o.id === order.orderId)).toMatchObject({
      fundId: main.fundId,
      fundName: '도서구입비',
    });

    // Answered, then ordered with another quantity: still committed, at the ordered amount.
    await quoteOrder(testDb(), order.orderCode);
    expect((await fund(member, 2026, main.fundId)).committed).toBe(committed);
    expectDocumented(
      await call('requestOrderFromQuotation', {
        token: member.token,
        params: { id: order.orderId },
        headers: { 'idempotency-key': key() },
        body: {
          message: '',
          cartCategoryId: 'public',
          books: [
            { bookId: 101, quantity: 1 },
            { bookId: 102, quantity: 3 },
          ],
        },
      }),
      200,
    );
    const ordered = p101() + 3 * p102();
    expect(await fund(member, 2026, main.fundId)).toMatchObject({
      committed: ordered,
      spent: 0,
      remaining: 1_000_000 - ordered,
    });

    await invoiceOrder(testDb(), order.orderCode);
    expect((await fund(member, 2026, main.fundId)).committed).toBe(ordered);

    await completeOrder(testDb(), order.orderCode);
    expect(await fund(member, 2026, main.fundId)).toMatchObject({
      committed: 0,
      spent: ordered,
      remaining: 1_000_000 - ordered,
    });

    // The report counts it by fund and status, and by KDC class.
    const report = await year(member, 2026);
    expect(report.byStatus).toContainEqual({
      fundId: main.fundId,
      status: 'INVOICE_DONE',
      count: 1,
      quantity: 4,
      amount: ordered,
    });
    expect(report.byClass.reduce((sum, row) => sum + row.amount, 0)).toBe(ordered);
    for (const row of report.byClass) expect(row.kdcClass).toBeGreaterThanOrEqual(0);
  });

  it("counts a book by its own KDC number's class, not by its shelf in the catalogue", async () => {
    // 자연관찰 picture books are shelved under 그림책 (class 8) but numbered 472 (class 4).
    const book = testDb()
      .prepare<[], { id: number; kdc: string }>(
        `SELECT b.id, b.kdc FROM books b JOIN categories c ON c.id = b.category_id
         WHERE c.name = '자연관찰' AND b.kdc LIKE '4%' LIMIT 1`,
      )
      .get();
    if (!book) throw new Error('no 자연관찰 book with a KDC number');
    const reader = await newMember({ label: 'funds-kdc' });
    await fill(reader, [[book.id, 2]]);
    await quotation(reader, { books: [{ bookId: book.id, quantity: 2 }] });
    const report = expectDocumented(
      await call('listFunds', { token: reader.token, query: {} }),
      200,
    );
    expect(report.byClass).toEqual([
      { kdcClass: 4, count: 1, quantity: 2, amount: 2 * priceOf(book.id) },
    ]);
  });

  it('frees the committed amount when a request is cancelled', async () => {
    const order = await quotation(member, {
      fundId: wish.fundId,
      books: [{ bookId: 103, quantity: 1 }],
    });
    expect((await fund(member, 2026, wish.fundId)).committed).toBe(priceOf(103));
    expect(
      (await call('cancelOrder', { token: member.token, params: { id: order.orderId } })).status,
    ).toBe(204);
    expect(await fund(member, 2026, wish.fundId)).toMatchObject({
      committed: 0,
      spent: 0,
      remaining: 50_000,
    });
    // Cancelled requests hold no fund back from deletion... (checked below with a live one)
  });

  it("uses the selection's fund when the request names none, and none when it says null", async () => {
    // The last request named 희망도서, so the selection names it now.
    const order = await quotation(member, { books: [{ bookId: 103, quantity: 2 }] });
    expect((await fund(member, 2026, wish.fundId)).committed).toBe(2 * priceOf(103));
    const none = await quotation(member, { fundId: null, books: [{ bookId: 103, quantity: 1 }] });
    const detail = expectDocumented(
      await call('getOrder', {
        token: member.token,
        params: { id: none.orderId },
      }),
      200,
    );
    expect(detail).toMatchObject({ fundId: null, fundName: null });
    expect((await fund(member, 2026, wish.fundId)).committed).toBe(2 * priceOf(103));

    // A live request keeps its fund from deletion and from moving to another year.
    const before = fingerprint();
    const refused = expectError(
      await call('deleteFund', { token: member.token, params: { fundId: wish.fundId } }),
      409,
      'fund_in_use',
    );
    expect(refused.message).toMatch(/1 request/);
    expectError(
      await call('updateFund', {
        token: member.token,
        params: { fundId: wish.fundId },
        body: { schoolYear: 2027 },
      }),
      409,
      'fund_in_use',
    );
    expect(fingerprint()).toBe(before);

    // Once cancelled, the fund may go; the cancelled requests then name none.
    expect(
      (await call('cancelOrder', { token: member.token, params: { id: order.orderId } })).status,
    ).toBe(204);
    expect(
      (await call('deleteFund', { token: member.token, params: { fundId: wish.fundId } })).status,
    ).toBe(204);
    const after = expectDocumented(
      await call('getOrder', {
        token: member.token,
        params: { id: order.orderId },
      }),
      200,
    );
    expect(after.fundId).toBeNull();
  });

  it("moves an order from the selection to the fund it names; left out, it keeps the quotation's", async () => {
    const spare = await createFund(member, { name: '예비비', schoolYear: 2026, amount: 10_000 });
    await fill(member, [[104, 1]]);
    const order = await quotation(member, {
      fundId: main.fundId,
      books: [{ bookId: 104, quantity: 1 }],
    });
    await quoteOrder(testDb(), order.orderCode);
    const mainBefore = (await fund(member, 2026, main.fundId)).committed;
    expectDocumented(
      await call('requestOrderFromSelection', {
        token: member.token,
        headers: { 'idempotency-key': key() },
        body: {
          cartCategoryId: 'public',
          message: '',
          fundId: spare.fundId,
          books: [{ bookId: 104, quantity: 1 }],
        },
      }),
      200,
    );
    expect(await fund(member, 2026, spare.fundId)).toMatchObject({
      committed: priceOf(104),
      remaining: 10_000 - priceOf(104),
    });
    expect((await fund(member, 2026, main.fundId)).committed).toBe(mainBefore - priceOf(104));
  });

  it("refuses another member's fund on a request (404), creating nothing", async () => {
    const stranger = await newMember({ label: 'fund-stranger' });
    const theirs = await createFund(stranger, { name: '남의 것', schoolYear: 2026, amount: 9 });
    const before = fingerprint();
    expectError(
      await call('requestQuotation', {
        token: member.token,
        headers: { 'idempotency-key': key() },
        body: {
          cartCategoryId: 'public',
          message: '',
          fundId: theirs.fundId,
          books: [{ bookId: 103, quantity: 1 }],
        },
      }),
      404,
      'not_found',
    );
    expect(fingerprint()).toBe(before);
  });

  it('starts a new selection with the fund of the latest request that named one', async () => {
    const created = expectDocumented(
      await call('createSelection', {
        token: member.token,
        headers: { 'idempotency-key': key() },
        body: { name: `새 목록 ${key().slice(0, 6)}` },
      }),
      201,
    );
    const selections = expectDocumented(
      await call('listSelections', {
        token: member.token,
      }),
      200,
    );
    // The latest request that names a fund is the order moved to 예비비.
    const spare = (await year(member, 2026)).funds.find((f) => f.name === '예비비');
    expect(selections.results.find((s) => s.id === created.categoryId)?.fundId).toBe(spare?.fundId);
  });
});

describe("the selection page's fund chooser (updateSelection's fundId)", () => {
  let member: Session;
  let other: Session;

  beforeAll(async () => {
    member = await newMember({ label: 'funds-chooser' });
    other = await newMember({ label: 'funds-chooser-other' });
  });

  const selectionFund = async (session: Session) =>
    expectDocumented(
      await call('listSelections', {
        token: session.token,
      }),
      200,
    ).results.find((s) => s.id === 'public')?.fundId;

  const save = (session: Session, body: Record<string, unknown>) =>
    call('updateSelection', {
      token: session.token,
      params: { cartId: 'public' },
      headers: { 'idempotency-key': key() },
      body: { books: [], message: '', messageChanged: false, ...body },
    });

  it('sets the fund the selection names, keeps it when left out, and clears it with null', async () => {
    const chosen = await createFund(member, { name: '도서구입비', schoolYear: 2026, amount: 1000 });
    expectDocumented(await save(member, { fundId: chosen.fundId }), 200);
    expect(await selectionFund(member)).toBe(chosen.fundId);
    expectDocumented(await save(member, {}), 200);
    expect(await selectionFund(member)).toBe(chosen.fundId);

    // The next request left without a fund uses the chosen one.
    await fill(member, [[11, 1]]);
    const order = await quotation(member, { books: [{ bookId: 11, quantity: 1 }] });
    const detail = expectDocumented(
      await call('getOrder', {
        token: member.token,
        params: { id: order.orderId },
      }),
      200,
    );
    expect(detail.fundId).toBe(chosen.fundId);

    expectDocumented(await save(member, { fundId: null }), 200);
    expect(await selectionFund(member)).toBeNull();
  });

  it("refuses another member's fund (404) and changes nothing of the save", async () => {
    const theirs = await createFund(other, { name: '남의 예산', schoolYear: 2026, amount: 1000 });
    const before = fingerprint();
    expectError(
      await save(member, { fundId: theirs.fundId, message: 'changed', messageChanged: true }),
      404,
      'not_found',
    );
    expect(fingerprint()).toBe(before);
  });
});

/** Each sheet of a workbook answer, by name, with its rows' values. */
async function sheets(reply: Reply): Promise<Map<string, unknown[][]>> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(reply.bytes as unknown as ArrayBuffer);
  const result = new Map<string, unknown[][]>();
  for (const sheet of workbook.worksheets) {
    const rows: unknown[][] = [];
    sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    result.set(sheet.name, rows);
  }
  return result;
}

describeOperation('downloadFundReportExcel', () => {
  it("answers a real workbook of the year's report with the figures of listFunds", async () => {
    const member = await newMember({ label: 'funds-excel' });
    const main = await createFund(member, {
      name: '도서구입비',
      schoolYear: 2026,
      amount: 900_000,
    });
    await createFund(member, { name: '희망도서', schoolYear: 2026, amount: 100_000 });
    await fill(member, [[11, 2]]);
    await quotation(member, { fundId: main.fundId, books: [{ bookId: 11, quantity: 2 }] });
    const figures = await year(member, 2026);

    const reply = await call('downloadFundReportExcel', {
      token: member.token,
      headers: { 'accept-language': 'en' },
      query: { schoolYear: 2026 },
    });
    expectDocumented(reply, 200);
    expect(reply.headers.get('content-disposition') ?? '').toMatch(
      /^attachment;.*budget-2026\.xlsx/,
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(reply.bytes as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual([
      'Funds',
      'By fund and status',
      'By KDC class',
    ]);
    const values = (sheet: number, row: number) =>
      (workbook.worksheets[sheet]!.getRow(row).values as unknown[]).slice(1);
    expect(values(0, 1)).toEqual(['2026학년도', `${figures.startDate} – ${figures.endDate}`]);
    expect(values(0, 3)).toEqual(['Fund', 'Amount', 'Committed', 'Spent', 'Remaining']);
    const listed = figures.funds.map((f) => [f.name, f.amount, f.committed, f.spent, f.remaining]);
    expect([values(0, 4), values(0, 5)]).toEqual(listed);
    expect(values(0, 6)).toEqual([
      'Total',
      1_000_000,
      2 * priceOf(11),
      0,
      1_000_000 - 2 * priceOf(11),
    ]);
    expect(values(1, 2)).toEqual(['도서구입비', 'Quotation Request', 1, 2, 2 * priceOf(11)]);
    expect(values(2, 1)).toEqual(['KDC class', 'Books', 'Quantity', 'Total']);
    expect(workbook.worksheets[2]!.rowCount).toBe(1 + figures.byClass.length);
  });

  it('answers it in Korean for Accept-Language: ko, for another language, and without the header', async () => {
    const member = await newMember({ label: 'funds-excel-ko' });
    const { schoolYear } = expectDocumented(await call('listFunds', { token: member.token }), 200);
    const main = await createFund(member, { name: '도서구입비', schoolYear, amount: 900_000 });
    await fill(member, [
      [13, 2],
      [14, 1],
    ]);
    await quotation(member, { fundId: main.fundId, books: [{ bookId: 13, quantity: 2 }] });
    await quotation(member, { fundId: null, books: [{ bookId: 14, quantity: 1 }] });
    const figures = await year(member, schoolYear);
    const query = { schoolYear };
    const answers = [
      await call('downloadFundReportExcel', {
        token: member.token,
        headers: { 'accept-language': 'ko' },
        query,
      }),
      await call('downloadFundReportExcel', {
        token: member.token,
        headers: { 'accept-language': '*' },
        query,
      }),
      await callBare('downloadFundReportExcel', { token: member.token, query }),
    ];
    for (const reply of answers) {
      expectDocumented(reply, 200);
      expect(reply.headers.get('content-disposition')).toContain(
        `filename*=UTF-8''${encodeURIComponent(`예산-${schoolYear}.xlsx`)}`,
      );
      const workbook = await sheets(reply);
      expect([...workbook.keys()]).toEqual(['예산 목록', '예산별·상태별', 'KDC 분류별']);
      const funds = workbook.get('예산 목록')!;
      expect(funds[0]).toEqual([
        `${schoolYear}학년도`,
        `${figures.startDate} ~ ${figures.endDate}`,
      ]);
      expect(funds[1]).toEqual(['예산', '금액', '집행 예정액', '집행액', '잔액']);
      expect(funds.at(-1)?.[0]).toBe('합계');
      // The requests naming no fund come first, then the fund's.
      expect(workbook.get('예산별·상태별')).toEqual([
        ['예산', '상태', '건수', '수량', '합계'],
        ['예산 미지정', '견적 요청', 1, 1, priceOf(14)],
        ['도서구입비', '견적 요청', 1, 2, 2 * priceOf(13)],
      ]);
      expect(workbook.get('KDC 분류별')?.[0]).toEqual(['KDC 분류', '종수', '수량', '합계']);
    }

    const english = await sheets(
      await call('downloadFundReportExcel', {
        token: member.token,
        headers: { 'accept-language': 'en-US,en;q=0.9' },
        query,
      }),
    );
    expect(english.get('By fund and status')?.[1]?.slice(0, 2)).toEqual([
      'No fund',
      'Quotation Request',
    ]);
  });

  it('answers 400 for a school year that is not a year', async () => {
    const member = await newMember({ label: 'funds-excel-400' });
    expectError(
      await call('downloadFundReportExcel', {
        token: member.token,
        query: { schoolYear: 'soon' },
      }),
      400,
      'validation_failed',
    );
  });
});
