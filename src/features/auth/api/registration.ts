import { useMutation } from '@tanstack/react-query';
import { unwrap } from '@/api/client';
import { publicApi } from '@/api/refresh';
import type { components } from '@/api/schema.gen';

type RegisterRequest = components['schemas']['RegisterRequest'];

/**
 * Registration calls (000 §7) go without a token (`publicApi`). Account calls are never queued
 * offline: `networkMode: 'always'` fails at once with a NetworkError instead of pausing.
 */
const accountCall = { networkMode: 'always', retry: false } as const;

/** Sends (or sends again) the sign-up verification code to an address. */
export const useSendRegistrationCode = () =>
  useMutation({
    ...accountCall,
    mutationFn: (email: string) =>
      unwrap(publicApi.POST('/member/register/send/email', { body: { email } })),
  });

/** Checks the sign-up verification code. */
export const useVerifyRegistrationCode = () =>
  useMutation({
    ...accountCall,
    mutationFn: (input: { email: string; code: string }) =>
      unwrap(publicApi.POST('/member/register/verify/email', { body: input })),
  });

/** Creates the account (pending approval); answers its id for /waiting/{id}. */
export const useRegister = () =>
  useMutation({
    ...accountCall,
    mutationFn: (body: RegisterRequest) => unwrap(publicApi.POST('/member/register', { body })),
  });

/** Cancels a pending registration request (000 §4): the id is the whole payload. */
export const useCancelRegistration = () =>
  useMutation({
    ...accountCall,
    mutationFn: (id: string) =>
      unwrap(publicApi.POST('/member/withdraw/{id}', { params: { path: { id } } })),
  });
