import { useCallback, useSyncExternalStore } from 'react';
import { AddBooksRequest } from '@/api/limits.gen';
import { sessionStore } from '@/api/session';
import type { components } from '@/api/schema.gen';

type BookListItem = components['schemas']['BookListItem'];

/** What the Selected Books List box shows of a chosen book. */
export type SelectedBook = Pick<BookListItem, 'bookId' | 'bookTitle' | 'authorK' | 'coverImageUrl'>;

/**
 * The Selected Books List lives in sessionStorage, per member: it survives opening a book's
 * detail and coming back, a reload and back/forward, but not closing the tab, and it is never
 * shared through a link (a link shares a view, not someone's unfinished choice). It is not in the
 * URL because it can hold books of many collections and pages.
 */
const KEY_PREFIX = 'catalogue-selected-books:';
/** The contract's limit of one "add books" call. */
const MAX_BOOKS = AddBooksRequest.books.maxItems;

type Listener = () => void;
const listeners = new Set<Listener>();
const EMPTY: readonly SelectedBook[] = [];
let cached: { key: string; raw: string | null; books: readonly SelectedBook[] } = {
  key: '',
  raw: null,
  books: EMPTY,
};

const storageKey = () => `${KEY_PREFIX}${sessionStore.read()?.id ?? 'anonymous'}`;

function isSelectedBook(value: unknown): value is SelectedBook {
  const book = value as SelectedBook;
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof book.bookId === 'number' &&
    typeof book.bookTitle === 'string' &&
    typeof book.authorK === 'string' &&
    typeof book.coverImageUrl === 'string'
  );
}

function read(): readonly SelectedBook[] {
  const key = storageKey();
  let raw: string | null = null;
  try {
    raw = window.sessionStorage.getItem(key);
  } catch {
    // Storage blocked: the list lives only as long as the page.
    return cached.books;
  }
  if (key === cached.key && raw === cached.raw) return cached.books;
  let books: readonly SelectedBook[] = EMPTY;
  try {
    const value: unknown = raw ? JSON.parse(raw) : [];
    if (Array.isArray(value)) books = value.filter(isSelectedBook);
  } catch {
    // A damaged entry counts as an empty list.
  }
  cached = { key, raw, books };
  return books;
}

function write(books: readonly SelectedBook[]) {
  const key = storageKey();
  const raw = JSON.stringify(books);
  try {
    if (books.length === 0) window.sessionStorage.removeItem(key);
    else window.sessionStorage.setItem(key, raw);
  } catch {
    // Storage full or blocked: keep the list in memory.
  }
  cached = { key, raw: books.length === 0 ? null : raw, books };
  for (const listener of listeners) listener();
}

const pick = (book: SelectedBook): SelectedBook => ({
  bookId: book.bookId,
  bookTitle: book.bookTitle,
  authorK: book.authorK,
  coverImageUrl: book.coverImageUrl,
});

/** The Selected Books List of the catalogue (docs/product/catalogue.md#selected-books). */
export const selectedBooksStore = {
  read,
  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Adds books not yet in the list, in the order given, after the ones already there. */
  add(books: readonly SelectedBook[]) {
    const current = read();
    const known = new Set(current.map((book) => book.bookId));
    const added = books.filter((book) => !known.has(book.bookId)).map(pick);
    if (added.length > 0) write([...current, ...added].slice(0, MAX_BOOKS));
  },
  remove(bookIds: readonly number[]) {
    const gone = new Set(bookIds);
    const current = read();
    const kept = current.filter((book) => !gone.has(book.bookId));
    if (kept.length !== current.length) write(kept);
  },
  clear() {
    write([]);
  },
};

/** The Selected Books List and its actions, re-rendering on every change. */
export function useSelectedBooks() {
  const books = useSyncExternalStore(selectedBooksStore.subscribe, read, () => EMPTY);
  const add = useCallback((list: readonly SelectedBook[]) => selectedBooksStore.add(list), []);
  const remove = useCallback((ids: readonly number[]) => selectedBooksStore.remove(ids), []);
  const clear = useCallback(() => selectedBooksStore.clear(), []);
  return { books, add, remove, clear };
}
