import { mutationOptions, useMutation } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import { budgetKeys, budgetMutationKeys } from '@/api/query-keys';
import * as texts from '@/texts';
import { toast } from '@/ui/toast';

/**
 * Deletes a fund (DELETE /member/funds/{fundId}). Refused while requests name it (`409
 * fund_in_use`, the server's message says how many): its dialog shows that message, so there is
 * no failure toast.
 */
const deleteFundMutationOptions = mutationOptions({
  mutationKey: budgetMutationKeys.delete,
  meta: { inlineErrors: true },
  mutationFn: ({ fundId }: { fundId: number; name: string }) =>
    unwrap(api.DELETE('/member/funds/{fundId}', { params: { path: { fundId } } })),
  onSuccess: async (_data, { name }, _context, { client }) => {
    toast.success(texts.budget.fundDeleted(name));
    await client.invalidateQueries({ queryKey: budgetKeys.all });
  },
});

export const useDeleteFund = () => useMutation(deleteFundMutationOptions);
