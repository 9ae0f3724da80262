/**
 * The catalogue read model: category tree, tabs, book list items and details, and the ordered id
 * lists behind collection pages and searches. The catalogue does not change while the server runs,
 * so ordered id lists and list items are cached in memory (LRU): a page is a slice of an id list
 * plus primary-key reads, and totals need no COUNT(*) per request.
 */
import type { Statement } from 'better-sqlite3';
import type { components } from '../src/api/schema.gen.ts';
import type { Db } from './db/index.ts';
import { Lru } from './lib/lru.ts';
import { coverUrl } from './lib/urls.ts';
import { localDate } from './lib/util.ts';
import { digitsOf, READER_GROUPS, type ReaderGroup } from '../src/rules/additional-code.ts';

type BookListItem = components['schemas']['BookListItem'];
type BookDetail = components['schemas']['BookDetail'];
type CategoryTree = components['schemas']['CategoryTree'];
type ReleaseStatus = components['schemas']['ReleaseStatus'];
export type BookSortField = components['schemas']['BookSortField'];

/** Narrowing criteria of a collection read or a search; within a list any value matches (OR). */
export interface Criteria {
  categories: number[];
  titles: string[];
  publishers: string[];
  authors: string[];
  keywords: string[];
}

export interface BookQuery {
  /** A collection, or null for the whole catalogue (search). */
  collectionId: number | null;
  criteria: Criteria[];
  /** Only books for these readers (독자대상); absent or empty: every book. */
  readers?: ReaderGroup[];
  field?: { filter: 'title' | 'author' | 'publisher' | 'keyword' | 'isbn'; value: string };
  /** Words that must all occur in title, original title, authors, publisher, ISBN or keywords. */
  search?: string;
  sortField?: BookSortField;
  sortOrder: 'asc' | 'desc';
}

export const emptyCriteria = (): Criteria => ({
  categories: [],
  titles: [],
  publishers: [],
  authors: [],
  keywords: [],
});

interface BookRow {
  id: number;
  title: string;
  title_original: string | null;
  isbn: string;
  release_status: ReleaseStatus | null;
  author_k: string;
  author_r: string | null;
  foreign_author_k: string | null;
  foreign_author_r: string | null;
  translator_k: string | null;
  translator_r: string | null;
  other_authors_k: string;
  other_authors_r: string;
  counter_signature: string;
  series: string | null;
  publisher: string;
  published_at: string;
  price: number;
  list_price: number | null;
  additional_code: string | null;
  kdc: string | null;
  is_sale: number;
  page_count: number;
  binding: string;
  specifies: string | null;
  language: string;
  magazine_type: 'BOOK' | 'MAGAZINE';
  keywords: string;
  note: string | null;
  description: string;
  book_index: string;
  citation: string;
  review: string;
  author_introduction: string;
  category_id: number;
  category_name: string;
}

/**
 * The reader group of a 부가기호 column, as SQL: the table of src/rules/additional-code.ts, for the
 * copy in book_keys that the filter reads (migration 017).
 */
export function readerGroupSql(column: string): string {
  const cases = READER_GROUPS.flatMap((group) =>
    digitsOf(group).map((digit) => `WHEN '${digit}' THEN '${group}'`),
  );
  return `CASE substr(${column}, 1, 1) ${cases.join(' ')} ELSE 'unmarked' END`;
}

/** Sort orders over book_keys `k` (see migration 002). */
const SORT_SQL: Record<BookSortField, string> = {
  classification: 'k.category_rank {dir}, k.title COLLATE NOCASE {dir}',
  author: 'k.author COLLATE NOCASE {dir}',
  publisher: 'k.publisher COLLATE NOCASE {dir}',
  title: 'k.title COLLATE NOCASE {dir}',
  publishedAt: 'k.published_at {dir}',
};

/** How long a book counts as new (the list's "new" badge). */
const NEW_DAYS = 90;
/** Length of the description in list items (the detail has the whole text). */
const LIST_DESCRIPTION_LENGTH = 160;

function summary(text: string): string {
  if (text.length <= LIST_DESCRIPTION_LENGTH) return text;
  return `${text.slice(0, LIST_DESCRIPTION_LENGTH - 1).trimEnd()}…`;
}

const parseList = (json: string): string[] => {
  const value: unknown = JSON.parse(json);
  return Array.isArray(value) ? value.map(String) : [];
};

/**
 * The home page's sections (the collections of the tabs named `…_home`, in their order) with
 * the first books of each: `sizes[i]` of the i-th section, 5 beyond the sizes given.
 */
export function homeSections(db: Db, sizes: readonly number[]) {
  const sections = db
    .prepare<[], { id: number; name: string }>(
      `SELECT c.id, c.name FROM collections c JOIN tabs t ON t.id = c.tab_id
       WHERE t.name LIKE '%\\_home' ESCAPE '\\' ORDER BY t.position, c.position`,
    )
    .all();
  const books = db
    .prepare<[number, number], number>(
      'SELECT book_id FROM collection_books WHERE collection_id = ? ORDER BY position LIMIT ?',
    )
    .pluck();
  return sections.map((section, index) => ({
    sectionId: section.id,
    sectionName: section.name,
    bookIds: books.all(section.id, sizes[index] ?? 5),
  }));
}

export class Catalogue {
  private readonly statements = new Map<string, Statement>();
  /** Recently read pages, whole (bounded to about 32 MB). */
  private readonly pages = new Lru<string, Buffer>(5_000, 32 * 1024 * 1024);
  private readonly idLists = new Lru<string, Int32Array>(500, 8_000_000);
  private readonly listItems = new Lru<number, Omit<BookListItem, 'isIcon'>>(50_000);
  /** Serialised list items: `[publishedAt, json when not new, json when new]` (the badge depends on today). */
  private readonly listItemJson = new Lru<number, [string, string | undefined, string | undefined]>(
    50_000,
  );
  private readonly bookById: Statement<[number], BookRow>;
  private readonly leavesOf = new Map<number, number[]>();
  private readonly categoryPath = new Map<string, string[]>();
  private readonly categoryIds = new Set<number>();
  /** The tabs and their collections, in their order. */
  readonly tabs: readonly { id: number; name: string }[];
  readonly collections: readonly { id: number; tab_id: number; name: string }[];
  private treeCache: CategoryTree | undefined;
  private newCutoff = { date: '', computedAt: 0 };

  constructor(private readonly db: Db) {
    this.bookById = db.prepare(
      `SELECT b.*, c.name AS category_name FROM books b JOIN categories c ON c.id = b.category_id
       WHERE b.id = ?`,
    );
    this.loadCategories();
    this.tabs = db
      .prepare<[], { id: number; name: string }>('SELECT id, name FROM tabs ORDER BY position, id')
      .all();
    this.collections = db
      .prepare<[], { id: number; tab_id: number; name: string }>(
        'SELECT id, tab_id, name FROM collections ORDER BY position, id',
      )
      .all();
  }

  hasTab(id: number): boolean {
    return this.tabs.some((tab) => tab.id === id);
  }

  hasCollection(id: number): boolean {
    return this.collections.some((collection) => collection.id === id);
  }

  hasCategory(id: number): boolean {
    return this.categoryIds.has(id);
  }

  private loadCategories(): void {
    const rows = this.db
      .prepare<[], { id: number; parent_id: number | null; level: number; name: string }>(
        'SELECT id, parent_id, level, name FROM categories ORDER BY level, position',
      )
      .all();
    const byId = new Map(rows.map((row) => [row.id, row]));
    for (const row of rows) {
      this.categoryIds.add(row.id);
      const path: string[] = [];
      let node: typeof row | undefined = row;
      while (node) {
        path.unshift(node.name);
        node = node.parent_id === null ? undefined : byId.get(node.parent_id);
      }
      this.categoryPath.set(row.name, path);
      if (row.level === 3) {
        // A leaf belongs to its own subtree and to those of its ancestors.
        let ancestor: typeof row | undefined = row;
        while (ancestor) {
          const list = this.leavesOf.get(ancestor.id) ?? [];
          list.push(row.id);
          this.leavesOf.set(ancestor.id, list);
          ancestor = ancestor.parent_id === null ? undefined : byId.get(ancestor.parent_id);
        }
      }
    }
  }

  private statement(sql: string): Statement {
    let statement = this.statements.get(sql);
    if (!statement) {
      statement = this.db.prepare(sql);
      if (this.statements.size > 500) this.statements.clear();
      this.statements.set(sql, statement);
    }
    return statement;
  }

  /** The three-level category tree. */
  categoryTree(): CategoryTree {
    if (!this.treeCache) {
      const rows = this.db
        .prepare<[], { id: number; parent_id: number | null; level: number; name: string }>(
          'SELECT id, parent_id, level, name FROM categories ORDER BY position, id',
        )
        .all();
      const children = (parent: number) => rows.filter((row) => row.parent_id === parent);
      this.treeCache = {
        results: rows
          .filter((row) => row.level === 1)
          .map((large) => ({
            id: large.id,
            name: large.name,
            mediumCategory: children(large.id).map((medium) => ({
              id: medium.id,
              name: medium.name,
              subCategory: children(medium.id).map((leaf) => ({ id: leaf.id, name: leaf.name })),
            })),
          })),
      };
    }
    return this.treeCache;
  }

  /** The classification chain (large > medium > sub) of a category name, or undefined. */
  classificationChain(name: string): string[] | undefined {
    return this.categoryPath.get(name.trim());
  }

  private isNewCutoff(): string {
    const now = Date.now();
    if (now - this.newCutoff.computedAt > 60_000) {
      this.newCutoff = { date: localDate(new Date(now - NEW_DAYS * 86_400_000)), computedAt: now };
    }
    return this.newCutoff.date;
  }

  /** The cached list item without the date-dependent "new" badge. */
  private baseItem(bookId: number): Omit<BookListItem, 'isIcon'> | undefined {
    let item = this.listItems.get(bookId);
    if (!item) {
      const row = this.bookById.get(bookId);
      if (!row) return undefined;
      item = {
        bookId: row.id,
        bookTitle: row.title,
        titleO: row.title_original,
        isbn: row.isbn,
        releaseStatus: row.release_status,
        authorK: row.author_k,
        publisher: { kName: row.publisher },
        publishedAt: row.published_at,
        price: row.price,
        listPrice: row.list_price,
        additionalCode: row.additional_code,
        kdc: row.kdc,
        page: String(row.page_count),
        classificationName: row.category_name,
        pageType: row.binding,
        description: summary(row.description),
        coverImageUrl: coverUrl(row.id),
        isPanmunBook: row.is_sale === 1,
      };
      this.listItems.set(bookId, item);
    }
    return item;
  }

  /** A book's list item, or undefined when there is no such book. */
  listItem(bookId: number): BookListItem | undefined {
    const item = this.baseItem(bookId);
    return item && { ...item, isIcon: item.publishedAt >= this.isNewCutoff() };
  }

  /** A book's list item as JSON text (cached: the hot path of collection pages). */
  private itemJson(bookId: number, newCutoff: string): string | undefined {
    let cached = this.listItemJson.get(bookId);
    const item = cached ? undefined : this.baseItem(bookId);
    if (!cached) {
      if (!item) return undefined;
      cached = [item.publishedAt, undefined, undefined];
      this.listItemJson.set(bookId, cached);
    }
    const isIcon = cached[0] >= newCutoff;
    const variant = isIcon ? 2 : 1;
    cached[variant] ??= JSON.stringify({ ...(item ?? this.baseItem(bookId)), isIcon });
    return cached[variant];
  }

  /** A book's detail, or undefined. */
  detail(bookId: number): BookDetail | undefined {
    const row = this.bookById.get(bookId);
    if (!row) return undefined;
    return {
      bookId: row.id,
      title: row.title,
      titleR: row.title_original,
      mainSubject: row.category_name,
      coverImageUrl: coverUrl(row.id),
      counterSignature: parseList(row.counter_signature),
      authorK: row.author_k,
      authorR: row.author_r,
      foreignAuthorK: row.foreign_author_k,
      foreignAuthorR: row.foreign_author_r,
      translatorK: row.translator_k,
      translatorR: row.translator_r,
      totalSignaturesK: parseList(row.other_authors_k),
      totalSignaturesR: parseList(row.other_authors_r),
      series: row.series,
      publisher: row.publisher,
      publishedAt: row.published_at,
      isbn: row.isbn,
      isSale: row.is_sale === 1,
      price: row.price,
      listPrice: row.list_price,
      additionalCode: row.additional_code,
      kdc: row.kdc,
      specifies: row.specifies,
      releaseStatus: row.release_status,
      page: String(row.page_count),
      language: row.language,
      magazineType: row.magazine_type,
      keywords: parseList(row.keywords),
      note: row.note,
      description: row.description,
      bookIndex: row.book_index,
      citation: row.citation,
      review: row.review,
      authorIntroduction: row.author_introduction,
    };
  }

  /** Cover data of a book (title, author), or undefined. */
  coverInfo(bookId: number): { title: string; author: string; publisher: string } | undefined {
    const item = this.listItem(bookId);
    return item && { title: item.bookTitle, author: item.authorK, publisher: item.publisher.kName };
  }

  /** The ids of the books matching a query, in the query's order (cached). */
  orderedIds(query: BookQuery): Int32Array {
    const key = JSON.stringify(query);
    const cached = this.idLists.get(key);
    if (cached) return cached;
    const { sql, params } = this.buildQuery(query);
    const ids = Int32Array.from(
      this.statement(sql)
        .pluck()
        .all(...params) as number[],
    );
    this.idLists.set(key, ids, ids.length + 16);
    return ids;
  }

  /**
   * One page as the JSON body of a BookPage (UTF-8 bytes). Collection pages are the portal's
   * hottest read, so the body is assembled from cached item texts instead of being serialised per
   * request, and recent pages are kept whole. The items are built field by field from the
   * contract's BookListItem (nothing else can leak), and the contract tests validate these answers
   * against the schema like every other.
   */
  pageBody(query: BookQuery, page: number, take: number): Buffer {
    const cutoff = this.isNewCutoff();
    const key = `${cutoff}|${page}|${take}|${JSON.stringify(query)}`;
    const cached = this.pages.get(key);
    if (cached) return cached;
    const ids = this.orderedIds(query);
    const start = (page - 1) * take;
    const items: string[] = [];
    for (let i = start; i < Math.min(start + take, ids.length); i++) {
      const json = this.itemJson(ids[i] as number, cutoff);
      if (json) items.push(json);
    }
    const body = Buffer.from(
      `{"results":[${items.join(',')}],"totalCount":${ids.length},"hasMore":${start + take < ids.length}}`,
    );
    this.pages.set(key, body, body.length);
    return body;
  }

  private buildQuery(query: BookQuery): { sql: string; params: unknown[] } {
    const conditions: string[] = [];
    const params: unknown[] = [];
    const anyOf = (expressions: string[]) => `(${expressions.join(' OR ')})`;
    const contains = (column: string, values: string[]) => {
      conditions.push(anyOf(values.map(() => `instr(${column}, ?) > 0`)));
      params.push(...values.map((value) => value.trim().toLowerCase()));
    };

    for (const criteria of query.criteria) {
      if (criteria.categories.length > 0) {
        const leaves = [
          ...new Set(criteria.categories.flatMap((id) => this.leavesOf.get(id) ?? [])),
        ];
        conditions.push(leaves.length > 0 ? `k.category_id IN (${leaves.join(',')})` : '0');
      }
      if (criteria.titles.length > 0) contains('k.title_text', criteria.titles);
      if (criteria.publishers.length > 0) contains('k.publisher_text', criteria.publishers);
      if (criteria.authors.length > 0) contains('k.authors_text', criteria.authors);
      if (criteria.keywords.length > 0) contains('k.keywords_text', criteria.keywords);
    }

    if (query.readers && query.readers.length > 0) {
      conditions.push(`k.reader_group IN (${query.readers.map(() => '?').join(', ')})`);
      params.push(...query.readers);
    }

    if (query.field) {
      const { filter, value } = query.field;
      if (filter === 'isbn') {
        conditions.push('instr(k.isbn_text, ?) > 0');
        params.push(value.replaceAll('-', '').trim());
      } else {
        const column = {
          title: 'k.title_text',
          author: 'k.authors_text',
          publisher: 'k.publisher_text',
          keyword: 'k.keywords_text',
        }[filter];
        contains(column, [value]);
      }
    }

    if (query.search) {
      const words = query.search.toLowerCase().split(/\s+/).filter(Boolean);
      const long = words.filter((word) => [...word].length >= 3);
      const short = words.filter((word) => [...word].length < 3);
      if (long.length > 0) {
        // The trigram index finds substrings of three or more characters.
        conditions.push('k.id IN (SELECT rowid FROM books_fts WHERE books_fts MATCH ?)');
        params.push(long.map((word) => `"${word.replaceAll('"', '""')}"`).join(' '));
      }
      for (const word of short) {
        conditions.push('instr(k.search_text, ?) > 0');
        params.push(word);
      }
    }

    const dir = query.sortOrder === 'desc' ? 'DESC' : 'ASC';
    const sort = query.sortField ? SORT_SQL[query.sortField].replaceAll('{dir}', dir) : undefined;
    const where = conditions.length > 0 ? ` AND ${conditions.join(' AND ')}` : '';

    if (query.collectionId !== null) {
      params.unshift(query.collectionId);
      if (!sort && where === '') {
        return {
          sql: 'SELECT book_id FROM collection_books WHERE collection_id = ? ORDER BY position',
          params,
        };
      }
      return {
        sql: `SELECT cb.book_id FROM collection_books cb JOIN book_keys k ON k.id = cb.book_id
              WHERE cb.collection_id = ?${where} ORDER BY ${sort ? `${sort}, ` : ''}cb.position`,
        params,
      };
    }
    // The whole catalogue: newest publications first unless a sort is asked for. Unnarrowed,
    // the (published_at, id) index answers in order; narrowed, scanning the table and sorting the
    // matches beats walking the index with a row lookup per book (the unary + keeps the planner
    // off the index).
    const newest =
      where === '' ? 'k.published_at DESC, k.id DESC' : '+k.published_at DESC, k.id DESC';
    return {
      sql: `SELECT k.id FROM book_keys k WHERE 1${where} ORDER BY ${sort ? `${sort}, k.id` : newest}`,
      params,
    };
  }
}
