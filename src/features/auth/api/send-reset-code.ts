import { mutationOptions, useMutation } from '@tanstack/react-query';
import { unwrap } from '@/api/client';
import { accountMutationKeys } from '@/api/query-keys';
import { publicApi } from '@/api/refresh';

/**
 * Sends a password-reset code (the server answers alike for unknown addresses). Password-reset
 * calls go without a token (docs/product/access.md#calls) and are never queued offline (the client's default network
 * mode); the page says what failed.
 */
const sendResetCodeMutationOptions = mutationOptions({
  mutationKey: accountMutationKeys.sendResetCode,
  meta: { inlineErrors: true },
  mutationFn: (email: string) =>
    unwrap(publicApi.POST('/auth/member/password/reset/send/email', { body: { email } })),
});

export const useSendResetCode = () => useMutation(sendResetCodeMutationOptions);
