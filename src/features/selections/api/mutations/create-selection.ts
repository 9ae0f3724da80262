import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import { ApiError } from '@/api/errors';
import { selectionKeys, selectionMutationKeys } from '@/api/query-keys';
import type { components } from '@/api/schema.gen';
import * as texts from '@/texts';
import { toast } from '@/ui/toast';
import {
  editFailure,
  queuedEditOptions,
  rememberIfQueued,
  useQueuedEdit,
  withReplayKey,
  type EditContext,
} from './queued-edit';

type Selection = components['schemas']['Selection'];
type SelectionCreated = components['schemas']['SelectionCreated'];

export interface CreateSelectionVars {
  name: string;
  /** Names this creation for the server, so a replay creates one selection (set by the hook). */
  replayKey?: string;
}

/**
 * A selection the server has just created is known before the list's reload answers: it is put in
 * the cached list (side menu, Add to My Selection) and its empty contents are cached, so a reload
 * or a dropout right after the creation still shows it and opens its page offline.
 */
function showCreatedSelection(queryClient: QueryClient, { categoryId, name }: SelectionCreated) {
  queryClient.setQueryData<{ results: Selection[] }>(selectionKeys.list(), (list) =>
    list && !list.results.some((selection) => selection.id === categoryId)
      ? { ...list, results: [...list.results, { id: categoryId, name }] }
      : list,
  );
  queryClient.setQueryData<components['schemas']['CartDetail']>(
    selectionKeys.detail(categoryId),
    (current) =>
      current ?? {
        cartId: categoryId,
        cartCategoryId: categoryId,
        name,
        message: '',
        messageVersion: 1,
        books: [],
      },
  );
}

/** Creates a selection (POST /member/cart/add/category); may wait in the offline queue. */
export const createSelectionMutationOptions = mutationOptions<
  SelectionCreated,
  Error,
  CreateSelectionVars,
  EditContext
>({
  ...queuedEditOptions,
  mutationKey: selectionMutationKeys.create,
  meta: {
    ...queuedEditOptions.meta,
    errorToast: editFailure<CreateSelectionVars>(
      ({ name }) => texts.offline.edits.create(name),
      // A member at the ceiling is told why, and what to do: the generic failure would not say.
      (_vars, error) =>
        error instanceof ApiError && error.errorCode === 'too_many_selections'
          ? texts.selections.tooMany
          : texts.selections.createFailed,
    ),
  },
  onMutate: rememberIfQueued,
  mutationFn: ({ name, replayKey }) =>
    unwrap(
      api.POST('/member/cart/add/category', {
        body: { name: name.trim() },
        params: { header: { 'Idempotency-Key': replayKey } },
      }),
    ),
  onSuccess: (created, _vars, _context, { client }) => {
    showCreatedSelection(client, created);
    toast.success(texts.selections.created);
  },
  // docs/product/shell.md#selections-menu: after any selection edit the selection list is reloaded.
  onSettled: (_data, _error, _vars, _context, { client }) =>
    client.invalidateQueries({ queryKey: selectionKeys.list() }),
});

export const useCreateSelection = () =>
  withReplayKey(useQueuedEdit(createSelectionMutationOptions));
