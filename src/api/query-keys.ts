import type { components } from './schema.gen';

/**
 * Every query and mutation key of the cache, in one place. Keys are the cache's shared vocabulary:
 * an edit in one area changes what another shows (an order request empties rows of a selection
 * and adds to the order list and the home), so invalidations cross areas and must name the same
 * keys. Each area's keys start with its own root; pass the factory's result, never a literal.
 * Parameters (a page's query) are part of a key as they are: only their identity matters here.
 */

type CartSortField = components['schemas']['CartSortField'];

/** The catalogue and book detail: everything starts with ['books']. */
export const bookKeys = {
  all: ['books'] as const,
  tabs: () => [...bookKeys.all, 'tabs'] as const,
  categoryTree: () => [...bookKeys.all, 'category-tree'] as const,
  collections: () => [...bookKeys.all, 'collection'] as const,
  collection: (collectionId: number, params: object) =>
    [...bookKeys.collections(), collectionId, params] as const,
  searches: () => [...bookKeys.all, 'search'] as const,
  search: (params: object) => [...bookKeys.searches(), params] as const,
  detail: (bookId: number) => [...bookKeys.all, 'detail', bookId] as const,
  classificationChain: (name: string) => [...bookKeys.all, 'classification-chain', name] as const,
};

/** The member home; quotation and order requests invalidate `homeKeys.all`. */
export const homeKeys = {
  all: ['home'] as const,
  orderSummary: () => [...homeKeys.all, 'order-summary'] as const,
  notifications: () => [...homeKeys.all, 'notifications'] as const,
  bannerText: () => [...homeKeys.all, 'banner-text'] as const,
  banner: () => [...homeKeys.all, 'banner'] as const,
};

/** Announcements. Nothing in the portal changes them. */
export const noticeKeys = {
  all: ['notices'] as const,
  lists: () => [...noticeKeys.all, 'list'] as const,
  list: (query: object) => [...noticeKeys.lists(), query] as const,
  details: () => [...noticeKeys.all, 'detail'] as const,
  detail: (id: number) => [...noticeKeys.details(), id] as const,
};

/** Orders; quotation and order requests invalidate `orderKeys.all`. */
export const orderKeys = {
  all: ['orders'] as const,
  lists: () => [...orderKeys.all, 'list'] as const,
  list: (params: object) => [...orderKeys.lists(), params] as const,
  details: () => [...orderKeys.all, 'detail'] as const,
  detail: (id: number) => [...orderKeys.details(), id] as const,
};

/** The member's own account. */
export const profileKeys = {
  all: ['profile'] as const,
  me: () => [...profileKeys.all, 'me'] as const,
  signIns: () => [...profileKeys.all, 'sign-ins'] as const,
};

/** Selections; their edits invalidate exactly these. */
export const selectionKeys = {
  all: ['selections'] as const,
  list: () => [...selectionKeys.all, 'list'] as const,
  details: () => [...selectionKeys.all, 'detail'] as const,
  detail: (name: string, sortField?: CartSortField, sortOrder?: 'asc' | 'desc') =>
    [...selectionKeys.details(), name, { sortField, sortOrder }] as const,
  detailsOf: (name: string) => [...selectionKeys.details(), name] as const,
  /** A selection's unsaved draft (beside its detail, never fetched). */
  draft: (selectionId: string) => [...selectionKeys.all, 'draft', selectionId] as const,
  /** The prefix of every draft. */
  drafts: () => [...selectionKeys.all, 'draft'] as const,
};

/**
 * The selection edits: each has defaults (features/selections/api/mutations.ts), registered
 * before a cache holding a queued edit is restored, so queued offline edits survive a reload.
 */
export const selectionMutationKeys = {
  create: ['selections', 'create'] as const,
  rename: ['selections', 'rename'] as const,
  remove: ['selections', 'delete'] as const,
  addBook: ['selections', 'add-book'] as const,
  addBooks: ['selections', 'add-books'] as const,
  update: ['selections', 'update'] as const,
  removeItem: ['selections', 'delete-item'] as const,
};

/** The librarian tools (Add by ISBN, where books already are, Copy to selection). */
export const librarianKeys = {
  all: ['librarian-tools'] as const,
  /** Where books already are, by the sorted list of book ids asked (and the order asked). */
  holdings: (bookIds: readonly number[], orderId?: number) =>
    [
      ...librarianKeys.all,
      'holdings',
      { bookIds: [...new Set(bookIds)].sort((a, b) => a - b), orderId },
    ] as const,
  holdingsAll: () => [...librarianKeys.all, 'holdings'] as const,
};
