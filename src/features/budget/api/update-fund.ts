import { mutationOptions, useMutation } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import { budgetKeys, budgetMutationKeys } from '@/api/query-keys';
import type { components } from '@/api/schema.gen';
import * as texts from '@/texts';
import { toast } from '@/ui/toast';

/**
 * Renames a fund or changes its amount (POST /member/funds/{fundId}). Its dialog says a refusal
 * inline, so there is no failure toast; never queued, its button is disabled offline.
 */
const updateFundMutationOptions = mutationOptions({
  mutationKey: budgetMutationKeys.update,
  meta: { inlineErrors: true },
  mutationFn: ({ fundId, ...change }: { fundId: number } & components['schemas']['FundUpdate']) =>
    unwrap(api.POST('/member/funds/{fundId}', { params: { path: { fundId } }, body: change })),
  onSuccess: async (fund, _vars, _context, { client }) => {
    toast.success(texts.budget.fundSaved(fund.name));
    await client.invalidateQueries({ queryKey: budgetKeys.all });
  },
});

export const useUpdateFund = () => useMutation(updateFundMutationOptions);
