import { CancelledError } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { getErrorMessage } from '@/api/errors';

/** What a member reads for a failure that is neither an API answer nor a lost connection. */
describe('getErrorMessage for failures of the app itself', () => {
  it('says that a load was interrupted instead of "CancelledError"', () => {
    const message = getErrorMessage(new CancelledError());
    expect(message).toBe('Loading was interrupted. Please try again.');
    expect(message).not.toMatch(/CancelledError/);
  });

  it('never shows a bare error class name', () => {
    expect(getErrorMessage(new Error('AbortError'))).toBe('Something went wrong.');
    expect(getErrorMessage(new Error('QuotaExceededError'), 'Not saved.')).toBe('Not saved.');
  });

  it('keeps a sentence written for the member', () => {
    expect(getErrorMessage(new Error('The file is too large.'))).toBe('The file is too large.');
  });
});
