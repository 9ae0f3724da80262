import {
  onlineManager,
  useMutation,
  type MutationFunctionContext,
  useQueryClient,
  type QueryClient,
  type UseMutationOptions,
  type UseMutationResult,
} from '@tanstack/react-query';
import { ApiError, getErrorMessage, NetworkError } from '@/api/errors';
import { chooseFailure, type FailureToastChooser } from '@/api/failures';
import { newIdempotencyKey } from '@/api/idempotency';
import { selectionKeys } from '@/api/query-keys';
import type { components } from '@/api/schema.gen';
import { sessionStore } from '@/api/session';
import { EDIT_OWNER, editSavedBeforeSending, type OwnedEdit } from '@/offline/persist';
import * as texts from '@/texts';
import { selectionLabel } from '@/texts/selection-label';
import { registerSelectionDraftDefaults } from '../draft';
import { retriedEdits } from '../retried-edits';

/**
 * What every edit that may wait in the offline queue shares (the selection edits and the queued
 * ISBN lists): one file per edit beside this one exports its `mutationOptions` and its hook.
 */

/**
 * Every queued edit runs in one scope: they reach the server one at a time, in the order they
 * were made (also when replayed after being queued offline).
 */
const SELECTION_SCOPE = { id: 'selections' };

/**
 * The settings of an edit that may wait for the network. Unlike every other call (the client's
 * default `always`, src/offline/query-client.ts), it runs in `online` network mode: made offline,
 * it waits paused in the queue instead of failing. A connection lost mid-request keeps it queued
 * too (retried, pausing while offline): the member's edit must not be dropped because the network
 * went away. The server's refusals fail at once.
 */
export const queuedEditOptions = {
  scope: SELECTION_SCOPE,
  networkMode: 'online',
  // Saved with the cache until the server confirms it (src/offline/persist.ts).
  meta: { offlineQueue: true },
  retry: (_failureCount: number, error: unknown) =>
    error instanceof NetworkError || (error instanceof OwnerNotSignedIn && error.stillQueued),
  retryDelay: (attempt: number) => Math.min(1000 * 2 ** attempt, 30_000),
} as const;

/**
 * A queued edit was about to be sent while its member is not the one signed in (another tab
 * signed out, or signed in someone else). Nothing is sent. While the edit is still in this tab's
 * queue it waits (the tab is about to keep it on the device for its member, or drop it when
 * another member signs in); once the tab has done so, this copy simply ends, silently.
 */
class OwnerNotSignedIn extends Error {
  constructor(readonly stillQueued: boolean) {
    super('The member who made this edit is not signed in.');
    this.name = 'OwnerNotSignedIn';
  }
}

/**
 * Refuses to go on with a queued edit unless the session is its member's: checked before each
 * request of the edit, since another tab may sign out or sign in someone else at any moment.
 */
export function assertOwnerSignedIn(vars: unknown, queryClient: QueryClient) {
  const owner = (vars as OwnedEdit | undefined)?.[EDIT_OWNER];
  if (owner !== undefined && sessionStore.read()?.id === owner) return;
  const stillQueued = queryClient
    .getMutationCache()
    .getAll()
    .some((mutation) => mutation.state.variables === vars && mutation.state.status === 'pending');
  throw new OwnerNotSignedIn(stillQueued);
}

/** What a selection edit remembers from the moment it was made (persisted with a queued edit). */
export interface EditContext {
  /** Made while offline: it waited in the queue, and a refusal on replay must say what was lost. */
  queued: boolean;
  /**
   * The name of the selection it changes, as it was then: a refusal may come when the selection is
   * gone from the list (deleted elsewhere), and must still name it.
   */
  selectionName?: string;
}

/** A selection edit's `onMutate`: whether it was made offline, and its selection's name. */
export function rememberIfQueued(vars: unknown, { client }: MutationFunctionContext): EditContext {
  const { selectionId, id } = (vars ?? {}) as { selectionId?: unknown; id?: unknown };
  const selection = typeof selectionId === 'string' ? selectionId : id;
  // Sent again from the list of queued edits, it names the selection as it did the first time.
  const retried = typeof vars === 'object' && vars !== null ? retriedEdits.get(vars) : undefined;
  const selectionName =
    (typeof selection === 'string' ? listedSelectionName(client, selection) : undefined) ??
    retried?.selectionName;
  return {
    queued: !onlineManager.isOnline() || retried !== undefined,
    ...(selectionName !== undefined && { selectionName }),
  };
}

/**
 * The failure toast of a selection edit, as its `meta.errorToast`: the area's own message (texts
 * of docs/product/errors.md#area-messages, which may depend on where the edit was made), or, for
 * an edit that waited in the offline queue, a lasting message naming what was not applied and
 * why, since the member may have made it long ago on another page.
 */
export function editFailure<TVars>(
  what: (vars: TVars, context: EditContext | undefined, client: QueryClient | undefined) => string,
  message: (vars: TVars, error: unknown) => string,
): FailureToastChooser {
  return chooseFailure<TVars, EditContext>((error, vars, context, client) => {
    // The session ended under it: the edit is kept on this device and sent after the member signs
    // in again (src/session/end-session.ts), so nothing was lost and nothing is said here.
    if (error instanceof ApiError && error.status === 401) return undefined;
    if (error instanceof OwnerNotSignedIn) return undefined;
    if (!context?.queued) return message(vars, error);
    return {
      text: texts.offline.notApplied(what(vars, context, client)),
      description: getErrorMessage(error),
      lasting: true,
    };
  });
}

/**
 * The name of a selection by id, for messages about queued edits: from the cached list, else as
 * the edit remembered it, and only then its id.
 */
export function selectionNameOf(
  queryClient: QueryClient | undefined,
  id: string,
  context?: EditContext | undefined,
): string {
  return selectionLabel(
    (queryClient && listedSelectionName(queryClient, id)) ?? context?.selectionName ?? id,
  );
}

function listedSelectionName(queryClient: QueryClient, id: string): string | undefined {
  const list = queryClient.getQueryData<{ results: components['schemas']['Selection'][] }>(
    selectionKeys.list(),
  );
  return list?.results.find((selection) => selection.id === id)?.name;
}

/**
 * What an edit of a selection's rows changes: the list (its counts) and the contents of that
 * selection (cached by id), or of every selection when the cached list does not know the name.
 */
export async function reloadSelectionContents(queryClient: QueryClient, selectionName?: string) {
  const id =
    selectionName === undefined
      ? undefined
      : queryClient
          .getQueryData<{ results: components['schemas']['Selection'][] }>(selectionKeys.list())
          ?.results.find((selection) => selection.name === selectionName)?.id;
  await queryClient.invalidateQueries({ queryKey: selectionKeys.list() });
  await queryClient.invalidateQueries({
    queryKey: id === undefined ? selectionKeys.details() : selectionKeys.detailsOf(id),
  });
}

/** The options of a queued edit, as its file exports them (`mutationKey` required). */
// The registry holds edits of every variable type; each file's own options stay fully typed.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type QueuedEdit = UseMutationOptions<any, Error, any, any> & { mutationKey: readonly unknown[] };

/**
 * Registers a queued edit's options as the defaults of its key (docs/pitfalls.md#queued-mutations): a queued
 * edit restored after a reload, or sent again from the list of queued edits, is rebuilt from its
 * key alone and gets its mutationFn and side effects from these. Called by the edit's hook, and
 * for every queued edit before a saved cache holding one is restored (./register.ts). Also
 * registers the drafts' defaults, which the same restore and pages need.
 */
export function registerQueuedEdit(queryClient: QueryClient, options: QueuedEdit) {
  registerSelectionDraftDefaults(queryClient);
  queryClient.setMutationDefaults(options.mutationKey, sentOnlyByOwner(options));
}

/**
 * The edit's options whose call goes out only under the session of the member who made it, and
 * which counts a `404` as applied when its `meta.notFoundIsDone` says so (a removal replayed after
 * its first send was applied but its answer lost finds its target gone).
 */
function sentOnlyByOwner<T extends QueuedEdit>(options: T): T {
  const send = options.mutationFn;
  if (!send) return options;
  const notFoundIsDone = options.meta?.notFoundIsDone === true;
  return {
    ...options,
    mutationFn: async (vars, context) => {
      await editSavedBeforeSending(vars);
      assertOwnerSignedIn(vars, context.client);
      try {
        return await send(vars, context);
      } catch (error) {
        if (notFoundIsDone && error instanceof ApiError && error.status === 404) return undefined;
        throw error;
      }
    },
  };
}

/**
 * The hook of a queued edit: registers its defaults (see registerQueuedEdit), then observes it.
 * Each edit made through it records the member signed in when it was made: it is theirs, sent
 * only under their session.
 */
export function useQueuedEdit<TData, TVariables extends object, TContext>(
  options: UseMutationOptions<TData, Error, TVariables, TContext> & {
    mutationKey: readonly unknown[];
  },
): UseMutationResult<TData, Error, TVariables, TContext> {
  registerQueuedEdit(useQueryClient(), options);
  const mutation = useMutation(sentOnlyByOwner(options));
  return withVariables(mutation, (vars) => ({
    ...vars,
    [EDIT_OWNER]: (vars as OwnedEdit)[EDIT_OWNER] ?? sessionStore.read()?.id,
  }));
}

/**
 * Gives every call of a non-idempotent edit its own Idempotency-Key, chosen when the member makes
 * the edit and kept in its variables: a replay of the queued edit (after a reload, by a second
 * tab, after a lost answer) then reaches the server with the same key and is applied once.
 */
export function withReplayKey<TData, TVars extends { replayKey?: string }, TContext>(
  mutation: UseMutationResult<TData, Error, TVars, TContext>,
  waitingTwinKey: (vars: TVars) => string | undefined = () => undefined,
): UseMutationResult<TData, Error, TVars, TContext> {
  return withVariables(mutation, (vars) => ({
    ...vars,
    replayKey: vars.replayKey ?? waitingTwinKey(vars) ?? newIdempotencyKey(),
  }));
}

/**
 * The replay key of the same edit made earlier by the same member and not yet answered (waiting
 * in the queue, or under way): pressing again while it waits repeats that intent, and with its key
 * the server applies it once.
 */
export function waitingReplayKey(
  queryClient: QueryClient,
  mutationKey: readonly unknown[],
  intentOf: (vars: unknown) => unknown,
  vars: unknown,
): string | undefined {
  const intent = JSON.stringify(intentOf(vars));
  const owner = sessionStore.read()?.id;
  const twin = queryClient
    .getMutationCache()
    .findAll({ mutationKey, exact: true, status: 'pending' })
    .find((mutation) => {
      const earlier = mutation.state.variables as (OwnedEdit & { replayKey?: string }) | undefined;
      return earlier?.[EDIT_OWNER] === owner && JSON.stringify(intentOf(earlier)) === intent;
    });
  return (twin?.state.variables as { replayKey?: string } | undefined)?.replayKey;
}

/** The mutation with what its variables gain when the edit is made. */
function withVariables<TData, TVars, TContext>(
  mutation: UseMutationResult<TData, Error, TVars, TContext>,
  complete: (vars: TVars) => TVars,
): UseMutationResult<TData, Error, TVars, TContext> {
  type Options = Parameters<typeof mutation.mutate>[1];
  // The variables are required for these edits; the library's rest-tuple typing allows none.
  return {
    ...mutation,
    mutate: ((vars: TVars, options?: Options) =>
      mutation.mutate(complete(vars), options)) as typeof mutation.mutate,
    mutateAsync: ((vars: TVars, options?: Options) =>
      mutation.mutateAsync(complete(vars), options)) as typeof mutation.mutateAsync,
  };
}
