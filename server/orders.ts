/**
 * The order aggregate: its lifecycle (the one writer of an order's status, with its history), its
 * files, and the rules shared by the handlers, the provider operations (admin CLI) and the seed.
 */
import type { components } from '../src/api/schema.gen.ts';
import type { Db } from './db/index.ts';
import { badRequest, conflict } from './errors.ts';
import { requestFund, setOrderFund } from './funds.ts';
import type { OrderListDocumentRow, WorkbookRow } from './lib/workbooks.ts';
import { localDate, nowIso, randomId, startOfLocalDay, XLSX_TYPE } from './lib/util.ts';
import { answeredQuotations, assertDistinctBooks, selectionById } from './selections.ts';

/** The statuses of an order, as the contract names them. */
export type OrderStatus = components['schemas']['OrderStatus'];

/** The progress step of a status (a cancelled order keeps the step it had). */
export const STEP: Record<Exclude<OrderStatus, 'CANCELED'>, number> = {
  QUOTATION_REQUEST: 1,
  QUOTATION_DONE: 2,
  ORDER_REQUEST: 3,
  INVOICE_REQUEST: 3,
  INVOICE_DONE: 3,
};

/**
 * Where each status may go: the whole lifecycle (docs/product/orders.md#status). The provider
 * answers a quotation, issues the order form and completes; the member orders from an answered
 * quotation and cancels before the order form.
 */
export const NEXT_STATUSES: Record<OrderStatus, readonly OrderStatus[]> = {
  QUOTATION_REQUEST: ['QUOTATION_DONE', 'CANCELED'],
  QUOTATION_DONE: ['ORDER_REQUEST', 'CANCELED'],
  ORDER_REQUEST: ['INVOICE_REQUEST', 'CANCELED'],
  INVOICE_REQUEST: ['INVOICE_DONE'],
  INVOICE_DONE: [],
  CANCELED: [],
};

/** Who changed an order's status. */
export type OrderActor = 'member' | 'librarian' | 'provider' | 'system';

/** A change of status the lifecycle does not allow, or one another writer made first. */
export class TransitionRefused extends Error {
  override name = 'TransitionRefused';
  constructor(
    readonly from: OrderStatus,
    readonly to: OrderStatus,
  ) {
    super(`An order in ${from} cannot become ${to}.`);
  }
}

/** Columns a status change may set together with the status. */
type TransitionColumns = Partial<
  Pick<OrderRow, 'message' | 'is_alert' | 'quotation_file' | 'order_file'>
>;
const TRANSITION_COLUMNS = ['message', 'is_alert', 'quotation_file', 'order_file'] as const;

/**
 * The only writer of an order's status (a trigger of migration 012 refuses any other): checks the
 * lifecycle, records the change in order_history, and sets the step (a cancelled order keeps the
 * step it had) and `updated_at`. The write is conditional on the status the caller read, so a
 * concurrent change makes it throw TransitionRefused and leaves nothing behind.
 */
export function transition(
  db: Db,
  order: Pick<OrderRow, 'id' | 'status'>,
  to: OrderStatus,
  options: { by: OrderActor; at?: string; set?: TransitionColumns },
): void {
  const { by, at = nowIso(), set = {} } = options;
  if (!NEXT_STATUSES[order.status].includes(to)) throw new TransitionRefused(order.status, to);
  const columns = TRANSITION_COLUMNS.filter((column) => set[column] !== undefined);
  db.transaction(() => {
    db.prepare(
      'INSERT INTO order_history (order_id, from_status, to_status, actor, at) VALUES (?, ?, ?, ?, ?)',
    ).run(order.id, order.status, to, by, at);
    const changed = db
      .prepare(
        `UPDATE orders SET status = ?, step = coalesce(?, step), updated_at = ?${columns
          .map((column) => `, ${column} = ?`)
          .join('')} WHERE id = ? AND status = ?`,
      )
      .run(
        to,
        to === 'CANCELED' ? null : STEP[to],
        at,
        ...columns.map((column) => set[column]),
        order.id,
        order.status,
      ).changes;
    if (changed !== 1) throw new TransitionRefused(order.status, to);
  })();
}

/** What a new order (a quotation request) is made of. */
export interface NewOrder {
  memberId: string;
  selectionKey: string;
  selectionName: string;
  institution: string;
  message: string;
  createdAt: string;
  isAlert?: boolean;
}

/** Creates an order as a quotation request, its first history entry; answers its id and code. */
export function openOrder(
  db: Db,
  order: NewOrder,
  by: OrderActor = 'member',
): { orderId: number; orderCode: string } {
  const orderCode = nextOrderCode(db, new Date(order.createdAt));
  const orderId = Number(
    db
      .prepare(
        `INSERT INTO orders (order_code, member_id, selection_key, selection_name, institution, status, step,
                             message, is_alert, created_at, updated_at)
         VALUES (?, ?, ?, ?, ?, 'QUOTATION_REQUEST', ?, ?, ?, ?, ?)`,
      )
      .run(
        orderCode,
        order.memberId,
        order.selectionKey,
        order.selectionName,
        order.institution,
        STEP.QUOTATION_REQUEST,
        order.message,
        order.isAlert ? 1 : 0,
        order.createdAt,
        order.createdAt,
      ).lastInsertRowid,
  );
  db.prepare(
    `INSERT INTO order_history (order_id, from_status, to_status, actor, at)
     VALUES (?, NULL, 'QUOTATION_REQUEST', ?, ?)`,
  ).run(orderId, by, order.createdAt);
  return { orderId, orderCode };
}

/** A line of a new quotation: its book, quantity and what the member wrote for it. */
export interface QuotationLine {
  bookId: number;
  quantity: number;
  poNumber: string;
  note: string;
  priority: 'first' | 'alternate';
}

/** Writes a new quotation's lines, in the order given, at the books' prices of now. */
export function addQuotationLines(db: Db, orderId: number, lines: readonly QuotationLine[]): void {
  const insert = db.prepare(
    `INSERT INTO order_items
       (order_id, book_id, quantity, price, list_price, po_number, note, priority, position)
     SELECT ?, id, ?, price, list_price, ?, ?, ?, ? FROM books WHERE id = ?`,
  );
  lines.forEach((line, index) => {
    const { changes } = insert.run(
      orderId,
      line.quantity,
      line.poNumber,
      line.note,
      line.priority,
      index,
      line.bookId,
    );
    if (changes !== 1) throw new Error(`No book with id ${line.bookId}.`);
  });
}

/**
 * The member's newest answered quotation from a selection that holds all of `bookIds`, if any:
 * the one an order from the selection turns into an order request.
 */
export function answeredQuotationFor(
  db: Db,
  memberId: string,
  selectionKey: string,
  bookIds: readonly number[],
): OrderRow | undefined {
  const quotation = answeredQuotations(db, memberId, selectionKey).find((candidate) =>
    bookIds.every((bookId) => candidate.bookIds.includes(bookId)),
  );
  return (
    quotation &&
    db.prepare<[number], OrderRow>('SELECT * FROM orders WHERE id = ?').get(quotation.orderId)
  );
}

/** An order's books as rows to copy into a selection: one per book, in the order's order. */
export function orderRowsToCopy(db: Db, orderId: number): QuotationLine[] {
  return db
    .prepare<[number], QuotationLine>(
      `SELECT book_id AS bookId, sum(quantity) AS quantity, max(po_number) AS poNumber,
              max(note) AS note, max(priority) AS priority
       FROM order_items WHERE order_id = ? AND quantity > 0
       GROUP BY book_id ORDER BY min(position)`,
    )
    .all(orderId);
}

export interface OrderHistoryRow {
  from_status: OrderStatus | null;
  to_status: OrderStatus;
  actor: OrderActor;
  at: string;
}

/** An order's changes of status, oldest first. */
export function orderHistory(db: Db, orderId: number): OrderHistoryRow[] {
  return db
    .prepare<[number], OrderHistoryRow>(
      'SELECT from_status, to_status, actor, at FROM order_history WHERE order_id = ? ORDER BY id',
    )
    .all(orderId);
}

/** A book ordered from a quotation: its quantity, and its PO number when the call names one. */
export interface OrderedBook {
  bookId: number;
  quantity: number;
  poNumber?: string | undefined;
  note?: string | undefined;
  priority?: 'first' | 'alternate' | undefined;
}

/**
 * The member orders books of an answered quotation (QUOTATION_DONE → ORDER_REQUEST), from the
 * order detail or from the selection: the quotation keeps only the ordered books, with their
 * quantities (and PO numbers when named), the order takes the message (and the fund when named:
 * `undefined` keeps the quotation's), its alert is cleared, and the ordered books leave the
 * selection the quotation was requested from, when it still exists. Which books may be ordered is
 * the caller's rule (the two calls differ).
 */
export function orderFromQuotation(
  db: Db,
  order: OrderRow,
  request: { books: readonly OrderedBook[]; message: string; fundId?: number | null | undefined },
): void {
  if (order.member_id === null) throw new TransitionRefused(order.status, 'ORDER_REQUEST');
  const ordered = new Map(request.books.map((book) => [book.bookId, book] as const));
  const items = db
    .prepare<[number], { id: number; book_id: number }>(
      'SELECT id, book_id FROM order_items WHERE order_id = ?',
    )
    .all(order.id);
  const deleteItem = db.prepare('DELETE FROM order_items WHERE id = ?');
  const updateItem = db.prepare(
    `UPDATE order_items SET quantity = ?, po_number = coalesce(?, po_number),
       note = coalesce(?, note), priority = coalesce(?, priority) WHERE id = ?`,
  );
  for (const item of items) {
    const book = ordered.get(item.book_id);
    if (!book) deleteItem.run(item.id);
    else {
      updateItem.run(
        book.quantity,
        book.poNumber?.trim() ?? null,
        book.note ?? null,
        book.priority ?? null,
        item.id,
      );
    }
  }
  transition(db, order, 'ORDER_REQUEST', {
    by: 'member',
    set: { message: request.message, is_alert: 0 },
  });
  if (request.fundId !== undefined) setOrderFund(db, order.id, request.fundId);
  // The selection the order recorded, whatever selection the client names: selection ids are
  // never reused, so a deleted one is never confused with a newer one.
  const selection = selectionById(db, order.member_id, order.selection_key);
  if (selection) {
    const remove = db.prepare('DELETE FROM cart_items WHERE selection_id = ? AND book_id = ?');
    for (const bookId of ordered.keys()) remove.run(selection.id, bookId);
  }
}

/**
 * The member orders books of an answered quotation from the order detail: only books of that
 * quotation, each once, at least one with a quantity above 0 (a book at 0 leaves the order).
 */
export function orderQuotedBooks(
  db: Db,
  memberId: string,
  order: OrderRow,
  body: { books: readonly OrderedBook[]; message: string; fundId?: number | null | undefined },
): { orderId: number; orderCode: string; status: 'ORDER_REQUEST' } {
  if (order.status !== 'QUOTATION_DONE') {
    throw conflict(
      'order_status_conflict',
      `An order can be placed only from an answered quotation (the order is ${order.status}).`,
    );
  }
  assertDistinctBooks(body.books);
  const quoted = new Set(orderBookIds(db, order.id));
  const foreign = body.books.filter((book) => !quoted.has(book.bookId));
  if (foreign.length > 0) {
    throw badRequest(
      'book_not_in_order',
      `Book ${foreign.map((book) => book.bookId).join(', ')} is not part of this quotation.`,
    );
  }
  const kept = body.books.filter((book) => book.quantity > 0);
  if (kept.length === 0) {
    throw badRequest('order_empty', 'At least one book must be ordered (quantity above 0).');
  }
  const fundId =
    body.fundId === undefined ? undefined : requestFund(db, memberId, body.fundId, null);
  orderFromQuotation(db, order, { books: kept, message: body.message, fundId });
  return { orderId: order.id, orderCode: order.order_code, status: 'ORDER_REQUEST' };
}

/** Statuses in which the member may cancel (docs/product/orders.md#status). */
export const CANCELLABLE: ReadonlySet<OrderStatus> = new Set([
  'QUOTATION_REQUEST',
  'QUOTATION_DONE',
  'ORDER_REQUEST',
]);

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
  /** The fund the order uses, or null for none (migration 011). */
  fund_id: number | null;
  /** The 학교장터 contract (migration 018): empty number, null date for none. */
  s2b_contract_number: string;
  s2b_contract_date: string | null;
  created_at: string;
  updated_at: string;
}

/** Reads an order by its code. */
export function orderByCode(db: Db, orderCode: string): OrderRow | undefined {
  return db
    .prepare<[string], OrderRow>('SELECT * FROM orders WHERE order_code = ?')
    .get(orderCode.trim().toUpperCase());
}

/** A member's order by id (undefined for another member's). */
export function memberOrder(db: Db, memberId: string, id: number): OrderRow | undefined {
  return db
    .prepare<[number, string], OrderRow>('SELECT * FROM orders WHERE id = ? AND member_id = ?')
    .get(id, memberId);
}

/** An order row of the member's list, with what the list shows of its books. */
export interface OrderListRow extends OrderRow {
  book_count: number;
  total_quantity: number;
  first_book_id: number | null;
  first_title: string | null;
  /** The name of the order's fund (joined), or null for none. */
  fund_name: string | null;
}

/**
 * One page of a member's orders, newest first, narrowed by status and by an inclusive period of
 * calendar days (server time zone) of the creation.
 */
export function memberOrderPage(
  db: Db,
  memberId: string,
  query: {
    page: number;
    take: number;
    status?: OrderStatus | undefined;
    startDate?: string | undefined;
    endDate?: string | undefined;
  },
): { rows: OrderListRow[]; total: number } {
  const conditions = ['o.member_id = ?'];
  const params: unknown[] = [memberId];
  if (query.status) {
    conditions.push('o.status = ?');
    params.push(query.status);
  }
  if (query.startDate) {
    conditions.push('o.created_at >= ?');
    params.push(startOfLocalDay(query.startDate).toISOString());
  }
  if (query.endDate) {
    const next = startOfLocalDay(query.endDate);
    next.setDate(next.getDate() + 1);
    conditions.push('o.created_at < ?');
    params.push(next.toISOString());
  }
  const where = conditions.join(' AND ');
  const total = db
    .prepare<unknown[], { n: number }>(`SELECT COUNT(*) AS n FROM orders o WHERE ${where}`)
    .get(...params);
  const rows = db
    .prepare<unknown[], OrderListRow>(
      `SELECT o.*,
         (SELECT COUNT(*) FROM order_items WHERE order_id = o.id) AS book_count,
         (SELECT coalesce(SUM(quantity), 0) FROM order_items WHERE order_id = o.id) AS total_quantity,
         (SELECT book_id FROM order_items WHERE order_id = o.id ORDER BY position LIMIT 1) AS first_book_id,
         (SELECT b.title FROM order_items oi JOIN books b ON b.id = oi.book_id
           WHERE oi.order_id = o.id ORDER BY oi.position LIMIT 1) AS first_title,
         f.name AS fund_name
       FROM orders o LEFT JOIN funds f ON f.id = o.fund_id WHERE ${where}
       ORDER BY o.created_at DESC, o.id DESC LIMIT ? OFFSET ?`,
    )
    .all(...params, query.take, (query.page - 1) * query.take);
  return { rows, total: total?.n ?? 0 };
}

/** The most orders the list's export holds (docs/product/orders.md#excel). */
export const ORDER_EXPORT_MAX = 10_000;

/**
 * The member's orders for the list's export: every order `memberOrderPage` finds for the same
 * filters, newest first, as the workbook shows them (docs/product/orders.md#excel).
 */
export function memberOrderExportRows(
  db: Db,
  memberId: string,
  filters: { status?: OrderStatus; startDate?: string; endDate?: string },
): OrderListDocumentRow[] {
  const { rows } = memberOrderPage(db, memberId, { ...filters, page: 1, take: ORDER_EXPORT_MAX });
  return rows.map((row) => ({
    orderCode: row.order_code,
    selection: row.selection_name,
    title: row.first_title ?? '',
    books: row.book_count,
    quantity: row.total_quantity,
    orderDate: localDate(new Date(row.created_at)),
    status: row.status,
    fund: row.fund_name,
    s2bNumber: row.s2b_contract_number,
    s2bDate: row.s2b_contract_date,
  }));
}

/**
 * The home's order counts of a member's orders created since `since`: quotations (requested or
 * answered), orders (requested or with their order form) and completed orders.
 */
export function orderCounts(
  db: Db,
  memberId: string,
  since: Date,
): { quotation: number; orders: number; invoice: number } {
  const counts = db
    .prepare<[string, string], { quotation: number; orders: number; invoice: number }>(
      `SELECT
         coalesce(SUM(status IN ('QUOTATION_REQUEST', 'QUOTATION_DONE')), 0) AS quotation,
         coalesce(SUM(status IN ('ORDER_REQUEST', 'INVOICE_REQUEST')), 0) AS orders,
         coalesce(SUM(status = 'INVOICE_DONE'), 0) AS invoice
       FROM orders WHERE member_id = ? AND created_at >= ?`,
    )
    .get(memberId, since.toISOString());
  return counts ?? { quotation: 0, orders: 0, invoice: 0 };
}

export type S2bContract = components['schemas']['S2bContract'];

/** The order's 학교장터 contract as the contract answers it. */
export const s2bContractOf = (
  order: Pick<OrderRow, 's2b_contract_number' | 's2b_contract_date'>,
): S2bContract => ({ number: order.s2b_contract_number, date: order.s2b_contract_date });

/**
 * Records the order's 학교장터 (S2B) contract (docs/product/orders.md#s2b): editable until the
 * order is completed; a completed or cancelled order keeps what it had
 * (`409 order_contract_settled`; migration 018's trigger holds every other writer to it). The
 * write is conditional on the order still being open, so a completion in between wins.
 */
export function setOrderContract(db: Db, order: OrderRow, contract: S2bContract): S2bContract {
  const settled = () =>
    conflict(
      'order_contract_settled',
      `Order ${order.order_code} is ${order.status === 'CANCELED' ? 'cancelled' : 'completed'}: its S2B contract can no longer be changed.`,
    );
  if (order.status === 'INVOICE_DONE' || order.status === 'CANCELED') throw settled();
  const changed = db
    .prepare(
      `UPDATE orders SET s2b_contract_number = ?, s2b_contract_date = ?
       WHERE id = ? AND status NOT IN ('INVOICE_DONE', 'CANCELED')`,
    )
    .run(contract.number.trim(), contract.date, order.id).changes;
  if (changed !== 1) throw settled();
  return { number: contract.number.trim(), date: contract.date };
}

/** The member has read the order's detail: its "Updated" mark goes. */
export function clearOrderAlert(db: Db, orderId: number): void {
  db.prepare('UPDATE orders SET is_alert = 0 WHERE id = ?').run(orderId);
}

/** A book of an order as the detail shows it (the PO number is the row's `message`). */
export interface OrderBookRow {
  id: number;
  bookId: number;
  title: string;
  quantity: number;
  price: number;
  listPrice: number | null;
  message: string;
  note: string;
  priority: 'first' | 'alternate';
}

/** An order's books as the detail shows them. */
export function orderBooks(db: Db, orderId: number): OrderBookRow[] {
  return db
    .prepare<[number], OrderBookRow>(
      `SELECT oi.id AS id, oi.book_id AS bookId, b.title AS title, oi.quantity AS quantity,
              oi.price AS price, oi.list_price AS listPrice, oi.po_number AS message, oi.note AS note, oi.priority AS priority
       FROM order_items oi JOIN books b ON b.id = oi.book_id WHERE oi.order_id = ? ORDER BY oi.position`,
    )
    .all(orderId);
}

/** The ids of the books an order holds. */
export function orderBookIds(db: Db, orderId: number): number[] {
  return db
    .prepare<[number], { book_id: number }>(
      'SELECT book_id FROM order_items WHERE order_id = ? ORDER BY position',
    )
    .all(orderId)
    .map((row) => row.book_id);
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

/** A stored file of one of the member's orders, by its key (undefined for anyone else's). */
export function memberOrderFile(
  db: Db,
  memberId: string,
  key: string,
): { filename: string; content_type: string; data: Buffer } | undefined {
  return db
    .prepare<[string, string], { filename: string; content_type: string; data: Buffer }>(
      `SELECT f.filename, f.content_type, f.data FROM files f JOIN orders o ON o.id = f.order_id
       WHERE f.key = ? AND o.member_id = ?`,
    )
    .get(key, memberId);
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
