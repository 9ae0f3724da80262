/** The error every handler throws for an answer other than success; mapped to the spec's ErrorBody. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly errorCode: string,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** The spec's error body (docs/product/errors.md#error-body). */
export interface ErrorBody {
  statusCode: number;
  errorCode: string;
  message: string;
}

export const badRequest = (errorCode: string, message: string) =>
  new ApiError(400, errorCode, message);
export const unauthorized = (errorCode: string, message: string) =>
  new ApiError(401, errorCode, message);
export const forbidden = (errorCode: string, message: string) =>
  new ApiError(403, errorCode, message);
export const notFound = (message: string) => new ApiError(404, 'not_found', message);
export const conflict = (errorCode: string, message: string) =>
  new ApiError(409, errorCode, message);

/** Trims a required text field; whitespace only is refused like a missing value. */
export function requiredText(value: string, field: string): string {
  const trimmed = value.trim();
  if (trimmed === '') throw badRequest('validation_failed', `body/${field} must not be blank`);
  return trimmed;
}
