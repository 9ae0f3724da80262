import { useMutation } from '@tanstack/react-query';
import { unwrap } from '@/api/client';
import { publicApi } from '@/api/refresh';
import type { components } from '@/api/schema.gen';

type PasswordResetRequest = components['schemas']['PasswordResetRequest'];

/** Password-reset calls go without a token (000 §7) and are never queued offline. */
const accountCall = { networkMode: 'always', retry: false } as const;

/** Sends a password-reset code (the server answers alike for unknown addresses). */
export const useSendResetCode = () =>
  useMutation({
    ...accountCall,
    mutationFn: (email: string) =>
      unwrap(publicApi.POST('/auth/member/password/reset/send/email', { body: { email } })),
  });

/** Checks a password-reset code without using it up. */
export const useVerifyResetCode = () =>
  useMutation({
    ...accountCall,
    mutationFn: (input: { email: string; code: string }) =>
      unwrap(publicApi.POST('/auth/member/password/reset/verify/email', { body: input })),
  });

/** Sets the new password with the e-mail and the verified code. */
export const useResetPassword = () =>
  useMutation({
    ...accountCall,
    mutationFn: (body: PasswordResetRequest) =>
      unwrap(publicApi.POST('/auth/member/password/reset', { body })),
  });
