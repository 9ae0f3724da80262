import type { components } from './schema.gen';

export type ErrorBody = components['schemas']['ErrorBody'];

/**
 * An answer of the API other than 2xx. `handled` is true when the shared error catalogue
 * (000 §8, in client.ts) has already told the member (toast or sign-out), so that an area's own
 * failure toast is not shown on top of it.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly status: number,
    readonly errorCode: string,
    message: string,
    readonly handled: boolean,
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

/** A message fit to show a member for any thrown value. */
export function getErrorMessage(error: unknown, fallback = 'Something went wrong.'): string {
  if (error instanceof NetworkError) return 'You are offline. Check the connection and try again.';
  if (error instanceof ApiError) return error.message || fallback;
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}

/** Whether a failure was already shown to the member by the shared catalogue. */
export function isHandled(error: unknown): boolean {
  return error instanceof ApiError && error.handled;
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
