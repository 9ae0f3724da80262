import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import { areaQueryDefaults } from '@/offline/query-client';
import { librarianKeys } from '@/api/query-keys';

/** The books to look up: by id, or the books of one of the member's orders. */
export interface HoldingsOf {
  bookIds?: readonly number[];
  orderId?: number;
}

/**
 * Where the member already has these books: the selections holding them and the orders of the
 * last 12 months that had them, for many books in one call.
 */
export const bookHoldingsQueryOptions = ({ bookIds = [], orderId }: HoldingsOf) =>
  queryOptions({
    ...areaQueryDefaults,
    queryKey: librarianKeys.holdings(bookIds, orderId),
    queryFn: ({ signal }) =>
      unwrap(
        api.POST('/member/book/holdings', {
          body: { ...(bookIds.length > 0 ? { bookIds: [...bookIds] } : {}), orderId },
          signal,
        }),
      ),
    enabled: bookIds.length > 0 || orderId !== undefined,
  });
