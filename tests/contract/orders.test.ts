import ExcelJS from 'exceljs';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { completeOrder, invoiceOrder, ProviderError, quoteOrder } from '../../server/provider.ts';
import { DEMO, newMember, signIn, type Session } from './support/accounts.ts';
import { count, fingerprint, testDb } from './support/db.ts';
import {
  baseUrl,
  call,
  describeOperation,
  expectDocumented,
  expectError,
  toReply,
} from './support/http.ts';
import type { RequestBody, Schemas } from './support/schemas.ts';

type OrderCreated = Schemas['OrderCreated'];
type OrderDetail = Schemas['OrderDetail'];

const key = () => randomUUID();

async function fillSelection(session: Session, cartCategoryId: string, books: [number, number][]) {
  const reply = await call('addBooksToSelection', {
    token: session.token,
    body: { cartCategoryId, books: books.map(([bookId, quantity]) => ({ bookId, quantity })) },
  });
  expect(reply.status).toBe(200);
}

function requestQuotation(session: Session, body: unknown, idempotencyKey: string = key()) {
  return call('requestQuotation', {
    token: session.token,
    headers: { 'idempotency-key': idempotencyKey },
    body,
  });
}

async function detail(session: Session, id: number): Promise<OrderDetail> {
  return expectDocumented(await call('getOrder', { token: session.token, params: { id } }), 200);
}

async function download(url: string, session: Session): Promise<ExcelJS.Worksheet> {
  const reply = await toReply(
    'downloadFile',
    await fetch(`${baseUrl}${url}`, { headers: { authorization: `Bearer ${session.token}` } }),
  );
  expectDocumented(reply, 200);
  expect(reply.headers.get('content-disposition')).toMatch(
    /^attachment; filename="[^"]+\.xlsx"; filename\*=UTF-8''/,
  );
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(reply.bytes as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('empty workbook');
  return sheet;
}

/** All cell texts of a sheet, row by row. */
function rows(sheet: ExcelJS.Worksheet): unknown[][] {
  const result: unknown[][] = [];
  sheet.eachRow((row) => result.push((row.values as unknown[]).slice(1)));
  return result;
}

describe('the order lifecycle: quotation → quote → order → order form → completed', () => {
  let member: Session;
  let created: OrderCreated;

  /** The quotations of the default selection that Place Order can order from, as its page reads them. */
  const answered = async () =>
    expectDocumented(
      await call('getSelection', {
        token: member.token,
        query: { name: 'common(default)' },
      }),
      200,
    ).answeredQuotations;

  beforeAll(async () => {
    member = await newMember({ label: 'lifecycle' });
    await fillSelection(member, 'public', [
      [101, 2],
      [102, 1],
      [103, 4],
    ]);
  });

  describeOperation('requestQuotation', () => {
    it('creates a QUOTATION_REQUEST order of the chosen books; the books stay in the selection', async () => {
      const reply = await requestQuotation(member, {
        cartCategoryId: 'public',
        message: '견적 부탁드립니다',
        books: [
          { bookId: 101, quantity: 2, poNumber: 'PO-A' },
          { bookId: 102, quantity: 5 },
        ],
      });
      created = expectDocumented(reply, 201);
      expect(created.status).toBe('QUOTATION_REQUEST');
      expect(created.orderCode).toMatch(/^ORD-\d{8}-\d{4}$/);
      const order = await detail(member, created.orderId);
      expect(order).toMatchObject({
        step: 1,
        status: 'QUOTATION_REQUEST',
        fileUrl: null,
        message: '견적 부탁드립니다',
        cartCategoryId: 'public',
        categoryName: 'common(default)',
      });
      expect(order.books.map((b) => [b.bookId, b.quantity, b.message])).toEqual([
        [101, 2, 'PO-A'],
        [102, 5, ''],
      ]);
      expect(
        count(
          'cart_items ci JOIN selections s ON s.id = ci.selection_id',
          's.member_id = ?',
          member.id,
        ),
      ).toBe(3);
    });

    it('answers 409 cart_changed when a chosen book is not in the selection, creating nothing', async () => {
      const before = fingerprint();
      expectError(
        await requestQuotation(member, {
          cartCategoryId: 'public',
          message: '',
          books: [{ bookId: 250, quantity: 1 }],
        }),
        409,
        'cart_changed',
      );
      expect(fingerprint()).toBe(before);
    });

    it('answers 404 for an unknown selection', async () => {
      expectError(
        await requestQuotation(member, {
          cartCategoryId: '99999',
          message: '',
          books: [{ bookId: 101, quantity: 1 }],
        }),
        404,
        'not_found',
      );
    });

    it.each([
      ['no books', { cartCategoryId: 'public', message: '', books: [] }],
      [
        'a quantity as text',
        { cartCategoryId: 'public', message: '', books: [{ bookId: 101, quantity: '1' }] },
      ],
      ['no message', { cartCategoryId: 'public', books: [{ bookId: 101, quantity: 1 }] }],
      [
        'a message over 2000 characters',
        {
          cartCategoryId: 'public',
          message: 'x'.repeat(2001),
          books: [{ bookId: 101, quantity: 1 }],
        },
      ],
      [
        'an unknown field',
        {
          cartCategoryId: 'public',
          message: '',
          books: [{ bookId: 101, quantity: 1 }],
          urgent: true,
        },
      ],
    ])('answers 400 for %s and creates nothing', async (_label, body) => {
      const before = fingerprint();
      expectError(await requestQuotation(member, body), 400, 'validation_failed');
      expect(fingerprint()).toBe(before);
    });

    it('answers 400 without an Idempotency-Key, or a malformed one', async () => {
      const body = { cartCategoryId: 'public', message: '', books: [{ bookId: 101, quantity: 1 }] };
      expectError(
        await call('requestQuotation', { token: member.token, body }),
        400,
        'validation_failed',
      );
      expectError(await requestQuotation(member, body, 'short'), 400, 'validation_failed');
      expectError(
        await requestQuotation(member, body, 'has spaces in it'),
        400,
        'validation_failed',
      );
    });
  });

  describeOperation('requestOrderFromSelection', () => {
    it('answers 409 quotation_not_done while the quotation is not answered', async () => {
      // The selection's page can tell before: no answered quotation holds its books.
      expect(await answered()).toEqual([]);
      const before = fingerprint();
      expectError(
        await call('requestOrderFromSelection', {
          token: member.token,
          headers: { 'idempotency-key': key() },
          body: { cartCategoryId: 'public', message: '', books: [{ bookId: 101, quantity: 2 }] },
        }),
        409,
        'quotation_not_done',
      );
      expect(fingerprint()).toBe(before);
    });
  });

  describeOperation('downloadFile', () => {
    it('serves the quotation the provider attached: a real workbook with rows, prices and totals', async () => {
      const line = await quoteOrder(testDb(), created.orderCode);
      expect(line).toContain('QUOTATION_DONE');
      expect(await answered()).toEqual([
        { orderId: created.orderId, orderCode: created.orderCode, bookIds: [101, 102] },
      ]);

      const list = await call('listOrders', { token: member.token });
      const item = expectDocumented(list, 200).results.find((o) => o.id === created.orderId);
      expect(item).toMatchObject({ status: 'QUOTATION_DONE', isAlert: true, orderFileUrl: null });
      expect(item?.quotationFileUrl).toMatch(/^\/api\/v1\/files\/[A-Za-z0-9_-]{22}$/);

      const order = await detail(member, created.orderId);
      expect(order).toMatchObject({
        step: 2,
        status: 'QUOTATION_DONE',
        fileUrl: item?.quotationFileUrl,
      });
      const sheet = await download(order.fileUrl as string, member);
      const cells = rows(sheet);
      expect(cells[0]?.[0]).toBe('견적서 (Quotation)');
      expect(cells.flat()).toContain(created.orderCode);
      expect(cells.flat()).toContain('테스트초등학교 도서관, 서울특별시 종로구 1');
      const [a, b] = order.books;
      const bookRows = cells.filter((row) => row[1] === a?.title || row[1] === b?.title);
      expect(bookRows).toHaveLength(2);
      const total = cells.find((row) => row[1] === 'Total');
      expect(total?.[6]).toBe(7);
      expect(total?.[7]).toBe((a?.price ?? 0) * 2 + (b?.price ?? 0) * 5);
    });

    it('clears the alert once the member opened the detail', async () => {
      const list = await call('listOrders', { token: member.token });
      expect(list.body.results.find((o) => o.id === created.orderId)?.isAlert).toBe(false);
    });

    it('answers 404 for an unknown key and 400 for a malformed one', async () => {
      expectError(
        await call('downloadFile', { token: member.token, params: { fileKey: 'A'.repeat(22) } }),
        404,
        'not_found',
      );
      expectError(
        await call('downloadFile', { token: member.token, params: { fileKey: 'bad key!' } }),
        400,
        'validation_failed',
      );
    });
  });

  describeOperation('requestOrderFromSelection', () => {
    it('turns the answered quotation into an ORDER_REQUEST; the ordered books leave the selection', async () => {
      const idempotencyKey = key();
      const body = {
        cartCategoryId: 'public',
        message: '주문합니다',
        books: [{ bookId: 101, quantity: 3 }],
      };
      const send = () =>
        call('requestOrderFromSelection', {
          token: member.token,
          headers: { 'idempotency-key': idempotencyKey },
          body,
        });
      const reply = await send();
      expect(expectDocumented(reply, 200)).toEqual({
        orderId: created.orderId,
        orderCode: created.orderCode,
        status: 'ORDER_REQUEST',
      });
      const order = await detail(member, created.orderId);
      expect(order).toMatchObject({
        step: 3,
        status: 'ORDER_REQUEST',
        fileUrl: null,
        message: '주문합니다',
      });
      // Book 102 was not chosen: it is dropped from the order.
      expect(order.books.map((b) => [b.bookId, b.quantity, b.message])).toEqual([[101, 3, 'PO-A']]);
      const cart = await call('getSelection', {
        token: member.token,
        query: { name: 'common(default)' },
      });
      expect(cart.body.books.map((b) => b.bookId)).toEqual([102, 103]);
      // Ordered: no longer a quotation to order from.
      expect(await answered()).toEqual([]);

      // A replay answers the same and changes nothing.
      const before = fingerprint();
      const replay = await send();
      expect(replay.status).toBe(200);
      expect(replay.body).toEqual(reply.body);
      expect(fingerprint()).toBe(before);
    });
  });

  describe('provider: order form and completion', () => {
    it('serves the order form in INVOICE_REQUEST and completes in INVOICE_DONE', async () => {
      await invoiceOrder(testDb(), created.orderCode);
      let order = await detail(member, created.orderId);
      expect(order).toMatchObject({ step: 3, status: 'INVOICE_REQUEST' });
      expect(order.fileUrl).toMatch(/^\/api\/v1\/files\//);
      const sheet = await download(order.fileUrl as string, member);
      const cells = rows(sheet);
      expect(cells[0]?.[0]).toBe('주문서 (Order Form)');
      expect(cells.find((row) => row[1] === 'Total')?.[6]).toBe(3);

      const list = await call('listOrders', { token: member.token });
      const item = list.body.results.find((o) => o.id === created.orderId);
      expect(item?.quotationFileUrl).toMatch(/^\/api\/v1\/files\//);
      expect(item?.orderFileUrl).toBe(order.fileUrl);

      await completeOrder(testDb(), created.orderCode);
      order = await detail(member, created.orderId);
      expect(order).toMatchObject({ step: 3, status: 'INVOICE_DONE' });
      expect(order.fileUrl).toBe(item?.orderFileUrl);
    });

    it('refuses provider actions in the wrong status', async () => {
      await expect(quoteOrder(testDb(), created.orderCode)).rejects.toThrow(/INVOICE_DONE/);
      await expect(completeOrder(testDb(), 'ORD-20000101-0001')).rejects.toThrow(/No order/);
    });
  });
});

describeOperation('requestOrderFromQuotation', () => {
  let member: Session;
  let order: OrderCreated;
  beforeAll(async () => {
    member = await newMember({ label: 'detail-order' });
    const id = (
      await call('createSelection', {
        token: member.token,
        body: { name: 'Class 3' },
      })
    ).body.categoryId;
    await fillSelection(member, id, [
      [120, 1],
      [121, 1],
      [122, 1],
    ]);
    order = (
      await requestQuotation(member, {
        cartCategoryId: id,
        message: '',
        books: [
          { bookId: 120, quantity: 1 },
          { bookId: 121, quantity: 2 },
          { bookId: 122, quantity: 3 },
        ],
      })
    ).body;
  });
  const body = (books: RequestBody<'requestOrderFromQuotation'>['books']) => ({
    message: '수량 조정했습니다',
    cartCategoryId: 'public',
    books,
  });
  const send = (payload: unknown, idempotencyKey: string = key()) =>
    call('requestOrderFromQuotation', {
      token: member.token,
      params: { id: order.orderId },
      headers: { 'idempotency-key': idempotencyKey },
      body: payload,
    });

  it('answers 409 order_status_conflict before the quotation is answered', async () => {
    expectError(await send(body([{ bookId: 120, quantity: 1 }])), 409, 'order_status_conflict');
  });

  it('refuses an order without any quantity above 0, and books not in the quotation', async () => {
    await quoteOrder(testDb(), order.orderCode);
    const before = fingerprint();
    expectError(await send(body([{ bookId: 120, quantity: 0 }])), 400, 'order_empty');
    expectError(await send(body([{ bookId: 200, quantity: 1 }])), 400, 'book_not_in_order');
    expectError(await send(body([{ bookId: 120, quantity: -1 }])), 400, 'validation_failed');
    expect(fingerprint()).toBe(before);
  });

  it('orders the books with a quantity; 0 or left out drops them; same key twice = one order', async () => {
    const idempotencyKey = key();
    const payload = body([
      { bookId: 120, quantity: 4 },
      { bookId: 121, quantity: 0 },
    ]);
    const reply = await send(payload, idempotencyKey);
    expect(expectDocumented(reply, 200)).toMatchObject({
      orderId: order.orderId,
      status: 'ORDER_REQUEST',
    });
    const after = await detail(member, order.orderId);
    expect(after.books.map((b) => [b.bookId, b.quantity])).toEqual([[120, 4]]);
    expect(after.message).toBe('수량 조정했습니다');

    const replay = await send(payload, idempotencyKey);
    expect(replay.status).toBe(200);
    expect(replay.body).toEqual(reply.body);
    expectError(
      await send(body([{ bookId: 120, quantity: 5 }]), idempotencyKey),
      422,
      'idempotency_key_reused',
    );
    // The order is not in QUOTATION_DONE any more.
    expectError(await send(payload), 409, 'order_status_conflict');
  });

  it("answers 404 for another member's order", async () => {
    const demo = await signIn(DEMO.email, DEMO.password);
    expectError(
      await call('requestOrderFromQuotation', {
        token: demo.token,
        params: { id: order.orderId },
        headers: { 'idempotency-key': key() },
        body: body([{ bookId: 120, quantity: 1 }]),
      }),
      404,
      'not_found',
    );
  });
});

describe('idempotent quotation requests', () => {
  let member: Session;
  beforeAll(async () => {
    member = await newMember({ label: 'idempotent' });
    await fillSelection(member, 'public', [[130, 1]]);
  });
  const body = { cartCategoryId: 'public', message: '', books: [{ bookId: 130, quantity: 1 }] };
  const orders = () => count('orders', 'member_id = ?', member.id);

  it('answers the first result again for the same key and body', async () => {
    const idempotencyKey = key();
    const first = await requestQuotation(member, body, idempotencyKey);
    const second = await requestQuotation(member, body, idempotencyKey);
    expectDocumented(second, 201);
    expect(second.body).toEqual(first.body);
    expect(orders()).toBe(1);
  });

  it('answers 422 idempotency_key_reused for the same key with another body', async () => {
    const idempotencyKey = key();
    await requestQuotation(member, body, idempotencyKey);
    const before = fingerprint();
    expectError(
      await requestQuotation(member, { ...body, message: 'changed' }, idempotencyKey),
      422,
      'idempotency_key_reused',
    );
    expect(fingerprint()).toBe(before);
  });

  it('creates one order for 20 concurrent requests with the same key', async () => {
    const idempotencyKey = key();
    const before = orders();
    const replies = await Promise.all(
      Array.from({ length: 20 }, () => requestQuotation(member, body, idempotencyKey)),
    );
    expect(new Set(replies.map((r) => r.status))).toEqual(new Set([201]));
    expect(new Set(replies.map((r) => r.body.orderId)).size).toBe(1);
    expect(orders()).toBe(before + 1);
  });

  it('keeps keys per member: another member may use the same key', async () => {
    const other = await newMember({ label: 'idempotent-b' });
    await fillSelection(other, 'public', [[130, 1]]);
    const idempotencyKey = key();
    const a = await requestQuotation(member, body, idempotencyKey);
    const b = await requestQuotation(other, body, idempotencyKey);
    expect(a.status).toBe(201);
    expect(b.status).toBe(201);
    expect(a.body.orderId).not.toBe(b.body.orderId);
  });
});

describeOperation('listOrders', () => {
  it("lists the demo member's orders newest first, in every status", async () => {
    const { token } = await signIn(DEMO.email, DEMO.password);
    const body = expectDocumented(
      await call('listOrders', {
        token,
        query: { take: 100 },
      }),
      200,
    );
    expect(body.totalCount).toBe(body.results.length);
    const statuses = new Set(body.results.map((o) => o.status));
    for (const status of [
      'QUOTATION_REQUEST',
      'QUOTATION_DONE',
      'ORDER_REQUEST',
      'INVOICE_REQUEST',
      'INVOICE_DONE',
      'CANCELED',
    ]) {
      expect(statuses).toContain(status);
    }
    const dates = body.results.map((o) => o.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
    for (const order of body.results) {
      expect(order.totalBookCount).toBeGreaterThan(0);
      expect(order.totalQuantity).toBeGreaterThanOrEqual(order.totalBookCount);
      expect(order.title.length).toBeGreaterThan(0);
    }
    // Files go with the statuses that have them.
    for (const order of body.results.filter((o) => o.status === 'INVOICE_DONE')) {
      expect(order.quotationFileUrl).not.toBeNull();
      expect(order.orderFileUrl).not.toBeNull();
    }
    for (const order of body.results.filter((o) => o.status === 'QUOTATION_REQUEST')) {
      expect(order.quotationFileUrl).toBeNull();
    }
  });

  it('pages, and narrows by status and by an inclusive period', async () => {
    const { token } = await signIn(DEMO.email, DEMO.password);
    const all = (
      await call('listOrders', {
        token,
        query: { take: 100 },
      })
    ).body;
    const page2 = expectDocumented(
      await call('listOrders', {
        token,
        query: { page: 2, take: 3 },
      }),
      200,
    );
    expect(page2.totalCount).toBe(all.totalCount);
    expect(page2.results.map((o) => o.id)).toEqual(all.results.slice(3, 6).map((o) => o.id));

    const done = (
      await call('listOrders', {
        token,
        query: { status: 'INVOICE_DONE', take: 100 },
      })
    ).body;
    expect(done.results.length).toBeGreaterThan(0);
    expect(done.results.every((o) => o.status === 'INVOICE_DONE')).toBe(true);

    const newest = all.results[0];
    if (!newest) throw new Error('no orders');
    const day = new Date(newest.createdAt);
    const local = `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
    const sameDay = (
      await call('listOrders', {
        token,
        query: { startDate: local, endDate: local },
      })
    ).body;
    expect(sameDay.results.map((o) => o.id)).toContain(newest.id);
    const before = (await call('listOrders', { token, query: { endDate: '2000-01-01' } })).body;
    expect(before.totalCount).toBe(0);
  });

  it.each([
    ['an unknown status', { status: 'SHIPPED' }],
    ['a malformed date', { startDate: '2026-13-45' }],
    ['take above 100', { take: 101 }],
    ['page 0', { page: 0 }],
    ['a text page', { page: 'two' }],
  ])('answers 400 for %s', async (_label, query) => {
    const { token } = await signIn(DEMO.email, DEMO.password);
    expectError(await call('listOrders', { token, query }), 400, 'validation_failed');
  });
});

describeOperation('getOrder', () => {
  it("answers 404 for an unknown or another member's order, 400 for a bad id", async () => {
    const member = await newMember({ label: 'get-order' });
    expectError(
      await call('getOrder', { token: member.token, params: { id: 1 } }),
      404,
      'not_found',
    );
    expectError(
      await call('getOrder', { token: member.token, params: { id: 999999 } }),
      404,
      'not_found',
    );
    expectError(
      await call('getOrder', { token: member.token, params: { id: 'x' } }),
      400,
      'validation_failed',
    );
  });

  it('gives every status its step and file', async () => {
    const { token } = await signIn(DEMO.email, DEMO.password);
    const list = (await call('listOrders', { token, query: { take: 100 } })).body.results;
    for (const item of list) {
      const order = expectDocumented(
        await call('getOrder', { token, params: { id: item.id } }),
        200,
      );
      // A cancelled order keeps the step it had.
      const expectedStep = (
        {
          QUOTATION_REQUEST: 1,
          QUOTATION_DONE: 2,
          ORDER_REQUEST: 3,
          INVOICE_REQUEST: 3,
          INVOICE_DONE: 3,
          CANCELED: undefined,
        } satisfies Record<Schemas['OrderStatus'], number | undefined>
      )[order.status];
      if (expectedStep) expect(order.step).toBe(expectedStep);
      if (order.status === 'QUOTATION_DONE') expect(order.fileUrl).toBe(item.quotationFileUrl);
      else if (order.status.startsWith('INVOICE')) expect(order.fileUrl).toBe(item.orderFileUrl);
      else expect(order.fileUrl).toBeNull();
    }
  });
});

describeOperation('getOrder', () => {
  it('keeps the list price a line had when it was requested, beside its unit price', async () => {
    const member = await newMember({ label: 'order-list-price' });
    const [listed, unlisted] = ['IS NOT NULL', 'IS NULL'].map((test) => {
      const row = testDb()
        .prepare<[], { id: number; price: number; list_price: number | null }>(
          `SELECT id, price, list_price FROM books WHERE list_price ${test} AND id > 200 LIMIT 1`,
        )
        .get();
      if (!row) throw new Error(`no book whose list price ${test}`);
      return row;
    });
    if (!listed || !unlisted) throw new Error('books');
    await fillSelection(member, 'public', [
      [listed.id, 1],
      [unlisted.id, 1],
    ]);
    const created = (
      await requestQuotation(member, {
        cartCategoryId: 'public',
        message: '',
        books: [
          { bookId: listed.id, quantity: 1 },
          { bookId: unlisted.id, quantity: 1 },
        ],
      })
    ).body;
    const order = expectDocumented(
      await call('getOrder', { token: member.token, params: { id: created.orderId } }),
      200,
    );
    expect(order.books.map(({ bookId, price, listPrice }) => [bookId, price, listPrice])).toEqual([
      [listed.id, listed.price, listed.list_price],
      [unlisted.id, unlisted.price, null],
    ]);
  });
});

type OrderHistoryEntry = Schemas['OrderHistoryEntry'];

async function history(session: Session, id: number): Promise<OrderHistoryEntry[]> {
  return expectDocumented(
    await call('getOrderHistory', {
      token: session.token,
      params: { id },
    }),
    200,
  ).entries;
}

const steps = (entries: OrderHistoryEntry[]) =>
  entries.map(({ from, to, by }) => `${from ?? '-'} → ${to} (${by})`);

describeOperation('getOrderHistory', () => {
  it('records every change of status, by whom and when, whichever call ordered', async () => {
    const member = await newMember({ label: 'history' });
    await fillSelection(member, 'public', [
      [150, 1],
      [151, 1],
    ]);
    const fromDetail = (
      await requestQuotation(member, {
        cartCategoryId: 'public',
        message: '',
        books: [{ bookId: 150, quantity: 1 }],
      })
    ).body;
    const fromSelection = (
      await requestQuotation(member, {
        cartCategoryId: 'public',
        message: '',
        books: [{ bookId: 151, quantity: 1 }],
      })
    ).body;
    await quoteOrder(testDb(), fromDetail.orderCode);
    await quoteOrder(testDb(), fromSelection.orderCode);
    expectDocumented(
      await call('requestOrderFromQuotation', {
        token: member.token,
        params: { id: fromDetail.orderId },
        headers: { 'idempotency-key': key() },
        body: { message: '', cartCategoryId: 'public', books: [{ bookId: 150, quantity: 1 }] },
      }),
      200,
    );
    expectDocumented(
      await call('requestOrderFromSelection', {
        token: member.token,
        headers: { 'idempotency-key': key() },
        body: { cartCategoryId: 'public', message: '', books: [{ bookId: 151, quantity: 1 }] },
      }),
      200,
    );
    await invoiceOrder(testDb(), fromDetail.orderCode);
    await completeOrder(testDb(), fromDetail.orderCode);
    expectDocumented(
      await call('cancelOrder', { token: member.token, params: { id: fromSelection.orderId } }),
      204,
    );

    const completed = await history(member, fromDetail.orderId);
    expect(steps(completed)).toEqual([
      '- → QUOTATION_REQUEST (member)',
      'QUOTATION_REQUEST → QUOTATION_DONE (provider)',
      'QUOTATION_DONE → ORDER_REQUEST (member)',
      'ORDER_REQUEST → INVOICE_REQUEST (provider)',
      'INVOICE_REQUEST → INVOICE_DONE (provider)',
    ]);
    const times = completed.map((entry) => Date.parse(entry.at));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(steps(await history(member, fromSelection.orderId))).toEqual([
      '- → QUOTATION_REQUEST (member)',
      'QUOTATION_REQUEST → QUOTATION_DONE (provider)',
      'QUOTATION_DONE → ORDER_REQUEST (member)',
      'ORDER_REQUEST → CANCELED (member)',
    ]);
  });

  it('leaves the alert for the detail to clear', async () => {
    const member = await newMember({ label: 'history' });
    await fillSelection(member, 'public', [[152, 1]]);
    const order = (
      await requestQuotation(member, {
        cartCategoryId: 'public',
        message: '',
        books: [{ bookId: 152, quantity: 1 }],
      })
    ).body;
    await quoteOrder(testDb(), order.orderCode);
    await history(member, order.orderId);
    const list = await call('listOrders', { token: member.token });
    expect(list.body.results.find((item) => item.id === order.orderId)?.isAlert).toBe(true);
  });

  it("answers 404 for another member's order and 400 for a bad id", async () => {
    const owner = await newMember({ label: 'history' });
    await fillSelection(owner, 'public', [[153, 1]]);
    const order = (
      await requestQuotation(owner, {
        cartCategoryId: 'public',
        message: '',
        books: [{ bookId: 153, quantity: 1 }],
      })
    ).body;
    const other = await newMember({ label: 'history' });
    expectError(
      await call('getOrderHistory', { token: other.token, params: { id: order.orderId } }),
      404,
      'not_found',
    );
    expectError(
      await call('getOrderHistory', { token: other.token, params: { id: 'x' } }),
      400,
      'validation_failed',
    );
  });
});

describeOperation('downloadOrdersExcel', () => {
  it("answers the list's orders as a workbook, with each order's S2B contract", async () => {
    const member = await newMember({ label: 'orders-excel' });
    await fillSelection(member, 'public', [
      [160, 1],
      [161, 2],
    ]);
    const first = (
      await requestQuotation(member, {
        cartCategoryId: 'public',
        message: '',
        books: [{ bookId: 160, quantity: 1 }],
      })
    ).body as OrderCreated;
    const second = (
      await requestQuotation(member, {
        cartCategoryId: 'public',
        message: '',
        books: [{ bookId: 161, quantity: 2 }],
      })
    ).body as OrderCreated;
    await call('updateOrderContract', {
      token: member.token,
      params: { id: first.orderId },
      body: { number: 'S2B-2026-001', date: '2026-11-20' },
    });
    const listed = expectDocumented(await call('listOrders', { token: member.token }), 200);

    const reply = await call('downloadOrdersExcel', {
      token: member.token,
      headers: { 'accept-language': 'en' },
    });
    expectDocumented(reply, 200);
    expect(reply.headers.get('content-disposition') ?? '').toMatch(/^attachment;.*orders\.xlsx/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(reply.bytes as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.name).toBe('Order Inquiry');
    expect(rows(sheet)).toEqual([
      [
        'Order#',
        'My Selection',
        'Title',
        'Books',
        'Quantity',
        'Order Date',
        'Status',
        'Fund',
        'Contract number',
        'Contract date',
      ],
      // Newest first, as the list.
      ...listed.results.map((item) => [
        item.orderCode,
        'common(default)',
        item.title,
        1,
        item.totalQuantity,
        expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        'Quotation Request',
        // No fund; the contract where the member recorded one.
        '',
        ...(item.id === first.orderId ? ['S2B-2026-001', '2026-11-20'] : ['', '']),
      ]),
    ]);
    expect(listed.results.map((item) => item.id)).toEqual([second.orderId, first.orderId]);
  });

  it('follows the list’s status filter and speaks Korean without a header', async () => {
    const member = await newMember({ label: 'orders-excel-ko' });
    await fillSelection(member, 'public', [[162, 1]]);
    await requestQuotation(member, {
      cartCategoryId: 'public',
      message: '',
      books: [{ bookId: 162, quantity: 1 }],
    });
    const reply = await call('downloadOrdersExcel', {
      token: member.token,
      query: { status: 'INVOICE_DONE' },
    });
    expectDocumented(reply, 200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(reply.bytes as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.name).toBe('주문 조회');
    expect(rows(sheet)).toEqual([
      [
        '주문번호',
        '장바구니',
        '도서명',
        '종수',
        '수량',
        '주문일',
        '상태',
        '예산',
        '계약번호',
        '계약일',
      ],
    ]);
  });

  it('requires a token', async () => {
    expectError(await call('downloadOrdersExcel'), 401, 'auth_token_missing');
  });
});

describeOperation('updateOrderContract', () => {
  async function openOrder(label: string, bookId: number) {
    const member = await newMember({ label });
    await fillSelection(member, 'public', [[bookId, 1]]);
    const order = (
      await requestQuotation(member, {
        cartCategoryId: 'public',
        message: '',
        books: [{ bookId, quantity: 1 }],
      })
    ).body as OrderCreated;
    return { member, order };
  }
  const record = (member: Session, id: number, body: unknown) =>
    call('updateOrderContract', { token: member.token, params: { id }, body });

  it('records the number (trimmed) and date, shown on the detail and the list, and clears them', async () => {
    const { member, order } = await openOrder('s2b', 150);
    expect((await detail(member, order.orderId)).s2bContract).toEqual({ number: '', date: null });
    const saved = expectDocumented(
      await record(member, order.orderId, { number: ' 2026-S2B-0012345 ', date: '2026-11-20' }),
      200,
    );
    expect(saved).toEqual({ number: '2026-S2B-0012345', date: '2026-11-20' });
    expect((await detail(member, order.orderId)).s2bContract).toEqual(saved);
    const list = expectDocumented(await call('listOrders', { token: member.token }), 200);
    expect(list.results.find((item) => item.id === order.orderId)?.s2bContract).toEqual(saved);
    expectDocumented(await record(member, order.orderId, { number: '', date: null }), 200);
    expect((await detail(member, order.orderId)).s2bContract).toEqual({ number: '', date: null });
  });

  it('is editable through the order form and refused once the order is completed (409, kept)', async () => {
    const { member, order } = await openOrder('s2b-done', 151);
    await quoteOrder(testDb(), order.orderCode);
    expectDocumented(
      await call('requestOrderFromQuotation', {
        token: member.token,
        params: { id: order.orderId },
        headers: { 'idempotency-key': key() },
        body: { message: '', cartCategoryId: 'public', books: [{ bookId: 151, quantity: 1 }] },
      }),
      200,
    );
    await invoiceOrder(testDb(), order.orderCode);
    const contract = { number: 'S2B-77', date: '2026-11-21' };
    expectDocumented(await record(member, order.orderId, contract), 200);
    await completeOrder(testDb(), order.orderCode);
    const before = fingerprint();
    const refused = expectError(
      await record(member, order.orderId, { number: 'S2B-78', date: null }),
      409,
      'order_contract_settled',
    );
    expect(refused.message).toMatch(/completed: its S2B contract can no longer be changed/);
    expect(fingerprint()).toBe(before);
    expect((await detail(member, order.orderId)).s2bContract).toEqual(contract);
  });

  it('refuses a cancelled order with 409 order_contract_settled', async () => {
    const { member, order } = await openOrder('s2b-cancel', 152);
    await call('cancelOrder', { token: member.token, params: { id: order.orderId } });
    const before = fingerprint();
    expectError(
      await record(member, order.orderId, { number: 'S2B-1', date: null }),
      409,
      'order_contract_settled',
    );
    expect(fingerprint()).toBe(before);
  });

  it.each([
    ['a date that is no date', { number: 'S2B-1', date: '2026-13-01' }],
    ['a number over 50 characters', { number: 'x'.repeat(51), date: null }],
    ['a missing date', { number: 'S2B-1' }],
    ['an unknown field', { number: 'S2B-1', date: null, amount: 1 }],
  ])('answers 400 validation_failed for %s and writes nothing', async (_name, body) => {
    const { member, order } = await openOrder('s2b-bad', 153);
    const before = fingerprint();
    expectError(await record(member, order.orderId, body), 400, 'validation_failed');
    expect(fingerprint()).toBe(before);
  });

  it("answers 404 for another member's order", async () => {
    const { order } = await openOrder('s2b-owner', 154);
    const other = await newMember({ label: 's2b-other' });
    expectError(
      await record(other, order.orderId, { number: 'S2B-1', date: null }),
      404,
      'not_found',
    );
  });
});

describeOperation('cancelOrder', () => {
  it('cancels in QUOTATION_REQUEST, keeps the step, and answers 204 again when repeated', async () => {
    const member = await newMember({ label: 'cancel' });
    await fillSelection(member, 'public', [[140, 1]]);
    const order = (
      await requestQuotation(member, {
        cartCategoryId: 'public',
        message: '',
        books: [{ bookId: 140, quantity: 1 }],
      })
    ).body;
    expectDocumented(
      await call('cancelOrder', { token: member.token, params: { id: order.orderId } }),
      204,
    );
    expect(await detail(member, order.orderId)).toMatchObject({ status: 'CANCELED', step: 1 });
    expectDocumented(
      await call('cancelOrder', { token: member.token, params: { id: order.orderId } }),
      204,
    );
  });

  it('cancels in QUOTATION_DONE (step 2 kept) and refuses after the order form (409)', async () => {
    const member = await newMember({ label: 'cancel' });
    await fillSelection(member, 'public', [
      [141, 1],
      [142, 1],
    ]);
    const a = (
      await requestQuotation(member, {
        cartCategoryId: 'public',
        message: '',
        books: [{ bookId: 141, quantity: 1 }],
      })
    ).body;
    await quoteOrder(testDb(), a.orderCode);
    expectDocumented(
      await call('cancelOrder', { token: member.token, params: { id: a.orderId } }),
      204,
    );
    expect(await detail(member, a.orderId)).toMatchObject({ status: 'CANCELED', step: 2 });

    const b = (
      await requestQuotation(member, {
        cartCategoryId: 'public',
        message: '',
        books: [{ bookId: 142, quantity: 1 }],
      })
    ).body;
    await quoteOrder(testDb(), b.orderCode);
    await call('requestOrderFromQuotation', {
      token: member.token,
      params: { id: b.orderId },
      headers: { 'idempotency-key': key() },
      body: { message: '', cartCategoryId: 'public', books: [{ bookId: 142, quantity: 1 }] },
    });
    await invoiceOrder(testDb(), b.orderCode);
    const before = fingerprint();
    expectError(
      await call('cancelOrder', { token: member.token, params: { id: b.orderId } }),
      409,
      'order_status_conflict',
    );
    expect(fingerprint()).toBe(before);
  });

  it('answers 404 for an unknown order', async () => {
    const member = await newMember({ label: 'cancel' });
    expectError(
      await call('cancelOrder', { token: member.token, params: { id: 999999 } }),
      404,
      'not_found',
    );
  });
});

describe('the price law (도서정가제): no unit price below 90 % of the list price', () => {
  type PricedBook = { id: number; title: string; price: number; list_price: number };
  const listedBooks = (count: number) =>
    testDb()
      .prepare<[number], PricedBook>(
        `SELECT id, title, price, list_price FROM books
         WHERE list_price IS NOT NULL AND list_price > price AND id > 220 ORDER BY id LIMIT ?`,
      )
      .all(count);

  it('refuses a catalogue write that prices a book below it, whole: no book of the statement changes', () => {
    const [lawful, unlawful] = listedBooks(2);
    if (!lawful || !unlawful) throw new Error('books with a list price');
    const prices = () =>
      testDb()
        .prepare<[number, number], { price: number }>(
          'SELECT price FROM books WHERE id IN (?, ?) ORDER BY id',
        )
        .all(lawful.id, unlawful.id)
        .map((row) => row.price);
    const before = prices();
    expect(() =>
      testDb()
        .prepare(
          `UPDATE books SET price = CASE id WHEN ? THEN list_price WHEN ? THEN list_price * 8 / 10 END
           WHERE id IN (?, ?)`,
        )
        .run(lawful.id, unlawful.id, lawful.id, unlawful.id),
    ).toThrow(/price_below_list_price/);
    expect(prices()).toEqual(before);
  });

  it("refuses the provider's quotation answer with a line below it, naming the book, and writes nothing", async () => {
    const member = await newMember({ label: 'price-law' });
    const [first, second] = listedBooks(2);
    if (!first || !second) throw new Error('books with a list price');
    await fillSelection(member, 'public', [
      [first.id, 1],
      [second.id, 2],
    ]);
    const created = (
      await requestQuotation(member, {
        cartCategoryId: 'public',
        message: '',
        books: [
          { bookId: first.id, quantity: 1 },
          { bookId: second.id, quantity: 2 },
        ],
      })
    ).body;
    // A line priced below the floor (the catalogue itself refuses such a price, see above).
    const floor = Math.ceil((second.list_price * 9) / 10);
    testDb()
      .prepare('UPDATE order_items SET price = ? WHERE order_id = ? AND book_id = ?')
      .run(floor - 1, created.orderId, second.id);
    const before = fingerprint();
    const refusal = await quoteOrder(testDb(), created.orderCode).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(refusal).toBeInstanceOf(ProviderError);
    expect(refusal).toMatchObject({ code: 'price_below_list_price' });
    const message = (refusal as ProviderError).message;
    expect(message).toContain(second.title);
    expect(message).toContain(`at least ${floor.toLocaleString('ko-KR')}원`);
    // Only the unlawful line is named.
    expect(message.match(/원 is below 90 %/g)).toHaveLength(1);
    expect(fingerprint()).toBe(before);
    const order = expectDocumented(
      await call('getOrder', { token: member.token, params: { id: created.orderId } }),
      200,
    );
    expect(order).toMatchObject({ status: 'QUOTATION_REQUEST', fileUrl: null });

    // At the floor itself the answer goes through.
    testDb()
      .prepare('UPDATE order_items SET price = ? WHERE order_id = ? AND book_id = ?')
      .run(floor, created.orderId, second.id);
    expect(await quoteOrder(testDb(), created.orderCode)).toContain('QUOTATION_DONE');
  });
});
