import { mutationOptions, useMutation } from '@tanstack/react-query';
import { unwrap } from '@/api/client';
import { accountMutationKeys } from '@/api/query-keys';
import { publicApi } from '@/api/refresh';

/**
 * Asks for a one-time sign-in code while a sign-in lock holds this browser
 * (docs/product/access.md#sign-in-code); the server answers alike whether or not it mailed one.
 * Goes without a token and is never queued offline; the page says what failed.
 */
const sendSignInCodeMutationOptions = mutationOptions({
  mutationKey: accountMutationKeys.sendSignInCode,
  meta: { inlineErrors: true },
  mutationFn: (email: string) =>
    unwrap(publicApi.POST('/auth/member/login/code/send', { body: { email } })),
});

export const useSendSignInCode = () => useMutation(sendSignInCodeMutationOptions);
