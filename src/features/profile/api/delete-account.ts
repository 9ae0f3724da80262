import { mutationOptions, useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { api, unwrap } from '@/api/client';
import { profileMutationKeys } from '@/api/query-keys';
import { signOut } from '@/session/sign-out';
import * as texts from '@/texts';
import { toast } from '@/ui/toast';

/**
 * Deletes the account (DELETE /member/withdraw); on success says so and signs out (purging the
 * member's cached data). No failure toast: a wrong password keeps the account and the dialog says
 * 'The password does not match.' (the catalogue has toasted the server's message), and the dialog
 * says any other failure itself.
 */
const deleteAccountMutationOptions = mutationOptions({
  mutationKey: profileMutationKeys.deleteAccount,
  meta: { inlineErrors: true },
  mutationFn: (currentPassword: string) =>
    unwrap(api.DELETE('/member/withdraw', { body: { currentPassword } })),
  onSuccess: async (_data, _vars, _context, { client }) => {
    toast.success(texts.profile.deleted);
    await signOut(client);
  },
});

/** Deletes the account, then goes to /sign-in. */
export function useDeleteAccount() {
  const navigate = useNavigate();
  return useMutation({
    ...deleteAccountMutationOptions,
    onSuccess: async (...args) => {
      await deleteAccountMutationOptions.onSuccess?.(...args);
      await navigate({ to: '/sign-in' });
    },
  });
}
