import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { quoteOrder } from '../../server/provider.ts';
import { newMember, type Session } from './support/accounts.ts';
import { testDb } from './support/db.ts';
import { call, expectDocumented } from './support/http.ts';
import type { Schemas } from './support/schemas.ts';

type CartDetail = Schemas['CartDetail'];

const BOOK = 130;

async function createSelection(member: Session, name: string): Promise<string> {
  const reply = await call('createSelection', {
    token: member.token,
    body: { name },
  });
  return expectDocumented(reply, 201).categoryId;
}

async function addBook(member: Session, cartCategoryId: string, bookId: number): Promise<void> {
  const reply = await call('addBookToSelection', {
    token: member.token,
    params: { bookId },
    body: { cartCategoryId, quantity: 1 },
  });
  expectDocumented(reply, 200);
}

async function selectionNamed(member: Session, name: string): Promise<CartDetail> {
  const reply = await call('getSelection', { token: member.token, query: { name } });
  return expectDocumented(reply, 200);
}

async function deleteSelection(member: Session, id: string): Promise<void> {
  const reply = await call('deleteSelection', { token: member.token, params: { id } });
  expect(reply.status).toBe(204);
}

describe('ids that a member’s data points at are never given to something new', () => {
  it('an order from an old quotation leaves a new selection alone (the old one was deleted)', async () => {
    const member = await newMember({ label: 'ids-reuse' });
    // A: one book, quoted, then deleted (it is the newest selection: the highest id).
    const a = await createSelection(member, 'Selection A');
    await addBook(member, a, BOOK);
    const quotation = expectDocumented(
      await call('requestQuotation', {
        token: member.token,
        headers: { 'idempotency-key': randomUUID() },
        body: { cartCategoryId: a, message: '', books: [{ bookId: BOOK, quantity: 1 }] },
      }),
      201,
    );
    await deleteSelection(member, a);

    // B: created next, with the same book.
    const b = await createSelection(member, 'Selection B');
    expect(b).not.toBe(a);
    await addBook(member, b, BOOK);

    // The provider answers A's quotation; the member orders from the order detail, which names
    // the selection the quotation came from.
    await quoteOrder(testDb(), quotation.orderCode);
    const detail = expectDocumented(
      await call('getOrder', {
        token: member.token,
        params: { id: quotation.orderId },
      }),
      200,
    );
    expect(detail.cartCategoryId).toBe(a);
    const ordered = await call('requestOrderFromQuotation', {
      token: member.token,
      params: { id: quotation.orderId },
      headers: { 'idempotency-key': randomUUID() },
      body: {
        message: '',
        cartCategoryId: detail.cartCategoryId,
        books: [{ bookId: BOOK, quantity: 1 }],
      },
    });
    expectDocumented(ordered, 200);

    const after = await selectionNamed(member, 'Selection B');
    expect(after.books.map((book) => book.bookId)).toEqual([BOOK]);
  });

  it('an order from a quotation whose selection is gone touches no selection, whatever the client names', async () => {
    const member = await newMember({ label: 'ids-gone' });
    const a = await createSelection(member, 'Gone soon');
    await addBook(member, a, BOOK);
    const quotation = expectDocumented(
      await call('requestQuotation', {
        token: member.token,
        headers: { 'idempotency-key': randomUUID() },
        body: { cartCategoryId: a, message: '', books: [{ bookId: BOOK, quantity: 1 }] },
      }),
      201,
    );
    await deleteSelection(member, a);
    await addBook(member, 'public', BOOK);
    await quoteOrder(testDb(), quotation.orderCode);
    const ordered = await call('requestOrderFromQuotation', {
      token: member.token,
      params: { id: quotation.orderId },
      headers: { 'idempotency-key': randomUUID() },
      body: { message: '', cartCategoryId: 'public', books: [{ bookId: BOOK, quantity: 1 }] },
    });
    expectDocumented(ordered, 200);
    const common = await selectionNamed(member, 'common(default)');
    expect(common.books.map((book) => book.bookId)).toEqual([BOOK]);
  });

  it('a deleted row of a selection does not lend its id to the next row added', async () => {
    const member = await newMember({ label: 'ids-lines' });
    const s = await createSelection(member, 'Rows');
    await addBook(member, s, BOOK);
    const [row] = (await selectionNamed(member, 'Rows')).books;
    if (!row) throw new Error('no row');
    const removed = await call('deleteSelectionItem', {
      token: member.token,
      params: { id: row.id },
    });
    expect(removed.status).toBe(204);
    await addBook(member, s, BOOK + 1);
    const [next] = (await selectionNamed(member, 'Rows')).books;
    expect(next?.id).toBeGreaterThan(row.id);
  });
});

describe('a quotation request keeps what it used in the selection', () => {
  it('stores the requested quantities, PO numbers and message in the selection', async () => {
    const member = await newMember({ label: 'quote-keeps' });
    const s = await createSelection(member, 'Quoted');
    await addBook(member, s, BOOK);
    await addBook(member, s, BOOK + 1);
    expectDocumented(
      await call('requestQuotation', {
        token: member.token,
        headers: { 'idempotency-key': randomUUID() },
        body: {
          cartCategoryId: s,
          message: '3월 납품 희망',
          books: [{ bookId: BOOK, quantity: 4, poNumber: ' PO-7 ' }],
        },
      }),
      201,
    );
    const after = await call('getSelection', {
      token: member.token,
      query: { name: 'Quoted' },
    });
    const body = expectDocumented(after, 200);
    expect(body.message).toBe('3월 납품 희망');
    expect(body.books.map((book) => [book.bookId, book.quantity, book.poNumber])).toEqual([
      [BOOK, 4, 'PO-7'],
      [BOOK + 1, 1, ''],
    ]);
  });
});
