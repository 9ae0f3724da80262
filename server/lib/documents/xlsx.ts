/**
 * The 견적서 and 거래명세서 as .xlsx (exceljs, as the portal's other workbooks): the same head,
 * lines and total as the PDF, in cells an office can copy into its own forms. Printed, it fits
 * A4's width, repeats the lines' header row on every page and numbers the pages.
 */
import ExcelJS from 'exceljs';
import { formatRegistrationNumber } from '../../../src/rules/registration-number.ts';
import { amountInWords } from './amount-in-words.ts';
import {
  DOCUMENT_TEXTS as T,
  discountRate,
  koreanDate,
  lineAmount,
  wonFigure,
  type TradeDocument,
} from './model.ts';

const WON = '#,##0';
const HEADER_FILL: ExcelJS.Fill = {
  type: 'pattern',
  pattern: 'solid',
  fgColor: { argb: 'FFE8EEF7' },
};
const THIN: Partial<ExcelJS.Borders> = {
  top: { style: 'thin' },
  left: { style: 'thin' },
  bottom: { style: 'thin' },
  right: { style: 'thin' },
};

/** The lines' columns, A to K. */
const COLUMNS: { key: keyof typeof T.columns; width: number }[] = [
  { key: 'no', width: 6 },
  { key: 'title', width: 36 },
  { key: 'author', width: 16 },
  { key: 'publisher', width: 14 },
  { key: 'isbn', width: 16 },
  { key: 'listPrice', width: 10 },
  { key: 'discount', width: 8 },
  { key: 'unitPrice', width: 10 },
  { key: 'quantity', width: 7 },
  { key: 'amount', width: 12 },
  { key: 'note', width: 20 },
];

/** Draws the document; answers the workbook's bytes. */
export async function documentWorkbook(doc: TradeDocument): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = doc.supplier.name || 'Book portal';
  workbook.title = `${T.fileTitle[doc.kind]} ${doc.number}`;
  const sheet = workbook.addWorksheet(T.fileTitle[doc.kind], {
    pageSetup: {
      paperSize: 9, // A4
      orientation: 'portrait',
      fitToPage: true,
      fitToWidth: 1,
      fitToHeight: 0,
      horizontalCentered: true,
      margins: { left: 0.4, right: 0.4, top: 0.5, bottom: 0.6, header: 0.3, footer: 0.3 },
    },
    headerFooter: { oddFooter: `&L${workbook.title}&R&P / &N 쪽` },
  });
  sheet.columns = COLUMNS.map(({ key, width }) => ({ key, width }));

  const title = sheet.getCell('A1');
  sheet.mergeCells('A1:K1');
  title.value = T.title[doc.kind];
  title.font = { bold: true, size: 20 };
  title.alignment = { horizontal: 'center' };
  sheet.getRow(1).height = 32;

  // The head: the paper's facts and the recipient on the left (A–E), the supplier on the right
  // (G–K), one label and one value per row.
  const { recipient, supplier } = doc;
  const S = T.supplier;
  const orMissing = (value: string) => value.trim() || T.missing;
  const left: [string, string][] = [
    [T.number, doc.number],
    [T.issuedOn[doc.kind], koreanDate(doc.issuedOn)],
    ...(doc.validUntil
      ? [[T.validUntil, T.validUntilValue(doc.validUntil)] as [string, string]]
      : []),
    ...(doc.contract ? [[T.contract, T.contractValue(doc.contract)] as [string, string]] : []),
    [T.recipientHeading[doc.kind], `${orMissing(recipient.institution)} ${T.honorific}`],
    [
      T.recipientNumber,
      recipient.registrationNumber
        ? formatRegistrationNumber(recipient.registrationNumber)
        : T.missing,
    ],
    [T.contact, orMissing(recipient.contact)],
    ...(recipient.address ? [[S.address, recipient.address] as [string, string]] : []),
    [S.contact, orMissing([recipient.phone, recipient.email].filter(Boolean).join(' · '))],
  ];
  const right: [string, string][] = [
    [S.registrationNumber, formatRegistrationNumber(supplier.registrationNumber)],
    [S.name, supplier.name],
    [S.representative, `${supplier.representative}  ${S.seal}`],
    [S.address, supplier.address],
    [`${S.businessType}/${S.businessItem}`, `${supplier.businessType} / ${supplier.businessItem}`],
    [S.contact, [supplier.phone, supplier.email].filter(Boolean).join(' · ')],
  ];
  const headTop = 3;
  sheet.getCell(`G${headTop - 1}`).value = T.supplierHeading;
  sheet.getCell(`G${headTop - 1}`).font = { bold: true };
  const labelCell = (cell: ExcelJS.Cell, value: string) => {
    cell.value = value;
    cell.font = { bold: true };
    cell.fill = HEADER_FILL;
    cell.border = THIN;
    cell.alignment = { horizontal: 'center', vertical: 'middle' };
  };
  const valueCells = (row: number, from: string, to: string, value: string) => {
    sheet.mergeCells(`${from}${row}:${to}${row}`);
    const cell = sheet.getCell(`${from}${row}`);
    cell.value = value;
    cell.border = THIN;
    cell.alignment = { vertical: 'middle', wrapText: true };
  };
  left.forEach(([label, value], i) => {
    labelCell(sheet.getCell(`A${headTop + i}`), label);
    valueCells(headTop + i, 'B', 'E', value);
  });
  right.forEach(([label, value], i) => {
    labelCell(sheet.getCell(`G${headTop + i}`), label);
    valueCells(headTop + i, 'H', 'K', value);
  });
  if (supplier.seal) {
    // exceljs's types name the Buffer of older Node typings.
    const buffer = Buffer.from(supplier.seal) as unknown as ExcelJS.Buffer;
    const seal = workbook.addImage({ buffer, extension: 'png' });
    // Over the "(인)" of the representative's row (0-based column and row of the anchor).
    sheet.addImage(seal, {
      tl: { col: 8.6, row: headTop + 1 },
      ext: { width: 40, height: 40 },
    });
  }

  let at = headTop + Math.max(left.length, right.length) + 1;
  sheet.getCell(`A${at}`).value = T.opening[doc.kind];
  at += 1;
  labelCell(sheet.getCell(`A${at}`), `${T.totalLabel} (${T.taxExempt})`);
  sheet.mergeCells(`A${at}:B${at}`);
  valueCells(at, 'C', 'H', amountInWords(doc.totals.amount));
  sheet.getCell(`C${at}`).font = { bold: true, size: 12 };
  valueCells(at, 'I', 'K', wonFigure(doc.totals.amount));
  sheet.getCell(`I${at}`).font = { bold: true, size: 12 };
  sheet.getRow(at).height = 22;
  at += 2;

  const headerRow = sheet.getRow(at);
  headerRow.values = COLUMNS.map(({ key }) => T.columns[key]);
  headerRow.eachCell((cell) => labelCell(cell, String(cell.value)));
  // Printed on every page above the lines.
  sheet.pageSetup.printTitlesRow = `${at}:${at}`;
  sheet.views = [{ state: 'frozen', ySplit: at }];

  doc.lines.forEach((line, index) => {
    const row = sheet.addRow({
      no: index + 1,
      title: line.title,
      author: line.author,
      publisher: line.publisher,
      isbn: line.isbn,
      listPrice: line.listPrice ?? T.noListPrice,
      discount: discountRate(line) === null ? '-' : discountRate(line)! / 100,
      unitPrice: line.unitPrice,
      quantity: line.quantity,
      amount: lineAmount(line),
      note: line.note,
    });
    styleLine(row);
  });
  const sum = sheet.addRow({
    title: T.sum,
    quantity: doc.totals.quantity,
    amount: doc.totals.amount,
  });
  styleLine(sum);
  sum.font = { bold: true };

  sheet.addRow([]);
  sheet.addRow([T.taxExemptNote]);
  if (doc.kind === 'statement') {
    const received = sheet.addRow([]);
    received.getCell('H').value = `${T.received}: ______________ ${S.seal}`;
  }

  const data = await workbook.xlsx.writeBuffer();
  return Buffer.from(data as ArrayBuffer);
}

function styleLine(row: ExcelJS.Row): void {
  for (let column = 1; column <= COLUMNS.length; column += 1) {
    const cell = row.getCell(column);
    cell.border = THIN;
    cell.alignment = { vertical: 'top', wrapText: column === 2 || column === 11 };
  }
  for (const key of ['listPrice', 'unitPrice', 'amount', 'quantity'] as const) {
    row.getCell(key).numFmt = WON;
  }
  row.getCell('discount').numFmt = '0.0%';
  row.getCell('isbn').numFmt = '@';
}
