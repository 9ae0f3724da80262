import { mutationOptions, useMutation } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import { profileKeys, profileMutationKeys } from '@/api/query-keys';
import type { components } from '@/api/schema.gen';
import { sessionStore } from '@/api/session';
import * as texts from '@/texts';
import { toast } from '@/ui/toast';

/**
 * Saves the information form (POST /member/me) and shows the new values everywhere. An account
 * call: never queued offline (the client's default network mode), its button disabled offline.
 */
export const updateProfileMutationOptions = mutationOptions({
  mutationKey: profileMutationKeys.update,
  meta: { errorToast: texts.profile.updateFailed },
  mutationFn: (member: components['schemas']['Member']) =>
    unwrap(api.POST('/member/me', { body: member })),
  onSuccess: async (member, _vars, _context, { client }) => {
    toast.success(texts.profile.updated);
    client.setQueryData(profileKeys.me(), member);
    // The top bar greets the member by the session's name.
    sessionStore.update({ name: member.name });
    await client.invalidateQueries({ queryKey: profileKeys.me() });
  },
});

export const useUpdateProfile = () => useMutation(updateProfileMutationOptions);
