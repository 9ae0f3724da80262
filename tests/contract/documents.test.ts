/**
 * The office's papers of an order (docs/product/orders.md#documents): the 견적서 once the quotation
 * is answered, the 거래명세서 once the order form is issued, each as PDF (its text read back) and
 * as .xlsx, only for the order's member.
 */
import ExcelJS from 'exceljs';
import { randomUUID } from 'node:crypto';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoiceOrder, quotationValidity, quoteOrder } from '../../server/provider.ts';
import { formatRegistrationNumber } from '../../src/rules/registration-number.ts';
import { newMember, type Session } from './support/accounts.ts';
import { testDb } from './support/db.ts';
import { call, describeOperation, expectDocumented, expectError } from './support/http.ts';
import { orderDetail, requestQuotation } from './support/orders.ts';
import type { Schemas } from './support/schemas.ts';

type Format = 'pdf' | 'xlsx';

async function pdfText(bytes: Buffer): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { text } = await extractText(pdf, { mergePages: true });
  return text;
}

async function sheetCells(bytes: Buffer): Promise<unknown[]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const cells: unknown[] = [];
  workbook.worksheets[0]?.eachRow((row) => cells.push(...(row.values as unknown[]).slice(1)));
  return cells;
}

/** 2026-12-02 → 2026년 12월 2일 */
const koreanDate = (date: Date) =>
  `${date.getFullYear()}년 ${date.getMonth() + 1}월 ${date.getDate()}일`;

let member: Session;
let other: Session;
let order: Schemas['OrderCreated'];
let supplier: Schemas['Supplier'];

beforeAll(async () => {
  member = await newMember({ label: 'documents' });
  other = await newMember({ label: 'documents-other' });
  const me = expectDocumented(await call('getMe', { token: member.token }), 200);
  const saved = await call('updateMe', {
    token: member.token,
    body: {
      ...me,
      institutionName: '서울한빛초등학교',
      institutionNumber: '1234567891',
      officeEmail: 'office@hanbit.example',
    },
  });
  expectDocumented(saved, 200);
  supplier = expectDocumented(await call('getSupplier', { token: member.token }), 200);
  expect(supplier.name).not.toBe('');
  const added = await call('addBooksToSelection', {
    token: member.token,
    body: {
      cartCategoryId: 'public',
      books: [
        { bookId: 101, quantity: 2 },
        { bookId: 102, quantity: 3 },
      ],
    },
  });
  expect(added.status).toBe(200);
  order = await requestQuotation(member.token, 'public', [
    { bookId: 101, quantity: 2 },
    { bookId: 102, quantity: 3 },
  ]);
  // The line's note comes from the selection page's row; set here on the order's line itself.
  testDb()
    .prepare('UPDATE order_items SET note = ? WHERE order_id = ? AND book_id = 101')
    .run('1학년 추천', order.orderId);
});

afterAll(() => {
  quotationValidity(testDb(), '30');
});

const download = (
  operation: 'downloadQuotationDocument' | 'downloadStatementDocument',
  session: Session,
  id: number,
  format: Format,
) => call(operation, { token: session.token, params: { id }, query: { format } });

describeOperation('downloadQuotationDocument', () => {
  it('answers 409 order_document_unavailable while the quotation is not answered', async () => {
    for (const format of ['pdf', 'xlsx'] as const) {
      expectError(
        await download('downloadQuotationDocument', member, order.orderId, format),
        409,
        'order_document_unavailable',
      );
    }
  });

  it('serves the 견적서 as PDF once answered: Korean text with the lines, 유효기간 and the total in words', async () => {
    await quoteOrder(testDb(), order.orderCode);
    const detail = await orderDetail(member.token, order.orderId);
    const reply = await download('downloadQuotationDocument', member, order.orderId, 'pdf');
    expectDocumented(reply, 200);
    expect(reply.headers.get('content-type')).toBe('application/pdf');
    expect(reply.headers.get('cache-control')).toBe('private, no-store');
    expect(reply.headers.get('content-disposition')).toContain(
      `filename*=UTF-8''${encodeURIComponent(`견적서-${order.orderCode}.pdf`)}`,
    );
    const text = await pdfText(reply.bytes);
    const today = new Date();
    const valid = new Date(today.getFullYear(), today.getMonth(), today.getDate() + 30);
    expect(text).toContain('견 적 서');
    expect(text).toContain(`문서번호 ${order.orderCode}`);
    expect(text).toContain(`견적일 ${koreanDate(today)}`);
    expect(text).toContain(`유효기간 ${koreanDate(valid)}까지`);
    expect(text).toContain('서울한빛초등학교 귀하');
    expect(text).toContain('고유번호 123-45-67891');
    expect(text).toContain('office@hanbit.example');
    expect(text).toContain(`상호 ${supplier.name}`);
    expect(text).toContain(`등록번호 ${formatRegistrationNumber(supplier.registrationNumber)}`);
    expect(text).toContain(`대표자 ${supplier.representative} (인)`);
    expect(text).toContain('번호 도서명 저자 출판사 ISBN 정가 할인율 단가 수량 금액 비고');
    const [first, second] = detail.books;
    expect(text).toContain(first!.title);
    expect(text).toContain('1학년 추천');
    expect(text).toContain(second!.title);
    const total = first!.price * 2 + second!.price * 3;
    expect(text).toContain(`(₩${total.toLocaleString('ko-KR')})`);
    expect(text).toMatch(/합계금액 \(면세\) 일금 \S+원정/);
    expect(text).toContain('1 / 1 쪽');
  });

  it('serves the same 견적서 as .xlsx', async () => {
    const reply = await download('downloadQuotationDocument', member, order.orderId, 'xlsx');
    expectDocumented(reply, 200);
    expect(reply.headers.get('content-disposition')).toContain(
      encodeURIComponent(`견적서-${order.orderCode}.xlsx`),
    );
    const cells = await sheetCells(reply.bytes);
    expect(cells).toContain('견 적 서');
    expect(cells).toContain(order.orderCode);
    expect(cells).toContain('1학년 추천');
    expect(cells.some((cell) => typeof cell === 'string' && /^일금 \S+원정$/.test(cell))).toBe(
      true,
    );
  });

  it('dates its 유효기간 by the provider’s setting', async () => {
    expect(quotationValidity(testDb(), '14')).toContain('14 days');
    const text = await pdfText(
      (await download('downloadQuotationDocument', member, order.orderId, 'pdf')).bytes,
    );
    const today = new Date();
    const valid = new Date(today.getFullYear(), today.getMonth(), today.getDate() + 14);
    expect(text).toContain(`유효기간 ${koreanDate(valid)}까지`);
    expect(() => quotationValidity(testDb(), '0')).toThrow(/1 to 365/);
  });

  it('is the order’s member’s only: another member and an unknown order get 404', async () => {
    expectError(
      await download('downloadQuotationDocument', other, order.orderId, 'pdf'),
      404,
      'not_found',
    );
    expectError(
      await download('downloadQuotationDocument', member, 999_999_999, 'pdf'),
      404,
      'not_found',
    );
    expectError(
      await call('downloadQuotationDocument', {
        token: member.token,
        params: { id: order.orderId },
        query: { format: 'docx' },
      }),
      400,
      'validation_failed',
    );
    expect(
      (
        await call('downloadQuotationDocument', {
          params: { id: order.orderId },
          query: { format: 'pdf' },
        })
      ).status,
    ).toBe(401);
  });
});

describeOperation('downloadStatementDocument', () => {
  it('answers 409 order_document_unavailable until the order form is issued', async () => {
    expectError(
      await download('downloadStatementDocument', member, order.orderId, 'pdf'),
      409,
      'order_document_unavailable',
    );
    const ordered = await call('requestOrderFromQuotation', {
      token: member.token,
      params: { id: order.orderId },
      headers: { 'idempotency-key': randomUUID() },
      body: {
        message: '',
        cartCategoryId: 'public',
        books: [
          { bookId: 101, quantity: 2 },
          { bookId: 102, quantity: 3 },
        ],
      },
    });
    expectDocumented(ordered, 200);
    expectError(
      await download('downloadStatementDocument', member, order.orderId, 'xlsx'),
      409,
      'order_document_unavailable',
    );
  });

  it('serves the 거래명세서 as PDF and .xlsx once the order form is issued; the 견적서 stays', async () => {
    const contract = await call('updateOrderContract', {
      token: member.token,
      params: { id: order.orderId },
      body: { number: 'S2B-2026-0042', date: '2026-12-10' },
    });
    expect(contract.status).toBe(200);
    await invoiceOrder(testDb(), order.orderCode);
    const pdf = await download('downloadStatementDocument', member, order.orderId, 'pdf');
    expectDocumented(pdf, 200);
    const text = await pdfText(pdf.bytes);
    expect(text).toContain('거 래 명 세 서');
    expect(text).toContain(`발행일 ${koreanDate(new Date())}`);
    expect(text).toContain('학교장터 계약 S2B-2026-0042 (2026년 12월 10일)');
    expect(text).toContain('공급받는자');
    expect(text).toContain('인수자');
    expect(text).not.toContain('유효기간');
    const xlsx = await download('downloadStatementDocument', member, order.orderId, 'xlsx');
    expectDocumented(xlsx, 200);
    expect(xlsx.headers.get('content-disposition')).toContain(
      encodeURIComponent(`거래명세서-${order.orderCode}.xlsx`),
    );
    expect(await sheetCells(xlsx.bytes)).toContain('거 래 명 세 서');
    expectDocumented(
      await download('downloadQuotationDocument', member, order.orderId, 'pdf'),
      200,
    );
  });

  it('is the order’s member’s only: another member gets 404', async () => {
    expectError(
      await download('downloadStatementDocument', other, order.orderId, 'pdf'),
      404,
      'not_found',
    );
  });
});

describe('a cancelled order', () => {
  it('has no 견적서 any more: 409 order_document_unavailable', async () => {
    const added = await call('addBooksToSelection', {
      token: member.token,
      body: { cartCategoryId: 'public', books: [{ bookId: 103, quantity: 1 }] },
    });
    expect(added.status).toBe(200);
    const cancelled = await requestQuotation(member.token, 'public', [
      { bookId: 103, quantity: 1 },
    ]);
    await quoteOrder(testDb(), cancelled.orderCode);
    expectDocumented(
      await download('downloadQuotationDocument', member, cancelled.orderId, 'pdf'),
      200,
    );
    const cancel = await call('cancelOrder', {
      token: member.token,
      params: { id: cancelled.orderId },
    });
    expect(cancel.status).toBe(204);
    const refused = expectError(
      await download('downloadQuotationDocument', member, cancelled.orderId, 'pdf'),
      409,
      'order_document_unavailable',
    );
    expect(refused.message).toContain('cancelled');
  });
});
