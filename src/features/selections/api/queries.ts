import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import type { components } from '@/api/schema.gen';
import { areaQueryDefaults } from '@/offline/query-client';
import * as texts from '@/texts';
import { selectionKeys, selectionMutationKeys } from '@/api/query-keys';
import type { CartSortField, SortOrder } from '@/features/selections/sort';

/**
 * The member's selections (docs/product/shell.md#selections-menu: loaded only when a token exists — the member area guarantees it).
 * Fresh for as long as the selection page's own data (5 s): the page's loader asks for the list
 * moments before the shell's menu and the page mount, and they must not ask again (one request,
 * and one answer to render, on every selection page opened). Edits invalidate it, which asks
 * again whatever its age.
 */
export const selectionListQueryOptions = () =>
  queryOptions({
    queryKey: selectionKeys.list(),
    queryFn: ({ signal }) => unwrap(api.GET('/member/cart/categories', { signal })),
    staleTime: areaQueryDefaults.staleTime,
  });

/** A selection as a page names it: by id when that is known, always by name (the server's key). */
export interface SelectionRef {
  id?: string;
  name: string;
}

/**
 * The selection a name means, from what the cache knows: the list of selections, else contents
 * cached under an id that still carry this name (a selection renamed, the list already holding
 * the new name). Without either, the selection is known by its name only. A selection whose
 * rename to `name` still waits (queued offline, or under way) is that selection: it is on the
 * device under its id, and the server still knows it by its current name, which its contents are
 * asked by until the rename is applied.
 */
export function resolveSelection(queryClient: QueryClient, name: string): SelectionRef {
  const list = queryClient.getQueryData<{ results: components['schemas']['Selection'][] }>(
    selectionKeys.list(),
  );
  const renamed = [...waitingRenames(queryClient)].find(([, to]) => to === name)?.[0];
  if (renamed !== undefined) {
    const known =
      list?.results.find((selection) => selection.id === renamed)?.name ??
      queryClient
        .getQueriesData<components['schemas']['CartDetail']>({ queryKey: selectionKeys.details() })
        .find(([, detail]) => detail?.cartId === renamed)?.[1]?.name;
    if (known !== undefined) return { id: renamed, name: known };
  }
  const listed = list?.results.find((selection) => selection.name === name);
  if (listed) return { id: listed.id, name };
  if (name === texts.selections.defaultName) return { id: texts.selections.defaultId, name };
  const cached = queryClient
    .getQueriesData<components['schemas']['CartDetail']>({ queryKey: selectionKeys.details() })
    .find(([, detail]) => detail?.name === name)?.[1];
  return cached ? { id: cached.cartId, name } : { name };
}

/**
 * The renames the server has not answered yet, by selection id: the name each selection is given
 * by the newest of them (the name the member knows it by).
 */
export function waitingRenames(queryClient: QueryClient): Map<string, string> {
  const renames = queryClient
    .getMutationCache()
    .findAll({ mutationKey: selectionMutationKeys.rename, exact: true, status: 'pending' })
    .sort((a, b) => a.state.submittedAt - b.state.submittedAt);
  const names = new Map<string, string>();
  for (const rename of renames) {
    const vars = rename.state.variables as { id?: unknown; name?: unknown } | undefined;
    if (typeof vars?.id === 'string' && typeof vars.name === 'string')
      names.set(vars.id, vars.name.trim());
  }
  return names;
}

/**
 * A selection's contents (docs/product/selection.md#page): asked by name, cached by id, so a renamed selection keeps
 * its contents and its offline copy.
 */
export const selectionDetailQueryOptions = (
  selection: SelectionRef,
  sortField?: CartSortField,
  sortOrder?: SortOrder,
) =>
  queryOptions({
    ...areaQueryDefaults,
    queryKey:
      selection.id === undefined
        ? selectionKeys.detailByName(selection.name, sortField, sortOrder)
        : selectionKeys.detail(selection.id, sortField, sortOrder),
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/member/cart', {
          params: {
            query: {
              name: selection.name,
              sortField,
              sortOrder: sortField ? sortOrder : undefined,
            },
          },
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

/** Link target of a selection: its name (docs/product/selection.md#page); the default one by its display name. */
export const selectionPath = (selection: components['schemas']['Selection']) =>
  `/cart/${encodeURIComponent(selection.name)}`;
