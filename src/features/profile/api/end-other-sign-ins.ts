import { mutationOptions, useMutation } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import { profileKeys, profileMutationKeys } from '@/api/query-keys';
import * as texts from '@/texts';
import { toast } from '@/ui/toast';

/** Ends every other sign-in of the member (POST /member/sign-ins/end-others). */
const endOtherSignInsMutationOptions = mutationOptions({
  mutationKey: profileMutationKeys.endOtherSignIns,
  meta: { errorToast: texts.profile.endOtherSignInsFailed },
  mutationFn: () => unwrap(api.POST('/member/sign-ins/end-others')),
  onSuccess: async (_data, _vars, _context, { client }) => {
    toast.success(texts.profile.otherSignInsEnded);
    await client.invalidateQueries({ queryKey: profileKeys.signIns() });
  },
});

export const useEndOtherSignIns = () => useMutation(endOtherSignInsMutationOptions);
