import {
  useMutation,
  useMutationState,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import { getErrorMessage, NetworkError } from '@/api/errors';
import { SELECTION_SCOPE } from '@/features/selections/api/mutations';
import { MAX_LINE_QUANTITY } from '@/lib/isbn-list';
import * as texts from '@/texts';
import { toast } from '@/ui/toast';
import { refreshAfterAddition } from './add-rows';

/**
 * ISBNs scanned or pasted while offline wait in the queue of selection edits (a key under
 * `selections`, so the top bar counts them and they are saved and replayed with the others, in
 * order). On replay they are checked like Check and the found books added in one idempotent call.
 */
export const isbnQueueMutationKey = ['selections', 'isbn-list'] as const;

export interface QueuedIsbnsVars {
  selectionId: string;
  selectionName: string;
  lines: { isbn13: string; quantity: number; poNumber: string }[];
  /** Names the addition: a replay (after a reload, by a second tab) adds the books once. */
  replayKey: string;
}

export interface QueuedIsbnsResult {
  added: number;
  notAdded: number;
}

async function checkAndAdd(vars: QueuedIsbnsVars): Promise<QueuedIsbnsResult> {
  const { results } = await unwrap(
    api.POST('/member/isbn/resolve', { body: { isbns: vars.lines.map((line) => line.isbn13) } }),
  );
  const books = new Map<number, { bookId: number; quantity: number; poNumber: string }>();
  results.forEach((result, index) => {
    const line = vars.lines[index];
    if (!result.book || !line) return;
    const previous = books.get(result.book.bookId);
    books.set(result.book.bookId, {
      bookId: result.book.bookId,
      quantity: Math.min(MAX_LINE_QUANTITY, (previous?.quantity ?? 0) + line.quantity),
      poNumber: previous?.poNumber || line.poNumber.slice(0, 50),
    });
  });
  if (books.size === 0) return { added: 0, notAdded: vars.lines.length };
  const answer = await unwrap(
    api.POST('/member/cart/add/rows/{cartId}', {
      params: { path: { cartId: vars.selectionId }, header: { 'Idempotency-Key': vars.replayKey } },
      body: { books: [...books.values()] },
    }),
  );
  const addedIsbns = results.filter((result) => result.book).length;
  return { added: answer.added.length, notAdded: vars.lines.length - addedIsbns };
}

const registeredOn = new WeakSet<QueryClient>();

/**
 * Registers the queued list's mutation function and report, once per client: before a saved
 * cache holding a queued list is restored (src/app/member-session.ts), and by the panel.
 */
export function registerIsbnQueueDefaults(queryClient: QueryClient) {
  if (registeredOn.has(queryClient)) return;
  registeredOn.add(queryClient);
  queryClient.setMutationDefaults(isbnQueueMutationKey, {
    scope: SELECTION_SCOPE,
    meta: { offlineQueue: true },
    retry: (_failureCount: number, error: unknown) => error instanceof NetworkError,
    retryDelay: (attempt: number) => Math.min(1000 * 2 ** attempt, 30_000),
    mutationFn: checkAndAdd,
    // The member may be anywhere in the portal by now: the report stays until closed.
    onSuccess: (result: QueuedIsbnsResult, vars: QueuedIsbnsVars) =>
      toast.success(
        texts.librarianTools.queuedReport(result.added, result.notAdded, vars.selectionName),
        { duration: Infinity, closeButton: true },
      ),
    onError: (error: unknown, vars: QueuedIsbnsVars) =>
      toast.error(texts.offline.notApplied(texts.librarianTools.queuedIsbns(vars.lines.length)), {
        description: getErrorMessage(error),
        duration: Infinity,
        closeButton: true,
      }),
    onSettled: () => refreshAfterAddition(queryClient),
  });
}

/** Queues a list of ISBNs for a selection (offline). */
export function useQueueIsbns() {
  registerIsbnQueueDefaults(useQueryClient());
  return useMutation<QueuedIsbnsResult, Error, QueuedIsbnsVars>({
    mutationKey: isbnQueueMutationKey,
  });
}

/** The queued lists of a selection that wait for the network. */
export function useQueuedIsbns(selectionId: string | undefined): QueuedIsbnsVars[] {
  return useMutationState({
    filters: {
      mutationKey: isbnQueueMutationKey,
      predicate: (mutation) => mutation.state.status === 'pending',
    },
    select: (mutation) => mutation.state.variables as QueuedIsbnsVars,
  }).filter((vars) => vars.selectionId === selectionId);
}
