/** Orders: list, detail, order from an answered quotation, cancel (tag `orders`). */
import type { components } from '../../src/api/schema.gen.ts';
import type { AppContext } from '../context.ts';
import { authOf } from '../context.ts';
import { badRequest, conflict, notFound } from '../errors.ts';
import { runIdempotent } from '../idempotency.ts';
import {
  CANCELLABLE,
  coverUrl,
  fileUrl,
  orderFromQuotation,
  orderHistory,
  transition,
  TransitionRefused,
  type OrderRow,
} from '../orders.ts';
import { orderFund, requestFund } from '../funds.ts';
import { startOfLocalDay } from '../lib/util.ts';
import { assertDistinctBooks } from './selections.ts';
import type { Handlers } from './types.ts';

type OrderOperations =
  'listOrders' | 'getOrder' | 'getOrderHistory' | 'requestOrderFromQuotation' | 'cancelOrder';
type OrderListItem = components['schemas']['OrderListItem'];

interface ListRow extends OrderRow {
  book_count: number;
  total_quantity: number;
  first_book_id: number | null;
  first_title: string | null;
}

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
    const order = db
      .prepare<[number, string], OrderRow>('SELECT * FROM orders WHERE id = ? AND member_id = ?')
      .get(id, memberId);
    if (!order) throw notFound(`No order with id ${id}.`);
    return order;
  };

  return {
    async listOrders(request) {
      const { memberId } = authOf(request);
      const { page = 1, take = 10, status, startDate, endDate } = request.query;
      const conditions = ['o.member_id = ?'];
      const params: unknown[] = [memberId];
      if (status) {
        conditions.push('o.status = ?');
        params.push(status);
      }
      if (startDate) {
        conditions.push('o.created_at >= ?');
        params.push(startOfLocalDay(startDate).toISOString());
      }
      if (endDate) {
        const next = startOfLocalDay(endDate);
        next.setDate(next.getDate() + 1);
        conditions.push('o.created_at < ?');
        params.push(next.toISOString());
      }
      const where = conditions.join(' AND ');
      const total = db
        .prepare<unknown[], { n: number }>(`SELECT COUNT(*) AS n FROM orders o WHERE ${where}`)
        .get(...params);
      const rows = db
        .prepare<unknown[], ListRow>(
          `SELECT o.*,
             (SELECT COUNT(*) FROM order_items WHERE order_id = o.id) AS book_count,
             (SELECT coalesce(SUM(quantity), 0) FROM order_items WHERE order_id = o.id) AS total_quantity,
             (SELECT book_id FROM order_items WHERE order_id = o.id ORDER BY position LIMIT 1) AS first_book_id,
             (SELECT b.title FROM order_items oi JOIN books b ON b.id = oi.book_id
               WHERE oi.order_id = o.id ORDER BY oi.position LIMIT 1) AS first_title
           FROM orders o WHERE ${where}
           ORDER BY o.created_at DESC, o.id DESC LIMIT ? OFFSET ?`,
        )
        .all(...params, take, (page - 1) * take);
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
        ...orderFund(db, row.id),
      }));
      return { results, totalCount: total?.n ?? 0 };
    },

    async getOrder(request) {
      const { memberId } = authOf(request);
      const order = requireOrder(memberId, request.params.id);
      if (order.is_alert) db.prepare('UPDATE orders SET is_alert = 0 WHERE id = ?').run(order.id);
      const books = db
        .prepare<
          [number],
          {
            id: number;
            bookId: number;
            title: string;
            quantity: number;
            price: number;
            message: string;
          }
        >(
          `SELECT oi.id AS id, oi.book_id AS bookId, b.title AS title, oi.quantity AS quantity,
                  oi.price AS price, oi.po_number AS message
           FROM order_items oi JOIN books b ON b.id = oi.book_id WHERE oi.order_id = ? ORDER BY oi.position`,
        )
        .all(order.id)
        .map((book) => ({ ...book, coverImageUrl: coverUrl(book.bookId) }));
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
        () => {
          const order = requireOrder(memberId, id);
          if (order.status !== 'QUOTATION_DONE') {
            throw conflict(
              'order_status_conflict',
              `An order can be placed only from an answered quotation (the order is ${order.status}).`,
            );
          }
          assertDistinctBooks(body.books);
          const items = db
            .prepare<[number], { id: number; book_id: number }>(
              'SELECT id, book_id FROM order_items WHERE order_id = ?',
            )
            .all(order.id);
          const itemOf = new Map(items.map((item) => [item.book_id, item.id] as const));
          const foreign = body.books.filter((book) => !itemOf.has(book.bookId));
          if (foreign.length > 0) {
            throw badRequest(
              'book_not_in_order',
              `Book ${foreign.map((book) => book.bookId).join(', ')} is not part of this quotation.`,
            );
          }
          const kept = body.books.filter((book) => book.quantity > 0);
          if (kept.length === 0) {
            throw badRequest(
              'order_empty',
              'At least one book must be ordered (quantity above 0).',
            );
          }
          const fundId =
            body.fundId === undefined ? undefined : requestFund(db, memberId, body.fundId, null);
          orderFromQuotation(db, order, { books: kept, message: body.message, fundId });
          return {
            orderId: order.id,
            orderCode: order.order_code,
            status: 'ORDER_REQUEST' as const,
          };
        },
      );
      reply.code(result.statusCode);
      return result.body;
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
