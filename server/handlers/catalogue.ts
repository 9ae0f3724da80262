/** Tabs, collections, search, book detail, category tree and saved filters (tag `catalogue`). */
import type { FastifyReply } from 'fastify';
import type { AppContext } from '../context.ts';
import { authOf } from '../context.ts';
import type { BookQuery, Criteria } from '../catalogue.ts';
import { notFound } from '../errors.ts';
import type { ReaderGroup } from '../../src/rules/additional-code.ts';
import {
  cleanValues,
  createFilter,
  deleteFilter,
  filterCriteria,
  filtersByTab,
  updateFilter,
} from '../saved-filters.ts';
import type { Handlers } from './types.ts';

type CatalogueOperations = CatalogueReadOperations | FilterOperations;
type CatalogueReadOperations =
  'listTabs' | 'searchBooks' | 'getBook' | 'listCollectionBooks' | 'getCategoryTree';
type FilterOperations = 'createFilter' | 'updateFilter' | 'deleteFilter';

/** The readers a read narrows by, in one order (the query is a cache key). */
const readersOf = (readers: ReaderGroup[] | undefined): Pick<BookQuery, 'readers'> =>
  readers && readers.length > 0 ? { readers: [...new Set(readers)].sort() } : {};

/** Sends a ready JSON body (see Catalogue.pageBody). */
const sendJson = (reply: FastifyReply, json: Buffer) =>
  reply.type('application/json; charset=utf-8').send(json);

export const catalogueHandlers = (ctx: AppContext): Handlers<CatalogueOperations> => ({
  ...catalogueReadHandlers(ctx),
  ...filterHandlers(ctx),
});

function catalogueReadHandlers({ db, catalogue }: AppContext): Handlers<CatalogueReadOperations> {
  /** The saved filter a read names, if any, as the first of its criteria. */
  const savedCriteria = (memberId: string, filterId: number | undefined): Criteria[] =>
    filterId === undefined ? [] : [filterCriteria(db, memberId, filterId)];
  return {
    async listTabs(request) {
      const filters = filtersByTab(db, authOf(request).memberId);
      return {
        results: catalogue.tabs.map((tab) => ({
          tabId: tab.id,
          tabName: tab.name,
          collections: catalogue.collections
            .filter((collection) => collection.tab_id === tab.id)
            .map((collection) => ({
              collectionId: collection.id,
              collectionName: collection.name,
            })),
          filters: filters.get(tab.id) ?? [],
        })),
      };
    },

    async listCollectionBooks(request, reply) {
      const { collectionId } = request.params;
      const q = request.query;
      if (!catalogue.hasCollection(collectionId))
        throw notFound(`No collection with id ${collectionId}.`);
      const criteria = savedCriteria(authOf(request).memberId, q.filterId);
      const panel: Criteria = {
        categories: [...new Set(q.categories ?? [])].sort((a, b) => a - b),
        titles: cleanValues(q.titles),
        publishers: cleanValues(q.publishers),
        authors: cleanValues(q.authors),
        keywords: cleanValues(q.keywords),
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
        ...readersOf(q.readers),
      };
      return sendJson(reply, catalogue.pageBody(query, q.page ?? 1, q.take ?? 10));
    },

    async searchBooks(request, reply) {
      const q = request.query;
      const value = q.value?.trim();
      const query: BookQuery = {
        collectionId: null,
        criteria: savedCriteria(authOf(request).memberId, q.filterId),
        ...(value ? { search: value } : {}),
        ...(q.sortField ? { sortField: q.sortField } : {}),
        sortOrder: q.sortOrder ?? 'asc',
        ...readersOf(q.readers),
      };
      return sendJson(reply, catalogue.pageBody(query, q.page ?? 1, q.take ?? 10));
    },

    async getBook(request) {
      const book = catalogue.detail(request.params.bookId);
      if (!book) throw notFound(`No book with id ${request.params.bookId}.`);
      return book;
    },

    async getCategoryTree() {
      return catalogue.categoryTree();
    },
  };
}

function filterHandlers({ db, catalogue }: AppContext): Handlers<FilterOperations> {
  return {
    async createFilter(request, reply) {
      reply.code(201);
      return createFilter(db, catalogue, authOf(request).memberId, request.body);
    },

    async updateFilter(request) {
      const { memberId } = authOf(request);
      return updateFilter(db, catalogue, memberId, request.params.filterId, request.body);
    },

    async deleteFilter(request, reply) {
      deleteFilter(db, authOf(request).memberId, request.params.filterId);
      return reply.code(204).send();
    },
  };
}
