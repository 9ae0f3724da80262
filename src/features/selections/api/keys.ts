import type { components } from '@/api/schema.gen';

export type CartSortField = components['schemas']['CartSortField'];
export type SortOrder = 'asc' | 'desc';

/** Query keys of the selections area; mutations invalidate exactly these. */
export const selectionKeys = {
  all: ['selections'] as const,
  list: () => [...selectionKeys.all, 'list'] as const,
  details: () => [...selectionKeys.all, 'detail'] as const,
  detail: (name: string, sortField?: CartSortField, sortOrder?: SortOrder) =>
    [...selectionKeys.details(), name, { sortField, sortOrder }] as const,
  detailsOf: (name: string) => [...selectionKeys.details(), name] as const,
};

/** Query key of a selection's draft (beside `['selections', 'detail', …]`, never fetched). */
export const selectionDraftKey = (selectionId: string) =>
  [...selectionKeys.all, 'draft', selectionId] as const;

/** The key prefix of every draft. */
export const selectionDraftsKey = () => [...selectionKeys.all, 'draft'] as const;

/**
 * Mutation keys: each has defaults (mutations.ts), registered before a cache holding a queued edit
 * is restored, so queued offline edits survive a reload.
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
