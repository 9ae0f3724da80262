import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { selectionMutationKeys } from '@/api/query-keys';
import type { SortOrder } from '@/features/selections/sort';
import type { DeleteSelectionVars } from '@/features/selections/api/mutations/delete-selection';
import { selectionListQueryOptions, waitingRenames } from '@/features/selections/api/queries';
import * as texts from '@/texts';
import { toast } from '@/ui/toast';
import type { SelectionSort } from './sort';

interface OpenSelection {
  id: string;
  name: string;
  /** When the shown contents were read (the query's dataUpdatedAt). */
  readAt: number;
  sort: SelectionSort;
  order: SortOrder;
}

/**
 * Keeps the selection page on the selection it shows, whatever renamed or deleted it (the side
 * menu, this page, another tab, an edit queued offline and applied later): the page is addressed
 * by name, but a selection is its id. When the list of selections, read after the contents, names
 * the open selection differently the page moves to the new name; when it no longer holds it the
 * page moves to the default selection and says why. A list older than the contents (a selection
 * just created) proves nothing and is not acted on.
 */
export function useFollowSelection({ id, name, readAt, sort, order }: OpenSelection) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { data: list, dataUpdatedAt: listReadAt } = useQuery(selectionListQueryOptions());

  useEffect(() => {
    if (!list || listReadAt <= readAt) return;
    const current = list.results.find((selection) => selection.id === id);
    if (current?.name === name) return;
    // Its rename to this name waits: the page stays on it (the list names it once applied).
    if (waitingRenames(queryClient).get(id) === name) return;
    if (current) {
      void navigate({
        to: '/cart/$id',
        params: { id: current.name },
        search: { sort, order },
        replace: true,
      });
      return;
    }
    // Deleted from this page: its own message already says so.
    const deletedHere = queryClient
      .getMutationCache()
      .findAll({ mutationKey: selectionMutationKeys.remove })
      .some((mutation) => {
        const vars = mutation.state.variables as DeleteSelectionVars | undefined;
        return vars?.id === id && vars.source === 'page';
      });
    if (!deletedHere)
      toast.success(texts.selectionPage.openSelectionDeleted(name), { id: `gone-${id}` });
    void navigate({
      to: '/cart/$id',
      params: { id: texts.selections.defaultName },
      replace: true,
    });
  }, [list, listReadAt, readAt, id, name, sort, order, navigate, queryClient]);
}
