import { CancelledError } from '@tanstack/react-query';
import * as texts from '@/texts';
import type { components } from './schema.gen';

export type ErrorBody = components['schemas']['ErrorBody'];

/**
 * Why a `401` cannot be cured by a refresh: the member has no refresh token, the server refused
 * it, or the session had already ended before this answer came (nothing more to say).
 */
export type SessionEnd = 'no-refresh-token' | 'refresh-refused' | 'already-ended';

/** An answer of the API other than 2xx. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  /**
   * Answered to the member API (`api`, with the member's token): the shared error catalogue
   * (src/api/failures.ts) covers these, not the calls made without a session.
   */
  readonly memberApi: boolean;
  /** From `Retry-After` (429 too_many_attempts): seconds until a new attempt can succeed. */
  readonly retryAfterSeconds?: number;
  readonly sessionEnd?: SessionEnd;
  constructor(
    readonly status: number,
    readonly errorCode: string,
    message: string,
    details: { memberApi?: boolean; retryAfterSeconds?: number; sessionEnd?: SessionEnd } = {},
  ) {
    super(message);
    this.memberApi = details.memberApi ?? false;
    if (details.retryAfterSeconds !== undefined) this.retryAfterSeconds = details.retryAfterSeconds;
    if (details.sessionEnd !== undefined) this.sessionEnd = details.sessionEnd;
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

/**
 * The request-body field a `400 validation_failed` answer names (`body/name must NOT have more
 * than 100 characters` → `name`), so a form can mark that field with its own message instead of
 * showing the validator's text. Undefined for any other failure.
 */
export function validationFailedField(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || error.errorCode !== 'validation_failed') return undefined;
  return /^body\/([A-Za-z][A-Za-z0-9]*)/.exec(error.message)?.[1];
}
