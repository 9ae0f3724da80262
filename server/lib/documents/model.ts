/**
 * The papers a Korean school's administration office files (docs/product/orders.md#documents):
 * the 견적서 of an answered quotation and the 거래명세서 of an order with its order form. One plain
 * model, made from the database by the orders module and drawn by two pure renderers (pdf.ts,
 * xlsx.ts), so both files say the same thing. It crosses to the worker thread as it is: data
 * only, no function, no class (the seal is bytes).
 */

/** The portal's operator, as it signs the paper (공급자). */
export interface DocumentSupplier {
  /** 상호 */
  name: string;
  /** 사업자등록번호, 10 digits (shown as 123-45-67890). */
  registrationNumber: string;
  /** 대표자 */
  representative: string;
  /** 주소 */
  address: string;
  /** 업태 */
  businessType: string;
  /** 종목 */
  businessItem: string;
  phone: string;
  email: string;
  /** The seal (직인), a PNG, printed over the representative's "(인)"; null when there is none. */
  seal: Uint8Array | null;
}

/** The institution the paper is addressed to (수신, 공급받는자). */
export interface DocumentRecipient {
  /** 기관명 */
  institution: string;
  /** 고유번호 or 사업자등록번호, 10 digits; empty when the member has not given it. */
  registrationNumber: string;
  /** 담당자: the member who ordered (and the department, when there is one). */
  contact: string;
  address: string;
  phone: string;
  email: string;
}

export interface DocumentLine {
  title: string;
  author: string;
  publisher: string;
  isbn: string;
  /** 정가, or null for a book without one (marked, no 할인율). */
  listPrice: number | null;
  /** 단가 */
  unitPrice: number;
  quantity: number;
  /** 비고: the line's note. */
  note: string;
}

export interface DocumentTotals {
  quantity: number;
  /** 합계 금액: the sum of 단가 × 수량. */
  amount: number;
  /** The sum of 정가 × 수량 over the lines that have a 정가. */
  listAmount: number;
}

export interface TradeDocument {
  /** `quotation`: 견적서; `statement`: 거래명세서. */
  kind: 'quotation' | 'statement';
  /** The order's code, the paper's number. */
  number: string;
  /** 견적일 or 발행일, YYYY-MM-DD. */
  issuedOn: string;
  /** 유효기간 (the quotation's last valid day), YYYY-MM-DD; null on a statement. */
  validUntil: string | null;
  /** The 학교장터 contract, when the member recorded its number (its date may be left out). */
  contract: { number: string; date: string | null } | null;
  supplier: DocumentSupplier;
  recipient: DocumentRecipient;
  lines: DocumentLine[];
  totals: DocumentTotals;
}

export type TradeDocumentInput = Omit<TradeDocument, 'totals'>;

/** A line's amount (금액). */
export const lineAmount = (line: DocumentLine): number => line.unitPrice * line.quantity;

/**
 * 할인율 in per cent with one decimal (13,500 of 15,000 → 10; 14,250 of 15,000 → 5), or null
 * when the book has no 정가.
 */
export function discountRate(line: Pick<DocumentLine, 'listPrice' | 'unitPrice'>): number | null {
  if (line.listPrice === null || line.listPrice <= 0) return null;
  return Math.round((1 - line.unitPrice / line.listPrice) * 1000) / 10;
}

/** The one way to make a document: its totals come from its lines. */
export function tradeDocument(input: TradeDocumentInput): TradeDocument {
  const totals: DocumentTotals = { quantity: 0, amount: 0, listAmount: 0 };
  for (const line of input.lines) {
    totals.quantity += line.quantity;
    totals.amount += lineAmount(line);
    if (line.listPrice !== null) totals.listAmount += line.listPrice * line.quantity;
  }
  return { ...input, totals };
}

/** 2026-12-02 → 2026년 12월 2일, as the papers date themselves. */
export function koreanDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  return `${year}년 ${month}월 ${day}일`;
}

/** 187000 → 187,000 */
export const won = (amount: number): string => amount.toLocaleString('ko-KR');

/** The texts of both papers: Korean only, as the office files them. */
export const DOCUMENT_TEXTS = {
  title: { quotation: '견 적 서', statement: '거 래 명 세 서' },
  fileTitle: { quotation: '견적서', statement: '거래명세서' },
  number: '문서번호',
  issuedOn: { quotation: '견적일', statement: '발행일' },
  validUntil: '유효기간',
  validUntilValue: (date: string) => `${koreanDate(date)}까지`,
  contract: '학교장터 계약',
  contractValue: (contract: { number: string; date: string | null }) =>
    contract.date ? `${contract.number} (${koreanDate(contract.date)})` : contract.number,
  recipientHeading: { quotation: '수신', statement: '공급받는자' },
  honorific: '귀하',
  contact: '담당자',
  recipientNumber: '고유번호',
  supplierHeading: '공급자',
  supplier: {
    registrationNumber: '등록번호',
    name: '상호',
    representative: '대표자',
    seal: '(인)',
    address: '주소',
    businessType: '업태',
    businessItem: '종목',
    contact: '연락처',
  },
  opening: {
    quotation: '아래와 같이 견적합니다.',
    statement: '아래와 같이 공급합니다.',
  },
  totalLabel: '합계금액',
  taxExempt: '면세',
  taxExemptNote: '도서는 부가가치세 면세 품목입니다 (계산서 발행).',
  columns: {
    no: '번호',
    title: '도서명',
    author: '저자',
    publisher: '출판사',
    isbn: 'ISBN',
    listPrice: '정가',
    discount: '할인율',
    unitPrice: '단가',
    quantity: '수량',
    amount: '금액',
    note: '비고',
  },
  noListPrice: '정가 없음',
  sum: '합계',
  received: '인수자',
  missing: '미입력',
  page: (page: number, pages: number) => `${page} / ${pages} 쪽`,
} as const;

/** The amount as printed beside its words: ₩187,000 */
export const wonFigure = (amount: number): string => `₩${won(amount)}`;

/** 10 → "10%", 5.5 → "5.5%", null → "-". */
export const percent = (rate: number | null): string => (rate === null ? '-' : `${rate}%`);
