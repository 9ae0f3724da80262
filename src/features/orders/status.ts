import type { components } from '@/api/schema.gen';

type OrderStatus = components['schemas']['OrderStatus'];

/** Every order status, in the order of the lifecycle (docs/product/orders.md#status). */
export const ORDER_STATUSES: readonly OrderStatus[] = [
  'QUOTATION_REQUEST',
  'QUOTATION_DONE',
  'ORDER_REQUEST',
  'INVOICE_REQUEST',
  'INVOICE_DONE',
  'CANCELED',
];

/**
 * The detail page's status button: disabled while the provider works, a file to download, or the
 * completed mark; none for a cancelled order.
 */
export type StatusButton =
  | { kind: 'disabled'; status: 'QUOTATION_REQUEST' | 'ORDER_REQUEST' }
  | { kind: 'file'; status: 'QUOTATION_DONE' | 'INVOICE_REQUEST' }
  | { kind: 'done'; status: 'INVOICE_DONE' };

/** What the order detail offers in a status (the table of docs/product/orders.md#status, exactly). */
export interface StatusActions {
  statusButton: StatusButton | null;
  canCancel: boolean;
  /** Order Request: enabled, shown disabled, or not shown. */
  orderRequest: 'enabled' | 'disabled' | 'hidden';
  /** The books, quantities and message can be edited (only before an order is placed from a quotation). */
  isEditable: boolean;
}

/** docs/product/orders.md#status as a function of the status. */
export function statusActions(status: OrderStatus): StatusActions {
  switch (status) {
    case 'QUOTATION_REQUEST':
      return {
        statusButton: { kind: 'disabled', status },
        canCancel: true,
        orderRequest: 'disabled',
        isEditable: false,
      };
    case 'QUOTATION_DONE':
      return {
        statusButton: { kind: 'file', status },
        canCancel: true,
        orderRequest: 'enabled',
        isEditable: true,
      };
    case 'ORDER_REQUEST':
      return {
        statusButton: { kind: 'disabled', status },
        canCancel: true,
        orderRequest: 'hidden',
        isEditable: false,
      };
    case 'INVOICE_REQUEST':
      return {
        statusButton: { kind: 'file', status },
        canCancel: false,
        orderRequest: 'hidden',
        isEditable: false,
      };
    case 'INVOICE_DONE':
      return {
        statusButton: { kind: 'done', status },
        canCancel: false,
        orderRequest: 'hidden',
        isEditable: false,
      };
    case 'CANCELED':
      return { statusButton: null, canCancel: false, orderRequest: 'hidden', isEditable: false };
  }
}

/**
 * The office's papers an order has (docs/product/orders.md#documents), as the server decides:
 * the 견적서 from the answered quotation on, the 거래명세서 from the order form on; none for a
 * cancelled order.
 */
export function orderDocuments(status: OrderStatus): { quotation: boolean; statement: boolean } {
  const statement = status === 'INVOICE_REQUEST' || status === 'INVOICE_DONE';
  return {
    quotation: statement || status === 'QUOTATION_DONE' || status === 'ORDER_REQUEST',
    statement,
  };
}
