import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '@/api/errors';
import { inquiryFailureMessage } from '@/features/inquiry/failure';

describe('what the inquiry dialog says when sending failed', () => {
  it('names a refused attachment with the server’s reason', () => {
    const refused = new ApiError(
      415,
      'unsupported_file_type',
      'invoice.pdf is a program or script; such files are not accepted.',
    );
    expect(inquiryFailureMessage(refused)).toBe(
      'An attachment was refused; your text is kept. Remove it and send again. invoice.pdf is a program or script; such files are not accepted.',
    );
  });

  it('says when the daily allowance is used up and when a file is too large', () => {
    expect(inquiryFailureMessage(new ApiError(429, 'upload_quota_exceeded', 'quota'))).toMatch(
      /as many attachments as allowed in 24 hours/,
    );
    expect(inquiryFailureMessage(new ApiError(413, 'payload_too_large', 'big'))).toMatch(
      /too large/,
    );
  });

  it('falls back to the general failure', () => {
    expect(inquiryFailureMessage(new NetworkError())).toBe(
      'The inquiry could not be sent. Your text is kept; please try again.',
    );
    expect(inquiryFailureMessage(new ApiError(400, 'validation_failed', 'x'))).toBe(
      'The inquiry could not be sent. Your text is kept; please try again.',
    );
  });
});
