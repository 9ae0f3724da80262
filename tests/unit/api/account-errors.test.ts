import { describe, expect, it } from 'vitest';
import { ApiError, getErrorMessage } from '@/api/errors';

/** The account answers that need the portal's own words (throttling, codes, passwords). */
describe('getErrorMessage for account answers', () => {
  const tooMany = (retryAfter?: number) =>
    new ApiError(429, 'too_many_attempts', 'Too many attempts.', { retryAfterSeconds: retryAfter });

  it('says when to try again, from Retry-After, rounded up to minutes past a minute', () => {
    expect(getErrorMessage(tooMany(900))).toBe(
      'Too many attempts. Please try again in 15 minutes.',
    );
    expect(getErrorMessage(tooMany(61))).toBe('Too many attempts. Please try again in 2 minutes.');
    expect(getErrorMessage(tooMany(30))).toBe('Too many attempts. Please try again in 30 seconds.');
    expect(getErrorMessage(tooMany(1))).toBe('Too many attempts. Please try again in 1 second.');
    expect(getErrorMessage(tooMany())).toBe('Too many attempts. Please try again later.');
  });

  it('asks for a new code when the code is locked or has expired', () => {
    expect(getErrorMessage(new ApiError(401, 'verification_code_locked', 'x'))).toMatch(
      /send a new code/,
    );
    expect(getErrorMessage(new ApiError(400, 'verification_code_expired', 'x'))).toMatch(
      /expired\. Please send a new code/,
    );
  });

  it('names the refused password rules, and keeps the server message otherwise', () => {
    expect(getErrorMessage(new ApiError(400, 'password_too_common', 'x'))).toMatch(/easy to guess/);
    expect(getErrorMessage(new ApiError(400, 'password_unchanged', 'x'))).toMatch(
      /different from the current one/,
    );
    expect(getErrorMessage(new ApiError(400, 'other', 'The server says so.'))).toBe(
      'The server says so.',
    );
  });
});
