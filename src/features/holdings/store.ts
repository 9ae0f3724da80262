import { del, get, set } from 'idb-keyval';
import { readIsbn } from '@/rules/isbn';
import { holdingsDb } from '@/offline/holdings-db';

/** The member's library holdings: copies per ISBN-13. */
export interface Holdings {
  status: 'loading' | 'ready';
  counts: ReadonlyMap<string, number>;
  titles: number;
  copies: number;
  /** When the holdings last changed by an import (ISO date-time), null when there are none. */
  importedAt: string | null;
}

/**
 * As stored: the ISBN-13s end to end in one string and the copies in a typed array beside them,
 * which IndexedDB clones in one piece (100,000 titles as objects or an array of strings clone
 * and load several times slower).
 */
interface StoredHoldings {
  isbns: string;
  copies: Uint32Array;
  importedAt: string;
}

const ISBN_LENGTH = 13;
const LOADING: Holdings = {
  status: 'loading',
  counts: new Map(),
  titles: 0,
  copies: 0,
  importedAt: null,
};
const EMPTY: Holdings = { ...LOADING, status: 'ready' };

function toHoldings(counts: ReadonlyMap<string, number>, importedAt: string | null): Holdings {
  let copies = 0;
  for (const count of counts.values()) copies += count;
  return { status: 'ready', counts, titles: counts.size, copies, importedAt };
}

function decode(stored: StoredHoldings | undefined): Holdings {
  if (!stored || typeof stored.isbns !== 'string' || !(stored.copies instanceof Uint32Array)) {
    return EMPTY;
  }
  const counts = new Map<string, number>();
  for (let i = 0; i < stored.copies.length; i++) {
    counts.set(stored.isbns.slice(i * ISBN_LENGTH, (i + 1) * ISBN_LENGTH), stored.copies[i]!);
  }
  return toHoldings(counts, stored.importedAt);
}

function encode(counts: ReadonlyMap<string, number>, importedAt: string): StoredHoldings {
  const copies = new Uint32Array(counts.size);
  const isbns: string[] = [];
  let i = 0;
  for (const [isbn13, count] of counts) {
    isbns.push(isbn13);
    copies[i++] = count;
  }
  return { isbns: isbns.join(''), copies, importedAt };
}

let memberId: string | null = null;
let current: Holdings = LOADING;
const listeners = new Set<() => void>();

function publish(id: string, holdings: Holdings) {
  if (memberId !== id) return;
  current = holdings;
  for (const listener of listeners) listener();
}

/**
 * One member's holdings in memory, loaded once and shared by every page and mark; loading
 * another member's drops the previous member's from memory.
 */
export const holdingsStore = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  read(id: string | null): Holdings {
    return id !== null && id === memberId ? current : LOADING;
  },
  load(id: string) {
    if (memberId === id) return;
    memberId = id;
    current = LOADING;
    get<StoredHoldings>(id, holdingsDb).then(
      (stored) => publish(id, decode(stored)),
      () => publish(id, EMPTY),
    );
  },
  /** Saves the holdings, then shows them: what the page shows is what is stored. */
  async replace(id: string, counts: ReadonlyMap<string, number>): Promise<void> {
    if (counts.size === 0) return this.clear(id);
    const importedAt = new Date().toISOString();
    await set(id, encode(counts, importedAt), holdingsDb);
    publish(id, toHoldings(counts, importedAt));
  },
  async add(id: string, counts: ReadonlyMap<string, number>): Promise<void> {
    const merged = new Map(this.read(id).counts);
    for (const [isbn13, count] of counts) merged.set(isbn13, (merged.get(isbn13) ?? 0) + count);
    return this.replace(id, merged);
  },
  async clear(id: string): Promise<void> {
    await del(id, holdingsDb);
    publish(id, EMPTY);
  },
};

/** The copies held of a book by its ISBN as the catalogue gives it (0 when none). */
export function copiesOf(holdings: Holdings, isbn: string | null | undefined): number {
  if (!isbn || holdings.titles === 0) return 0;
  const direct = holdings.counts.get(isbn);
  if (direct !== undefined) return direct;
  const reading = readIsbn(isbn);
  return reading.valid ? (holdings.counts.get(reading.isbn13) ?? 0) : 0;
}
