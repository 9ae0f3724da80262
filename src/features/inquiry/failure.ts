import { ApiError } from '@/api/errors';
import * as texts from '@/texts';

const t = texts.inquiry;

/**
 * What the dialog says when an inquiry was not sent: the attachment rules of the server (a file
 * refused for its content, the daily allowance used up, a file too large) by name, anything
 * else with the general failure. The typed text is kept in every case.
 */
export function inquiryFailureMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return t.failed;
  switch (error.errorCode) {
    case 'unsupported_file_type':
      // The server's message names the file and why.
      return `${t.fileRefused} ${error.message}`;
    case 'upload_quota_exceeded':
      return t.quotaExceeded;
    case 'payload_too_large':
      return t.tooLarge;
    default:
      return t.failed;
  }
}
