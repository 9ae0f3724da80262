import type { QueryClient } from '@tanstack/react-query';
import * as texts from '@/texts';
import { toast } from '@/ui/toast';
import { ApiError, NetworkError } from './errors';
import { sessionStore } from './session';

/**
 * An area's failure toast. `lasting` is for a failure the member may meet long after the action
 * (a queued edit refused on replay): it stays until closed, with `description` saying why, and is
 * shown even when the catalogue has spoken, since it names what was not applied.
 */
export type FailureToast = string | { text: string; description?: string; lasting?: boolean };

/** Chooses an area's failure toast from the failure (undefined: nothing to say). */
export type FailureToastChooser = (
  error: unknown,
  variables: unknown,
  onMutateResult: unknown,
  client: QueryClient | undefined,
) => FailureToast | undefined;

/**
 * How a call's failure is reported, given as a query's or mutation's `meta` (typed in
 * src/offline/query-client.ts) or to {@link reportFailure} by a call outside the query cache.
 * Every field is an opt-out or an addition to the shared catalogue, never a replacement.
 */
export interface FailureMeta {
  /**
   * The area's failure toast (docs/product/errors.md#area-messages) for what the catalogue does
   * not cover; a chooser when the text depends on the failure, the variables or the context.
   */
  errorToast?: FailureToast | FailureToastChooser;
  /**
   * The page shows these failures itself, inline: `true` for every failure the catalogue leaves
   * (forms, dialogs; see {@link toldByCatalogue}), or the error codes it shows. No area toast for
   * them.
   */
  inlineErrors?: true | readonly string[];
  /**
   * A `404` means the work is already done (a removal whose target is gone,
   * docs/product/errors.md#catalogue): not announced, and a queued edit counts it as applied
   * (features/selections/api/mutations/queued-edit.ts).
   */
  notFoundIsDone?: boolean;
}

let forcedSignOut: () => void | Promise<void> = () => sessionStore.clear();

/**
 * Sets what happens when the catalogue signs the member out (refresh failed, no refresh token, any
 * other 401): the session feature purges the member's data and goes to /sign-in.
 */
export function setForcedSignOutHandler(handler: () => void | Promise<void>) {
  forcedSignOut = handler;
}

let signingOut: Promise<void> | null = null;

/** Concurrent failures (several requests meeting one revoked session) sign out once. */
function signOutOnce(): Promise<void> {
  signingOut ??= Promise.resolve(forcedSignOut()).finally(() => {
    signingOut = null;
  });
  return signingOut;
}

/** The statuses of docs/product/errors.md#catalogue. */
const CATALOGUE_STATUSES = new Set([401, 403, 404]);

/** A wrong password is told as a 401 too, and ends no session. */
const WRONG_PASSWORD_CODES = new Set([
  'auth_change_password_invalid_token',
  'auth_invalid_password',
]);

/**
 * A member call's failure that ends the session: the catalogue signs the member out and goes to
 * /sign-in, so a page that failed with it waits for that instead of saying the portal failed.
 */
export function endsSession(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    error.memberApi &&
    error.status === 401 &&
    !WRONG_PASSWORD_CODES.has(error.errorCode)
  );
}

/**
 * Whether the shared catalogue tells the member about this failure (or signs out for it): a page
 * that shows failures inline shows only the others.
 */
export function toldByCatalogue(error: unknown): boolean {
  return error instanceof ApiError && error.memberApi && CATALOGUE_STATUSES.has(error.status);
}

/**
 * The shared error catalogue: docs/product/errors.md#catalogue. Resolves once a sign-out it started
 * or joined is over.
 */
function applyCatalogue(error: ApiError, meta: FailureMeta | undefined): Promise<void> | void {
  switch (error.status) {
    case 401:
      if (error.sessionEnd === 'already-ended') return;
      if (error.sessionEnd !== undefined) {
        // Only the first of several requests failing together speaks: the sign-out it starts
        // may replace this toast with one about queued edits (src/session/end-session.ts), which
        // a later request's toast must not overwrite.
        if (signingOut) return signingOut;
        if (!sessionStore.read()) return;
        toast.error(
          error.sessionEnd === 'no-refresh-token'
            ? texts.errors.tokenMissing
            : texts.errors.loginRequired,
          { id: 'session-ended' },
        );
        return signOutOnce();
      }
      if (!endsSession(error)) {
        toast.error(error.message);
        return;
      }
      // A late answer after the session has ended signs out nothing more (a second sign-out
      // would go to /sign-in from /sign-in and lose the way back to the member's page).
      if (sessionStore.read()) return signOutOnce();
      return;
    case 403:
      toast.error(texts.errors.forbidden);
      if (error.errorCode === 'member_not_approved') sessionStore.update({ isApproved: false });
      return;
    case 404:
      if (meta?.notFoundIsDone) return;
      // `http_404`: the answer had no error body, so no message of the server's.
      toast.error(error.errorCode === 'http_404' ? texts.errors.notFound : error.message);
  }
}

function showsInline(error: unknown, inline: FailureMeta['inlineErrors']): boolean {
  if (inline === true) return true;
  return inline !== undefined && error instanceof ApiError && inline.includes(error.errorCode);
}

function show(notice: FailureToast, toldAlready: boolean) {
  if (typeof notice === 'string') {
    if (!toldAlready) toast.error(notice);
  } else if (notice.lasting) {
    toast.error(notice.text, {
      description: notice.description,
      duration: Infinity,
      closeButton: true,
    });
  } else if (!toldAlready) {
    toast.error(notice.text, { description: notice.description });
  }
}

/**
 * The one reporter of a failed call (docs/architecture.md#errors): the shared catalogue first,
 * then the area's own toast unless the catalogue has told the member or the page shows it inline.
 * The query and mutation caches call it for every query and mutation (src/offline/query-client.ts);
 * a call outside them (a file download) calls it with its own `meta`. Resolves once a sign-out it
 * started or joined is over.
 */
export async function reportFailure(
  error: unknown,
  meta?: FailureMeta,
  variables?: unknown,
  onMutateResult?: unknown,
  client?: QueryClient,
): Promise<void> {
  const told = toldByCatalogue(error);
  const signedOut = told && error instanceof ApiError ? applyCatalogue(error, meta) : undefined;
  if (told || !showsInline(error, meta?.inlineErrors)) {
    const chosen =
      typeof meta?.errorToast === 'function'
        ? meta.errorToast(error, variables, onMutateResult, client)
        : meta?.errorToast;
    if (chosen !== undefined) show(chosen, told);
  }
  await signedOut;
}

/** A {@link FailureToastChooser} written against the mutation's own variables and context. */
export function chooseFailure<TVars, TContext = unknown>(
  choose: (
    error: unknown,
    variables: TVars,
    onMutateResult: TContext | undefined,
    client: QueryClient | undefined,
  ) => FailureToast | undefined,
): FailureToastChooser {
  return (error, variables, onMutateResult, client) =>
    choose(error, variables as TVars, onMutateResult as TContext | undefined, client);
}

/** The area's failure text, or, when no answer came, that the action needs a connection. */
export const unlessOffline =
  (text: string): FailureToastChooser =>
  (error) =>
    error instanceof NetworkError ? texts.common.offlineAction : text;
