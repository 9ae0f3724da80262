/**
 * How much a holdings import reads (docs/librarian-tools.md#holdings): past these a file is refused
 * with texts.holdings.tooLarge rather than freezing or exhausting the tab. A whole school or
 * public library's export is far below them.
 */
/** Bytes of a file read, and bytes a spreadsheet's sheet and strings inflate to. */
export const MAX_INFLATED_BYTES = 50 * 1024 * 1024;
export const MAX_FILE_BYTES = MAX_INFLATED_BYTES;
/** Rows (lines, records) of one file. */
export const MAX_ROWS = 1_000_000;
/** Columns of a spreadsheet read: cells further right are ignored (Excel's end is column 16,384). */
export const MAX_COLUMNS = 1024;

/** A file past a limit above. */
export class HoldingsTooLargeError extends Error {
  constructor(readonly fileName: string) {
    super(`${fileName}: too large`);
  }
}
