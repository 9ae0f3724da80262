import { ApiError } from '@/api/errors';

/** How long the server waits before it sends another code to an address (the contract's 429). */
export const CODE_RESEND_SECONDS = 30;

/** Whole seconds until a new code can be sent after the one sent at `sentAt` (1 to 30). */
export function secondsUntilResend(sentAt: number, now = Date.now()): number {
  const left = Math.ceil(CODE_RESEND_SECONDS - (now - sentAt) / 1000);
  return Math.min(CODE_RESEND_SECONDS, Math.max(1, left));
}

/**
 * A send refused because a code went to this address less than 30 s ago (perhaps before a
 * reload): that code stands, so the page offers its field (docs/product/access.md#find-password).
 */
export function isResendWindow(error: unknown): boolean {
  return (
    error instanceof ApiError && error.status === 429 && error.errorCode === 'too_many_requests'
  );
}
