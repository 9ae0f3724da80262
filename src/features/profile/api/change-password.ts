import { mutationOptions, useMutation } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import { profileKeys, profileMutationKeys } from '@/api/query-keys';
import * as texts from '@/texts';
import { toast } from '@/ui/toast';
import type { PasswordChangeValues } from '../schemas';

/**
 * Changes the password (POST /member/update/password). A wrong current password is answered 401
 * `auth_invalid_password`, whose message the shared catalogue already toasts (so the failure toast
 * is not shown on top of it, nor the same words at the field).
 */
const changePasswordMutationOptions = mutationOptions({
  mutationKey: profileMutationKeys.changePassword,
  meta: { errorToast: texts.profile.passwordChangeFailed },
  mutationFn: (values: PasswordChangeValues) =>
    unwrap(api.POST('/member/update/password', { body: values })),
  onSuccess: async (_data, _vars, _context, { client }) => {
    toast.success(texts.profile.passwordChanged);
    // The member's other sign-ins have ended with the change.
    await client.invalidateQueries({ queryKey: profileKeys.signIns() });
  },
});

export const useChangePassword = () => useMutation(changePasswordMutationOptions);
