import { mutationOptions, useMutation } from '@tanstack/react-query';
import { unwrap } from '@/api/client';
import { accountMutationKeys } from '@/api/query-keys';
import { publicApi } from '@/api/refresh';
import type { components } from '@/api/schema.gen';
import * as texts from '@/texts';
import { toast } from '@/ui/toast';

/**
 * Sets the new password with the e-mail and the verified code (without a token); the page says
 * what failed, at the field it concerns.
 */
const resetPasswordMutationOptions = mutationOptions({
  mutationKey: accountMutationKeys.resetPassword,
  meta: { inlineErrors: true },
  mutationFn: (body: components['schemas']['PasswordResetRequest']) =>
    unwrap(publicApi.POST('/auth/member/password/reset', { body })),
  onSuccess: () => toast.success(texts.changePassword.done),
});

export const useResetPassword = () => useMutation(resetPasswordMutationOptions);
