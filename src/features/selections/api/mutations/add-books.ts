import { mutationOptions, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import { selectionMutationKeys } from '@/api/query-keys';
import type { components } from '@/api/schema.gen';
import * as texts from '@/texts';
import { toast } from '@/ui/toast';
import { addedTexts, type AddSource } from './add-book';
import {
  editFailure,
  queuedEditOptions,
  reloadSelectionContents,
  rememberIfQueued,
  selectionNameOf,
  useQueuedEdit,
  waitingReplayKey,
  withReplayKey,
  type EditContext,
} from './queued-edit';

export interface AddBooksVars {
  selectionId: string;
  books: { bookId: number; quantity: number; title?: string }[];
  source: AddSource;
  /** Set by the hook (see withReplayKey). */
  replayKey?: string;
}

/** Adds several books to a selection in one call (POST /member/cart/add/books); may wait offline. */
export const addBooksMutationOptions = mutationOptions<
  components['schemas']['CartDetail'],
  Error,
  AddBooksVars,
  EditContext
>({
  ...queuedEditOptions,
  mutationKey: selectionMutationKeys.addBooks,
  meta: {
    ...queuedEditOptions.meta,
    errorToast: editFailure<AddBooksVars>(
      (vars, context, client) =>
        texts.offline.edits.addBooks(
          vars.books.map((book) => book.title ?? texts.offline.bookNumber(book.bookId)),
          selectionNameOf(client, vars.selectionId, context),
        ),
      (vars) => addedTexts[vars.source].failed,
    ),
  },
  onMutate: rememberIfQueued,
  mutationFn: ({ selectionId, books, replayKey }) =>
    unwrap(
      api.POST('/member/cart/add/books', {
        params: { header: { 'Idempotency-Key': replayKey } },
        body: {
          cartCategoryId: selectionId,
          books: books.map(({ bookId, quantity }) => ({ bookId, quantity })),
        },
      }),
    ),
  onSuccess: (_data, { source, selectionId }, _context, { client }) =>
    toast.success(addedTexts[source].ok, {
      description: texts.selections.addedTo(selectionNameOf(client, selectionId)),
    }),
  onSettled: (_data, _error, _vars, _context, { client }) => reloadSelectionContents(client),
});

export function useAddBooks() {
  const queryClient = useQueryClient();
  return withReplayKey(useQueuedEdit(addBooksMutationOptions), (vars) =>
    waitingReplayKey(queryClient, selectionMutationKeys.addBooks, intentOf, vars),
  );
}

/** What makes two additions the same one: the books, how many of each, where. */
const intentOf = (vars: unknown) => {
  const { books, selectionId } = vars as AddBooksVars;
  return [books.map(({ bookId, quantity }) => [bookId, quantity]), selectionId];
};
