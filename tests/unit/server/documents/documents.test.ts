// @vitest-environment node
/**
 * Golden tests of the office's papers (server/lib/documents/): the PDF read back as text (unpdf,
 * the text a reader copies and a screen reader speaks), the .xlsx read back as cells (exceljs).
 */
import ExcelJS from 'exceljs';
import sharp from 'sharp';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  tradeDocument,
  type DocumentLine,
  type TradeDocument,
} from '../../../../server/lib/documents/model.ts';
import { documentPdf } from '../../../../server/lib/documents/pdf.ts';
import { documentWorkbook } from '../../../../server/lib/documents/xlsx.ts';
import {
  stopWorkbookWorker,
  tradeDocumentOffThread,
} from '../../../../server/lib/workbooks-off-thread.ts';

const COLUMN_HEADERS = [
  '번호',
  '도서명',
  '저자',
  '출판사',
  'ISBN',
  '정가',
  '할인율',
  '단가',
  '수량',
  '금액',
  '비고',
];

let seal: Uint8Array;
beforeAll(async () => {
  seal = new Uint8Array(
    await sharp({
      create: {
        width: 64,
        height: 64,
        channels: 4,
        background: { r: 200, g: 20, b: 20, alpha: 0.7 },
      },
    })
      .png()
      .toBuffer(),
  );
});
afterAll(() => stopWorkbookWorker());

/** Three lines, 187,000 won in all: one at 10 % off, one at 10 % off, one without a 정가. */
const LINES: DocumentLine[] = [
  {
    title: '아몬드',
    author: '손원평',
    publisher: '창비',
    isbn: '9788936434120',
    listPrice: 15_000,
    unitPrice: 13_500,
    quantity: 6,
    note: '1학년 추천',
  },
  {
    title: '채식주의자',
    author: '한강',
    publisher: '창비',
    isbn: '9788936433598',
    listPrice: 14_000,
    unitPrice: 12_600,
    quantity: 5,
    note: '',
  },
  {
    title: '어린 왕자',
    author: '생텍쥐페리',
    publisher: '열린책들',
    isbn: '9788932917245',
    listPrice: null,
    unitPrice: 8_600,
    quantity: 5,
    note: '',
  },
];

function sample(kind: TradeDocument['kind'], lines = LINES, withSeal = true): TradeDocument {
  return tradeDocument({
    kind,
    number: 'ORD-20261202-0007',
    issuedOn: '2026-12-02',
    validUntil: kind === 'quotation' ? '2027-01-01' : null,
    contract: kind === 'statement' ? { number: 'S2B-2026-123456', date: '2026-12-10' } : null,
    supplier: {
      name: '주식회사 책나라',
      registrationNumber: '1208147521',
      representative: '김대표',
      address: '서울특별시 중구 세종대로 110',
      businessType: '도매 및 소매업',
      businessItem: '서적',
      phone: '02-123-4567',
      email: 'sales@example.kr',
      seal: withSeal ? seal : null,
    },
    recipient: {
      institution: '서울한빛초등학교',
      registrationNumber: '',
      contact: '이사서 (도서관)',
      address: '서울특별시 종로구 사직로 1',
      phone: '02-987-6543',
      email: 'office@school.kr',
    },
    lines,
  });
}

async function pdfPages(data: Buffer): Promise<string[]> {
  const pdf = await getDocumentProxy(new Uint8Array(data));
  const { text } = await extractText(pdf, { mergePages: false });
  return text;
}

describe('the 견적서 as PDF', () => {
  it('states its head, supplier, recipient, lines and the total in words, on one numbered page', async () => {
    const pages = await pdfPages(await documentPdf(sample('quotation')));
    expect(pages).toHaveLength(1);
    const text = pages[0]!;
    for (const expected of [
      '견 적 서',
      '문서번호 ORD-20261202-0007',
      '견적일 2026년 12월 2일',
      '유효기간 2027년 1월 1일까지',
      '서울한빛초등학교 귀하',
      '고유번호 미입력',
      '담당자 이사서 (도서관)',
      '공급자',
      '등록번호 120-81-47521',
      '상호 주식회사 책나라',
      '대표자 김대표 (인)',
      '주소 서울특별시 중구 세종대로 110',
      '업태/종목 도매 및 소매업 / 서적',
      '연락처 02-123-4567 · sales@example.kr',
      '합계금액 (면세) 일금 일십팔만칠천원정 (₩187,000)',
      COLUMN_HEADERS.join(' '),
      '1 아몬드 손원평 창비 9788936434120 15,000 10% 13,500 6 81,000 1학년 추천',
      '2 채식주의자 한강 창비 9788936433598 14,000 10% 12,600 5 63,000',
      '3 어린 왕자 생텍쥐페리 열린책들 9788932917245 정가 없음 - 8,600 5 43,000',
      '합계 16 187,000',
      '부가가치세 면세',
      '1 / 1 쪽',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('embeds a subset of Noto Sans KR, not the 4.5 MB font', async () => {
    const data = await documentPdf(sample('quotation'));
    const raw = data.toString('latin1');
    expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansKR-Regular/);
    expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansKR-Bold/);
    expect(data.length).toBeLessThan(150_000);
  });

  it('is the same drawn with or without a seal, the seal being an image', async () => {
    const withSeal = await documentPdf(sample('quotation'));
    const without = await documentPdf(sample('quotation', LINES, false));
    expect(withSeal.toString('latin1')).toContain('/Subtype /Image');
    expect(without.toString('latin1')).not.toContain('/Subtype /Image');
    expect(await pdfPages(withSeal)).toEqual(await pdfPages(without));
  });
});

describe('the 거래명세서 as PDF', () => {
  it('names its recipient 공급받는자, its contract and a receiver to sign, with no validity', async () => {
    const [text] = await pdfPages(await documentPdf(sample('statement')));
    for (const expected of [
      '거 래 명 세 서',
      '발행일 2026년 12월 2일',
      '학교장터 계약 S2B-2026-123456 (2026년 12월 10일)',
      '공급받는자',
      '서울한빛초등학교 귀하',
      '아래와 같이 공급합니다.',
      '합계금액 (면세) 일금 일십팔만칠천원정 (₩187,000)',
      '인수자',
      '거래명세서 ORD-20261202-0007 1 / 1 쪽',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('유효기간');
  });
});

describe('a 200-line document', () => {
  // Every seventh title wraps to two lines in its cell; its two ends carry the line's number.
  const lines: DocumentLine[] = Array.from({ length: 200 }, (_, i) => ({
    ...LINES[i % 3]!,
    title:
      i % 7 === 0
        ? `〈${i + 1}〉 학교도서관 사서가 추천하는 긴 제목의 책과 그 부제 끝〈${i + 1}〉`
        : `〈${i + 1}〉 ${LINES[i % 3]!.title} 끝〈${i + 1}〉`,
  }));

  it('repeats the header on every page, numbers every page, and splits no line between pages', async () => {
    const pages = await pdfPages(await documentPdf(sample('quotation', lines)));
    expect(pages.length).toBeGreaterThan(3);
    pages.forEach((text, index) => {
      expect(text).toContain(COLUMN_HEADERS.join(' '));
      expect(text).toContain(`${index + 1} / ${pages.length} 쪽`);
    });
    const wrapped = pages.join('\n').match(/〈1〉[^\n]*\n/);
    expect(wrapped, 'the long title is on two text lines').not.toBeNull();
    for (let n = 1; n <= 200; n += 1) {
      const starts = pages.flatMap((text, page) => (text.includes(`〈${n}〉 `) ? [page] : []));
      const ends = pages.flatMap((text, page) => (text.includes(`끝〈${n}〉`) ? [page] : []));
      expect({ n, starts }).toEqual({ n, starts: [starts[0]] });
      expect({ n, ends }).toEqual({ n, ends: starts });
    }
    const last = pages.at(-1)!;
    const { totals } = sample('quotation', lines);
    expect(last).toContain(
      `합계 ${totals.quantity.toLocaleString('ko-KR')} ${totals.amount.toLocaleString('ko-KR')}`,
    );
    expect(last).toContain('부가가치세 면세');
  });

  it('is made on the worker thread as PDF and as .xlsx', async () => {
    const doc = sample('quotation', lines);
    const [pdf, xlsx] = await Promise.all([
      tradeDocumentOffThread(doc, 'pdf'),
      tradeDocumentOffThread(doc, 'xlsx'),
    ]);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(xlsx.subarray(0, 2).toString('latin1')).toBe('PK');
    const pages = await pdfPages(pdf);
    expect(pages[0]).toContain('〈1〉');
    expect(pages.at(-1)).toContain('끝〈200〉');
  });
});

async function readSheet(data: Buffer): Promise<ExcelJS.Worksheet> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(data as unknown as ExcelJS.Buffer);
  return workbook.worksheets[0]!;
}

/** The row whose first cell is `value`. */
function rowStarting(sheet: ExcelJS.Worksheet, value: string): ExcelJS.Row {
  for (let n = 1; n <= sheet.rowCount; n += 1) {
    if (sheet.getRow(n).getCell(1).value === value) return sheet.getRow(n);
  }
  throw new Error(`no row starts with ${value}`);
}

const values = (row: ExcelJS.Row) =>
  Array.from({ length: 11 }, (_, i) => row.getCell(i + 1).value ?? null);

describe('the 견적서 as .xlsx', () => {
  it('holds the head, the supplier, the lines as numbers, the total and the print setup', async () => {
    const sheet = await readSheet(await documentWorkbook(sample('quotation')));
    expect(sheet.name).toBe('견적서');
    expect(sheet.getCell('A1').value).toBe('견 적 서');
    const label = (text: string) => rowStarting(sheet, text).getCell(2).value;
    expect(label('문서번호')).toBe('ORD-20261202-0007');
    expect(label('견적일')).toBe('2026년 12월 2일');
    expect(label('유효기간')).toBe('2027년 1월 1일까지');
    expect(label('수신')).toBe('서울한빛초등학교 귀하');
    expect(label('고유번호')).toBe('미입력');
    const supplier = Object.fromEntries(
      Array.from({ length: 6 }, (_, i) => [
        sheet.getCell(`G${3 + i}`).value,
        sheet.getCell(`H${3 + i}`).value,
      ]),
    );
    expect(supplier).toEqual({
      등록번호: '120-81-47521',
      상호: '주식회사 책나라',
      대표자: '김대표  (인)',
      주소: '서울특별시 중구 세종대로 110',
      '업태/종목': '도매 및 소매업 / 서적',
      연락처: '02-123-4567 · sales@example.kr',
    });
    expect(sheet.getImages()).toHaveLength(1);

    const total = rowStarting(sheet, '합계금액 (면세)');
    expect(total.getCell('C').value).toBe('일금 일십팔만칠천원정');
    expect(total.getCell('I').value).toBe('₩187,000');

    const header = rowStarting(sheet, '번호');
    expect(values(header)).toEqual(COLUMN_HEADERS);
    expect(sheet.pageSetup.printTitlesRow).toBe(`${header.number}:${header.number}`);
    expect(sheet.headerFooter.oddFooter).toContain('&P / &N 쪽');
    expect(sheet.pageSetup.paperSize).toBe(9);

    const first = sheet.getRow(header.number + 1);
    expect(values(first)).toEqual([
      1,
      '아몬드',
      '손원평',
      '창비',
      '9788936434120',
      15_000,
      0.1,
      13_500,
      6,
      81_000,
      '1학년 추천',
    ]);
    expect(first.getCell(6).numFmt).toBe('#,##0');
    expect(first.getCell(7).numFmt).toBe('0.0%');
    expect(values(sheet.getRow(header.number + 3)).slice(5, 7)).toEqual(['정가 없음', '-']);
    const sum = sheet.getRow(header.number + 4);
    expect([sum.getCell(2).value, sum.getCell(9).value, sum.getCell(10).value]).toEqual([
      '합계',
      16,
      187_000,
    ]);
    expect(rowStarting(sheet, '도서는 부가가치세 면세 품목입니다 (계산서 발행).')).toBeDefined();
  });
});

describe('the 거래명세서 as .xlsx', () => {
  it('is titled as such, names 공급받는자 and the contract, and has no validity', async () => {
    const sheet = await readSheet(await documentWorkbook(sample('statement')));
    expect(sheet.name).toBe('거래명세서');
    expect(sheet.getCell('A1').value).toBe('거 래 명 세 서');
    expect(rowStarting(sheet, '발행일').getCell(2).value).toBe('2026년 12월 2일');
    expect(rowStarting(sheet, '공급받는자').getCell(2).value).toBe('서울한빛초등학교 귀하');
    expect(rowStarting(sheet, '학교장터 계약').getCell(2).value).toBe(
      'S2B-2026-123456 (2026년 12월 10일)',
    );
    expect(() => rowStarting(sheet, '유효기간')).toThrow();
    expect(rowStarting(sheet, '합계금액 (면세)').getCell('C').value).toBe('일금 일십팔만칠천원정');
  });
});
