import type { Query, QueryClient } from '@tanstack/react-query';
import type { components } from '@/api/schema.gen';
import { bookKeys } from '@/api/query-keys';

type Filter = components['schemas']['Filter'];
type Tab = components['schemas']['Tab'];
type TabList = components['schemas']['TabList'];

/** Whether a tab already has a saved filter of that name, ignoring case and surrounding space. */
export function isDuplicateFilterName(tab: Tab, name: string, exceptId?: number): boolean {
  const wanted = name.trim().toLocaleLowerCase();
  return tab.filters.some(
    (filter) =>
      filter.filterId !== exceptId && filter.filterName.trim().toLocaleLowerCase() === wanted,
  );
}

/*
 * A saved filter changed or is gone (./save-filter.ts, ./delete-filter.ts). The tabs cache (which
 * lists the filters) is corrected at once, so the panel never shows a filter's old criteria, and
 * then reloaded; the cached reads narrowed by that filter are dropped, as they answer for its old
 * criteria. Other reads are untouched (the panel's live reads do not depend on saved filters).
 */

function forgetReadsOf(queryClient: QueryClient, filterId: number) {
  const narrowedByIt = (query: Query) => {
    const params = query.queryKey.at(-1) as { filterId?: number } | undefined;
    return params?.filterId === filterId;
  };
  queryClient.removeQueries({ queryKey: bookKeys.collections(), predicate: narrowedByIt });
  queryClient.removeQueries({ queryKey: bookKeys.searches(), predicate: narrowedByIt });
}

const editTabs = (queryClient: QueryClient, edit: (tab: Tab) => Tab) =>
  queryClient.setQueryData<TabList>(bookKeys.tabs(), (old) =>
    old ? { results: old.results.map(edit) } : old,
  );

/** A filter of a tab was created or updated. */
export function showSavedFilter(queryClient: QueryClient, tabId: number, filter: Filter) {
  forgetReadsOf(queryClient, filter.filterId);
  editTabs(queryClient, (tab) => {
    if (tab.tabId !== tabId) return tab;
    const known = tab.filters.some((f) => f.filterId === filter.filterId);
    return {
      ...tab,
      filters: known
        ? tab.filters.map((f) => (f.filterId === filter.filterId ? filter : f))
        : [...tab.filters, filter],
    };
  });
}

export function forgetDeletedFilter(queryClient: QueryClient, filterId: number) {
  forgetReadsOf(queryClient, filterId);
  editTabs(queryClient, (tab) => ({
    ...tab,
    filters: tab.filters.filter((f) => f.filterId !== filterId),
  }));
}

/** After any filter edit, whether it went through or not: the tabs as the server has them. */
export const reloadTabs = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: bookKeys.tabs() });
