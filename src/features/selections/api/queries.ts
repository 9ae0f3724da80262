import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import type { components } from '@/api/schema.gen';
import { areaQueryDefaults } from '@/offline/query-client';
import * as texts from '@/texts';
import { selectionKeys } from '@/api/query-keys';
import type { CartSortField, SortOrder } from '@/features/selections/sort';

/** The member's selections (000 §7: loaded only when a token exists — the member area guarantees it). */
export const selectionListQueryOptions = () =>
  queryOptions({
    queryKey: selectionKeys.list(),
    queryFn: ({ signal }) => unwrap(api.GET('/member/cart/categories', { signal })),
  });

/** A selection's contents by name (001 §2.4). */
export const selectionDetailQueryOptions = (
  name: string,
  sortField?: CartSortField,
  sortOrder?: SortOrder,
) =>
  queryOptions({
    ...areaQueryDefaults,
    queryKey: selectionKeys.detail(name, sortField, sortOrder),
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/member/cart', {
          params: { query: { name, sortField, sortOrder: sortField ? sortOrder : undefined } },
          signal,
        }),
      ),
  });

/** Route ids /cart/공용, /cart/public and /cart/common(default) all mean the default selection. */
export function selectionNameFromRouteId(id: string): string {
  const { defaultId, defaultAlias, defaultName } = texts.selections;
  return id === defaultAlias || id === defaultId ? defaultName : id;
}

/** Whether a selection is the protected default one (never renamed or deleted). */
export const isDefaultSelection = (id: string) => id === texts.selections.defaultId;

/** Link target of a selection: its name (001 §2.4); the default one by its display name. */
export const selectionPath = (selection: components['schemas']['Selection']) =>
  `/cart/${encodeURIComponent(selection.name)}`;
