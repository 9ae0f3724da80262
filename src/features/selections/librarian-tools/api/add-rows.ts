import { mutationOptions, useMutation, type QueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import { librarianKeys, librarianMutationKeys, selectionKeys } from '@/api/query-keys';
import * as texts from '@/texts';
import { toast } from '@/ui/toast';

export interface AddRowsVars {
  selectionId: string;
  books: { bookId: number; quantity: number; poNumber: string; note?: string }[];
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

/**
 * Add N books: the ticked rows with their quantities and PO numbers, in one idempotent call. Needs
 * the network (the panel queues a list offline instead, ./isbn-queue.ts); the panel says why it
 * failed, so no failure toast.
 */
const addRowsMutationOptions = mutationOptions({
  mutationKey: librarianMutationKeys.addRows,
  meta: { inlineErrors: true },
  mutationFn: ({ selectionId, books, idempotencyKey }: AddRowsVars) =>
    unwrap(
      api.POST('/member/cart/add/rows/{cartId}', {
        params: { path: { cartId: selectionId }, header: { 'Idempotency-Key': idempotencyKey } },
        body: { books },
      }),
    ),
  onSuccess: (answer) =>
    toast.success(texts.librarianTools.addedToast(answer.added.length, answer.name)),
  onSettled: (_data, _error, _vars, _context, { client }) => refreshAfterAddition(client),
});

export const useAddRows = () => useMutation(addRowsMutationOptions);
