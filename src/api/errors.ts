import { CancelledError } from '@tanstack/react-query';
import * as texts from '@/texts';
import { toast } from '@/ui/toast';
import type { components } from './schema.gen';

export type ErrorBody = components['schemas']['ErrorBody'];

/**
 * An answer of the API other than 2xx. `handled` is true when the shared error catalogue
 * (docs/product/errors.md#catalogue, in client.ts) has already told the member (toast or sign-out), so that an area's own
 * failure toast is not shown on top of it.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly status: number,
    readonly errorCode: string,
    message: string,
    readonly handled: boolean,
    /** From `Retry-After` (429 too_many_attempts): seconds until a new attempt can succeed. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

/** The request never got an answer: offline, DNS, connection refused, CORS. */
export class NetworkError extends Error {
  override readonly name = 'NetworkError';
  constructor(cause?: unknown) {
    super('The network is unavailable.', { cause });
  }
}

export function isErrorBody(value: unknown): value is ErrorBody {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as ErrorBody).errorCode === 'string' &&
    typeof (value as ErrorBody).message === 'string'
  );
}

/** "5 minutes", "30 seconds": how long to wait, rounded up to what a person reads. */
function describeWait(seconds: number): string {
  const t = texts.errors;
  return seconds < 60
    ? t.waitSeconds(Math.max(1, seconds))
    : t.waitMinutes(Math.ceil(seconds / 60));
}

/**
 * The portal's own words for the account answers that need one: when to try again after too many
 * attempts, a verification code that needs replacing, a password the server refuses. Undefined
 * for any other failure.
 */
export function accountErrorMessage(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const t = texts.errors;
  switch (error.errorCode) {
    case 'too_many_attempts':
      return error.retryAfterSeconds
        ? t.tooManyAttempts(describeWait(error.retryAfterSeconds))
        : t.tooManyAttemptsLater;
    case 'verification_code_locked':
      return t.codeLocked;
    case 'verification_code_expired':
      return t.codeExpired;
    case 'password_too_common':
      return t.passwordTooCommon;
    case 'password_unchanged':
      return t.passwordUnchanged;
    default:
      return undefined;
  }
}

const RAW_ERROR_NAME = /^[A-Z][A-Za-z]*(Error|Exception)$/;

/** A message fit to show a member for any thrown value. */
export function getErrorMessage(error: unknown, fallback = 'Something went wrong.'): string {
  const accountMessage = accountErrorMessage(error);
  if (accountMessage) return accountMessage;
  if (error instanceof NetworkError) return 'You are offline. Check the connection and try again.';
  if (error instanceof ApiError) return error.message || fallback;
  // A load the app stopped itself (the member's data was cleared, a newer load replaced it).
  if (error instanceof CancelledError) return texts.errors.interrupted;
  // A bare class name ("CancelledError", "AbortError") tells a member nothing.
  if (error instanceof Error && error.message && !RAW_ERROR_NAME.test(error.message)) {
    return error.message;
  }
  return fallback;
}

/** Whether a failure was already shown to the member by the shared catalogue. */
export function isHandled(error: unknown): boolean {
  return error instanceof ApiError && error.handled;
}

/**
 * The one rule for an area's failure toast (docs/product/errors.md#catalogue): shown unless the shared catalogue has already
 * told the member (a 403, a 404, a session that ended). A mutation states its text as
 * `meta.errorToast` and the MutationCache applies this rule (src/offline/query-client.ts); code
 * whose text depends on the failure or the variables calls it with the text it chose.
 */
export function toastUnlessHandled(error: unknown, text: string): void {
  if (!isHandled(error)) toast.error(text);
}

/**
 * The request-body field a `400 validation_failed` answer names (`body/name must NOT have more
 * than 100 characters` → `name`), so a form can mark that field with its own message instead of
 * showing the validator's text. Undefined for any other failure.
 */
export function validationFailedField(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || error.errorCode !== 'validation_failed') return undefined;
  return /^body\/([A-Za-z][A-Za-z0-9]*)/.exec(error.message)?.[1];
}
