import {
  mutationOptions,
  useMutationState,
  type MutationFunctionContext,
} from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import { getErrorMessage } from '@/api/errors';
import { chooseFailure } from '@/api/failures';
import { selectionMutationKeys } from '@/api/query-keys';
import {
  assertOwnerSignedIn,
  queuedEditOptions,
  useQueuedEdit,
} from '@/features/selections/api/mutations/queued-edit';
import { MAX_LINE_QUANTITY } from '@/lib/isbn-list';
import * as texts from '@/texts';
import { toast } from '@/ui/toast';
import { refreshAfterAddition } from './add-rows';

/*
 * ISBNs scanned or pasted while offline wait in the queue of selection edits (a key under
 * `selections`, so the top bar counts them and they are saved and replayed with the others, in
 * order). On replay they are checked like Check and the found books added in one idempotent call.
 */

export interface QueuedIsbnsVars {
  selectionId: string;
  selectionName: string;
  /** `note` is absent in lists queued before lines had notes. */
  lines: { isbn13: string; quantity: number; poNumber: string; note?: string }[];
  /**
   * The rows of a list already checked: sent as they are, without checking again. An addition of
   * them that got no answer is queued with its own key, so the server applies it once.
   */
  books?: { bookId: number; quantity: number; poNumber: string; note?: string }[];
  /** Names the addition: a replay (after a reload, by a second tab) adds the books once. */
  replayKey: string;
}

export interface QueuedIsbnsResult {
  added: number;
  notAdded: number;
}

async function checkAndAdd(
  vars: QueuedIsbnsVars,
  { client }: MutationFunctionContext,
): Promise<QueuedIsbnsResult> {
  if (vars.books) {
    const answer = await addRows(vars.selectionId, vars.books, vars.replayKey);
    return { added: answer.added.length, notAdded: vars.lines.length - answer.added.length };
  }
  const { results } = await unwrap(
    api.POST('/member/isbn/resolve', { body: { isbns: vars.lines.map((line) => line.isbn13) } }),
  );
  const books = new Map<
    number,
    { bookId: number; quantity: number; poNumber: string; note?: string }
  >();
  results.forEach((result, index) => {
    const line = vars.lines[index];
    if (!result.book || !line) return;
    const previous = books.get(result.book.bookId);
    books.set(result.book.bookId, {
      bookId: result.book.bookId,
      quantity: Math.min(MAX_LINE_QUANTITY, (previous?.quantity ?? 0) + line.quantity),
      poNumber: previous?.poNumber || line.poNumber.slice(0, 50),
      note: previous?.note || line.note || '',
    });
  });
  if (books.size === 0) return { added: 0, notAdded: vars.lines.length };
  // Another tab may have signed in someone else while the list was being checked.
  assertOwnerSignedIn(vars, client);
  const answer = await addRows(vars.selectionId, [...books.values()], vars.replayKey);
  const addedIsbns = results.filter((result) => result.book).length;
  return { added: answer.added.length, notAdded: vars.lines.length - addedIsbns };
}

const addRows = (
  selectionId: string,
  books: NonNullable<QueuedIsbnsVars['books']>,
  replayKey: string,
) =>
  unwrap(
    api.POST('/member/cart/add/rows/{cartId}', {
      params: { path: { cartId: selectionId }, header: { 'Idempotency-Key': replayKey } },
      body: { books },
    }),
  );

/**
 * Queues a list of ISBNs for a selection (offline), registered with the selection edits
 * (features/selections/api/mutations/register.ts). Its failure is always reported, lasting: it
 * was made offline, and the member may be anywhere in the portal by now.
 */
export const queueIsbnsMutationOptions = mutationOptions<QueuedIsbnsResult, Error, QueuedIsbnsVars>(
  {
    ...queuedEditOptions,
    mutationKey: selectionMutationKeys.queueIsbns,
    meta: {
      ...queuedEditOptions.meta,
      errorToast: chooseFailure<QueuedIsbnsVars>((error, vars) => ({
        text: texts.offline.notApplied(texts.librarianTools.queuedIsbns(vars.lines.length)),
        description: getErrorMessage(error),
        lasting: true,
      })),
    },
    mutationFn: checkAndAdd,
    // The member may be anywhere in the portal by now: the report stays until closed.
    onSuccess: (result, vars) =>
      toast.success(
        texts.librarianTools.queuedReport(result.added, result.notAdded, vars.selectionName),
        { duration: Infinity, closeButton: true },
      ),
    onSettled: (_data, _error, _vars, _context, { client }) => refreshAfterAddition(client),
  },
);

export const useQueueIsbns = () => useQueuedEdit(queueIsbnsMutationOptions);

/** The queued lists of a selection that wait for the network. */
export function useQueuedIsbns(selectionId: string | undefined): QueuedIsbnsVars[] {
  return useMutationState({
    filters: {
      mutationKey: selectionMutationKeys.queueIsbns,
      predicate: (mutation) => mutation.state.status === 'pending',
    },
    select: (mutation) => mutation.state.variables as QueuedIsbnsVars,
  }).filter((vars) => vars.selectionId === selectionId);
}
