import { mutationOptions, useMutation } from '@tanstack/react-query';
import { unwrap } from '@/api/client';
import { accountMutationKeys } from '@/api/query-keys';
import { publicApi } from '@/api/refresh';
import type { components } from '@/api/schema.gen';
import type { Session } from '@/api/session';

/** Starts the member's data and stores a session the server has just given (the app's). */
export type BeginSession = (session: Session, remember: boolean) => Promise<void>;

/**
 * Creates the account (pending approval); answers its id for /waiting/{id}. The browser keeps the
 * pending sign-in the answer carries (this tab only, as without "Stay signed in"): it is what may
 * cancel the request. Without a token; the page says what failed.
 */
const registerMemberMutationOptions = (beginSession: BeginSession) =>
  mutationOptions({
    mutationKey: accountMutationKeys.register,
    meta: { inlineErrors: true },
    mutationFn: async (body: components['schemas']['RegisterRequest']) => {
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

export const useRegister = (beginSession: BeginSession) =>
  useMutation(registerMemberMutationOptions(beginSession));
