/**
 * The office's papers of an order, 견적서 and 거래명세서 (tag `orders`): adapters over
 * server/documents.ts, the files drawn on the workbook worker.
 */
import type { FastifyReply } from 'fastify';
import type { AppContext } from '../context.ts';
import { authOf } from '../context.ts';
import { documentFilename, orderDocument, type DocumentKind } from '../documents.ts';
import { notFound } from '../errors.ts';
import { attachmentDisposition, XLSX_TYPE } from '../lib/util.ts';
import { memberOrder } from '../orders.ts';
import type { ApiRequest, Handlers } from './types.ts';

type DocumentOperations = 'downloadQuotationDocument' | 'downloadStatementDocument';

const CONTENT_TYPES = { pdf: 'application/pdf', xlsx: XLSX_TYPE } as const;

export function documentHandlers(ctx: AppContext): Handlers<DocumentOperations> {
  /** The member's order's paper in the format asked, or 404 for anyone else's order. */
  const send = async (
    request: ApiRequest<DocumentOperations>,
    reply: FastifyReply,
    kind: DocumentKind,
  ) => {
    const { memberId } = authOf(request);
    const { id } = request.params;
    const { format } = request.query;
    const order = memberOrder(ctx.db, memberId, id);
    if (!order) throw notFound(`No order with id ${id}.`);
    const doc = orderDocument(ctx.db, ctx.config.filesDir, order, kind);
    // pdfkit and exceljs are large: loaded with the worker, on first use.
    const { tradeDocumentOffThread } = await import('../lib/workbooks-off-thread.ts');
    const file = await tradeDocumentOffThread(doc, format);
    return reply
      .header('Content-Type', CONTENT_TYPES[format])
      .header('Content-Disposition', attachmentDisposition(documentFilename(doc, format)))
      .header('Cache-Control', 'private, no-store')
      .send(file);
  };

  return {
    async downloadQuotationDocument(request, reply) {
      return send(request, reply, 'quotation');
    },
    async downloadStatementDocument(request, reply) {
      return send(request, reply, 'statement');
    },
  };
}
