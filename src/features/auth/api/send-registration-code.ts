import { mutationOptions, useMutation } from '@tanstack/react-query';
import { unwrap } from '@/api/client';
import { accountMutationKeys } from '@/api/query-keys';
import { publicApi } from '@/api/refresh';

/**
 * Sends (or sends again) the sign-up verification code to an address. Registration calls (000 §7)
 * go without a token (`publicApi`) and are never queued offline (the client's default network
 * mode fails them at once with a NetworkError); the page says what failed.
 */
export const sendRegistrationCodeMutationOptions = mutationOptions({
  mutationKey: accountMutationKeys.sendRegistrationCode,
  mutationFn: (email: string) =>
    unwrap(publicApi.POST('/member/register/send/email', { body: { email } })),
});

export const useSendRegistrationCode = () => useMutation(sendRegistrationCodeMutationOptions);
