import { mutationOptions, useMutation } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import { accountMutationKeys } from '@/api/query-keys';
import * as texts from '@/texts';
import { toast } from '@/ui/toast';

/**
 * Cancels a pending registration request (docs/product/access.md#cancel-registration). It carries the registration's own sign-in
 * (from sign-up or sign-in), refreshed if need be: the id alone (in the page's URL) is no proof.
 * The page says what failed.
 */
const cancelRegistrationMutationOptions = mutationOptions({
  mutationKey: accountMutationKeys.cancelRegistration,
  meta: { inlineErrors: true },
  mutationFn: (id: string) =>
    unwrap(api.POST('/member/withdraw/{id}', { params: { path: { id } } })),
  onSuccess: () => toast.success(texts.waiting.cancelled),
});

export const useCancelRegistration = () => useMutation(cancelRegistrationMutationOptions);
