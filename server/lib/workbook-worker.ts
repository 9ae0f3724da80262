/**
 * The worker thread that builds workbooks and the office's papers: exceljs spends hundreds of
 * milliseconds of CPU on a large selection, pdfkit about a second on a 200-line 견적서, which on
 * the server's own thread would hold up every other request.
 */
import { parentPort } from 'node:worker_threads';
import type { TradeDocument } from './documents/model.ts';
import { documentPdf } from './documents/pdf.ts';
import { documentWorkbook } from './documents/xlsx.ts';
import {
  fundReportWorkbook,
  orderListWorkbook,
  selectionWorkbook,
  type FundReportDocument,
  type OrderListDocumentRow,
  type WorkbookRow,
} from './workbooks.ts';
import type { WorkbookLocale } from './workbook-texts.ts';

/** A job names its locale only: the texts (some of them functions) cannot cross to the worker. */
export type WorkbookJob =
  | { id: number; kind: 'selection'; name: string; rows: WorkbookRow[]; locale: WorkbookLocale }
  | { id: number; kind: 'fundReport'; doc: FundReportDocument; locale: WorkbookLocale }
  | { id: number; kind: 'orderList'; rows: OrderListDocumentRow[]; locale: WorkbookLocale }
  | { id: number; kind: 'document'; doc: TradeDocument; format: DocumentFormat };

/** The two files of a 견적서 or 거래명세서. */
export type DocumentFormat = 'pdf' | 'xlsx';

export type WorkbookAnswer = { id: number; data: Uint8Array } | { id: number; error: string };

parentPort?.on('message', (job: WorkbookJob) => {
  const building =
    job.kind === 'selection'
      ? selectionWorkbook(job.name, job.rows, job.locale)
      : job.kind === 'fundReport'
        ? fundReportWorkbook(job.doc, job.locale)
        : job.kind === 'orderList'
          ? orderListWorkbook(job.rows, job.locale)
          : job.format === 'pdf'
            ? documentPdf(job.doc)
            : documentWorkbook(job.doc);
  building.then(
    (buffer) => {
      // A copy of its own, so that its memory can move to the main thread without copying again.
      const data = new Uint8Array(buffer);
      parentPort?.postMessage({ id: job.id, data } satisfies WorkbookAnswer, [data.buffer]);
    },
    (error: unknown) => {
      parentPort?.postMessage({ id: job.id, error: String(error) } satisfies WorkbookAnswer);
    },
  );
});
