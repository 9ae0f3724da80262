/**
 * The 견적서 and 거래명세서 as PDF (pdfkit, decision 022): A4 portrait, Noto Sans KR embedded as a
 * subset of the glyphs used (pdfkit subsets every embedded font), text that can be copied and
 * read back. The lines are a table whose header row is drawn again at the top of every page; a
 * row is never split between pages; every page carries its number. Runs on the workbook worker
 * (workbooks-off-thread.ts): a 200-line document takes about a second of CPU.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import PDFDocument from 'pdfkit';
import { formatRegistrationNumber } from '../../../src/rules/registration-number.ts';
import { amountInWords } from './amount-in-words.ts';
import {
  DOCUMENT_TEXTS as T,
  discountRate,
  koreanDate,
  lineAmount,
  percent,
  won,
  wonFigure,
  type DocumentLine,
  type TradeDocument,
} from './model.ts';

const fontsDir = join(
  dirname(createRequire(import.meta.url).resolve('@embedpdf/fonts-kr')),
  '..',
  'fonts',
);

// Read once per thread: 4.5 MB each, of which a document embeds only the glyphs it uses.
let fonts: { regular: Buffer; bold: Buffer } | undefined;
const loadFonts = () =>
  (fonts ??= {
    regular: readFileSync(join(fontsDir, 'NotoSansKR-Regular.otf')),
    bold: readFileSync(join(fontsDir, 'NotoSansKR-Bold.otf')),
  });

const PAGE = { width: 595.28, height: 841.89, margin: 36 };
const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;
/** Below this the footer (page number) is drawn: no row goes past it. */
const BODY_BOTTOM = PAGE.height - PAGE.margin - 18;
const BODY_SIZE = 7;
const SUPPLIER_LABEL_WIDTH = 56;
const PAD = 2.5;
const LINE_COLOR = '#555555';
const HEADER_FILL = '#e8eef7';

type Align = 'left' | 'center' | 'right';
interface Column {
  key: keyof typeof T.columns;
  width: number;
  align: Align;
}

/** The lines' columns, 523 pt in all (A4 less the margins). */
const COLUMNS: Column[] = [
  { key: 'no', width: 22, align: 'center' },
  { key: 'title', width: 112, align: 'left' },
  { key: 'author', width: 56, align: 'left' },
  { key: 'publisher', width: 50, align: 'left' },
  { key: 'isbn', width: 60, align: 'center' },
  { key: 'listPrice', width: 38, align: 'right' },
  { key: 'discount', width: 28, align: 'right' },
  { key: 'unitPrice', width: 38, align: 'right' },
  { key: 'quantity', width: 28, align: 'right' },
  { key: 'amount', width: 50, align: 'right' },
  { key: 'note', width: 41, align: 'left' },
];

function cells(line: DocumentLine, index: number): string[] {
  return [
    String(index + 1),
    line.title,
    line.author,
    line.publisher,
    line.isbn,
    line.listPrice === null ? T.noListPrice : won(line.listPrice),
    percent(discountRate(line)),
    won(line.unitPrice),
    won(line.quantity),
    won(lineAmount(line)),
    line.note,
  ];
}

/** Draws the document; answers the PDF's bytes. */
export function documentPdf(doc: TradeDocument): Promise<Buffer> {
  const { regular, bold } = loadFonts();
  const pdf = new PDFDocument({
    size: 'A4',
    margin: PAGE.margin,
    bufferPages: true,
    lang: 'ko-KR',
    displayTitle: true,
    info: {
      Title: `${T.fileTitle[doc.kind]} ${doc.number}`,
      Author: doc.supplier.name,
      Subject: doc.recipient.institution,
      Creator: 'Book portal',
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  pdf.registerFont('regular', regular);
  pdf.registerFont('bold', bold);

  const text = (
    value: string,
    x: number,
    y: number,
    width: number,
    options: { align?: Align; size?: number; font?: 'regular' | 'bold' } = {},
  ) => {
    pdf
      .font(options.font ?? 'regular')
      .fontSize(options.size ?? BODY_SIZE)
      .text(value, x, y, { width, align: options.align ?? 'left' });
  };
  const heightOf = (value: string, width: number, size = BODY_SIZE, font = 'regular') =>
    pdf
      .font(font)
      .fontSize(size)
      .heightOfString(value || ' ', { width });

  /** A grid of label/value rows; answers the y below it. */
  const grid = (
    rows: { label: string; value: string; extra?: (y: number, h: number) => void }[],
    x: number,
    y: number,
    labelWidth: number,
    width: number,
    size: number,
  ): number => {
    const valueWidth = width - labelWidth;
    let at = y;
    for (const row of rows) {
      const h =
        Math.max(
          heightOf(row.label, labelWidth - 2 * PAD, size),
          heightOf(row.value, valueWidth - 2 * PAD, size),
        ) +
        2 * PAD;
      pdf.rect(x, at, labelWidth, h).fillAndStroke(HEADER_FILL, LINE_COLOR).fillColor('black');
      pdf.rect(x + labelWidth, at, valueWidth, h).stroke(LINE_COLOR);
      text(row.label, x + PAD, at + PAD, labelWidth - 2 * PAD, {
        size,
        align: 'center',
        font: 'bold',
      });
      text(row.value, x + labelWidth + PAD, at + PAD, valueWidth - 2 * PAD, { size });
      row.extra?.(at, h);
      at += h;
    }
    return at;
  };

  // The head of the first page: title, dates, recipient, supplier, total.
  text(T.title[doc.kind], PAGE.margin, PAGE.margin, CONTENT_WIDTH, {
    size: 22,
    font: 'bold',
    align: 'center',
  });
  const headTop = PAGE.margin + 44;
  const leftWidth = 245;
  const { recipient, supplier } = doc;
  const orMissing = (value: string) => value.trim() || T.missing;
  const facts = [
    { label: T.number, value: doc.number },
    { label: T.issuedOn[doc.kind], value: koreanDate(doc.issuedOn) },
    ...(doc.validUntil ? [{ label: T.validUntil, value: T.validUntilValue(doc.validUntil) }] : []),
    ...(doc.contract ? [{ label: T.contract, value: T.contractValue(doc.contract) }] : []),
  ];
  let leftY = grid(facts, PAGE.margin, headTop, 62, leftWidth, 8);
  leftY += 8;
  text(T.recipientHeading[doc.kind], PAGE.margin, leftY, leftWidth, { size: 8, font: 'bold' });
  leftY += 12;
  text(`${orMissing(recipient.institution)} ${T.honorific}`, PAGE.margin, leftY, leftWidth, {
    size: 13,
    font: 'bold',
  });
  leftY += heightOf(`${recipient.institution} ${T.honorific}`, leftWidth, 13, 'bold') + 4;
  leftY = grid(
    [
      {
        label: T.recipientNumber,
        value: recipient.registrationNumber
          ? formatRegistrationNumber(recipient.registrationNumber)
          : T.missing,
      },
      { label: T.contact, value: orMissing(recipient.contact) },
      ...(recipient.address ? [{ label: T.supplier.address, value: recipient.address }] : []),
      {
        label: T.supplier.contact,
        value: orMissing([recipient.phone, recipient.email].filter(Boolean).join(' · ')),
      },
    ],
    PAGE.margin,
    leftY,
    62,
    leftWidth,
    8,
  );

  const rightX = PAGE.margin + leftWidth + 18;
  const rightWidth = CONTENT_WIDTH - leftWidth - 18;
  text(T.supplierHeading, rightX, headTop - 12, rightWidth, { size: 8, font: 'bold' });
  const S = T.supplier;
  const rightY = grid(
    [
      { label: S.registrationNumber, value: formatRegistrationNumber(supplier.registrationNumber) },
      { label: S.name, value: supplier.name },
      {
        label: S.representative,
        value: `${supplier.representative}  ${S.seal}`,
        extra: (y, h) => {
          if (!supplier.seal) return;
          // Over the "(인)", as a stamp is pressed: centred on it, a little larger than the text.
          const size = 30;
          const before = pdf
            .font('regular')
            .fontSize(8)
            .widthOfString(`${supplier.representative}  `);
          const mark = pdf.widthOfString(S.seal);
          const x = rightX + SUPPLIER_LABEL_WIDTH + PAD + before + mark / 2 - size / 2;
          pdf.image(Buffer.from(supplier.seal), x, y + h / 2 - size / 2, { fit: [size, size] });
        },
      },
      { label: S.address, value: supplier.address },
      {
        label: `${S.businessType}/${S.businessItem}`,
        value: `${supplier.businessType} / ${supplier.businessItem}`,
      },
      { label: S.contact, value: [supplier.phone, supplier.email].filter(Boolean).join(' · ') },
    ],
    rightX,
    headTop,
    SUPPLIER_LABEL_WIDTH,
    rightWidth,
    8,
  );

  let y = Math.max(leftY, rightY) + 10;
  text(T.opening[doc.kind], PAGE.margin, y, CONTENT_WIDTH, { size: 9 });
  y += 16;
  const totalText = `${amountInWords(doc.totals.amount)} (${wonFigure(doc.totals.amount)})`;
  y = grid(
    [{ label: `${T.totalLabel} (${T.taxExempt})`, value: totalText }],
    PAGE.margin,
    y,
    110,
    CONTENT_WIDTH,
    11,
  );
  y += 10;

  // The lines: the header again at the top of each page, a row only where it fits whole.
  const headerRow = () => {
    const h = heightOf(T.columns.title, 100, BODY_SIZE, 'bold') + 2 * PAD;
    let x = PAGE.margin;
    for (const column of COLUMNS) {
      pdf.rect(x, y, column.width, h).fillAndStroke(HEADER_FILL, LINE_COLOR).fillColor('black');
      text(T.columns[column.key], x + PAD, y + PAD, column.width - 2 * PAD, {
        font: 'bold',
        align: 'center',
      });
      x += column.width;
    }
    y += h;
  };
  const row = (values: string[], font: 'regular' | 'bold' = 'regular') => {
    const h =
      Math.max(
        ...values.map((value, i) => heightOf(value, COLUMNS[i]!.width - 2 * PAD, BODY_SIZE, font)),
      ) +
      2 * PAD;
    if (y + h > BODY_BOTTOM) {
      pdf.addPage();
      y = PAGE.margin;
      headerRow();
    }
    let x = PAGE.margin;
    values.forEach((value, i) => {
      const column = COLUMNS[i]!;
      pdf.rect(x, y, column.width, h).stroke(LINE_COLOR);
      text(value, x + PAD, y + PAD, column.width - 2 * PAD, { align: column.align, font });
      x += column.width;
    });
    y += h;
  };
  headerRow();
  doc.lines.forEach((line, index) => row(cells(line, index)));
  row(
    ['', T.sum, '', '', '', '', '', '', won(doc.totals.quantity), won(doc.totals.amount), ''],
    'bold',
  );

  // What follows the table, kept together.
  const after = [T.taxExemptNote];
  const afterHeight = 14 + (doc.kind === 'statement' ? 30 : 0);
  if (y + 8 + afterHeight > BODY_BOTTOM) {
    pdf.addPage();
    y = PAGE.margin;
  } else y += 8;
  for (const line of after) {
    text(line, PAGE.margin, y, CONTENT_WIDTH, { size: 8 });
    y += 14;
  }
  if (doc.kind === 'statement') {
    text(
      `${T.received}: ______________________ ${S.seal}`,
      PAGE.margin + CONTENT_WIDTH / 2,
      y + 10,
      CONTENT_WIDTH / 2,
      {
        size: 9,
        align: 'right',
      },
    );
  }

  // Every page's number, in the margin below the body.
  const { start, count } = pdf.bufferedPageRange();
  for (let page = start; page < start + count; page += 1) {
    pdf.switchToPage(page);
    const bottom = pdf.page.margins.bottom;
    pdf.page.margins.bottom = 0;
    pdf
      .font('regular')
      .fontSize(7)
      .fillColor('#333333')
      .text(`${T.fileTitle[doc.kind]} ${doc.number}`, PAGE.margin, PAGE.height - PAGE.margin - 8, {
        width: CONTENT_WIDTH / 2,
        lineBreak: false,
      })
      .text(
        T.page(page - start + 1, count),
        PAGE.margin + CONTENT_WIDTH / 2,
        PAGE.height - PAGE.margin - 8,
        {
          width: CONTENT_WIDTH / 2,
          align: 'right',
          lineBreak: false,
        },
      );
    pdf.page.margins.bottom = bottom;
  }
  pdf.end();
  return done;
}
