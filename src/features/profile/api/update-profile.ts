import { mutationOptions, useMutation } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import { budgetKeys, profileKeys, profileMutationKeys } from '@/api/query-keys';
import type { components } from '@/api/schema.gen';
import { sessionStore } from '@/api/session';
import * as texts from '@/texts';
import { toast } from '@/ui/toast';

/**
 * Saves the information form (POST /member/me) and shows the new values everywhere. An account
 * call: never queued offline (the client's default network mode), its button disabled offline.
 */
const updateProfileMutationOptions = mutationOptions({
  mutationKey: profileMutationKeys.update,
  // A number the server finds wrong is told at its field (docs/product/profile.md#institution).
  meta: { errorToast: texts.profile.updateFailed, inlineErrors: ['registration_number_invalid'] },
  mutationFn: (member: components['schemas']['Member']) =>
    unwrap(api.POST('/member/me', { body: member })),
  onSuccess: async (member, _vars, _context, { client }) => {
    toast.success(texts.profile.updated);
    client.setQueryData(profileKeys.me(), member);
    // The top bar greets the member by the session's name.
    sessionStore.update({ name: member.name });
    // The start month moves the school years' first and last days (docs/product/budget.md#school-year).
    await Promise.all([
      client.invalidateQueries({ queryKey: profileKeys.me() }),
      client.invalidateQueries({ queryKey: budgetKeys.all }),
    ]);
  },
});

export const useUpdateProfile = () => useMutation(updateProfileMutationOptions);
