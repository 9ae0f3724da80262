/**
 * The texts of the workbooks the server makes for a member's request (the selection's Excel
 * Download, docs/product/selection.md#excel; the year's report, docs/product/budget.md#report)
 * in the interface's two locales. They are the page's labels: the English the English
 * interface's (the specifications' words), the Korean the Korean interface's (src/texts/ko/,
 * which the server does not import; tests/unit/server/workbook-texts.test.ts holds them equal).
 * The data in the cells (titles, fund names, the KDC classes' names) is never translated.
 */

export type WorkbookLocale = 'ko' | 'en';

/**
 * The locale of a request's `Accept-Language` (the contract's `AcceptLanguage`): its first tag,
 * English when it starts with `en`; Korean otherwise, and without one, as most members read it.
 */
export function workbookLocale(acceptLanguage: string | undefined): WorkbookLocale {
  const first = (acceptLanguage ?? '').split(',')[0]?.trim().toLowerCase() ?? '';
  return first.startsWith('en') ? 'en' : 'ko';
}

type Statuses =
  | 'QUOTATION_REQUEST'
  | 'QUOTATION_DONE'
  | 'ORDER_REQUEST'
  | 'INVOICE_REQUEST'
  | 'INVOICE_DONE'
  | 'CANCELED';

export interface WorkbookTexts {
  /** The Total row's first cell. */
  total: string;
  /** A line's priority as the provider reads it (docs/product/selection.md#notes). */
  priorities: { first: string; alternate: string };
  selection: {
    sheet: string;
    columns: {
      title: string;
      category: string;
      author: string;
      publisher: string;
      isbn: string;
      price: string;
      poNumber: string;
      quantity: string;
      amount: string;
      priority: string;
      note: string;
    };
  };
  /** The order list's export (docs/product/orders.md#excel): the list's own column names. */
  orderList: {
    sheet: string;
    filename: string;
    columns: {
      orderCode: string;
      selection: string;
      title: string;
      books: string;
      quantity: string;
      orderDate: string;
      status: string;
      fund: string;
      s2bNumber: string;
      s2bDate: string;
    };
  };
  fundReport: {
    /** The file's name (Content-Disposition). */
    filename: (schoolYear: number) => string;
    /** The first row of the funds' sheet, and the workbook's title. */
    schoolYear: (schoolYear: number) => string;
    period: (from: string, to: string) => string;
    sheets: { funds: string; byStatus: string; byClass: string };
    columns: {
      fund: string;
      amount: string;
      committed: string;
      spent: string;
      remaining: string;
      status: string;
      requests: string;
      quantity: string;
      total: string;
      kdcClass: string;
      books: string;
    };
    noFund: string;
    /** The order statuses as the portal names them (src/texts/<locale>/orders.ts). */
    statuses: Record<Statuses, string>;
  };
}

const en: WorkbookTexts = {
  total: 'Total',
  priorities: { first: 'First choice', alternate: 'Alternate' },
  selection: {
    sheet: 'My Selection',
    columns: {
      title: 'Title',
      category: 'Category',
      author: 'Author',
      publisher: 'Publisher',
      isbn: 'ISBN',
      price: 'Price',
      poNumber: 'PO Number',
      quantity: 'Quantity',
      amount: 'Amount',
      priority: 'Priority',
      note: 'Note',
    },
  },
  orderList: {
    sheet: 'Order Inquiry',
    filename: 'orders.xlsx',
    columns: {
      orderCode: 'Order#',
      selection: 'My Selection',
      title: 'Title',
      books: 'Books',
      quantity: 'Quantity',
      orderDate: 'Order Date',
      status: 'Status',
      fund: 'Fund',
      s2bNumber: 'Contract number',
      s2bDate: 'Contract date',
    },
  },
  fundReport: {
    filename: (schoolYear) => `budget-${schoolYear}.xlsx`,
    schoolYear: (schoolYear) => `${schoolYear}학년도`,
    period: (from, to) => `${from} – ${to}`,
    sheets: { funds: 'Funds', byStatus: 'By fund and status', byClass: 'By KDC class' },
    columns: {
      fund: 'Fund',
      amount: 'Amount',
      committed: 'Committed',
      spent: 'Spent',
      remaining: 'Remaining',
      status: 'Status',
      requests: 'Requests',
      quantity: 'Quantity',
      total: 'Total',
      kdcClass: 'KDC class',
      books: 'Books',
    },
    noFund: 'No fund',
    statuses: {
      QUOTATION_REQUEST: 'Quotation Request',
      QUOTATION_DONE: 'Quotation Done',
      ORDER_REQUEST: 'Order Request',
      INVOICE_REQUEST: 'Invoice Request',
      INVOICE_DONE: 'Invoice Done',
      CANCELED: 'Canceled',
    },
  },
};

const ko: WorkbookTexts = {
  total: '합계',
  // 예비: an alternate the provider supplies only within the budget.
  priorities: { first: '우선 구매', alternate: '예비' },
  selection: {
    sheet: '장바구니',
    columns: {
      title: '도서명',
      category: '분류',
      author: '저자',
      publisher: '출판사',
      isbn: 'ISBN',
      price: '단가',
      poNumber: '발주번호',
      quantity: '수량',
      amount: '금액',
      priority: '우선순위',
      note: '메모',
    },
  },
  orderList: {
    sheet: '주문 조회',
    filename: '주문-목록.xlsx',
    columns: {
      orderCode: '주문번호',
      selection: '장바구니',
      title: '도서명',
      books: '종수',
      quantity: '수량',
      orderDate: '주문일',
      status: '상태',
      fund: '예산',
      s2bNumber: '계약번호',
      s2bDate: '계약일',
    },
  },
  fundReport: {
    filename: (schoolYear) => `예산-${schoolYear}.xlsx`,
    schoolYear: (schoolYear) => `${schoolYear}학년도`,
    period: (from, to) => `${from} ~ ${to}`,
    sheets: { funds: '예산 목록', byStatus: '예산별·상태별', byClass: 'KDC 분류별' },
    columns: {
      fund: '예산',
      amount: '금액',
      committed: '집행 예정액',
      spent: '집행액',
      remaining: '잔액',
      status: '상태',
      requests: '건수',
      quantity: '수량',
      total: '합계',
      kdcClass: 'KDC 분류',
      // The count of order lines (titles) beside their copies (수량).
      books: '종수',
    },
    noFund: '예산 미지정',
    statuses: {
      QUOTATION_REQUEST: '견적 요청',
      QUOTATION_DONE: '견적 완료',
      ORDER_REQUEST: '주문 요청',
      INVOICE_REQUEST: '발주서 발행',
      INVOICE_DONE: '주문 완료',
      CANCELED: '취소됨',
    },
  },
};

export const WORKBOOK_TEXTS: Record<WorkbookLocale, WorkbookTexts> = { en, ko };

/** An order status's name in `locale`; an unknown status as it is. */
export function statusName(locale: WorkbookLocale, status: string): string {
  return (WORKBOOK_TEXTS[locale].fundReport.statuses as Record<string, string>)[status] ?? status;
}
