import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { toast } from '@/ui/toast';
import { api, unwrap } from '@/api/client';
import { isHandled } from '@/api/errors';
import type { components } from '@/api/schema.gen';
import { sessionStore } from '@/api/session';
import { signOut } from '@/session/sign-out';
import * as texts from '@/texts';
import type { PasswordChangeValues } from '../schemas';
import { profileKeys } from '@/api/query-keys';

type Member = components['schemas']['Member'];

/*
 * Account calls are never queued offline (CONTRIBUTING: networkMode 'always', buttons disabled
 * offline). Nothing is replayed without the page, so their side effects live with the hook.
 */

/** Saves the information form (POST /member/me) and shows the new values everywhere. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['profile', 'update'],
    networkMode: 'always',
    mutationFn: (member: Member) => unwrap(api.POST('/member/me', { body: member })),
    onSuccess: async (member) => {
      toast.success(texts.profile.updated);
      queryClient.setQueryData(profileKeys.me(), member);
      // The top bar greets the member by the session's name.
      sessionStore.update({ name: member.name });
      await queryClient.invalidateQueries({ queryKey: profileKeys.me() });
    },
    onError: (error) => {
      if (!isHandled(error)) toast.error(texts.profile.updateFailed);
    },
  });
}

/**
 * Changes the password. A wrong current password is answered 401 `auth_invalid_password`, whose
 * message the shared catalogue already toasts; the form shows it at the field as well.
 */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['profile', 'password'],
    networkMode: 'always',
    mutationFn: (values: PasswordChangeValues) =>
      unwrap(api.POST('/member/update/password', { body: values })),
    onSuccess: async () => {
      toast.success(texts.profile.passwordChanged);
      // The member's other sign-ins have ended with the change.
      await queryClient.invalidateQueries({ queryKey: profileKeys.signIns() });
    },
    onError: (error) => {
      if (!isHandled(error)) toast.error(texts.profile.passwordChangeFailed);
    },
  });
}

/**
 * Deletes the account (DELETE /member/withdraw); on success says so, signs out (purging the
 * member's cached data) and goes to /sign-in. A wrong password keeps the account: the dialog says
 * 'The password does not match.' (the catalogue has toasted the server's message).
 */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationKey: ['profile', 'delete'],
    networkMode: 'always',
    mutationFn: (currentPassword: string) =>
      unwrap(api.DELETE('/member/withdraw', { body: { currentPassword } })),
    onSuccess: async () => {
      toast.success(texts.profile.deleted);
      await signOut(queryClient);
      await navigate({ to: '/sign-in' });
    },
  });
}

/** Ends every other sign-in of the member (POST /member/sign-ins/end-others). */
export function useEndOtherSignIns() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['profile', 'end-other-sign-ins'],
    networkMode: 'always',
    mutationFn: () => unwrap(api.POST('/member/sign-ins/end-others')),
    onSuccess: async () => {
      toast.success(texts.profile.otherSignInsEnded);
      await queryClient.invalidateQueries({ queryKey: profileKeys.signIns() });
    },
    onError: (error) => {
      if (!isHandled(error)) toast.error(texts.profile.endOtherSignInsFailed);
    },
  });
}
