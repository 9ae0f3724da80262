import { mutationOptions, useMutation } from '@tanstack/react-query';
import { unwrap } from '@/api/client';
import { accountMutationKeys } from '@/api/query-keys';
import { publicApi } from '@/api/refresh';

/** Checks the sign-up verification code (without a token; the page says what failed). */
const verifyRegistrationCodeMutationOptions = mutationOptions({
  mutationKey: accountMutationKeys.verifyRegistrationCode,
  meta: { inlineErrors: true },
  mutationFn: (input: { email: string; code: string }) =>
    unwrap(publicApi.POST('/member/register/verify/email', { body: input })),
});

export const useVerifyRegistrationCode = () => useMutation(verifyRegistrationCodeMutationOptions);
