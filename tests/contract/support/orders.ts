/**
 * The order calls many contract tests make on the way to what they test: a quotation request
 * sent as the selection page sends it, and an order's detail as the member reads it.
 */
import { randomUUID } from 'node:crypto';
import { call, expectDocumented } from './http.ts';
import type { RequestBody, Schemas } from './schemas.ts';

/** A row of a quotation request, as the contract has it. */
export type BookLine = RequestBody<'requestQuotation'>['books'][number];

/** Requests a quotation of `books` from a selection (a fresh Idempotency-Key); the new order. */
export async function requestQuotation(
  token: string,
  cartCategoryId: string,
  books: BookLine[],
): Promise<Schemas['OrderCreated']> {
  return expectDocumented(
    await call('requestQuotation', {
      token,
      headers: { 'idempotency-key': randomUUID() },
      body: { cartCategoryId, message: '', books },
    }),
    201,
  );
}

/** An order's detail (`getOrder`), checked against the contract. */
export async function orderDetail(token: string, orderId: number): Promise<Schemas['OrderDetail']> {
  return expectDocumented(await call('getOrder', { token, params: { id: orderId } }), 200);
}
