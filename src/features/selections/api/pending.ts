import { useQueryClient, type Mutation, type QueryClient } from '@tanstack/react-query';
import { getErrorMessage } from '@/api/errors';
import { isEditOnDevice } from '@/offline/persist';
import { useQueuedEditsState } from '@/offline/use-queued-edits-state';
import * as texts from '@/texts';
import { selectionKeys, selectionMutationKeys } from '@/api/query-keys';
import type { AddBookVars } from './mutations/add-book';
import type { AddBooksVars } from './mutations/add-books';
import type { CreateSelectionVars } from './mutations/create-selection';
import type { DeleteSelectionVars } from './mutations/delete-selection';
import type { RemoveItemVars } from './mutations/remove-selection-item';
import type { RenameSelectionVars } from './mutations/rename-selection';
import type { SetSelectionFundVars } from './mutations/set-selection-fund';
import type { UpdateSelectionVars } from './mutations/update-selection';
import type { EditContext } from './mutations/queued-edit';
import { retriedEdits } from './retried-edits';

/**
 * A selection edit that waits for the network: queued while offline (paused) or retrying after
 * the connection dropped, and written to the device (a tab closed the moment it says so leaves
 * the edit to the next tab or start). An edit simply under way online is not "waiting".
 */
const isWaiting = (mutation: Mutation<unknown, Error, unknown, unknown>) =>
  mutation.state.status === 'pending' &&
  (mutation.state.isPaused || mutation.state.failureCount > 0) &&
  isEditOnDevice(mutation);

const sameKey = (a: readonly unknown[] | undefined, b: readonly unknown[]) =>
  a !== undefined && a.length === b.length && a.every((part, index) => part === b[index]);

/** A book addition waiting for the network, as the selection page lists it. */
export interface QueuedAddition {
  bookId: number;
  quantity: number;
  title?: string;
}

/** The waiting edits of one selection, to show them on its page before the server has them. */
export interface PendingSelectionEdits {
  additions: QueuedAddition[];
  /** Rows whose removal waits. */
  removingIds: ReadonlySet<number>;
  /** A save of quantities, PO numbers or the message waits. */
  isSaveWaiting: boolean;
}

type WaitingEdit =
  | { kind: 'addBook'; vars: AddBookVars }
  | { kind: 'addBooks'; vars: AddBooksVars }
  | { kind: 'update'; vars: UpdateSelectionVars }
  | { kind: 'removeItem'; vars: RemoveItemVars };

function waitingEdit(mutation: Mutation<unknown, Error, unknown, unknown>): WaitingEdit | null {
  const key = mutation.options.mutationKey;
  const vars = mutation.state.variables;
  if (sameKey(key, selectionMutationKeys.addBook))
    return { kind: 'addBook', vars: vars as AddBookVars };
  if (sameKey(key, selectionMutationKeys.addBooks))
    return { kind: 'addBooks', vars: vars as AddBooksVars };
  if (sameKey(key, selectionMutationKeys.update))
    return { kind: 'update', vars: vars as UpdateSelectionVars };
  if (sameKey(key, selectionMutationKeys.removeItem))
    return { kind: 'removeItem', vars: vars as RemoveItemVars };
  return null;
}

/**
 * The edits of a selection that wait for the network, in the order they were made. Read from the
 * mutation cache (restored from IndexedDB after a reload) rather than written into the selection's
 * cached contents: a reload offline refetches those contents from the service worker's older copy,
 * which would wipe an optimistic change, while the queued edits themselves stay until sent.
 */
export function usePendingSelectionEdits(selection: {
  id: string;
  name: string;
}): PendingSelectionEdits {
  const edits = useQueuedEditsState({
    filters: { mutationKey: selectionKeys.all, predicate: isWaiting },
    select: waitingEdit,
  });
  const additions: QueuedAddition[] = [];
  const removingIds = new Set<number>();
  let isSaveWaiting = false;
  for (const edit of edits) {
    if (!edit) continue;
    switch (edit.kind) {
      case 'addBook':
        if (edit.vars.selectionId === selection.id) {
          const { bookId, quantity, title } = edit.vars;
          additions.push({ bookId, quantity, title });
        }
        break;
      case 'addBooks':
        if (edit.vars.selectionId === selection.id) additions.push(...edit.vars.books);
        break;
      case 'update':
        if (edit.vars.selectionId === selection.id) isSaveWaiting = true;
        break;
      case 'removeItem':
        if (edit.vars.selectionName === selection.name) removingIds.add(edit.vars.itemId);
        break;
    }
  }
  return { additions, removingIds, isSaveWaiting };
}

/** Creations, renames and deletions of selections waiting for the network (the side menu). */
export interface PendingListEdits {
  created: string[];
  /** New names by selection id. */
  renamed: ReadonlyMap<string, string>;
  deleted: ReadonlySet<string>;
}

type WaitingListEdit =
  | { kind: 'create'; vars: CreateSelectionVars }
  | { kind: 'rename'; vars: RenameSelectionVars }
  | { kind: 'remove'; vars: DeleteSelectionVars };

function waitingListEdit(
  mutation: Mutation<unknown, Error, unknown, unknown>,
): WaitingListEdit | null {
  const key = mutation.options.mutationKey;
  const vars = mutation.state.variables;
  if (sameKey(key, selectionMutationKeys.create))
    return { kind: 'create', vars: vars as CreateSelectionVars };
  if (sameKey(key, selectionMutationKeys.rename))
    return { kind: 'rename', vars: vars as RenameSelectionVars };
  if (sameKey(key, selectionMutationKeys.remove))
    return { kind: 'remove', vars: vars as DeleteSelectionVars };
  return null;
}

/** The waiting edits of the selection list, in the order they were made. */
export function usePendingListEdits(): PendingListEdits {
  const edits = useQueuedEditsState({
    filters: { mutationKey: selectionKeys.all, predicate: isWaiting },
    select: waitingListEdit,
  });
  const created: string[] = [];
  const renamed = new Map<string, string>();
  const deleted = new Set<string>();
  for (const edit of edits) {
    if (edit?.kind === 'create') created.push(edit.vars.name.trim());
    if (edit?.kind === 'rename') renamed.set(edit.vars.id, edit.vars.name.trim());
    if (edit?.kind === 'remove') deleted.add(edit.vars.id);
  }
  return { created, renamed, deleted };
}

/** One queued edit as the member's list of queued edits shows it. */
export interface QueuedEdit {
  mutation: Mutation<unknown, Error, unknown, unknown>;
  /** What it does, naming its selection ("adding "X" to "Science Club""). */
  what: string;
  /** When the member made it (ms). */
  since: number;
  /** The server refused it when it was replayed: why, as the server said. */
  refusal?: string;
}

/** A queued edit the server refused on replay (it stays listed until retried or discarded). */
const isRefusedQueuedEdit = (mutation: Mutation<unknown, Error, unknown, unknown>) =>
  mutation.state.status === 'error' &&
  (mutation.state.context as { queued?: boolean } | undefined)?.queued === true;

/** What a queued edit does, in the member's words (texts.offline.edits). */
function describeQueuedEdit(
  key: readonly unknown[] | undefined,
  vars: unknown,
  selectionName: (id: string) => string,
): string {
  if (sameKey(key, selectionMutationKeys.create))
    return texts.offline.edits.create((vars as CreateSelectionVars).name);
  if (sameKey(key, selectionMutationKeys.rename))
    return texts.offline.edits.rename((vars as RenameSelectionVars).name);
  if (sameKey(key, selectionMutationKeys.remove))
    return texts.offline.edits.remove(selectionName((vars as DeleteSelectionVars).id));
  if (sameKey(key, selectionMutationKeys.addBook)) {
    const { title, bookId, selectionId } = vars as AddBookVars;
    return texts.offline.edits.addBooks(
      [title ?? texts.offline.bookNumber(bookId)],
      selectionName(selectionId),
    );
  }
  if (sameKey(key, selectionMutationKeys.addBooks)) {
    const { books, selectionId } = vars as AddBooksVars;
    return texts.offline.edits.addBooks(
      books.map((book) => book.title ?? texts.offline.bookNumber(book.bookId)),
      selectionName(selectionId),
    );
  }
  if (sameKey(key, selectionMutationKeys.update))
    return texts.offline.edits.save((vars as UpdateSelectionVars).selectionName);
  if (sameKey(key, selectionMutationKeys.setFund)) {
    const { fundName, selectionName: name } = vars as SetSelectionFundVars;
    return texts.offline.edits.setFund(fundName, name);
  }
  if (sameKey(key, selectionMutationKeys.removeItem)) {
    const { title, selectionName: name } = vars as RemoveItemVars;
    return texts.offline.edits.removeItem(title ?? '', name);
  }
  return texts.offline.edits.unknown;
}

/**
 * The member's queued selection edits, oldest first: those waiting for the network and those the
 * server refused when they were replayed (until the member retries or discards them).
 */
export function useQueuedEdits(): QueuedEdit[] {
  const queryClient = useQueryClient();
  const mutations = useQueuedEditsState({
    filters: {
      mutationKey: selectionKeys.all,
      predicate: (mutation) => isWaiting(mutation) || isRefusedQueuedEdit(mutation),
    },
    select: (mutation) => mutation,
  });
  const list = queryClient.getQueryData<{ results: { id: string; name: string }[] }>(
    selectionKeys.list(),
  );
  // The edit remembers its selection's name: the selection may be gone from the list by now.
  const selectionName = (mutation: Mutation<unknown, Error, unknown, unknown>) => (id: string) =>
    list?.results.find((selection) => selection.id === id)?.name ??
    (mutation.state.context as EditContext | undefined)?.selectionName ??
    id;
  return mutations.map((mutation) => ({
    mutation,
    what: describeQueuedEdit(
      mutation.options.mutationKey,
      mutation.state.variables,
      selectionName(mutation),
    ),
    since: mutation.state.submittedAt,
    refusal: mutation.state.status === 'error' ? getErrorMessage(mutation.state.error) : undefined,
  }));
}

/** Drops a queued edit: it is never sent (and leaves the saved cache with its next save). */
export function discardQueuedEdit(
  queryClient: QueryClient,
  mutation: Mutation<unknown, Error, unknown, unknown>,
) {
  queryClient.getMutationCache().remove(mutation);
}

/** Sends a refused queued edit again, as a new edit with the same variables. */
export function retryQueuedEdit(
  queryClient: QueryClient,
  mutation: Mutation<unknown, Error, unknown, unknown>,
) {
  const again = queryClient
    .getMutationCache()
    .build(queryClient, { mutationKey: mutation.options.mutationKey });
  queryClient.getMutationCache().remove(mutation);
  // Sent again, it is still the queued edit it was: a second refusal stays listed too.
  const vars = mutation.state.variables;
  if (typeof vars === 'object' && vars !== null) {
    const { selectionName } = (mutation.state.context ?? {}) as EditContext;
    retriedEdits.set(vars, selectionName === undefined ? {} : { selectionName });
  }
  void again.execute(vars).catch(() => undefined);
}
