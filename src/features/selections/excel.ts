import { api, unwrap } from '@/api/client';
import { filenameFromDisposition, saveBlob } from '@/lib/download';

// Kept importable from here for the Excel export's unit test.
export { filenameFromDisposition };

/**
 * Excel Download of a selection (docs/product/selection.md#excel): the chosen books as an .xlsx workbook made by the
 * server, fetched with the member's token (a plain link could not carry it) and saved under the
 * server's file name.
 */
export async function downloadSelectionExcel(name: string, bookIds: readonly number[]) {
  const result = await api.GET('/member/cart/download/excel', {
    params: { query: { ids: [...bookIds], name } },
    // The contract's `ids` is one comma-separated value (style form, explode false).
    querySerializer: { array: { style: 'form', explode: false } },
    parseAs: 'blob',
  });
  const blob = await unwrap(Promise.resolve(result));
  const filename = filenameFromDisposition(
    result.response.headers.get('Content-Disposition'),
    `${name}.xlsx`,
  );
  await saveBlob(blob as Blob, filename);
}
