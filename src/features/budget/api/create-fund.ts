import { mutationOptions, useMutation } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import { budgetKeys, budgetMutationKeys } from '@/api/query-keys';
import type { components } from '@/api/schema.gen';
import * as texts from '@/texts';
import { toast } from '@/ui/toast';

/**
 * Adds a fund to a school year (POST /member/funds). Its dialog says a refusal inline (a name
 * taken), so there is no failure toast; never queued, its button is disabled offline.
 */
const createFundMutationOptions = mutationOptions({
  mutationKey: budgetMutationKeys.create,
  meta: { inlineErrors: true },
  mutationFn: (fund: components['schemas']['FundInput']) =>
    unwrap(api.POST('/member/funds', { body: fund })),
  onSuccess: async (fund, _vars, _context, { client }) => {
    toast.success(texts.budget.fundAdded(fund.name));
    await client.invalidateQueries({ queryKey: budgetKeys.all });
  },
});

export const useCreateFund = () => useMutation(createFundMutationOptions);
