import type { components } from '@/api/schema.gen';

export type IsbnResult = components['schemas']['IsbnResult'];
export type BookHoldings = components['schemas']['BookHoldings'];
export type RowsAdded = components['schemas']['RowsAdded'];

/** Query and mutation keys of the librarian tools. */
export const librarianKeys = {
  all: ['librarian-tools'] as const,
  /** Where books already are, by the sorted list of book ids asked. */
  holdings: (bookIds: readonly number[]) =>
    [...librarianKeys.all, 'holdings', [...new Set(bookIds)].sort((a, b) => a - b)] as const,
  holdingsAll: () => [...librarianKeys.all, 'holdings'] as const,
};
