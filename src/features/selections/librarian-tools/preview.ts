import type { IsbnLine, IsbnList } from '@/lib/isbn-list';
import { MAX_LINE_QUANTITY } from '@/lib/isbn-list';
import type { IsbnResult } from '@/features/selections/librarian-tools/api/types';

/** One line of the preview table, as the member typed it, with what the server found. */
export type PreviewRow =
  | {
      kind: 'found';
      line: IsbnLine;
      result: IsbnResult & { book: NonNullable<IsbnResult['book']> };
    }
  | { kind: 'not-found'; line: IsbnLine; result: IsbnResult }
  | { kind: 'invalid'; line: IsbnLine }
  /** A note over the limit: reported, never sent (docs/product/selection.md#notes). */
  | { kind: 'note-too-long'; line: IsbnLine }
  | { kind: 'duplicate'; line: IsbnLine };

/** Whether a line may reach the server: a valid ISBN, not merged into another line, its note within the limit. */
export function isSendable(
  line: IsbnLine,
): line is IsbnLine & { isbn: Extract<IsbnLine['isbn'], { valid: true }> } {
  return line.isbn.valid && line.duplicateOfLine === undefined && !line.noteTooLong;
}

/** The ISBN-13s Check asks the server about: one per book, in the order of the lines. */
export function isbnsToResolve(list: IsbnList): string[] {
  return list.lines.flatMap((line) => (isSendable(line) ? [line.isbn.isbn13] : []));
}

/** The preview: one row per input line, the server's answers matched to the lines asked. */
export function buildPreview(list: IsbnList, results: readonly IsbnResult[]): PreviewRow[] {
  let next = 0;
  return list.lines.map((line): PreviewRow => {
    if (!line.isbn.valid) return { kind: 'invalid', line };
    if (line.noteTooLong) return { kind: 'note-too-long', line };
    if (line.duplicateOfLine !== undefined) return { kind: 'duplicate', line };
    const result = results[next++];
    if (result?.book) return { kind: 'found', line, result: { ...result, book: result.book } };
    if (result) return { kind: 'not-found', line, result };
    return { kind: 'invalid', line };
  });
}

/**
 * A found line as the row it adds: its merged quantity (at most 9999), its PO number and its note
 * (never cut: a line whose note is over the limit is never found, see isSendable).
 */
export function rowToAdd(row: Extract<PreviewRow, { kind: 'found' }>) {
  return {
    bookId: row.result.book.bookId,
    quantity: Math.min(MAX_LINE_QUANTITY, row.line.quantity),
    poNumber: row.line.poNumber.slice(0, 50),
    note: row.line.note,
  };
}
