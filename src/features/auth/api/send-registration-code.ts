import { mutationOptions, useMutation } from '@tanstack/react-query';
import { unwrap } from '@/api/client';
import { accountMutationKeys } from '@/api/query-keys';
import { getErrorMessage } from '@/api/errors';
import { publicApi } from '@/api/refresh';

/**
 * Sends (or sends again) the sign-up verification code to an address. Registration calls (docs/product/access.md#calls)
 * go without a token (`publicApi`) and are never queued offline (the client's default network
 * mode fails them at once with a NetworkError).
 */
const sendRegistrationCodeMutationOptions = mutationOptions({
  mutationKey: accountMutationKeys.sendRegistrationCode,
  // docs/product/access.md#messages: the server's message, in a toast.
  meta: { errorToast: (error: unknown) => getErrorMessage(error) },
  mutationFn: (email: string) =>
    unwrap(publicApi.POST('/member/register/send/email', { body: { email } })),
});

export const useSendRegistrationCode = () => useMutation(sendRegistrationCodeMutationOptions);
