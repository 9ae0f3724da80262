/**
 * The papers a school's office files for an order (docs/product/orders.md#documents): the 견적서
 * of an answered quotation and the 거래명세서 of an order with its order form. This module says
 * when each exists and gathers what it prints (the order's lines, the member's institution, the
 * supplier, the dates) into the plain model of server/lib/documents/model.ts; the files are drawn
 * off the main thread (server/lib/workbooks-off-thread.ts).
 */
import type { Db } from './db/index.ts';
import { getSetting, setSetting } from './db/index.ts';
import { conflict } from './errors.ts';
import type {
  DocumentLine,
  DocumentRecipient,
  DocumentSupplier,
  TradeDocument,
} from './lib/documents/model.ts';
import { tradeDocument } from './lib/documents/model.ts';
import { localDate } from './lib/util.ts';
import { memberInstitution } from './members.ts';
import type { OrderRow } from './orders.ts';
import { supplierIdentity } from './supplier.ts';

export type DocumentKind = TradeDocument['kind'];

const VALIDITY_SETTING = 'quotation_validity_days';
/** How long a 견적서 is valid unless the provider set otherwise (`npm run admin -- validity`). */
export const DEFAULT_VALIDITY_DAYS = 30;
export const MAX_VALIDITY_DAYS = 365;

/** The days a 견적서 is valid from its date (유효기간). */
export function quotationValidityDays(db: Db): number {
  const stored = Number(getSetting(db, VALIDITY_SETTING));
  return Number.isInteger(stored) && stored > 0 ? stored : DEFAULT_VALIDITY_DAYS;
}

/** Sets the days a 견적서 is valid (the provider's setting); answers the days now in force. */
export function setQuotationValidityDays(db: Db, days: number): number {
  if (!Number.isInteger(days) || days < 1 || days > MAX_VALIDITY_DAYS) {
    throw new RangeError(`The validity must be 1 to ${MAX_VALIDITY_DAYS} days, not ${days}.`);
  }
  setSetting(db, VALIDITY_SETTING, String(days));
  return days;
}

/**
 * The stored file a paper is dated by: the quotation the provider answered, or the order form
 * it issued. Null while the order has none, and for a cancelled order, which nobody buys.
 */
function datingFile(order: OrderRow, kind: DocumentKind): string | null {
  if (order.status === 'CANCELED') return null;
  return kind === 'quotation' ? order.quotation_file : order.order_file;
}

const UNAVAILABLE: Record<DocumentKind, string> = {
  quotation: 'has no answered quotation',
  statement: 'has no order form',
};

/** The day (server time) the paper's file was made; the order's last change if it has gone. */
function issuedOn(db: Db, order: OrderRow, fileKey: string): string {
  const file = db
    .prepare<[string], { created_at: string }>('SELECT created_at FROM files WHERE key = ?')
    .get(fileKey);
  return localDate(new Date(file?.created_at ?? order.updated_at));
}

function addDays(isoDate: string, days: number): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  return localDate(new Date(year!, month! - 1, day! + days));
}

function documentLines(db: Db, orderId: number): DocumentLine[] {
  return db
    .prepare<[number], DocumentLine>(
      `SELECT b.title AS title, b.author_k AS author, b.publisher AS publisher, b.isbn AS isbn,
              oi.list_price AS listPrice, oi.price AS unitPrice, oi.quantity AS quantity,
              oi.note AS note
       FROM order_items oi JOIN books b ON b.id = oi.book_id
       WHERE oi.order_id = ? ORDER BY oi.position`,
    )
    .all(orderId);
}

/**
 * 수신 / 공급받는자: the member's institution (docs/product/profile.md#institution) with the member
 * as the contact; what the member has not given prints as 미입력. An order of a deleted account
 * keeps the institution text it was requested with.
 */
function documentRecipient(db: Db, order: OrderRow): DocumentRecipient {
  const school = order.member_id ? memberInstitution(db, order.member_id) : undefined;
  if (!school) {
    return {
      institution: order.institution,
      registrationNumber: '',
      contact: '',
      address: '',
      phone: '',
      email: '',
    };
  }
  return {
    institution: school.institutionName,
    registrationNumber: school.institutionNumber,
    contact: school.department
      ? `${school.contactName} (${school.department})`
      : school.contactName,
    address: school.address,
    phone: school.phoneNumber,
    // The office's address for documents when the member gave one, else the member's own.
    email: school.officeEmail || school.email,
  };
}

/** 공급자: the portal's operator as the provider set it (docs/operations.md#supplier), with its seal. */
function documentSupplier(db: Db, filesDir: string): DocumentSupplier {
  const {
    missing: _missing,
    printedRegistrationNumber: _printed,
    ...identity
  } = supplierIdentity(db, filesDir);
  return identity;
}

/**
 * The paper of one of the member's orders, as it reads now: `409 order_document_unavailable`
 * while the order has no answered quotation (견적서) or no order form (거래명세서), or is cancelled.
 */
export function orderDocument(
  db: Db,
  filesDir: string,
  order: OrderRow,
  kind: DocumentKind,
): TradeDocument {
  const fileKey = datingFile(order, kind);
  if (!fileKey) {
    throw conflict(
      'order_document_unavailable',
      order.status === 'CANCELED'
        ? `Order ${order.order_code} is cancelled: it has no ${kind === 'quotation' ? '견적서' : '거래명세서'}.`
        : `Order ${order.order_code} ${UNAVAILABLE[kind]} yet.`,
    );
  }
  const date = issuedOn(db, order, fileKey);
  return tradeDocument({
    kind,
    number: order.order_code,
    issuedOn: date,
    validUntil: kind === 'quotation' ? addDays(date, quotationValidityDays(db)) : null,
    contract: order.s2b_contract_number
      ? { number: order.s2b_contract_number, date: order.s2b_contract_date }
      : null,
    supplier: documentSupplier(db, filesDir),
    recipient: documentRecipient(db, order),
    lines: documentLines(db, order.id),
  });
}

/** The file's name: 견적서-ORD-20261202-0001.pdf */
export const documentFilename = (
  doc: Pick<TradeDocument, 'kind' | 'number'>,
  format: 'pdf' | 'xlsx',
): string => `${doc.kind === 'quotation' ? '견적서' : '거래명세서'}-${doc.number}.${format}`;
