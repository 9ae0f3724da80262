import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/ui/toast';
import { api, unwrap } from '@/api/client';
import { isHandled } from '@/api/errors';
import type { components } from '@/api/schema.gen';
import { selectionKeys } from '@/features/selections/api/keys';
import { useRequestQuotation } from '@/features/selections/api/requests';
import * as texts from '@/texts';

export interface OrderBookVars {
  bookId: number;
  quantity: number;
  /** One per press of Order Request (see newIdempotencyKey). */
  idempotencyKey: string;
}

/**
 * The book detail's Order Request (001 §2.3): the book goes into the default selection and a
 * quotation is requested for it at once. It needs the network: never queued (networkMode
 * 'always'), and the quotation is idempotent by its key, so a double press orders once.
 * Toasts: 성공적으로 주문되었습니다 / 주문에 실패했습니다 (001 §8); going to /orders is the caller's.
 */
export function useOrderBook() {
  const queryClient = useQueryClient();
  const quotation = useRequestQuotation();
  return useMutation<components['schemas']['OrderCreated'], Error, OrderBookVars>({
    mutationKey: ['books', 'order-request'],
    networkMode: 'always',
    mutationFn: async ({ bookId, quantity, idempotencyKey }) => {
      const cartCategoryId = texts.selections.defaultId;
      // Added directly, not through the "add to selection" mutation: its own success toast would
      // be a second message for what the member sees as one action.
      await unwrap(
        api.POST('/member/cart/add/book/{bookId}', {
          params: { path: { bookId } },
          body: { cartCategoryId, quantity },
        }),
      );
      return quotation.mutateAsync({
        body: { cartCategoryId, message: '', books: [{ bookId, quantity }] },
        idempotencyKey,
      });
    },
    onSuccess: () => toast.success(texts.book.ordered),
    onError: (error) => {
      if (!isHandled(error)) toast.error(texts.book.orderFailed);
    },
    // The book may be in the default selection even when the quotation failed.
    onSettled: () => queryClient.invalidateQueries({ queryKey: selectionKeys.all }),
  });
}
