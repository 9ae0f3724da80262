import { mutationOptions, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import { selectionMutationKeys } from '@/api/query-keys';
import type { components } from '@/api/schema.gen';
import * as texts from '@/texts';
import { toast } from '@/ui/toast';
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

/** Where a book was added from: the book detail and the catalogue have their own toasts (docs/product/errors.md#area-messages). */
export type AddSource = 'book' | 'catalogue';

export const addedTexts = {
  book: { ok: texts.book.added, failed: texts.book.addFailed },
  catalogue: { ok: texts.catalogue.addedToSelection, failed: texts.catalogue.addToSelectionFailed },
} as const;

export interface AddBookVars {
  bookId: number;
  selectionId: string;
  quantity: number;
  source: AddSource;
  /** The book's title, to show the queued addition and to name it if the replay is refused. */
  title?: string;
  /** Set by the hook (see withReplayKey). */
  replayKey?: string;
}

/** Adds one book to a selection (POST /member/cart/add/book/{bookId}); may wait offline. */
export const addBookMutationOptions = mutationOptions<
  components['schemas']['CartItem'],
  Error,
  AddBookVars,
  EditContext
>({
  ...queuedEditOptions,
  mutationKey: selectionMutationKeys.addBook,
  meta: {
    ...queuedEditOptions.meta,
    errorToast: editFailure<AddBookVars>(
      (vars, context, client) =>
        texts.offline.edits.addBooks(
          [vars.title ?? texts.offline.bookNumber(vars.bookId)],
          selectionNameOf(client, vars.selectionId, context),
        ),
      (vars) => addedTexts[vars.source].failed,
    ),
  },
  onMutate: rememberIfQueued,
  mutationFn: ({ bookId, selectionId, quantity, replayKey }) =>
    unwrap(
      api.POST('/member/cart/add/book/{bookId}', {
        params: { path: { bookId }, header: { 'Idempotency-Key': replayKey } },
        body: { cartCategoryId: selectionId, quantity },
      }),
    ),
  onSuccess: (_data, { source, selectionId }, _context, { client }) =>
    toast.success(addedTexts[source].ok, {
      description: texts.selections.addedTo(selectionNameOf(client, selectionId)),
    }),
  onSettled: (_data, _error, _vars, _context, { client }) => reloadSelectionContents(client),
});

export function useAddBook() {
  const queryClient = useQueryClient();
  return withReplayKey(useQueuedEdit(addBookMutationOptions), (vars) =>
    waitingReplayKey(queryClient, selectionMutationKeys.addBook, intentOf, vars),
  );
}

/** What makes two additions the same one: the book, how many, where. */
const intentOf = (vars: unknown) => {
  const { bookId, quantity, selectionId } = vars as AddBookVars;
  return [bookId, quantity, selectionId];
};
