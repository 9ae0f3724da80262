import * as z from 'zod/mini';
import { EMAIL_PATTERN } from '@/lib/member-fields';
import * as texts from '@/texts';

const errors = texts.inquiry.errors;

/** The contract's limits of an inquiry's texts (`POST /member/contact`). */
export const INQUIRY_LIMITS = { orderCode: 50, title: 200, content: 5000 } as const;

/**
 * The INQUIRIES form (000 §3, §5). The originals' swapped Subject/Message messages are corrected
 * (a listed deviation): an empty Subject asks for a subject, an empty Message for the content.
 */
export const inquirySchema = z.object({
  email: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, errors.emailRequired),
      z.regex(EMAIL_PATTERN, errors.emailInvalid),
    ),
  orderCode: z.string().check(z.trim(), z.maxLength(INQUIRY_LIMITS.orderCode, errors.orderCodeMax)),
  title: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, errors.subjectRequired),
      z.maxLength(INQUIRY_LIMITS.title, errors.subjectMax),
    ),
  content: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, errors.messageRequired),
      z.maxLength(INQUIRY_LIMITS.content, errors.messageMax),
    ),
});
export type InquiryForm = z.input<typeof inquirySchema>;

export const emptyInquiry: InquiryForm = { email: '', orderCode: '', title: '', content: '' };

/**
 * The multipart body of POST /member/contact (000 §7): email, orderCode ('' when none), title,
 * content and one `files` part per attachment.
 */
export function toInquiryFormData(form: InquiryForm, files: readonly File[]): FormData {
  const values = inquirySchema.parse(form);
  const data = new FormData();
  data.append('email', values.email);
  data.append('orderCode', values.orderCode);
  data.append('title', values.title);
  data.append('content', values.content);
  for (const file of files) data.append('files', file, file.name);
  return data;
}
