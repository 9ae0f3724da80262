import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import { selectionKeys } from '@/api/query-keys';
import { librarianKeys } from '@/api/query-keys';

export interface AddRowsVars {
  selectionId: string;
  books: { bookId: number; quantity: number; poNumber: string }[];
  /** Names this addition: a retry after a lost answer adds nothing twice. */
  idempotencyKey: string;
}

/** What an addition of books changes: the selections' counts and contents, and where books are. */
export async function refreshAfterAddition(queryClient: QueryClient) {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: selectionKeys.list() }),
    queryClient.invalidateQueries({ queryKey: selectionKeys.details() }),
    queryClient.invalidateQueries({ queryKey: librarianKeys.holdingsAll() }),
  ]);
}

/** Add N books: the ticked rows with their quantities and PO numbers, in one idempotent call. */
export const addRowsMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: [...librarianKeys.all, 'add-rows'],
    networkMode: 'always',
    mutationFn: ({ selectionId, books, idempotencyKey }: AddRowsVars) =>
      unwrap(
        api.POST('/member/cart/add/rows/{cartId}', {
          params: { path: { cartId: selectionId }, header: { 'Idempotency-Key': idempotencyKey } },
          body: { books },
        }),
      ),
    onSettled: () => refreshAfterAddition(queryClient),
  });
