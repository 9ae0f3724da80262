import { useId } from 'react';
import { FileText } from 'lucide-react';
import type { components } from '@/api/schema.gen';
import * as texts from '@/texts';
import { phrases } from '@/ui/phrases';
import {
  downloadOrderDocument,
  type OrderDocumentFormat,
  type OrderDocumentKind,
} from '../api/download-file';
import { orderDocuments } from '../status';
import { DownloadButton } from './file-link';

type OrderStatus = components['schemas']['OrderStatus'];

const FORMATS: OrderDocumentFormat[] = ['pdf', 'xlsx'];

/**
 * The papers a school's office files for the order (docs/product/orders.md#documents): the
 * 견적서 once the quotation is answered, the 거래명세서 once the order form is issued, each as PDF
 * or Excel, with one line saying what it is for. Nothing while the order has neither.
 */
export function OrderDocuments({ orderId, status }: { orderId: number; status: OrderStatus }) {
  const titleId = useId();
  const available = orderDocuments(status);
  const kinds = (['quotation', 'statement'] as const).filter((kind) => available[kind]);
  if (kinds.length === 0) return null;
  const t = texts.orders.documents;
  const purpose: Record<OrderDocumentKind, string> = {
    quotation: t.quotationPurpose,
    statement: t.statementPurpose,
  };
  const name: Record<OrderDocumentKind, string> = {
    quotation: t.quotation,
    statement: t.statement,
  };
  return (
    <section className="order-documents" aria-labelledby={titleId}>
      <h2 id={titleId} className="order-documents__title">
        {t.title}
      </h2>
      <ul className="order-documents__list">
        {kinds.map((kind) => (
          <li key={kind} className="order-documents__item">
            <FileText size={20} aria-hidden />
            <p className="order-documents__purpose">{phrases(purpose[kind])}</p>
            <div className="order-documents__buttons">
              {FORMATS.map((format) => (
                <DownloadButton
                  key={format}
                  download={() => downloadOrderDocument(orderId, kind, format)}
                  aria-label={t.downloadOf(name[kind], t[format])}
                >
                  {t[format]}
                </DownloadButton>
              ))}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
