import { mutationOptions, useMutation } from '@tanstack/react-query';
import { unwrap } from '@/api/client';
import { accountMutationKeys } from '@/api/query-keys';
import { publicApi } from '@/api/refresh';

/** Checks a password-reset code without using it up (without a token). */
const verifyResetCodeMutationOptions = mutationOptions({
  mutationKey: accountMutationKeys.verifyResetCode,
  meta: { inlineErrors: true },
  mutationFn: (input: { email: string; code: string }) =>
    unwrap(publicApi.POST('/auth/member/password/reset/verify/email', { body: input })),
});

export const useVerifyResetCode = () => useMutation(verifyResetCodeMutationOptions);
