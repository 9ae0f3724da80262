import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/ui/toast';
import { api, unwrap } from '@/api/client';
import { isHandled } from '@/api/errors';
import type { components } from '@/api/schema.gen';
import { selectionKeys } from '@/api/query-keys';
import { selectionDetailQueryOptions } from '@/features/selections/api/queries';
import { useRequestQuotation } from '@/features/selections/api/requests';
import * as texts from '@/texts';

export interface OrderBookVars {
  bookId: number;
  title: string;
  quantity: number;
  /** One per confirmed Order Request (see newIdempotencyKey). */
  idempotencyKey: string;
}

/**
 * The book detail's Order Request (001 §2.3): a quotation is requested for the book at once. The
 * quotation call takes its books from a selection, so the book passes through the default one:
 * when it was not there before it is added for the request and taken out again afterwards
 * (whether the request went through or not), so a later "select all → Request Quote" there cannot
 * quote it a second time. A book the member had already put there stays as it was (its row's
 * quantity is put back after the quotation, which leaves the quoted one there).
 *
 * It needs the network: never queued (networkMode 'always'), and the quotation is idempotent by
 * its key, so a double press orders once. Toasts: 성공적으로 주문되었습니다 (with what was
 * requested) / 주문에 실패했습니다 (001 §8); going to /orders is the caller's.
 */
export function useOrderBook() {
  const queryClient = useQueryClient();
  const quotation = useRequestQuotation();
  return useMutation<components['schemas']['OrderCreated'], Error, OrderBookVars>({
    mutationKey: ['books', 'order-request'],
    networkMode: 'always',
    mutationFn: async ({ bookId, quantity, idempotencyKey }) => {
      const cartCategoryId = texts.selections.defaultId;
      const before = await queryClient.fetchQuery({
        ...selectionDetailQueryOptions(texts.selections.defaultName),
        staleTime: 0,
      });
      const own = before.books.find((item) => item.bookId === bookId);
      // Added directly, not through the "add to selection" mutation: its own success toast would
      // be a second message for what the member sees as one action.
      const passing = own
        ? undefined
        : await unwrap(
            api.POST('/member/cart/add/book/{bookId}', {
              params: { path: { bookId } },
              body: { cartCategoryId, quantity },
            }),
          );
      try {
        return await quotation.mutateAsync({
          body: {
            cartCategoryId,
            message: before.message,
            books: [{ bookId, quantity, poNumber: own?.poNumber ?? '' }],
          },
          idempotencyKey,
        });
      } finally {
        if (passing) {
          await unwrap(
            api.DELETE('/member/cart/delete/book/{id}', { params: { path: { id: passing.id } } }),
          ).catch(() => undefined);
        } else if (own && own.quantity !== quantity) {
          // The quotation leaves its quantity in the row it used; the member's row keeps theirs.
          await unwrap(
            api.POST('/member/cart/update/{cartId}', {
              params: { path: { cartId: cartCategoryId } },
              body: {
                books: [{ cartBookId: own.id, quantity: own.quantity, poNumber: own.poNumber }],
                message: before.message,
              },
            }),
          ).catch(() => undefined);
        }
      }
    },
    onSuccess: (created, { title, quantity }) =>
      toast.success(texts.book.ordered, {
        description: texts.book.orderedWhat(title, quantity, created.orderCode),
      }),
    onError: (error) => {
      if (!isHandled(error)) toast.error(texts.book.orderFailed);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: selectionKeys.all }),
  });
}
