import { mutationOptions, useMutation } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import { bookMutationKeys } from '@/api/query-keys';
import type { components } from '@/api/schema.gen';
import * as texts from '@/texts';
import { toast } from '@/ui/toast';
import { selectionDetailQueryOptions } from '../queries';
import { refreshAfterSelectionRequest } from './selection-request';
import { requestQuotation } from './request-quotation';

export interface OrderBookVars {
  bookId: number;
  title: string;
  quantity: number;
  /** One per confirmed Order Request (see newIdempotencyKey). */
  idempotencyKey: string;
}

/**
 * The book detail's Order Request (docs/product/book-detail.md#order-request): a quotation is requested for the book at once. The
 * quotation call takes its books from a selection, so the book passes through the default one:
 * when it was not there before it is added for the request and taken out again afterwards
 * (whether the request went through or not), so a later "select all → Request Quote" there cannot
 * quote it a second time. A book the member had already put there stays as it was (its row's
 * quantity is put back after the quotation, which leaves the quoted one there).
 *
 * It needs the network: never queued (the client's default network mode fails it at once
 * offline), and the quotation is idempotent by its key, so a double press orders once. Toasts:
 * 성공적으로 주문되었습니다 (with what was requested) / 주문에 실패했습니다 (docs/product/book-detail.md#messages); going to
 * /orders is the caller's.
 */
const orderBookMutationOptions = mutationOptions<
  components['schemas']['OrderCreated'],
  Error,
  OrderBookVars
>({
  mutationKey: bookMutationKeys.orderRequest,
  meta: { errorToast: texts.book.orderFailed },
  mutationFn: async ({ bookId, quantity, idempotencyKey }, { client }) => {
    const cartCategoryId = texts.selections.defaultId;
    const before = await client.fetchQuery({
      ...selectionDetailQueryOptions({
        id: texts.selections.defaultId,
        name: texts.selections.defaultName,
      }),
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
      return await requestQuotation({
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
  // What a quotation request changes (the default selection's rows, the orders, the home).
  onSettled: (_data, _error, _vars, _context, { client }) => refreshAfterSelectionRequest(client),
});

export const useOrderBook = () => useMutation(orderBookMutationOptions);
