/** Tabs, collections, search, book detail, category tree and saved filters (tag `catalogue`). */
import type { FastifyReply } from 'fastify';
import type { components } from '../../src/api/schema.gen.ts';
import type { AppContext } from '../context.ts';
import { authOf } from '../context.ts';
import { emptyCriteria, type BookQuery, type Criteria } from '../catalogue.ts';
import { badRequest, conflict, notFound } from '../errors.ts';
import { nameKey, nowIso } from '../lib/util.ts';
import type { Handlers } from './types.ts';

type CatalogueOperations =
  | 'listTabs'
  | 'searchBooks'
  | 'getBook'
  | 'listCollectionBooks'
  | 'createFilter'
  | 'updateFilter'
  | 'deleteFilter'
  | 'getCategoryTree';
type Filter = components['schemas']['Filter'];
type FilterSaveRequest = components['schemas']['FilterSaveRequest'];

interface FilterRow {
  id: number;
  tab_id: number;
  name: string;
  criteria: string;
}

const clean = (values: readonly string[] | undefined): string[] => [
  ...new Set((values ?? []).map((value) => value.trim()).filter((value) => value !== '')),
];

function parseCriteria(json: string): Criteria {
  const value = JSON.parse(json) as Partial<Criteria>;
  return { ...emptyCriteria(), ...value };
}

function filterView(row: FilterRow): Filter {
  const criteria = parseCriteria(row.criteria);
  const named = (values: string[]) => values.map((name) => ({ name }));
  return {
    filterId: row.id,
    filterName: row.name,
    categories: criteria.categories,
    publishers: named(criteria.publishers),
    authors: named(criteria.authors),
    keywords: named(criteria.keywords),
    titles: named(criteria.titles),
  };
}

/** Sends a ready JSON body (see Catalogue.pageBody). */
const sendJson = (reply: FastifyReply, json: Buffer) =>
  reply.type('application/json; charset=utf-8').send(json);

export function catalogueHandlers(ctx: AppContext): Handlers<CatalogueOperations> {
  const { db, catalogue } = ctx;

  const tabs = db
    .prepare<[], { id: number; name: string }>('SELECT id, name FROM tabs ORDER BY position, id')
    .all();
  const collections = db
    .prepare<[], { id: number; tab_id: number; name: string }>(
      'SELECT id, tab_id, name FROM collections ORDER BY position, id',
    )
    .all();
  const collectionIds = new Set(collections.map((collection) => collection.id));
  const categoryIds = new Set(db.prepare<[], number>('SELECT id FROM categories').pluck().all());

  const memberFilter = (memberId: string, filterId: number): FilterRow => {
    const row = db
      .prepare<[number, string], FilterRow>(
        'SELECT id, tab_id, name, criteria FROM saved_filters WHERE id = ? AND member_id = ?',
      )
      .get(filterId, memberId);
    if (!row) throw notFound(`No saved filter with id ${filterId}.`);
    return row;
  };

  const checkFilter = (memberId: string, body: FilterSaveRequest, except?: number) => {
    const name = body.name.trim();
    if (name === '') throw badRequest('validation_failed', 'body/name must not be blank');
    if (!tabs.some((tab) => tab.id === body.tabId)) throw notFound(`No tab with id ${body.tabId}.`);
    const unknown = body.categories.filter((id) => !categoryIds.has(id));
    // A well-formed id naming nothing is not found, as for the tab.
    if (unknown.length > 0) throw notFound(`No category with id ${unknown.join(', ')}.`);
    const duplicate = db
      .prepare<[string, number, string, number], { id: number }>(
        'SELECT id FROM saved_filters WHERE member_id = ? AND tab_id = ? AND name_key = ? AND id != ?',
      )
      .get(memberId, body.tabId, nameKey(name), except ?? -1);
    if (duplicate)
      throw conflict('duplicate_name', `A filter named "${name}" already exists in this tab.`);
    const criteria: Criteria = {
      categories: [...new Set(body.categories)],
      publishers: clean(body.publisher),
      authors: clean(body.author),
      keywords: clean(body.keywords),
      titles: clean(body.titles),
    };
    return { name, criteria: JSON.stringify(criteria) };
  };

  const readFilter = (id: number) =>
    db
      .prepare<[number], FilterRow>(
        'SELECT id, tab_id, name, criteria FROM saved_filters WHERE id = ?',
      )
      .get(id) as FilterRow;

  return {
    async listTabs(request) {
      const { memberId } = authOf(request);
      const filters = db
        .prepare<[string], FilterRow>(
          'SELECT id, tab_id, name, criteria FROM saved_filters WHERE member_id = ? ORDER BY id',
        )
        .all(memberId);
      return {
        results: tabs.map((tab) => ({
          tabId: tab.id,
          tabName: tab.name,
          collections: collections
            .filter((collection) => collection.tab_id === tab.id)
            .map((collection) => ({
              collectionId: collection.id,
              collectionName: collection.name,
            })),
          filters: filters.filter((filter) => filter.tab_id === tab.id).map(filterView),
        })),
      };
    },

    async listCollectionBooks(request, reply) {
      const { memberId } = authOf(request);
      const { collectionId } = request.params;
      const q = request.query;
      if (!collectionIds.has(collectionId))
        throw notFound(`No collection with id ${collectionId}.`);
      const criteria: Criteria[] = [];
      if (q.filterId !== undefined)
        criteria.push(parseCriteria(memberFilter(memberId, q.filterId).criteria));
      const panel: Criteria = {
        categories: [...new Set(q.categories ?? [])].sort((a, b) => a - b),
        titles: clean(q.titles),
        publishers: clean(q.publishers),
        authors: clean(q.authors),
        keywords: clean(q.keywords),
      };
      if (Object.values(panel).some((list) => list.length > 0)) criteria.push(panel);
      const value = q.value?.trim();
      const query: BookQuery = {
        collectionId,
        criteria,
        ...(value && q.filter ? { field: { filter: q.filter, value } } : {}),
        ...(value && !q.filter ? { search: value } : {}),
        ...(q.sortField ? { sortField: q.sortField } : {}),
        sortOrder: q.sortOrder ?? 'asc',
      };
      return sendJson(reply, catalogue.pageBody(query, q.page ?? 1, q.take ?? 10));
    },

    async searchBooks(request, reply) {
      const { memberId } = authOf(request);
      const q = request.query;
      const criteria: Criteria[] = [];
      if (q.filterId !== undefined)
        criteria.push(parseCriteria(memberFilter(memberId, q.filterId).criteria));
      const value = q.value?.trim();
      const query: BookQuery = {
        collectionId: null,
        criteria,
        ...(value ? { search: value } : {}),
        ...(q.sortField ? { sortField: q.sortField } : {}),
        sortOrder: q.sortOrder ?? 'asc',
      };
      return sendJson(reply, catalogue.pageBody(query, q.page ?? 1, q.take ?? 10));
    },

    async getBook(request) {
      const book = catalogue.detail(request.params.bookId);
      if (!book) throw notFound(`No book with id ${request.params.bookId}.`);
      return book;
    },

    async createFilter(request, reply) {
      const { memberId } = authOf(request);
      const { name, criteria } = checkFilter(memberId, request.body);
      const result = db
        .prepare(
          'INSERT INTO saved_filters (member_id, tab_id, name, name_key, criteria, created_at) VALUES (?, ?, ?, ?, ?, ?)',
        )
        .run(memberId, request.body.tabId, name, nameKey(name), criteria, nowIso());
      reply.code(201);
      return filterView(readFilter(Number(result.lastInsertRowid)));
    },

    async updateFilter(request) {
      const { memberId } = authOf(request);
      const existing = memberFilter(memberId, request.params.filterId);
      const { name, criteria } = checkFilter(memberId, request.body, existing.id);
      db.prepare(
        'UPDATE saved_filters SET tab_id = ?, name = ?, name_key = ?, criteria = ? WHERE id = ?',
      ).run(request.body.tabId, name, nameKey(name), criteria, existing.id);
      return filterView(readFilter(existing.id));
    },

    async deleteFilter(request, reply) {
      const { memberId } = authOf(request);
      const existing = memberFilter(memberId, request.params.filterId);
      db.prepare('DELETE FROM saved_filters WHERE id = ?').run(existing.id);
      return reply.code(204).send();
    },

    async getCategoryTree() {
      return catalogue.categoryTree();
    },
  };
}
