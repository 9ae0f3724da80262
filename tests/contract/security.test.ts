/**
 * The bearer check of every member operation, walked from the contract: without a token, with a
 * garbage, an expired or a pending member's token, each answers its documented 401 / 403 and
 * changes nothing.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO, PENDING, signIn } from './support/accounts.ts';
import { fingerprint, signToken } from './support/db.ts';
import { call, expectError, type CallOptions } from './support/http.ts';
import { operations } from './support/spec.ts';

const key = { 'idempotency-key': 'security-matrix-key' };
const inquiry = () => {
  const form = new FormData();
  for (const [name, value] of Object.entries({
    email: DEMO.email,
    orderCode: '',
    title: 't',
    content: 'c',
  })) {
    form.append(name, value);
  }
  return form;
};

/** A request of the right shape for each member operation (so validation passes). */
const samples: Record<string, () => CallOptions> = {
  getMe: () => ({}),
  getSupplier: () => ({}),
  updateMe: () => ({
    body: { name: 'n', email: DEMO.email, phoneNumber: '1', department: 'd', address: 'a' },
  }),
  changePassword: () => ({
    body: { currentPassword: 'x', password: 'Abcdef1!', passwordCheck: 'Abcdef1!' },
  }),
  deleteAccount: () => ({ body: { currentPassword: 'x' } }),
  getOrderSummary: () => ({}),
  getHomeNotifications: () => ({}),
  getHomeSections: () => ({}),
  listSelections: () => ({}),
  getSelection: () => ({ query: { name: 'common(default)' } }),
  createSelection: () => ({ body: { name: 'x' } }),
  renameSelection: () => ({ params: { cartId: '1' }, body: { name: 'x' } }),
  deleteSelection: () => ({ params: { id: '1' } }),
  listFunds: () => ({ query: { schoolYear: 2026 } }),
  createFund: () => ({ body: { name: 'x', schoolYear: 2026, amount: 1 } }),
  updateFund: () => ({ params: { fundId: '1' }, body: { amount: 1 } }),
  deleteFund: () => ({ params: { fundId: '1' } }),
  downloadFundReportExcel: () => ({ query: { schoolYear: 2026 } }),
  addBookToSelection: () => ({
    params: { bookId: 1 },
    body: { cartCategoryId: 'public', quantity: 1 },
  }),
  addBooksToSelection: () => ({
    body: { cartCategoryId: 'public', books: [{ bookId: 1, quantity: 1 }] },
  }),
  updateSelection: () => ({ params: { cartId: 'public' }, body: { books: [], message: '' } }),
  deleteSelectionItem: () => ({ params: { id: 1 } }),
  downloadSelectionExcel: () => ({ query: { ids: [1], name: 'common(default)' } }),
  requestQuotation: () => ({
    headers: key,
    body: { cartCategoryId: 'public', message: '', books: [{ bookId: 1, quantity: 1 }] },
  }),
  requestOrderFromSelection: () => ({
    headers: key,
    body: { cartCategoryId: 'public', message: '', books: [{ bookId: 1, quantity: 1 }] },
  }),
  listOrders: () => ({}),
  downloadOrdersExcel: () => ({}),
  getOrder: () => ({ params: { id: 1 } }),
  getOrderHistory: () => ({ params: { id: 1 } }),
  requestOrderFromQuotation: () => ({
    params: { id: 1 },
    headers: key,
    body: { cartCategoryId: 'public', message: '', books: [{ bookId: 1, quantity: 1 }] },
  }),
  cancelOrder: () => ({ params: { id: 1 } }),
  updateOrderContract: () => ({ params: { id: 1 }, body: { number: 'S2B-1', date: null } }),
  downloadQuotationDocument: () => ({ params: { id: 1 }, query: { format: 'pdf' } }),
  downloadStatementDocument: () => ({ params: { id: 1 }, query: { format: 'xlsx' } }),
  listNotifications: () => ({}),
  getNotification: () => ({ params: { id: 1 } }),
  listTabs: () => ({}),
  searchBooks: () => ({ query: { value: 'x' } }),
  getBook: () => ({ params: { bookId: 1 } }),
  listCollectionBooks: () => ({ params: { collectionId: 1 } }),
  createFilter: () => ({
    body: {
      tabId: 1,
      name: 'x',
      keywords: [],
      author: [],
      publisher: [],
      categories: [],
      titles: [],
    },
  }),
  updateFilter: () => ({
    params: { filterId: 1 },
    body: {
      tabId: 1,
      name: 'x',
      keywords: [],
      author: [],
      publisher: [],
      categories: [],
      titles: [],
    },
  }),
  deleteFilter: () => ({ params: { filterId: 1 } }),
  sendInquiry: () => ({ rawBody: inquiry() }),
  recordPageVisit: () => ({ body: { pageName: 'Home', url: '/' } }),
  downloadFile: () => ({ params: { fileKey: 'A'.repeat(22) } }),
  listSignIns: () => ({}),
  endOtherSignIns: () => ({}),
  resolveIsbns: () => ({ body: { isbns: ['9780306406157'] } }),
  getBookHoldings: () => ({ body: { bookIds: [1] } }),
  addRowsToSelection: () => ({
    params: { cartId: 'public' },
    headers: key,
    body: { books: [{ bookId: 1, quantity: 1 }] },
  }),
  copyOrderToSelection: () => ({
    params: { id: 1 },
    headers: key,
    body: { cartCategoryId: 'public' },
  }),
};

// Operations under the member's bearer check (the document's default security). Cancelling a
// pending registration takes a pending member's own token instead (security-auth.test.ts).
const memberOperations = [...operations.values()].filter(
  (op) => op.spec === 'api' && op.operation.security === undefined,
);

describe('the bearer check of every member operation', () => {
  let pendingToken: string;
  let expiredToken: string;
  beforeAll(async () => {
    pendingToken = (await signIn(PENDING.email, PENDING.password)).token;
    expiredToken = await signToken((await signIn(DEMO.email, DEMO.password)).id, { expiresIn: -1 });
  });

  it('has a sample request for each of them', () => {
    expect(memberOperations.map((op) => op.operationId).filter((id) => !samples[id])).toEqual([]);
  });

  it.each(memberOperations.map((op) => [op.operationId]))(
    '%s: 401 without, with a garbage or an expired token, 403 for a pending member, nothing changed',
    async (operationId) => {
      const sample = samples[operationId];
      if (!sample) throw new Error(`no sample for ${operationId}`);
      const before = fingerprint();
      expectError(await call(operationId, sample()), 401, 'auth_token_missing');
      expectError(
        await call(operationId, { ...sample(), token: 'garbage' }),
        401,
        'auth_token_invalid',
      );
      expectError(
        await call(operationId, { ...sample(), token: expiredToken }),
        401,
        'auth_token_expired',
      );
      expectError(
        await call(operationId, { ...sample(), token: pendingToken }),
        403,
        'member_not_approved',
      );
      expect(fingerprint()).toBe(before);
    },
  );
});
