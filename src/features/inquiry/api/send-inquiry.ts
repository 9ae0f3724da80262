import { mutationOptions, useMutation } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import { inquiryMutationKeys } from '@/api/query-keys';
import type { components } from '@/api/schema.gen';
import * as texts from '@/texts';
import { toast } from '@/ui/toast';

type InquiryBody = components['schemas']['InquiryForm'];

/**
 * Sends an inquiry as multipart form data. openapi-fetch would serialise the body as JSON: the
 * FormData is passed as the body and returned unchanged by `bodySerializer`, so the browser sets
 * the multipart boundary. Never queued offline (the client's default network mode; the button
 * says it needs a connection); the dialog says what failed and keeps what was typed.
 */
const sendInquiryMutationOptions = mutationOptions({
  mutationKey: inquiryMutationKeys.send,
  meta: { inlineErrors: true },
  mutationFn: (formData: FormData) =>
    unwrap(
      api.POST('/member/contact', {
        body: formData as unknown as InquiryBody,
        bodySerializer: (body) => body as unknown as FormData,
      }),
    ),
  // A short sign that it went (the original showed none: docs/product/deviations.md).
  onSuccess: () => toast.success(texts.inquiry.sent),
});

export const useSendInquiry = () => useMutation(sendInquiryMutationOptions);
