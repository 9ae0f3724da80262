export type HoldingsFileKind = 'csv' | 'mrc' | 'xlsx';

/** Where the page finds the .xlsx export, written by the bench before the page opens. */
export const XLSX_EXPORT_PATH = 'holdings-export.xlsx';

export interface ImportResult {
  kind: HoldingsFileKind;
  fileBytes: number;
  titles: number;
  /** The file read and parsed into copies per ISBN-13 (readHoldingsFile). */
  readMs: number;
  /** The holdings written to IndexedDB and published (holdingsStore.replace). */
  saveMs: number;
  totalMs: number;
}

export interface LoadResult {
  titles: number;
  /** A start's load of the member's holdings from IndexedDB into the shared Map. */
  loadMs: number;
  /** One lookup per title through copiesOf, as the marks do, all of them. */
  lookupMs: number;
}

export interface HoldingsBench {
  runImport(kind: HoldingsFileKind, titles: number): Promise<ImportResult>;
  load(): Promise<LoadResult>;
}

declare global {
  interface Window {
    __holdingsBench?: HoldingsBench;
  }
}
