import { mutationOptions } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import { selectionKeys, selectionMutationKeys } from '@/api/query-keys';
import type { components } from '@/api/schema.gen';
import * as texts from '@/texts';
import {
  editFailure,
  queuedEditOptions,
  rememberIfQueued,
  useQueuedEdit,
  withReplayKey,
  type EditContext,
} from './queued-edit';

type SelectionList = components['schemas']['SelectionList'];

export interface SetSelectionFundVars {
  selectionId: string;
  /** The selection's name, to name it in messages. */
  selectionName: string;
  fundId: number | null;
  /** The fund's name as chosen, to name it in messages; null for none. */
  fundName: string | null;
  /** Set by the hook (see withReplayKey). */
  replayKey?: string;
}

/**
 * The fund chooser of the selection page (docs/product/budget.md#which-fund): a save of the
 * selection that changes only its fund (POST /member/cart/update/{cartId} with no rows and the
 * message left alone), so it waits in the offline queue like the selection's other edits, in
 * their order. The page shows the chosen fund while it waits (usePendingFund).
 */
export const setSelectionFundMutationOptions = mutationOptions<
  components['schemas']['UpdateCartResult'],
  Error,
  SetSelectionFundVars,
  EditContext
>({
  ...queuedEditOptions,
  mutationKey: selectionMutationKeys.setFund,
  meta: {
    ...queuedEditOptions.meta,
    errorToast: editFailure<SetSelectionFundVars>(
      ({ selectionName, fundName }) => texts.offline.edits.setFund(fundName, selectionName),
      () => texts.budget.selection.fundFailed,
    ),
  },
  onMutate: rememberIfQueued,
  mutationFn: ({ selectionId, fundId, replayKey }) =>
    unwrap(
      api.POST('/member/cart/update/{cartId}', {
        params: { path: { cartId: selectionId }, header: { 'Idempotency-Key': replayKey } },
        body: { books: [], message: '', messageChanged: false, fundId },
      }),
    ),
  onSuccess: (_result, { selectionId, fundId }, _context, { client }) => {
    // The list names the selection's fund: shown at once, before the list is read again.
    client.setQueryData<SelectionList>(selectionKeys.list(), (list) =>
      list
        ? {
            ...list,
            results: list.results.map((selection) =>
              selection.id === selectionId ? { ...selection, fundId } : selection,
            ),
          }
        : list,
    );
  },
  onSettled: (_data, _error, _vars, _context, { client }) =>
    client.invalidateQueries({ queryKey: selectionKeys.list() }),
});

export const useSetSelectionFund = () =>
  withReplayKey(useQueuedEdit(setSelectionFundMutationOptions));
