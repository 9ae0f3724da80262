import type { components } from '@/api/schema.gen';

export type IsbnResult = components['schemas']['IsbnResult'];
export type BookHoldings = components['schemas']['BookHoldings'];
export type RowsAdded = components['schemas']['RowsAdded'];

/** Query and mutation keys of the librarian tools. */
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
