/** Order rules shared by the handlers, the provider operations (admin CLI) and the seed. */
import type { Db } from './db/index.ts';
import type { WorkbookRow } from './lib/workbooks.ts';
import { localDate, nowIso, randomId, XLSX_TYPE } from './lib/util.ts';

export type OrderStatus =
  | 'QUOTATION_REQUEST'
  | 'QUOTATION_DONE'
  | 'ORDER_REQUEST'
  | 'INVOICE_REQUEST'
  | 'INVOICE_DONE'
  | 'CANCELED';

/** The progress step of a status (a cancelled order keeps the step it had). */
export const STEP: Record<Exclude<OrderStatus, 'CANCELED'>, number> = {
  QUOTATION_REQUEST: 1,
  QUOTATION_DONE: 2,
  ORDER_REQUEST: 3,
  INVOICE_REQUEST: 3,
  INVOICE_DONE: 3,
};

/** Statuses in which the member may cancel (docs/product/orders.md#status). */
export const CANCELLABLE: ReadonlySet<OrderStatus> = new Set([
  'QUOTATION_REQUEST',
  'QUOTATION_DONE',
  'ORDER_REQUEST',
]);

/** The root-relative download link of a stored file. */
export const fileUrl = (key: string | null): string | null => (key ? `/api/v1/files/${key}` : null);

/** The root-relative link of a book's generated cover. */
export const coverUrl = (bookId: number): string => `/api/v1/covers/${bookId}.svg`;

/** The next order code of the (local) day of `date`: `ORD-20261121-0007`. */
export function nextOrderCode(db: Db, date: Date): string {
  const day = localDate(date).replaceAll('-', '');
  const row = db
    .prepare<[string], { last: number }>(
      `INSERT INTO order_code_days (day, last) VALUES (?, 1)
       ON CONFLICT(day) DO UPDATE SET last = last + 1 RETURNING last`,
    )
    .get(day);
  return `ORD-${day}-${String(row?.last ?? 1).padStart(4, '0')}`;
}

export interface OrderRow {
  id: number;
  order_code: string;
  member_id: string | null;
  selection_key: string;
  selection_name: string;
  institution: string;
  status: OrderStatus;
  step: number;
  message: string;
  is_alert: number;
  quotation_file: string | null;
  order_file: string | null;
  created_at: string;
  updated_at: string;
}

/** Reads an order by its code. */
export function orderByCode(db: Db, orderCode: string): OrderRow | undefined {
  return db
    .prepare<[string], OrderRow>('SELECT * FROM orders WHERE order_code = ?')
    .get(orderCode.trim().toUpperCase());
}

/** The rows of an order as they go into its workbook. */
export function orderWorkbookRows(db: Db, orderId: number): WorkbookRow[] {
  return db
    .prepare<[number], WorkbookRow>(
      `SELECT b.title AS title, c.name AS category, b.author_k AS author, b.publisher AS publisher,
              b.isbn AS isbn, oi.price AS price, oi.po_number AS poNumber, oi.quantity AS quantity,
              oi.note AS note, oi.priority AS priority
       FROM order_items oi JOIN books b ON b.id = oi.book_id JOIN categories c ON c.id = b.category_id
       WHERE oi.order_id = ? ORDER BY oi.position`,
    )
    .all(orderId);
}

/** Builds the quotation or order-form workbook of an order (outside any transaction). */
export async function buildOrderFile(
  db: Db,
  order: OrderRow,
  kind: 'quotation' | 'order_form',
  issuedAt = new Date(),
): Promise<Buffer> {
  const member = order.member_id
    ? db
        .prepare<[string], { name: string }>('SELECT name FROM members WHERE id = ?')
        .get(order.member_id)
    : undefined;
  // exceljs is large: loaded on first use, not at start-up.
  const { orderWorkbook } = await import('./lib/workbooks.ts');
  return orderWorkbook({
    kind,
    orderCode: order.order_code,
    issuedAt,
    memberName: member?.name ?? '(deleted member)',
    institution: order.institution,
    message: order.message,
    rows: orderWorkbookRows(db, order.id),
  });
}

/** Stores a file for an order and answers its capability key. */
export function storeOrderFile(
  db: Db,
  order: Pick<OrderRow, 'id' | 'order_code'>,
  kind: 'quotation' | 'order_form',
  data: Buffer,
  createdAt = nowIso(),
): string {
  const key = randomId(16);
  const filename = `${kind === 'quotation' ? 'quotation' : 'order-form'}-${order.order_code}.xlsx`;
  db.prepare(
    `INSERT INTO files (key, order_id, kind, filename, content_type, data, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  ).run(key, order.id, kind, filename, XLSX_TYPE, data, createdAt);
  return key;
}
