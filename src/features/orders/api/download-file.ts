import { api, unwrap } from '@/api/client';
import { filenameFromDisposition, saveBlob } from '@/lib/download';

/** The key of an order file from the path the API gives (`/api/v1/files/{fileKey}`). */
function orderFileKey(path: string): string | null {
  return /\/files\/([A-Za-z0-9_-]+)$/.exec(path)?.[1] ?? null;
}

/**
 * Downloads a quotation or order form (docs/product/orders.md#files) with the member's token and saves it under
 * the server's file name. The file is the member's alone: a plain link could not carry the token,
 * and a link that worked without one would outlive the session on a shared tablet.
 */
export async function downloadOrderFile(path: string, fallbackName: string): Promise<void> {
  const fileKey = orderFileKey(path);
  if (!fileKey) throw new Error(`Not an order file: ${path}`);
  const result = await api.GET('/files/{fileKey}', {
    params: { path: { fileKey } },
    parseAs: 'blob',
  });
  const blob = await unwrap(Promise.resolve(result));
  const filename = filenameFromDisposition(
    result.response.headers.get('Content-Disposition'),
    fallbackName,
  );
  await saveBlob(blob as Blob, filename);
}

export type OrderDocumentKind = 'quotation' | 'statement';
export type OrderDocumentFormat = 'pdf' | 'xlsx';

/**
 * Downloads an office paper of an order, its 견적서 or 거래명세서 (docs/product/orders.md#documents),
 * as PDF or Excel, and saves it under the server's file name (the share sheet on an iPad's
 * home-screen app). Once opened it is kept offline by the service worker, as the order files are.
 */
export async function downloadOrderDocument(
  orderId: number,
  kind: OrderDocumentKind,
  format: OrderDocumentFormat,
): Promise<void> {
  const options = {
    params: { path: { id: orderId }, query: { format } },
    parseAs: 'blob',
  } as const;
  const result =
    kind === 'quotation'
      ? await api.GET('/member/order/document/{id}/quotation', options)
      : await api.GET('/member/order/document/{id}/statement', options);
  const blob = await unwrap(Promise.resolve(result));
  const filename = filenameFromDisposition(
    result.response.headers.get('Content-Disposition'),
    `${kind}-${orderId}.${format}`,
  );
  await saveBlob(blob as Blob, filename);
}
