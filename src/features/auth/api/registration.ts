import { useMutation } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import { publicApi } from '@/api/refresh';
import type { components } from '@/api/schema.gen';
import type { Session } from '@/api/session';

type RegisterRequest = components['schemas']['RegisterRequest'];

/** Starts the member's data and stores a session the server has just given (the app's). */
export type BeginSession = (session: Session, remember: boolean) => Promise<void>;

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

/**
 * Creates the account (pending approval); answers its id for /waiting/{id}. The browser keeps the
 * pending sign-in the answer carries (this tab only, as without "Stay signed in"): it is what may
 * cancel the request.
 */
export const useRegister = (beginSession: BeginSession) =>
  useMutation({
    ...accountCall,
    mutationFn: async (body: RegisterRequest) => {
      const created = await unwrap(publicApi.POST('/member/register', { body }));
      await beginSession(
        {
          token: created.accessToken,
          refreshToken: created.refreshToken,
          name: body.name,
          id: created.id,
          isApproved: created.isApproved,
        },
        false,
      );
      return created;
    },
  });

/**
 * Cancels a pending registration request (000 §4). It carries the registration's own sign-in
 * (from sign-up or sign-in), refreshed if need be: the id alone (in the page's URL) is no proof.
 */
export const useCancelRegistration = () =>
  useMutation({
    ...accountCall,
    mutationFn: (id: string) =>
      unwrap(api.POST('/member/withdraw/{id}', { params: { path: { id } } })),
  });
