import type { CollectionParams, SearchParams } from '../search';

/** Query keys of the catalogue and book detail: everything starts with ['books']. */
export const bookKeys = {
  all: ['books'] as const,
  tabs: () => [...bookKeys.all, 'tabs'] as const,
  categoryTree: () => [...bookKeys.all, 'category-tree'] as const,
  collections: () => [...bookKeys.all, 'collection'] as const,
  collection: (collectionId: number, params: CollectionParams) =>
    [...bookKeys.collections(), collectionId, params] as const,
  searches: () => [...bookKeys.all, 'search'] as const,
  search: (params: SearchParams) => [...bookKeys.searches(), params] as const,
  detail: (bookId: number) => [...bookKeys.all, 'detail', bookId] as const,
  classificationChain: (name: string) => [...bookKeys.all, 'classification-chain', name] as const,
};
