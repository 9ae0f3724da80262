import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import { areaQueryDefaults } from '@/offline/query-client';
import { librarianKeys } from './keys';

/**
 * Where the member already has these books: the selections holding them and the orders of the
 * last 12 months that had them, for many books in one call.
 */
export const bookHoldingsQueryOptions = (bookIds: readonly number[]) =>
  queryOptions({
    ...areaQueryDefaults,
    queryKey: librarianKeys.holdings(bookIds),
    queryFn: ({ queryKey: [, , ids], signal }) =>
      unwrap(api.POST('/member/book/holdings', { body: { bookIds: [...ids] }, signal })),
    enabled: bookIds.length > 0,
  });
