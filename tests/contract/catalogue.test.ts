import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { API_SPEC_PATH } from '../../server/spec.ts';
import { DEMO, newMember, signIn, type Session } from './support/accounts.ts';
import { count, fingerprint, testDb } from './support/db.ts';
import {
  call,
  describeOperation,
  expectDocumented,
  expectError,
  operationUrl,
  toReply,
  type Reply,
} from './support/http.ts';
import { operationInfo } from './support/spec.ts';
import type { Schemas } from './support/schemas.ts';

type BookPage = Schemas['BookPage'];
type Tab = Schemas['Tab'];
type Tree = Schemas['CategoryTree'];

let member: Session;
let tabs: Tab[];
let tree: Tree;
beforeAll(async () => {
  member = await newMember({ label: 'catalogue' });
  tabs = (await call('listTabs', { token: member.token })).body.results;
  tree = (await call('getCategoryTree')).body;
});

const collectionOf = (tabIndex: number, index = 0) => {
  const collection = tabs[tabIndex]?.collections[index];
  if (!collection) throw new Error('missing collection');
  return collection.collectionId;
};

type CollectionQuery = Record<string, string | number | (string | number)[]>;

/** The free-text lists of listCollectionBooks, sent as repeated parameters (`explode: true`). */
const REPEATED_LISTS = new Set(['titles', 'publishers', 'authors', 'keywords']);

/**
 * A collection read with its lists encoded as the contract says: `categories=1,2` (one value,
 * comma separated) and `titles=a&titles=b` (one parameter per value, commas kept).
 */
async function readCollection(
  collectionId: number,
  query: CollectionQuery,
): Promise<Reply<BookPage>> {
  const joined = Object.fromEntries(
    Object.entries(query).filter(([name]) => !REPEATED_LISTS.has(name)),
  );
  const url = new URL(
    operationUrl('listCollectionBooks', { params: { collectionId }, query: joined }),
  );
  for (const [name, value] of Object.entries(query)) {
    if (!REPEATED_LISTS.has(name)) continue;
    for (const item of [value].flat()) url.searchParams.append(name, String(item));
  }
  const response = await fetch(url, { headers: { authorization: `Bearer ${member.token}` } });
  return toReply<BookPage>('listCollectionBooks', response);
}

async function collectionPage(collectionId: number, query: CollectionQuery = {}) {
  return expectDocumented(await readCollection(collectionId, query), 200);
}

async function search(query: Record<string, string | number>) {
  return expectDocumented(await call('searchBooks', { token: member.token, query }), 200);
}

/** Leaf category ids under a category (itself when it is a leaf). */
function leavesUnder(id: number): Set<number> {
  const leaves = new Set<number>();
  for (const large of tree.results) {
    for (const medium of large.mediumCategory) {
      for (const sub of medium.subCategory) {
        if ([large.id, medium.id, sub.id].includes(id)) leaves.add(sub.id);
      }
    }
  }
  return leaves;
}

const categoryOfBook = (bookId: number) =>
  testDb()
    .prepare<[number], { category_id: number }>('SELECT category_id FROM books WHERE id = ?')
    .get(bookId)?.category_id;

describeOperation('getCategoryTree', () => {
  it('answers the three-level tree without a token', async () => {
    const body = expectDocumented(await call('getCategoryTree'), 200);
    expect(body.results).toHaveLength(6);
    for (const large of body.results) {
      expect(large.mediumCategory.length).toBeGreaterThanOrEqual(3);
      expect(large.mediumCategory.length).toBeLessThanOrEqual(4);
      for (const medium of large.mediumCategory) {
        expect(medium.subCategory.length).toBeGreaterThanOrEqual(3);
        expect(medium.subCategory.length).toBeLessThanOrEqual(5);
      }
    }
  });
});

describeOperation('listTabs', () => {
  it('answers 4–5 visible tabs and one _home tab, each with 3–6 collections', async () => {
    const body = expectDocumented(await call('listTabs', { token: member.token }), 200);
    const hidden = body.results.filter((t) => t.tabName.endsWith('_home'));
    const visible = body.results.filter((t) => !t.tabName.endsWith('_home'));
    expect(hidden).toHaveLength(1);
    expect(visible.length).toBeGreaterThanOrEqual(4);
    expect(visible.length).toBeLessThanOrEqual(5);
    for (const tab of body.results) {
      expect(tab.collections.length).toBeGreaterThanOrEqual(3);
      expect(tab.collections.length).toBeLessThanOrEqual(6);
    }
  });

  it("includes the member's saved filters per tab", async () => {
    const demo = await signIn(DEMO.email, DEMO.password);
    const body = (await call('listTabs', { token: demo.token })).body;
    const first = body.results[0];
    expect(first?.filters.map((f) => f.filterName)).toEqual(['문학 추천', '과학 필독']);
    expect(first?.filters[0]?.keywords).toEqual([{ name: '추천도서' }]);
    expect(body.results[1]?.filters[0]?.publishers).toEqual([
      { name: 'Riverside Press' },
      { name: 'Northwind Books' },
    ]);
  });

  it('answers 401 without a token', async () => {
    expectError(await call('listTabs'), 401, 'auth_token_missing');
  });
});

describeOperation('listCollectionBooks', () => {
  it('pages a collection in its own order with totalCount and hasMore', async () => {
    const id = collectionOf(0);
    const total = count('collection_books', 'collection_id = ?', id);
    const first = await collectionPage(id, { page: 1, take: 5 });
    expect(first.totalCount).toBe(total);
    expect(first.hasMore).toBe(total > 5);
    const expected = testDb()
      .prepare<[number], { book_id: number }>(
        'SELECT book_id FROM collection_books WHERE collection_id = ? ORDER BY position LIMIT 10',
      )
      .all(id)
      .map((r) => r.book_id);
    const second = await collectionPage(id, { page: 2, take: 5 });
    expect([...first.results, ...second.results].map((b) => b.bookId)).toEqual(expected);
    const last = await collectionPage(id, { page: Math.ceil(total / 5), take: 5 });
    expect(last.hasMore).toBe(false);
    const beyond = await collectionPage(id, { page: 1000, take: 5 });
    expect(beyond).toMatchObject({ results: [], hasMore: false, totalCount: total });
  });

  it('answers the fields of the book table', async () => {
    const [book] = (await collectionPage(collectionOf(0), { take: 1 })).results;
    expect(book).toMatchObject({
      bookId: expect.any(Number),
      bookTitle: expect.any(String),
      isbn: expect.any(String),
      authorK: expect.any(String),
      publisher: { kName: expect.any(String) },
      publishedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      price: expect.any(Number),
      classificationName: expect.any(String),
      isPanmunBook: expect.any(Boolean),
      isIcon: expect.any(Boolean),
      coverImageUrl: `/api/v1/covers/${book?.bookId}.webp`,
    });
  });

  it("answers each book's 정가, 부가기호 and KDC as the catalogue has them, null where it has none", async () => {
    const page = await collectionPage(collectionOf(0), { take: 30 });
    const stored = testDb().prepare<
      [number],
      { list_price: number | null; additional_code: string | null; kdc: string | null }
    >('SELECT list_price, additional_code, kdc FROM books WHERE id = ?');
    for (const book of page.results) {
      const row = stored.get(book.bookId);
      expect([book.listPrice, book.additionalCode, book.kdc]).toEqual([
        row?.list_price,
        row?.additional_code,
        row?.kdc,
      ]);
    }
    // Most demo books have all three; a few have none of the codes.
    const { total, coded, unlisted } = testDb()
      .prepare<[], { total: number; coded: number; unlisted: number }>(
        `SELECT COUNT(*) AS total, SUM(additional_code IS NOT NULL AND kdc IS NOT NULL) AS coded,
                SUM(list_price IS NULL) AS unlisted FROM books`,
      )
      .get() ?? { total: 0, coded: 0, unlisted: 0 };
    expect(coded / total).toBeGreaterThan(0.6);
    expect(coded).toBeLessThan(total);
    expect(unlisted).toBeGreaterThan(0);
    // The demo prices keep the price law: never below 90 % of the list price.
    expect(count('books', 'list_price IS NOT NULL AND price * 10 < list_price * 9')).toBe(0);
  });

  it("narrows by readers (독자대상, the 부가기호's first digit): study aids left out", async () => {
    const id = collectionOf(0);
    const all = await collectionPage(id, { take: 100 });
    const groupOf = (code: string | null) =>
      code === null
        ? 'unmarked'
        : ({
            '0': 'general',
            '1': 'practical',
            '4': 'youth',
            '5': 'studyAid',
            '6': 'studyAid',
            '7': 'children',
            '9': 'professional',
          }[code[0] ?? ''] ?? 'unmarked');
    const noStudyAid = ['general', 'practical', 'youth', 'children', 'professional', 'unmarked'];
    const narrowed = await collectionPage(id, { readers: noStudyAid, take: 100 });
    expect(narrowed.results.map((b) => b.bookId)).toEqual(
      all.results.filter((b) => groupOf(b.additionalCode) !== 'studyAid').map((b) => b.bookId),
    );
    const studyAids = testDb()
      .prepare<[], { n: number }>(
        "SELECT COUNT(*) AS n FROM books WHERE substr(additional_code, 1, 1) IN ('5', '6')",
      )
      .get()?.n;
    expect(studyAids).toBeGreaterThan(0);
    const onlyStudy = await search({ readers: 'studyAid', take: 100 });
    expect(onlyStudy.totalCount).toBe(studyAids);
    for (const book of onlyStudy.results) expect(book.additionalCode).toMatch(/^[56]\d{4}$/);
    const unmarked = await search({ readers: 'unmarked', take: 100 });
    expect(unmarked.totalCount).toBe(count('books', 'additional_code IS NULL'));
    expectError(await readCollection(id, { readers: ['adults'] }), 400, 'validation_failed');
  });

  it('sorts by a field, ascending by default', async () => {
    const id = collectionOf(0);
    const byTitle = await collectionPage(id, { sortField: 'title', take: 30 });
    const titles = byTitle.results.map((b) => b.bookTitle.toLowerCase());
    expect(titles).toEqual([...titles].sort());
    const newest = await collectionPage(id, {
      sortField: 'publishedAt',
      sortOrder: 'desc',
      take: 30,
    });
    const dates = newest.results.map((b) => b.publishedAt);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('narrows by a field and value (case-insensitive contains)', async () => {
    const id = collectionOf(1, 1); // English Originals
    const [sample] = (await collectionPage(id, { take: 1 })).results;
    if (!sample) throw new Error('empty collection');
    const publisher = sample.publisher.kName;
    const byPublisher = await collectionPage(id, {
      filter: 'publisher',
      value: publisher.toUpperCase(),
      take: 100,
    });
    expect(byPublisher.totalCount).toBeGreaterThan(0);
    expect(byPublisher.results.every((b) => b.publisher.kName === publisher)).toBe(true);
    const byIsbn = await collectionPage(id, { filter: 'isbn', value: sample.isbn.slice(3, 12) });
    expect(byIsbn.results.map((b) => b.bookId)).toContain(sample.bookId);
  });

  it('narrows by panel criteria: a category matches its subtree, values of one criterion OR', async () => {
    const id = collectionOf(0, 1);
    const literature = tree.results[0];
    const science = tree.results[2];
    if (!literature || !science) throw new Error('tree');
    const page = await collectionPage(id, { categories: [literature.id, science.id], take: 100 });
    const allowed = new Set([...leavesUnder(literature.id), ...leavesUnder(science.id)]);
    expect(page.totalCount).toBeGreaterThan(0);
    for (const book of page.results) expect(allowed).toContain(categoryOfBook(book.bookId));

    const all = await collectionPage(id, { take: 100 });
    const publishers = [...new Set(all.results.map((b) => b.publisher.kName))].slice(0, 2);
    const byPublishers = await collectionPage(id, { publishers, take: 100 });
    expect(byPublishers.results.every((b) => publishers.includes(b.publisher.kName))).toBe(true);
    expect(byPublishers.totalCount).toBe(
      all.results.filter((b) => publishers.includes(b.publisher.kName)).length,
    );
  });

  it('declares categories comma separated and the free-text lists as repeated parameters', () => {
    type Parameter = { name?: string; explode?: boolean; $ref?: string };
    const document = parse(readFileSync(API_SPEC_PATH, 'utf8')) as {
      components: { parameters: Record<string, Parameter> };
    };
    const parameters = (operationInfo('listCollectionBooks').operation.parameters ??
      []) as Parameter[];
    const lists = parameters
      .map((p) => (p.$ref ? document.components.parameters[p.$ref.split('/').at(-1) ?? ''] : p))
      .filter((p) => p?.name === 'categories' || REPEATED_LISTS.has(p?.name ?? ''))
      .map((p) => [p?.name, p?.explode]);
    expect(Object.fromEntries(lists)).toEqual({
      categories: false,
      titles: true,
      publishers: true,
      authors: true,
      keywords: true,
    });
  });

  it('takes a title holding a comma as one criterion, never split', async () => {
    // Seeded titles such as "오래된 창문, 밤": the collection book whose halves match most others.
    const candidates = testDb()
      .prepare<[], { collectionId: number; bookId: number; title: string }>(
        `SELECT cb.collection_id AS collectionId, b.id AS bookId, b.title
         FROM books b JOIN collection_books cb ON cb.book_id = b.id
         WHERE b.title LIKE '%, %' ORDER BY cb.collection_id, b.id`,
      )
      .all();
    const matching = (collectionId: number, text: string) =>
      count(
        'collection_books cb JOIN book_keys k ON k.id = cb.book_id',
        'cb.collection_id = ? AND instr(k.title_text, ?) > 0',
        collectionId,
        text.toLowerCase(),
      );
    const halvesOf = (title: string) => title.split(', ');
    const union = (c: (typeof candidates)[number]) =>
      halvesOf(c.title).reduce((sum, half) => sum + matching(c.collectionId, half), 0);
    const chosen = [...candidates].sort((a, b) => union(b) - union(a))[0];
    if (!chosen) throw new Error('no seeded title with a comma');
    const { collectionId, bookId, title } = chosen;

    const one = await collectionPage(collectionId, { titles: [title], take: 100 });
    expect(one.results.map((b) => b.bookId)).toContain(bookId);
    expect(one.totalCount).toBe(matching(collectionId, title));
    for (const book of one.results) {
      expect(`${book.bookTitle} ${book.titleO ?? ''}`.toLowerCase()).toContain(title.toLowerCase());
    }
    // Its two halves as two criteria are what splitting on the comma would have asked.
    const halves = await collectionPage(collectionId, { titles: halvesOf(title), take: 100 });
    expect(halves.totalCount).toBeGreaterThan(one.totalCount);
  });

  it('takes "A, B" as one author (no one is named so); repeated authors combine (OR)', async () => {
    const id = collectionOf(0, 1);
    const all = await collectionPage(id, { take: 100 });
    const [first, second] = [...new Set(all.results.map((b) => b.authorK))];
    if (!first || !second) throw new Error('fewer than two authors');
    const idsOf = async (authors: string[]) =>
      (await collectionPage(id, { authors, take: 100 })).results.map((b) => b.bookId);

    const joined = await collectionPage(id, { authors: [`${first}, ${second}`], take: 100 });
    expect(joined.totalCount).toBe(0);

    const either = new Set([...(await idsOf([first])), ...(await idsOf([second]))]);
    const both = await collectionPage(id, { authors: [first, second], take: 100 });
    expect(both.totalCount).toBeGreaterThan(0);
    expect(new Set(both.results.map((b) => b.bookId))).toEqual(either);
  });

  it('answers 400 for more than 50 repeated titles or a blank one', async () => {
    const titles = Array.from({ length: 51 }, (_, i) => `title ${i}`);
    expectError(await readCollection(collectionOf(0), { titles }), 400, 'validation_failed');
    expectError(
      await readCollection(collectionOf(0), { titles: ['a', ''] }),
      400,
      'validation_failed',
    );
  });

  it('applies a saved filter (filterId)', async () => {
    const demo = await signIn(DEMO.email, DEMO.password);
    const demoTabs = (await call('listTabs', { token: demo.token })).body.results;
    const filter = demoTabs[0]?.filters[0];
    if (!filter) throw new Error('no saved filter');
    const reply = await call('listCollectionBooks', {
      token: demo.token,
      params: { collectionId: collectionOf(0, 1) },
      query: { filterId: filter.filterId, take: 100 },
    });
    const page = expectDocumented(reply, 200);
    const allowed = leavesUnder(filter.categories[0] ?? 0);
    for (const book of page.results) expect(allowed).toContain(categoryOfBook(book.bookId));
    // Another member's filter is not found.
    expectError(
      await call('listCollectionBooks', {
        token: member.token,
        params: { collectionId: collectionOf(0) },
        query: { filterId: filter.filterId },
      }),
      404,
      'not_found',
    );
  });

  it('answers 404 for an unknown collection', async () => {
    expectError(
      await call('listCollectionBooks', { token: member.token, params: { collectionId: 9999 } }),
      404,
      'not_found',
    );
  });

  it.each([
    ['take 101', { take: 101 }],
    ['an unknown filter field', { filter: 'price', value: '1' }],
    ['an unknown sort field', { sortField: 'price' }],
    ['a sort order other than asc/desc', { sortOrder: 'up' }],
    ['a category that is not a number', { categories: 'a,b' }],
    ['an empty search value', { value: '' }],
  ])('answers 400 for %s', async (_label, query) => {
    expectError(
      await call('listCollectionBooks', {
        token: member.token,
        params: { collectionId: collectionOf(0) },
        query,
      }),
      400,
      'validation_failed',
    );
  });
});

describeOperation('searchBooks', () => {
  it('matches every word across title, authors, publisher, ISBN and keywords', async () => {
    const book = testDb()
      .prepare<
        [],
        { id: number; title: string; author_k: string; publisher: string; isbn: string }
      >(
        "SELECT id, title, author_k, publisher, isbn FROM books WHERE magazine_type = 'BOOK' AND language = '한국어' LIMIT 1 OFFSET 7",
      )
      .get();
    if (!book) throw new Error('no book');
    const byTitleAndAuthor = await search({
      value: `${book.title.split(' ')[0]} ${book.author_k}`,
      take: 100,
    });
    expect(byTitleAndAuthor.results.map((b) => b.bookId)).toContain(book.id);
    const byIsbn = await search({ value: book.isbn });
    expect(byIsbn.results.map((b) => b.bookId)).toEqual([book.id]);
    // A two-letter Korean word (below the trigram length) is found too.
    const short = book.author_k.slice(1);
    const byShort = await search({ value: short, take: 100 });
    expect(byShort.totalCount).toBeGreaterThan(0);
    const searchable = testDb().prepare<[number], { text: string }>(
      `SELECT lower(title || ' ' || coalesce(title_original, '') || ' ' || authors_text || ' ' || publisher
               || ' ' || isbn || ' ' || keywords_text) AS text FROM books WHERE id = ?`,
    );
    for (const result of byShort.results)
      expect(searchable.get(result.bookId)?.text).toContain(short);
  });

  it('is case-insensitive for Latin text', async () => {
    const english = testDb()
      .prepare<[], { id: number; title: string }>(
        "SELECT id, title FROM books WHERE language = 'English' LIMIT 1",
      )
      .get();
    if (!english) throw new Error('no English book');
    const page = await search({ value: english.title.toUpperCase(), take: 100 });
    expect(page.results.map((b) => b.bookId)).toContain(english.id);
  });

  it('answers nothing for text that matches no book, and everything without a value', async () => {
    expect((await search({ value: 'zzqqxxnotabook' })).totalCount).toBe(0);
    expect((await search({ take: 1 })).totalCount).toBe(count('books'));
  });

  it('sorts and pages like a collection', async () => {
    const page = await search({ value: '입문', sortField: 'title', take: 20 });
    const titles = page.results.map((b) => b.bookTitle.toLowerCase());
    expect(titles).toEqual([...titles].sort());
  });

  it('answers 404 for an unknown saved filter and 400 for bad input', async () => {
    expectError(
      await call('searchBooks', { token: member.token, query: { filterId: 999999 } }),
      404,
      'not_found',
    );
    expectError(
      await call('searchBooks', { token: member.token, query: { value: 'x'.repeat(201) } }),
      400,
      'validation_failed',
    );
  });
});

describeOperation('getBook', () => {
  it('answers every field of the detail', async () => {
    const reply = await call('getBook', {
      token: member.token,
      params: { bookId: 3 },
    });
    const book = expectDocumented(reply, 200);
    expect(book).toMatchObject({
      bookId: 3,
      coverImageUrl: '/api/v1/covers/3.webp',
      magazineType: expect.stringMatching(/BOOK|MAGAZINE/),
    });
    for (const key of ['description', 'bookIndex', 'mainSubject', 'language', 'page'] as const) {
      expect(String(book[key]).length).toBeGreaterThan(0);
    }
  });

  it('answers the 정가, 부가기호 and KDC of a book, and null for a book without them', async () => {
    const ids = testDb()
      .prepare<[], { coded: number; plain: number }>(
        `SELECT (SELECT id FROM books WHERE additional_code IS NOT NULL AND list_price IS NOT NULL LIMIT 1) AS coded,
                (SELECT id FROM books WHERE additional_code IS NULL AND list_price IS NULL LIMIT 1) AS plain`,
      )
      .get();
    const read = async (bookId: number) =>
      expectDocumented(await call('getBook', { token: member.token, params: { bookId } }), 200);
    const coded = await read(ids?.coded ?? 0);
    expect(coded.additionalCode).toMatch(/^\d{5}$/);
    expect(coded.kdc).toMatch(/^\d{3}(\.\d+)?$/);
    expect(coded.listPrice).toBeGreaterThanOrEqual(coded.price);
    const plain = await read(ids?.plain ?? 0);
    expect(plain).toMatchObject({ listPrice: null, additionalCode: null });
  });

  it('has translated books with original title, foreign author and translator', async () => {
    const row = testDb()
      .prepare<[], { id: number }>('SELECT id FROM books WHERE translator_k IS NOT NULL LIMIT 1')
      .get();
    const book = (
      await call('getBook', {
        token: member.token,
        params: { bookId: row?.id ?? 0 },
      })
    ).body;
    expect(book.titleR).toEqual(expect.any(String));
    expect(book.foreignAuthorR).toEqual(expect.any(String));
    expect(book.translatorK).toEqual(expect.any(String));
  });

  it('answers 404 for an unknown book and 400 for a bad id', async () => {
    expectError(
      await call('getBook', { token: member.token, params: { bookId: 999999 } }),
      404,
      'not_found',
    );
    expectError(
      await call('getBook', { token: member.token, params: { bookId: '1.5' } }),
      400,
      'validation_failed',
    );
  });
});

describe('saved filters', () => {
  const filterBody = (name: string, change: Record<string, unknown> = {}) => ({
    tabId: tabs[0]?.tabId ?? 1,
    name,
    keywords: [' 필독서 ', '  '],
    author: [],
    publisher: ['푸른숲길'],
    categories: [tree.results[0]?.id ?? 1],
    titles: [],
    ...change,
  });

  describeOperation('createFilter', () => {
    it('saves a filter with cleaned values; it appears in its tab', async () => {
      const reply = await call('createFilter', {
        token: member.token,
        body: filterBody('내 필터'),
      });
      const filter = expectDocumented(reply, 201);
      expect(filter).toMatchObject({
        filterName: '내 필터',
        keywords: [{ name: '필독서' }],
        publishers: [{ name: '푸른숲길' }],
      });
      const list = (await call('listTabs', { token: member.token })).body.results;
      expect(list[0]?.filters.map((f) => f.filterId)).toContain(filter.filterId);
    });

    it('answers 409 duplicate_name for the same name in the same tab, ignoring case', async () => {
      await call('createFilter', { token: member.token, body: filterBody('Dup Name') });
      const before = fingerprint();
      expectError(
        await call('createFilter', { token: member.token, body: filterBody(' dup name ') }),
        409,
        'duplicate_name',
      );
      expect(fingerprint()).toBe(before);
      // Another tab may use the name.
      expectDocumented(
        await call('createFilter', {
          token: member.token,
          body: filterBody('Dup Name', { tabId: tabs[1]?.tabId }),
        }),
        201,
      );
    });

    it('answers 409 for a name that reads the same: full-width letters, doubled spaces', async () => {
      await call('createFilter', { token: member.token, body: filterBody('Wide Name') });
      expectError(
        await call('createFilter', { token: member.token, body: filterBody('Ｗｉｄｅ  name') }),
        409,
        'duplicate_name',
      );
    });

    it('answers 404 for an unknown tab', async () => {
      expectError(
        await call('createFilter', { token: member.token, body: filterBody('x', { tabId: 999 }) }),
        404,
        'not_found',
      );
    });

    it.each([
      ['a blank name', { name: '  ' }],
      ['missing criteria', { titles: undefined }],
      ['an author given as text', { author: 'Kim' }],
      ['an unknown field', { color: 'red' }],
    ])('answers 400 for %s and saves nothing', async (_label, change) => {
      const before = fingerprint();
      expectError(
        await call('createFilter', { token: member.token, body: filterBody('Bad', change) }),
        400,
        'validation_failed',
      );
      expect(fingerprint()).toBe(before);
    });

    it('answers 404 for an unknown category (a valid body naming nothing) and saves nothing', async () => {
      const before = fingerprint();
      expectError(
        await call('createFilter', {
          token: member.token,
          body: filterBody('Bad', { categories: [99999] }),
        }),
        404,
        'not_found',
      );
      expect(fingerprint()).toBe(before);
    });
  });

  describeOperation('updateFilter', () => {
    it('updates name and criteria', async () => {
      const created = (
        await call('createFilter', {
          token: member.token,
          body: filterBody('Before'),
        })
      ).body;
      const reply = await call('updateFilter', {
        token: member.token,
        params: { filterId: created.filterId },
        body: filterBody('After', { keywords: ['새 키워드'] }),
      });
      expect(expectDocumented(reply, 200)).toMatchObject({
        filterId: created.filterId,
        filterName: 'After',
        keywords: [{ name: '새 키워드' }],
      });
    });

    it('answers 409 for the name of another filter and 404 for an unknown one', async () => {
      const a = (
        await call('createFilter', {
          token: member.token,
          body: filterBody('Alpha'),
        })
      ).body;
      await call('createFilter', { token: member.token, body: filterBody('Beta') });
      expectError(
        await call('updateFilter', {
          token: member.token,
          params: { filterId: a.filterId },
          body: filterBody('BETA'),
        }),
        409,
        'duplicate_name',
      );
      expectError(
        await call('updateFilter', {
          token: member.token,
          params: { filterId: 999999 },
          body: filterBody('x'),
        }),
        404,
        'not_found',
      );
    });
  });

  describeOperation('deleteFilter', () => {
    it("deletes a filter; another member's filter is not found", async () => {
      const created = (
        await call('createFilter', {
          token: member.token,
          body: filterBody('Gone'),
        })
      ).body;
      const demo = await signIn(DEMO.email, DEMO.password);
      expectError(
        await call('deleteFilter', { token: demo.token, params: { filterId: created.filterId } }),
        404,
        'not_found',
      );
      expectDocumented(
        await call('deleteFilter', { token: member.token, params: { filterId: created.filterId } }),
        204,
      );
      expectError(
        await call('deleteFilter', { token: member.token, params: { filterId: created.filterId } }),
        404,
        'not_found',
      );
    });
  });
});

describe('the seeded catalogue', () => {
  const books = () =>
    testDb()
      .prepare<
        [],
        {
          id: number;
          title: string;
          isbn: string;
          release_status: string | null;
          is_sale: number;
          price: number;
          language: string;
          magazine_type: string;
        }
      >(
        'SELECT id, title, isbn, release_status, is_sale, price, language, magazine_type FROM books',
      )
      .all();

  it('has valid ISBN-13 check digits, and ISSN-style identifiers (with a dash) for magazines', () => {
    for (const book of books()) {
      if (book.magazine_type === 'MAGAZINE') {
        expect(book.isbn).toMatch(/^\d{4}-\d{3}[\dX]$/);
        continue;
      }
      expect(book.isbn).toMatch(/^97[89]\d{10}$/);
      const digits = [...book.isbn].map(Number);
      const sum = digits.slice(0, 12).reduce((acc, d, i) => acc + d * (i % 2 === 0 ? 1 : 3), 0);
      expect(digits[12]).toBe((10 - (sum % 10)) % 10);
    }
    expect(books().some((b) => b.magazine_type === 'MAGAZINE')).toBe(true);
  });

  it('has every release status, RELEASE the most common, and books not on sale', () => {
    const all = books();
    const byStatus = new Map<string | null, number>();
    for (const book of all)
      byStatus.set(book.release_status, (byStatus.get(book.release_status) ?? 0) + 1);
    for (const status of ['RELEASE', 'OUTOFSTOCK', 'OUTOFPRINT', 'USED', 'ETC'])
      expect(byStatus.get(status)).toBeGreaterThan(0);
    expect(Math.max(...byStatus.values())).toBe(byStatus.get('RELEASE'));
    expect(all.some((b) => b.is_sale === 0)).toBe(true);
  });

  it('has Korean and English titles and prices in won (multiples of 100)', () => {
    const all = books();
    expect(all.some((b) => /[가-힣]/.test(b.title))).toBe(true);
    expect(all.some((b) => b.language === 'English' && /^[A-Za-z]/.test(b.title))).toBe(true);
    for (const book of all) expect(book.price % 100).toBe(0);
  });

  it('shows isPanmunBook false for books not on sale', async () => {
    const row = testDb()
      .prepare<[], { id: number }>('SELECT id FROM books WHERE is_sale = 0 LIMIT 1')
      .get();
    const page = await search({
      value:
        testDb()
          .prepare<[number], { isbn: string }>('SELECT isbn FROM books WHERE id = ?')
          .get(row?.id ?? 0)?.isbn ?? '',
    });
    expect(page.results[0]).toMatchObject({ bookId: row?.id, isPanmunBook: false });
  });

  it('leaves some detail sections empty (the page hides them) and fills others', () => {
    const counts = testDb()
      .prepare<
        [],
        {
          emptyBio: number;
          bio: number;
          emptyReview: number;
          series: number;
          notes: number;
          translated: number;
        }
      >(
        `SELECT SUM(author_introduction = '') AS emptyBio, SUM(author_introduction != '') AS bio,
                SUM(review = '') AS emptyReview, COUNT(series) AS series, COUNT(note) AS notes,
                COUNT(translator_k) AS translated FROM books`,
      )
      .get();
    expect(counts).toEqual({
      emptyBio: expect.any(Number),
      bio: expect.any(Number),
      emptyReview: expect.any(Number),
      series: expect.any(Number),
      notes: expect.any(Number),
      translated: expect.any(Number),
    });
    for (const value of Object.values(counts ?? {})) expect(value).toBeGreaterThan(0);
  });
});
