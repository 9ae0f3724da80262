/** The .xlsx files of the portal: selection export, quotation and order form (exceljs). */
import ExcelJS from 'exceljs';
import { statusName, WORKBOOK_TEXTS, type WorkbookLocale } from './workbook-texts.ts';

export interface WorkbookRow {
  title: string;
  category: string;
  author: string;
  publisher: string;
  isbn: string;
  price: number;
  poNumber: string;
  quantity: number;
  note: string;
  priority: 'first' | 'alternate';
}

const WON = '#,##0"원"';

function styleHeader(row: ExcelJS.Row): void {
  row.font = { bold: true };
  row.alignment = { vertical: 'middle', horizontal: 'center' };
  row.eachCell((cell) => {
    cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE8EEF7' } };
    cell.border = { bottom: { style: 'thin' } };
  });
}

async function toBuffer(workbook: ExcelJS.Workbook): Promise<Buffer> {
  const data = await workbook.xlsx.writeBuffer();
  return Buffer.from(data as ArrayBuffer);
}

/**
 * The Excel export of a selection: a header row, one row per chosen book (title, category,
 * author, publisher, ISBN, price, PO number, quantity, amount, priority, note) and a total row,
 * its texts in `locale`.
 */
export async function selectionWorkbook(
  selectionName: string,
  rows: WorkbookRow[],
  locale: WorkbookLocale,
): Promise<Buffer> {
  const texts = WORKBOOK_TEXTS[locale];
  const { columns } = texts.selection;
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Book portal';
  const sheet = workbook.addWorksheet(texts.selection.sheet);
  sheet.columns = [
    { header: columns.title, key: 'title', width: 40 },
    { header: columns.category, key: 'category', width: 16 },
    { header: columns.author, key: 'author', width: 20 },
    { header: columns.publisher, key: 'publisher', width: 18 },
    { header: columns.isbn, key: 'isbn', width: 16 },
    { header: columns.price, key: 'price', width: 12, style: { numFmt: WON } },
    { header: columns.poNumber, key: 'poNumber', width: 14 },
    { header: columns.quantity, key: 'quantity', width: 10 },
    { header: columns.amount, key: 'amount', width: 14, style: { numFmt: WON } },
    { header: columns.priority, key: 'priority', width: 13 },
    { header: columns.note, key: 'note', width: 40 },
  ];
  styleHeader(sheet.getRow(1));
  let totalQuantity = 0;
  let totalAmount = 0;
  for (const row of rows) {
    const amount = row.price * row.quantity;
    totalQuantity += row.quantity;
    totalAmount += amount;
    sheet.addRow({ ...row, amount, priority: texts.priorities[row.priority] });
  }
  const total = sheet.addRow({ title: texts.total, quantity: totalQuantity, amount: totalAmount });
  total.font = { bold: true };
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  workbook.title = selectionName;
  return toBuffer(workbook);
}

export interface OrderDocument {
  kind: 'quotation' | 'order_form';
  orderCode: string;
  issuedAt: Date;
  memberName: string;
  institution: string;
  message: string;
  rows: WorkbookRow[];
}

/**
 * A quotation or an order form: the order code, the member's institution, one row per book with
 * unit price and amount, and the totals. Made once, when the provider answers, and stored for
 * whoever opens it later (no member's request to take a language from): its title is in both
 * languages, its labels English.
 */
export async function orderWorkbook(doc: OrderDocument): Promise<Buffer> {
  const texts = WORKBOOK_TEXTS.en;
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Book portal';
  const title = doc.kind === 'quotation' ? '견적서 (Quotation)' : '주문서 (Order Form)';
  const sheet = workbook.addWorksheet(doc.kind === 'quotation' ? 'Quotation' : 'Order Form');
  sheet.columns = [
    { key: 'no', width: 6 },
    { key: 'title', width: 40 },
    { key: 'author', width: 20 },
    { key: 'publisher', width: 18 },
    { key: 'isbn', width: 16 },
    { key: 'price', width: 12, style: { numFmt: WON } },
    { key: 'quantity', width: 10 },
    { key: 'amount', width: 14, style: { numFmt: WON } },
    { key: 'poNumber', width: 14 },
    { key: 'priority', width: 13 },
    { key: 'note', width: 40 },
  ];
  const heading = sheet.addRow([title]);
  heading.font = { bold: true, size: 16 };
  sheet.addRow(['Order No.', doc.orderCode]);
  sheet.addRow(['Date', doc.issuedAt.toISOString().slice(0, 10)]);
  sheet.addRow(['Member', doc.memberName]);
  sheet.addRow(['Institution', doc.institution]);
  if (doc.message) sheet.addRow(['Request', doc.message]);
  sheet.addRow([]);
  const header = sheet.addRow([
    'No',
    'Title',
    'Author',
    'Publisher',
    'ISBN',
    'Unit Price',
    'Quantity',
    'Amount',
    'PO Number',
    'Priority',
    'Note',
  ]);
  styleHeader(header);
  let totalQuantity = 0;
  let totalAmount = 0;
  doc.rows.forEach((row, index) => {
    const amount = row.price * row.quantity;
    totalQuantity += row.quantity;
    totalAmount += amount;
    sheet.addRow({ ...row, no: index + 1, amount, priority: texts.priorities[row.priority] });
  });
  const total = sheet.addRow({ title: texts.total, quantity: totalQuantity, amount: totalAmount });
  total.font = { bold: true };
  return toBuffer(workbook);
}

export interface FundReportDocument {
  schoolYear: number;
  startDate: string;
  endDate: string;
  funds: { name: string; amount: number; committed: number; spent: number; remaining: number }[];
  /** `fund` null: the requests naming no fund; `status` the contract's (named here). */
  byStatus: {
    fund: string | null;
    status: string;
    count: number;
    quantity: number;
    amount: number;
  }[];
  byClass: { kdcClass: string; count: number; quantity: number; amount: number }[];
}

/** An order of the member's list as its export shows it (docs/product/orders.md#excel). */
export interface OrderListDocumentRow {
  orderCode: string;
  selection: string;
  title: string;
  books: number;
  quantity: number;
  /** YYYY-MM-DD, the server's day. */
  orderDate: string;
  status: string;
  fund: string | null;
  s2bNumber: string;
  s2bDate: string | null;
}

/**
 * The order list as a workbook (docs/product/orders.md#excel): the list's columns, with the fund
 * and the 학교장터 contract each order has, its texts in `locale`.
 */
export async function orderListWorkbook(
  rows: OrderListDocumentRow[],
  locale: WorkbookLocale,
): Promise<Buffer> {
  const { sheet: sheetName, columns } = WORKBOOK_TEXTS[locale].orderList;
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Book portal';
  const sheet = workbook.addWorksheet(sheetName);
  sheet.columns = [
    { header: columns.orderCode, key: 'orderCode', width: 20 },
    { header: columns.selection, key: 'selection', width: 20 },
    { header: columns.title, key: 'title', width: 40 },
    { header: columns.books, key: 'books', width: 8 },
    { header: columns.quantity, key: 'quantity', width: 8 },
    { header: columns.orderDate, key: 'orderDate', width: 12 },
    { header: columns.status, key: 'status', width: 16 },
    { header: columns.fund, key: 'fund', width: 20 },
    { header: columns.s2bNumber, key: 's2bNumber', width: 24 },
    { header: columns.s2bDate, key: 's2bDate', width: 12 },
  ];
  styleHeader(sheet.getRow(1));
  for (const row of rows) {
    sheet.addRow({
      ...row,
      status: statusName(locale, row.status),
      fund: row.fund ?? '',
      s2bDate: row.s2bDate ?? '',
    });
  }
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  return toBuffer(workbook);
}

/**
 * The school year's report (docs/product/budget.md#report): the funds with their totals, the
 * requests by fund and status, and by KDC class, one sheet each, the same figures as the page,
 * its texts in `locale`.
 */
export async function fundReportWorkbook(
  doc: FundReportDocument,
  locale: WorkbookLocale,
): Promise<Buffer> {
  const texts = WORKBOOK_TEXTS[locale];
  const { columns, sheets } = texts.fundReport;
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Book portal';
  workbook.title = texts.fundReport.schoolYear(doc.schoolYear);

  const funds = workbook.addWorksheet(sheets.funds);
  funds.addRow([workbook.title, texts.fundReport.period(doc.startDate, doc.endDate)]).font = {
    bold: true,
  };
  funds.addRow([]);
  funds.columns = [
    { key: 'name', width: 24 },
    { key: 'amount', width: 16, style: { numFmt: WON } },
    { key: 'committed', width: 16, style: { numFmt: WON } },
    { key: 'spent', width: 16, style: { numFmt: WON } },
    { key: 'remaining', width: 16, style: { numFmt: WON } },
  ];
  styleHeader(
    funds.addRow([
      columns.fund,
      columns.amount,
      columns.committed,
      columns.spent,
      columns.remaining,
    ]),
  );
  const sum = (key: 'amount' | 'committed' | 'spent' | 'remaining') =>
    doc.funds.reduce((total, fund) => total + fund[key], 0);
  for (const fund of doc.funds) funds.addRow(fund);
  funds.addRow({
    name: texts.total,
    amount: sum('amount'),
    committed: sum('committed'),
    spent: sum('spent'),
    remaining: sum('remaining'),
  }).font = { bold: true };

  const byStatus = workbook.addWorksheet(sheets.byStatus);
  byStatus.columns = [
    { header: columns.fund, key: 'fund', width: 24 },
    { header: columns.status, key: 'status', width: 18 },
    { header: columns.requests, key: 'count', width: 10 },
    { header: columns.quantity, key: 'quantity', width: 10 },
    { header: columns.total, key: 'amount', width: 16, style: { numFmt: WON } },
  ];
  styleHeader(byStatus.getRow(1));
  for (const row of doc.byStatus) {
    byStatus.addRow({
      ...row,
      fund: row.fund ?? texts.fundReport.noFund,
      status: statusName(locale, row.status),
    });
  }

  const byClass = workbook.addWorksheet(sheets.byClass);
  byClass.columns = [
    { header: columns.kdcClass, key: 'kdcClass', width: 16 },
    { header: columns.books, key: 'count', width: 10 },
    { header: columns.quantity, key: 'quantity', width: 10 },
    { header: columns.total, key: 'amount', width: 16, style: { numFmt: WON } },
  ];
  styleHeader(byClass.getRow(1));
  for (const row of doc.byClass) byClass.addRow(row);

  for (const sheet of [byStatus, byClass]) sheet.views = [{ state: 'frozen', ySplit: 1 }];
  return toBuffer(workbook);
}
