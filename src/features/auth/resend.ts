/** How long the server waits before it sends another code to an address (the contract's 429). */
export const CODE_RESEND_SECONDS = 30;

/** Whole seconds until a new code can be sent after the one sent at `sentAt` (1 to 30). */
export function secondsUntilResend(sentAt: number, now = Date.now()): number {
  const left = Math.ceil(CODE_RESEND_SECONDS - (now - sentAt) / 1000);
  return Math.min(CODE_RESEND_SECONDS, Math.max(1, left));
}
