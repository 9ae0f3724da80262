/**
 * Orders: list, detail, history, order from an answered quotation, cancel (tag `orders`). Adapters
 * over server/orders.ts: they read the request, call the order aggregate, and shape the answer.
 */
import type { components } from '../../src/api/schema.gen.ts';
import type { AppContext } from '../context.ts';
import { authOf } from '../context.ts';
import { conflict, notFound } from '../errors.ts';
import { runIdempotent } from '../idempotency.ts';
import {
  CANCELLABLE,
  clearOrderAlert,
  memberOrder,
  memberOrderExportRows,
  memberOrderPage,
  orderBooks,
  orderHistory,
  orderQuotedBooks,
  s2bContractOf,
  setOrderContract,
  transition,
  TransitionRefused,
  type OrderRow,
} from '../orders.ts';
import { orderFund } from '../funds.ts';
import { coverUrl, fileUrl } from '../lib/urls.ts';
import { attachmentDisposition, XLSX_TYPE } from '../lib/util.ts';
import { WORKBOOK_TEXTS, workbookLocale } from '../lib/workbook-texts.ts';
import type { Handlers } from './types.ts';

type OrderOperations =
  | 'listOrders'
  | 'downloadOrdersExcel'
  | 'getOrder'
  | 'getOrderHistory'
  | 'requestOrderFromQuotation'
  | 'updateOrderContract'
  | 'cancelOrder';
type OrderListItem = components['schemas']['OrderListItem'];

/** The file that goes with a status (contract of getOrder). */
function statusFile(order: OrderRow): string | null {
  if (order.status === 'QUOTATION_DONE') return fileUrl(order.quotation_file);
  if (order.status === 'INVOICE_REQUEST' || order.status === 'INVOICE_DONE') {
    return fileUrl(order.order_file);
  }
  return null;
}

export function orderHandlers(ctx: AppContext): Handlers<OrderOperations> {
  const { db } = ctx;

  const requireOrder = (memberId: string, id: number): OrderRow => {
    const order = memberOrder(db, memberId, id);
    if (!order) throw notFound(`No order with id ${id}.`);
    return order;
  };

  return {
    async listOrders(request) {
      const { memberId } = authOf(request);
      const { page = 1, take = 10, status, startDate, endDate } = request.query;
      const { rows, total } = memberOrderPage(db, memberId, {
        page,
        take,
        status,
        startDate,
        endDate,
      });
      const results: OrderListItem[] = rows.map((row) => ({
        id: row.id,
        orderCode: row.order_code,
        categoryName: row.selection_name,
        coverImageUrl: row.first_book_id ? coverUrl(row.first_book_id) : '',
        title: row.first_title ?? '',
        totalBookCount: row.book_count,
        totalQuantity: row.total_quantity,
        quotationFileUrl: fileUrl(row.quotation_file),
        orderFileUrl: fileUrl(row.order_file),
        createdAt: row.created_at,
        isAlert: row.is_alert === 1,
        status: row.status,
        fundId: row.fund_id,
        fundName: row.fund_name,
        s2bContract: s2bContractOf(row),
      }));
      return { results, totalCount: total };
    },

    async downloadOrdersExcel(request, reply) {
      const { status, startDate, endDate } = request.query;
      const rows = memberOrderExportRows(db, authOf(request).memberId, {
        status,
        startDate,
        endDate,
      });
      const locale = workbookLocale(request.headers['accept-language']);
      const { orderListWorkbookOffThread } = await import('../lib/workbooks-off-thread.ts');
      const buffer = await orderListWorkbookOffThread(rows, locale);
      return reply
        .header('Content-Type', XLSX_TYPE)
        .header(
          'Content-Disposition',
          attachmentDisposition(WORKBOOK_TEXTS[locale].orderList.filename),
        )
        .header('Cache-Control', 'no-store')
        .send(buffer);
    },

    async getOrder(request) {
      const { memberId } = authOf(request);
      const order = requireOrder(memberId, request.params.id);
      if (order.is_alert) clearOrderAlert(db, order.id);
      const books = orderBooks(db, order.id).map((book) => ({
        ...book,
        coverImageUrl: coverUrl(book.bookId),
      }));
      return {
        id: order.id,
        orderCode: order.order_code,
        step: order.step,
        status: order.status,
        fileUrl: statusFile(order),
        message: order.message,
        cartCategoryId: order.selection_key,
        categoryName: order.selection_name,
        createdAt: order.created_at,
        s2bContract: s2bContractOf(order),
        ...orderFund(db, order.id),
        books,
      };
    },

    async getOrderHistory(request) {
      const { memberId } = authOf(request);
      const order = requireOrder(memberId, request.params.id);
      return {
        entries: orderHistory(db, order.id).map((entry) => ({
          from: entry.from_status,
          to: entry.to_status,
          by: entry.actor,
          at: entry.at,
        })),
      };
    },

    async requestOrderFromQuotation(request, reply) {
      const { memberId } = authOf(request);
      const { id } = request.params;
      const body = request.body;
      const result = runIdempotent(
        ctx,
        {
          memberId,
          operation: 'requestOrderFromQuotation',
          key: request.headers['idempotency-key'],
        },
        { id, body },
        200,
        () => orderQuotedBooks(db, memberId, requireOrder(memberId, id), body),
      );
      reply.code(result.statusCode);
      return result.body;
    },

    async updateOrderContract(request) {
      const { memberId } = authOf(request);
      return setOrderContract(db, requireOrder(memberId, request.params.id), request.body);
    },

    async cancelOrder(request, reply) {
      const { memberId } = authOf(request);
      const order = requireOrder(memberId, request.params.id);
      if (order.status !== 'CANCELED') {
        if (!CANCELLABLE.has(order.status)) {
          throw conflict(
            'order_status_conflict',
            `An order in ${order.status} cannot be cancelled.`,
          );
        }
        try {
          transition(db, order, 'CANCELED', { by: 'member' });
        } catch (error) {
          // Changed meanwhile (the provider issued the order form): not cancellable any more.
          if (!(error instanceof TransitionRefused)) throw error;
          throw conflict('order_status_conflict', error.message);
        }
      }
      return reply.code(204).send();
    },
  };
}
