/**
 * What the provider does, as plain functions over the database: used by the admin CLI
 * (`npm run admin -- <command>`) and by the contract tests. Each answers a one-line description
 * of what it did and throws ProviderError on bad input (unknown e-mail or order, wrong status).
 */
import { readFileSync } from 'node:fs';
import type { Db } from './db/index.ts';
import { noticeSearchText } from './notice-text.ts';
import { getSetting, setSetting } from './db/index.ts';
import { memberByEmail } from './members.ts';
import {
  buildOrderFile,
  orderByCode,
  orderWorkbookRows,
  storeOrderFile,
  transition,
  type OrderRow,
  type OrderStatus,
} from './orders.ts';
import { outboxMessages } from './outbox.ts';
import { revokeMemberTokens } from './auth/session.ts';
import { AccountThrottle } from './auth/throttle.ts';
import { nowIso } from './lib/util.ts';
import { MAX_VALIDITY_DAYS, quotationValidityDays, setQuotationValidityDays } from './documents.ts';
import { lowestPrice, MAX_DISCOUNT_PERCENT, priceAllowed } from '../src/rules/price-law.ts';
import { formatRegistrationNumber } from '../src/rules/registration-number.ts';
import {
  removeSupplierSeal,
  setSupplier,
  setSupplierSeal,
  SUPPLIER_FIELDS,
  supplierIdentity,
  SupplierRefused,
} from './supplier.ts';

export class ProviderError extends Error {
  override name = 'ProviderError';
  constructor(
    message: string,
    /** What a caller tells apart (the price law's refusal); most refusals need none. */
    readonly code?: 'price_below_list_price',
  ) {
    super(message);
  }
}

/**
 * Refuses an order whose lines break the price law (a unit price below 90 % of the list price),
 * naming every such book; checked before anything is written, so nothing is.
 */
function requireLawfulPrices(db: Db, order: OrderRow): void {
  const lines = db
    .prepare<[number], { title: string; isbn: string; price: number; listPrice: number | null }>(
      `SELECT b.title AS title, b.isbn AS isbn, oi.price AS price, oi.list_price AS listPrice
       FROM order_items oi JOIN books b ON b.id = oi.book_id WHERE oi.order_id = ? ORDER BY oi.position`,
    )
    .all(order.id);
  const unlawful = lines.filter((line) => !priceAllowed(line.price, line.listPrice));
  if (unlawful.length === 0) return;
  const won = (amount: number) => `${amount.toLocaleString('ko-KR')}원`;
  throw new ProviderError(
    `Order ${order.order_code} was not answered: ${unlawful
      .map(
        (line) =>
          `"${line.title}" (${line.isbn}) at ${won(line.price)} is below 90 % of its list price ${won(line.listPrice ?? 0)} (at least ${won(lowestPrice(line.listPrice ?? 0))})`,
      )
      .join('; ')}. 도서정가제 allows at most ${MAX_DISCOUNT_PERCENT} % off.`,
    'price_below_list_price',
  );
}

function requireMember(db: Db, email: string) {
  const member = memberByEmail(db, email);
  if (!member) throw new ProviderError(`No member with e-mail ${email}.`);
  return member;
}

function requireOrder(db: Db, orderCode: string, expected: OrderStatus): OrderRow {
  const order = orderByCode(db, orderCode);
  if (!order) throw new ProviderError(`No order with code ${orderCode}.`);
  if (order.status !== expected) {
    throw new ProviderError(
      `Order ${order.order_code} is ${order.status}; this needs ${expected}.`,
    );
  }
  return order;
}

/** Approves a pending member. */
export function approveMember(db: Db, email: string): string {
  const member = requireMember(db, email);
  if (member.is_approved) throw new ProviderError(`${member.email} is already approved.`);
  db.prepare('UPDATE members SET is_approved = 1, approved_at = ? WHERE id = ?').run(
    nowIso(),
    member.id,
  );
  return `Approved ${member.email} (${member.name}, ${member.department}).`;
}

/**
 * Moves an order to the next status with a generated file. The workbook is built first; the
 * status is checked again inside the write transaction, so a concurrent change wins cleanly.
 */
async function advance(
  db: Db,
  orderCode: string,
  from: OrderStatus,
  to: OrderStatus,
  file?: 'quotation' | 'order_form',
): Promise<OrderRow> {
  const order = requireOrder(db, orderCode, from);
  if (file === 'quotation') requireLawfulPrices(db, order);
  const data = file ? await buildOrderFile(db, order, file) : undefined;
  db.transaction(() => {
    const current = requireOrder(db, orderCode, from);
    let key: string | undefined;
    if (file && data) key = storeOrderFile(db, current, file, data);
    transition(db, current, to, {
      by: 'provider',
      set: {
        is_alert: 1,
        ...(file === 'quotation' ? { quotation_file: key } : {}),
        ...(file === 'order_form' ? { order_file: key } : {}),
      },
    });
  }).immediate();
  return orderByCode(db, orderCode) as OrderRow;
}

/**
 * Answers a quotation request: attaches a quotation workbook, QUOTATION_DONE, alert on. Refused
 * whole when a line's unit price is below 90 % of its list price (도서정가제).
 */
export async function quoteOrder(db: Db, orderCode: string): Promise<string> {
  const order = await advance(db, orderCode, 'QUOTATION_REQUEST', 'QUOTATION_DONE', 'quotation');
  return `Quoted ${order.order_code}: QUOTATION_DONE, quotation file /api/v1/files/${order.quotation_file}.`;
}

/** Issues the order form of an order request: INVOICE_REQUEST, alert on. */
export async function invoiceOrder(db: Db, orderCode: string): Promise<string> {
  const order = await advance(db, orderCode, 'ORDER_REQUEST', 'INVOICE_REQUEST', 'order_form');
  return `Invoiced ${order.order_code}: INVOICE_REQUEST, order form /api/v1/files/${order.order_file}.`;
}

/** Completes an invoiced order: INVOICE_DONE, alert on. */
export async function completeOrder(db: Db, orderCode: string): Promise<string> {
  const order = await advance(db, orderCode, 'INVOICE_REQUEST', 'INVOICE_DONE');
  return `Completed ${order.order_code}: INVOICE_DONE.`;
}

/** Posts an announcement (the content is stored as given and may contain HTML). */
export function postNotice(db: Db, title: string, content: string, writerName = '관리자'): string {
  if (title.trim() === '' || content.trim() === '') {
    throw new ProviderError('An announcement needs a title and a content.');
  }
  const result = db
    .prepare(
      'INSERT INTO notifications (title, content, writer_name, created_at, content_text) VALUES (?, ?, ?, ?, ?)',
    )
    .run(title.trim(), content, writerName, nowIso(), noticeSearchText(content));
  return `Posted announcement ${String(result.lastInsertRowid)}: ${title.trim()}`;
}

/** The latest code sent to an address (kept outside production only). */
export function latestCode(db: Db, email: string): { code: string; line: string } {
  const message = outboxMessages({ db }, email, 20).find((mail) => mail.code !== '');
  if (!message) throw new ProviderError(`No code was sent to ${email}.`);
  return {
    code: message.code,
    line: `${message.code}  (${message.subject}, sent ${message.sentAt} to ${message.email})`,
  };
}

/** Ends every sign-in of a member (their access tokens stop working within seconds). */
export function revokeSessions(db: Db, email: string): string {
  const member = requireMember(db, email);
  const count = revokeMemberTokens({ db }, member.id);
  return `Revoked ${count} refresh token(s) of ${member.email}.`;
}

/**
 * Lifts every lock of a member: sign-in (from every address and browser), code checks and code
 * sending, for sign-up and reset alike.
 */
export function unlockMember(db: Db, email: string): string {
  const member = requireMember(db, email);
  const account = member.email_key;
  // Counters written before they were named by their account.
  const legacy = ['login', 'code:register', 'code:reset', 'send:register', 'send:reset'].map(
    (kind) => `${kind}:${account}`,
  );
  const cleared = AccountThrottle.clearAccount({ db }, account, legacy);
  return `Unlocked ${member.email}: sign-in, code checks and code sending (${cleared} counter(s) cleared).`;
}

/** Sets a new banner text; the version goes up by one. */
export function setBannerText(db: Db, text: string): string {
  if (text.trim() === '') throw new ProviderError('The banner text must not be empty.');
  const raw = getSetting(db, 'banner_text');
  const current = raw ? (JSON.parse(raw) as { version: number }) : { version: 0 };
  const version = current.version + 1;
  setSetting(db, 'banner_text', JSON.stringify({ version, text: text.trim() }));
  return `Banner text is now version ${version}: ${text.trim()}`;
}

/** Takes the external service endpoints down (503) or up again. */
export function setServiceState(db: Db, state: string): string {
  if (state !== 'down' && state !== 'up')
    throw new ProviderError('Use "service down" or "service up".');
  setSetting(db, 'service_down', state === 'down' ? '1' : '0');
  return state === 'down'
    ? 'The external service endpoints now answer 503.'
    : 'The external service endpoints are up again.';
}

/** The largest simulated latency: a minute is slower than any timeout the portal uses. */
const MAX_LATENCY_MS = 60_000;

/**
 * Delays every answer under /api/v1 by `ms` milliseconds (0 ends it), to try the portal on a slow
 * network: its reads fall back to the service worker's cache after their timeout.
 */
export function setApiLatency(db: Db, ms: string): string {
  const value = Number(ms);
  if (!Number.isInteger(value) || value < 0 || value > MAX_LATENCY_MS)
    throw new ProviderError(
      `The latency must be a whole number of ms from 0 to ${MAX_LATENCY_MS}.`,
    );
  setSetting(db, 'api_latency_ms', String(value));
  return value === 0
    ? 'API answers are no longer delayed.'
    : `Every /api/v1 answer is now delayed by ${value} ms.`;
}

/**
 * How many days a 견적서 is valid from its date (its 유효기간; docs/operations.md#documents):
 * without a value, the days in force.
 */
export function quotationValidity(db: Db, days?: string): string {
  if (days === undefined) return `A 견적서 is valid for ${quotationValidityDays(db)} days.`;
  const value = Number(days);
  if (!Number.isInteger(value) || value < 1 || value > MAX_VALIDITY_DAYS) {
    throw new ProviderError(
      `The validity must be a whole number of days from 1 to ${MAX_VALIDITY_DAYS}.`,
    );
  }
  setQuotationValidityDays(db, value);
  return `A 견적서 is now valid for ${value} days from its date.`;
}

/**
 * A request's lines as the provider reads them: quantity, unit price, PO number, priority and
 * note of each (docs/product/selection.md#notes), one line each after the order's.
 */
export function orderLines(db: Db, orderCode: string): string {
  const order = orderByCode(db, orderCode);
  if (!order) throw new ProviderError(`No order with code ${orderCode}.`);
  const rows = orderWorkbookRows(db, order.id);
  return [
    `${order.order_code} ${order.status}, ${rows.length} line(s)`,
    ...rows.map(
      (row, index) =>
        `${index + 1}. ${row.title} (${row.isbn}) × ${row.quantity} at ${row.price}원` +
        `${row.poNumber ? `, PO ${row.poNumber}` : ''}, ${row.priority === 'alternate' ? 'alternate' : 'first choice'}` +
        `${row.note ? `: ${JSON.stringify(row.note)}` : ''}`,
    ),
  ].join('\n');
}

/**
 * The supplier's identity (docs/operations.md#supplier): with no field, what is set; with a field
 * and its value, sets it (the registration number checked, typed with or without dashes); `seal
 * <file.png>` stores the seal image and `seal none` removes it.
 */
export function supplierCommand(db: Db, filesDir: string, args: readonly string[]): string {
  const [what, ...rest] = args;
  const value = rest.join(' ');
  try {
    if (what === undefined) {
      const current = supplierIdentity(db, filesDir);
      const shown = Object.entries(SUPPLIER_FIELDS).map(
        ([name, field]) =>
          `${name}: ${(field === 'registrationNumber' ? current.printedRegistrationNumber : current[field]) || '(not set)'}`,
      );
      return [...shown, `seal: ${current.seal ? `${current.seal.length} bytes` : '(none)'}`].join(
        '\n',
      );
    }
    if (what === 'seal') {
      if (value === 'none') {
        removeSupplierSeal(db, filesDir);
        return 'The supplier has no seal image now.';
      }
      if (value === '') throw new ProviderError('supplier seal needs <file.png> or none.');
      let png: Buffer;
      try {
        png = readFileSync(value);
      } catch {
        throw new ProviderError(`Cannot read ${value}.`);
      }
      setSupplierSeal(db, filesDir, png);
      return `The supplier's seal image is now ${value} (${png.length} bytes).`;
    }
    const field = SUPPLIER_FIELDS[what];
    if (!field) {
      throw new ProviderError(
        `Unknown supplier field "${what}": use ${Object.keys(SUPPLIER_FIELDS).join(', ')} or seal.`,
      );
    }
    const saved = setSupplier(db, { [field]: value });
    const shown =
      field === 'registrationNumber' ? formatRegistrationNumber(saved[field]) : saved[field];
    return `The supplier's ${what} is now ${shown}.`;
  } catch (error) {
    if (error instanceof SupplierRefused) throw new ProviderError(error.message);
    throw error;
  }
}
