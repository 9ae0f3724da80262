import { useMutationState, useQuery } from '@tanstack/react-query';
import { selectionMutationKeys } from '@/api/query-keys';
import { fundYearQueryOptions } from '@/api/funds';
import type { SetSelectionFundVars } from './mutations/set-selection-fund';
import { selectionListQueryOptions } from './queries';

/**
 * The fund a selection names (docs/product/budget.md#which-fund): the one last chosen while its
 * edit waits, else the list's; null for none. With the current school year's funds and their
 * figures (a secondary read: the page never waits for it). Each part of the page that shows the
 * fund reads it here, so that the figures' arrival re-renders only those parts, never the rows.
 */
export function useSelectionFund(selectionId: string) {
  const { data: list } = useQuery(selectionListQueryOptions());
  const pending = usePendingFund(selectionId);
  const funds = useQuery(fundYearQueryOptions(undefined));
  const fundId = pending
    ? pending.fundId
    : (list?.results.find((selection) => selection.id === selectionId)?.fundId ?? null);
  return {
    fundId,
    fund: funds.data?.funds.find((candidate) => candidate.fundId === fundId),
    funds,
  };
}

/**
 * The fund last chosen for a selection and not yet confirmed by the server (waiting offline or
 * under way): the page shows it instead of the list's. `undefined` when none is.
 */
export function usePendingFund(selectionId: string): { fundId: number | null } | undefined {
  const chosen = useMutationState({
    filters: {
      mutationKey: selectionMutationKeys.setFund,
      exact: true,
      status: 'pending',
      predicate: (mutation) =>
        (mutation.state.variables as SetSelectionFundVars | undefined)?.selectionId === selectionId,
    },
    select: (mutation) => (mutation.state.variables as SetSelectionFundVars).fundId,
  });
  return chosen.length === 0 ? undefined : { fundId: chosen[chosen.length - 1]! };
}
