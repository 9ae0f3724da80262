/** What the persisted-cache page offers the benchmark (window.__bench). */

/** One cached collection page: its key's parts and the server's JSON answer. */
export interface CachedPage {
  collectionId: number;
  page: number;
  take: number;
  data: unknown;
}

export interface SeedResult {
  queries: number;
  /** Length of the stored string in UTF-16 code units (JavaScript's length). */
  chars: number;
  /** Its size in UTF-8 bytes. */
  bytes: number;
  saveMs: number;
}

export interface RestoreResult {
  /** The app's restore (restoreSavedCaches) into a new QueryClient. */
  restoreMs: number;
  /** Queries in the client afterwards. */
  queries: number;
  /** For the cause: the IndexedDB read alone, and JSON.parse of the string alone. */
  idbReadMs: number;
  parseMs: number;
}

/** An alternative measured for comparison: the dehydrated state stored as an object. */
export interface StructuredResult {
  /** IndexedDB read (structured clone) + hydrate into a new QueryClient. */
  restoreMs: number;
  queries: number;
}

export interface PersistBench {
  seed: (dataUrl: string) => Promise<SeedResult>;
  restore: () => Promise<RestoreResult>;
  /** Stores the same cache as an object (no JSON string), for restoreStructured. */
  seedStructured: () => Promise<void>;
  restoreStructured: () => Promise<StructuredResult>;
}

declare global {
  interface Window {
    __bench?: PersistBench;
  }
}
