/**
 * The order calls many contract tests make on the way to what they test: a quotation request
 * sent as the selection page sends it, and an order's detail as the member reads it.
 */
import { randomUUID } from 'node:crypto';
import { call, expectDocumented } from './http.ts';

export interface BookLine {
  bookId: number;
  quantity: number;
  note?: string;
  priority?: 'first' | 'alternate';
}

/** Requests a quotation of `books` from a selection (a fresh Idempotency-Key); the new order. */
export async function requestQuotation(
  token: string,
  cartCategoryId: string,
  books: BookLine[],
): Promise<{ orderId: number; orderCode: string }> {
  return expectDocumented(
    await call<{ orderId: number; orderCode: string }>('requestQuotation', {
      token,
      headers: { 'idempotency-key': randomUUID() },
      body: { cartCategoryId, message: '', books },
    }),
    201,
  );
}

/** An order's detail (`getOrder`), checked against the contract. */
export async function orderDetail<T>(token: string, orderId: number): Promise<T> {
  return expectDocumented(await call<T>('getOrder', { token, params: { id: orderId } }), 200);
}
