import * as z from 'zod/mini';
import { InquiryForm } from '@/api/limits.gen';
import { emailField, optionalText, requiredText } from '@/lib/member-fields';
import * as texts from '@/texts';
import { perLocale } from '@/texts/locale';

const errors = texts.inquiry.errors;

/** The contract's limits of an inquiry's texts (`POST /member/contact`). */
const INQUIRY_LIMITS = {
  orderCode: InquiryForm.orderCode.maxLength,
  title: InquiryForm.title.maxLength,
  content: InquiryForm.content.maxLength,
} as const;

/**
 * The INQUIRIES form (docs/product/inquiry.md#dialog, #validation). The originals' swapped Subject/Message messages are corrected
 * (a listed deviation): an empty Subject asks for a subject, an empty Message for the content.
 */
export const inquirySchema = perLocale(() =>
  z.object({
    email: emailField({ required: errors.emailRequired, invalid: errors.emailInvalid }),
    orderCode: optionalText({ tooLong: errors.orderCodeMax }, INQUIRY_LIMITS.orderCode),
    title: requiredText(
      { required: errors.subjectRequired, tooLong: errors.subjectMax },
      INQUIRY_LIMITS.title,
    ),
    content: requiredText(
      { required: errors.messageRequired, tooLong: errors.messageMax },
      INQUIRY_LIMITS.content,
    ),
  }),
);
export type InquiryForm = z.input<ReturnType<typeof inquirySchema>>;
/** What it sends: the texts trimmed. */
export type InquiryValues = z.output<ReturnType<typeof inquirySchema>>;

export const emptyInquiry: InquiryForm = { email: '', orderCode: '', title: '', content: '' };

/**
 * The multipart body of POST /member/contact (docs/product/inquiry.md#call): email, orderCode ('' when none), title,
 * content and one `files` part per attachment, from the form's validated values.
 */
export function toInquiryFormData(values: InquiryValues, files: readonly File[]): FormData {
  const data = new FormData();
  data.append('email', values.email);
  data.append('orderCode', values.orderCode);
  data.append('title', values.title);
  data.append('content', values.content);
  for (const file of files) data.append('files', file, file.name);
  return data;
}
