import { describe, expect, it } from 'vitest';
import type { OrderStatus } from '@/features/orders/list-params';
import { ORDER_STATUSES, orderDocuments, statusActions } from '@/features/orders/status';
import * as texts from '@/texts';

/** docs/product/orders.md#status, row by row: status button (label, kind), Cancel Request, Order Request. */
const table: [OrderStatus, string | null, 'disabled' | 'file' | 'done' | null, boolean, string][] =
  [
    ['QUOTATION_REQUEST', 'Reviewing Quotation', 'disabled', true, 'disabled'],
    ['QUOTATION_DONE', 'Download Quotation', 'file', true, 'enabled'],
    ['ORDER_REQUEST', 'Reviewing Order', 'disabled', true, 'hidden'],
    ['INVOICE_REQUEST', 'Download Order Form', 'file', false, 'hidden'],
    ['INVOICE_DONE', 'Order Completed', 'done', false, 'hidden'],
    ['CANCELED', null, null, false, 'hidden'],
  ];

describe('statusActions (docs/product/orders.md#status)', () => {
  it.each(table)(
    '%s: status button %s (%s), cancel %s, order request %s',
    (status, label, kind, canCancel, orderRequest) => {
      const actions = statusActions(status);
      expect(actions.statusButton?.kind ?? null).toBe(kind);
      expect(
        actions.statusButton ? texts.orders.statusButtons[actions.statusButton.status] : null,
      ).toBe(label);
      expect(actions.canCancel).toBe(canCancel);
      expect(actions.orderRequest).toBe(orderRequest);
    },
  );

  it('covers every status, and only an answered quotation can be edited', () => {
    expect(ORDER_STATUSES).toEqual(table.map(([status]) => status));
    expect(ORDER_STATUSES.filter((status) => statusActions(status).isEditable)).toEqual([
      'QUOTATION_DONE',
    ]);
  });
});

describe('orderDocuments (docs/product/orders.md#documents)', () => {
  it.each([
    ['QUOTATION_REQUEST', false, false],
    ['QUOTATION_DONE', true, false],
    ['ORDER_REQUEST', true, false],
    ['INVOICE_REQUEST', true, true],
    ['INVOICE_DONE', true, true],
    ['CANCELED', false, false],
  ] as const)('%s: 견적서 %s, 거래명세서 %s', (status, quotation, statement) => {
    expect(orderDocuments(status)).toEqual({ quotation, statement });
  });
});
