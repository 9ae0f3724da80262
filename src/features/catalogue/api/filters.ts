import { useMutation, useQueryClient, type Query } from '@tanstack/react-query';
import { toast } from '@/ui/toast';
import { api, unwrap } from '@/api/client';
import { isHandled } from '@/api/errors';
import type { components } from '@/api/schema.gen';
import * as texts from '@/texts';
import type { Criteria } from '../search';
import { bookKeys } from '@/api/query-keys';

type Filter = components['schemas']['Filter'];
type Tab = components['schemas']['Tab'];
type TabList = components['schemas']['TabList'];

export interface SaveFilterVars {
  tabId: number;
  name: string;
  criteria: Criteria;
  /** The saved filter to update; absent creates a new one. */
  filterId?: number;
}

/** The contract's save payload (its list names differ from the read's). */
export const filterSaveBody = ({ tabId, name, criteria }: SaveFilterVars) => ({
  tabId,
  name: name.trim(),
  keywords: criteria.keywords,
  author: criteria.authors,
  publisher: criteria.publishers,
  categories: criteria.categories,
  titles: criteria.titles,
});

/** Whether a tab already has a saved filter of that name, ignoring case and surrounding space. */
export function isDuplicateFilterName(tab: Tab, name: string, exceptId?: number): boolean {
  const wanted = name.trim().toLocaleLowerCase();
  return tab.filters.some(
    (filter) =>
      filter.filterId !== exceptId && filter.filterName.trim().toLocaleLowerCase() === wanted,
  );
}

/**
 * A saved filter changed or is gone. The tabs cache (which lists the filters) is corrected at
 * once, so the panel never shows a filter's old criteria, and then reloaded; the cached reads
 * narrowed by that filter are dropped, as they answer for its old criteria. Other reads are
 * untouched (the panel's live reads do not depend on saved filters).
 */
function useFilterChanged() {
  const queryClient = useQueryClient();
  const forgetReads = (filterId: number) => {
    const narrowedByIt = (query: Query) => {
      const params = query.queryKey.at(-1) as { filterId?: number } | undefined;
      return params?.filterId === filterId;
    };
    queryClient.removeQueries({ queryKey: bookKeys.collections(), predicate: narrowedByIt });
    queryClient.removeQueries({ queryKey: bookKeys.searches(), predicate: narrowedByIt });
  };
  const editTabs = (edit: (tab: Tab) => Tab) =>
    queryClient.setQueryData<TabList>(bookKeys.tabs(), (old) =>
      old ? { results: old.results.map(edit) } : old,
    );
  return {
    saved: (tabId: number, filter: Filter) => {
      forgetReads(filter.filterId);
      editTabs((tab) => {
        if (tab.tabId !== tabId) return tab;
        const known = tab.filters.some((f) => f.filterId === filter.filterId);
        return {
          ...tab,
          filters: known
            ? tab.filters.map((f) => (f.filterId === filter.filterId ? filter : f))
            : [...tab.filters, filter],
        };
      });
    },
    deleted: (filterId: number) => {
      forgetReads(filterId);
      editTabs((tab) => ({ ...tab, filters: tab.filters.filter((f) => f.filterId !== filterId) }));
    },
    reloadTabs: () => queryClient.invalidateQueries({ queryKey: bookKeys.tabs() }),
  };
}

/** Creates (POST /member/book/filter) or updates (POST /member/book/filter/{id}) a saved filter. */
export function useSaveFilter() {
  const changed = useFilterChanged();
  return useMutation<Filter, Error, SaveFilterVars>({
    mutationKey: ['books', 'save-filter'],
    networkMode: 'always',
    mutationFn: (vars) =>
      vars.filterId === undefined
        ? unwrap(api.POST('/member/book/filter', { body: filterSaveBody(vars) }))
        : unwrap(
            api.POST('/member/book/filter/{filterId}', {
              params: { path: { filterId: vars.filterId } },
              body: filterSaveBody(vars),
            }),
          ),
    onSuccess: (filter, vars) => {
      changed.saved(vars.tabId, filter);
      toast.success(
        vars.filterId === undefined ? texts.catalogue.filterCreated : texts.catalogue.filterUpdated,
      );
    },
    onError: (error, vars) => {
      if (isHandled(error)) return;
      toast.error(
        vars.filterId === undefined
          ? texts.catalogue.filterCreateFailed
          : texts.catalogue.filterUpdateFailed,
      );
    },
    onSettled: changed.reloadTabs,
  });
}

/** Deletes a saved filter (DELETE /member/book/filter/{id}). */
export function useDeleteFilter() {
  const changed = useFilterChanged();
  return useMutation<void, Error, { filterId: number }>({
    mutationKey: ['books', 'delete-filter'],
    networkMode: 'always',
    mutationFn: ({ filterId }) =>
      unwrap(api.DELETE('/member/book/filter/{filterId}', { params: { path: { filterId } } })),
    onSuccess: (_data, { filterId }) => {
      changed.deleted(filterId);
      toast.success(texts.catalogue.filterDeleted);
    },
    onError: (error) => {
      if (!isHandled(error)) toast.error(texts.catalogue.filterDeleteFailed);
    },
    onSettled: changed.reloadTabs,
  });
}
