/**
 * Workbooks and the office's papers (documents/) built on a worker thread, one at a time: a member's export costs that member the
 * wait, not everyone else a stalled server. The worker starts on first use, does not keep the
 * process alive, and is started again after a crash (the jobs it held fail).
 */
import { Worker } from 'node:worker_threads';
import type { TradeDocument } from './documents/model.ts';
import type { DocumentFormat, WorkbookAnswer, WorkbookJob } from './workbook-worker.ts';
import type { WorkbookLocale } from './workbook-texts.ts';
import type { FundReportDocument, OrderListDocumentRow, WorkbookRow } from './workbooks.ts';

type Job = WorkbookJob extends infer J ? (J extends { id: number } ? Omit<J, 'id'> : never) : never;

let worker: Worker | undefined;
let nextId = 1;
const waiting = new Map<number, { resolve: (data: Buffer) => void; reject: (e: Error) => void }>();

function failAll(error: Error): void {
  for (const job of waiting.values()) job.reject(error);
  waiting.clear();
  worker = undefined;
}

function start(): Worker {
  // Its entry registers tsx itself: the same whether or not this process was started with it.
  const started = new Worker(new URL('./workbook-worker.mjs', import.meta.url), { execArgv: [] });
  started.unref();
  started.on('message', (answer: WorkbookAnswer) => {
    const job = waiting.get(answer.id);
    if (!job) return;
    waiting.delete(answer.id);
    if ('error' in answer) job.reject(new Error(answer.error));
    else job.resolve(Buffer.from(answer.data.buffer, answer.data.byteOffset, answer.data.length));
  });
  started.on('error', (error) => failAll(error));
  started.on('exit', (code) => {
    if (worker === started) failAll(new Error(`workbook worker exited with code ${code}`));
  });
  return started;
}

function build(job: Job): Promise<Buffer> {
  worker ??= start();
  const id = nextId++;
  const running = worker;
  return new Promise<Buffer>((resolve, reject) => {
    waiting.set(id, { resolve, reject });
    running.postMessage({ ...job, id });
  });
}

/** The Excel export of a selection (see selectionWorkbook), built off the main thread. */
export const selectionWorkbookOffThread = (
  name: string,
  rows: WorkbookRow[],
  locale: WorkbookLocale,
) => build({ kind: 'selection', name, rows, locale });

/** The school year's report (see fundReportWorkbook), built off the main thread. */
export const fundReportWorkbookOffThread = (doc: FundReportDocument, locale: WorkbookLocale) =>
  build({ kind: 'fundReport', doc, locale });

/** The order list's export (see orderListWorkbook), built off the main thread. */
export const orderListWorkbookOffThread = (rows: OrderListDocumentRow[], locale: WorkbookLocale) =>
  build({ kind: 'orderList', rows, locale });

/** A 견적서 or 거래명세서 as PDF or .xlsx (documents/pdf.ts, documents/xlsx.ts), built off the main thread. */
export const tradeDocumentOffThread = (doc: TradeDocument, format: DocumentFormat) =>
  build({ kind: 'document', doc, format });

/** Stops the worker (the server is closing); the jobs it held fail, a later job starts it anew. */
export async function stopWorkbookWorker(): Promise<void> {
  const running = worker;
  if (!running) return;
  failAll(new Error('the server is closing'));
  await running.terminate();
}
