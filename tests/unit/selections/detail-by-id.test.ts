import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { selectionKeys, selectionMutationKeys } from '@/api/query-keys';
import type { components } from '@/api/schema.gen';
import { resolveSelection, selectionDetailQueryOptions } from '@/features/selections/api/queries';

type CartDetail = components['schemas']['CartDetail'];

const contents = (id: string, name: string): CartDetail => ({
  cartId: id,
  cartCategoryId: id,
  name,
  message: '',
  messageVersion: 1,
  books: [],
});

describe('selection contents are cached by id', () => {
  it('finds a listed name’s id, and the default selection’s without a list', () => {
    const queryClient = new QueryClient();
    expect(resolveSelection(queryClient, 'common(default)')).toEqual({
      id: 'public',
      name: 'common(default)',
    });
    expect(resolveSelection(queryClient, 'Spring')).toEqual({ name: 'Spring' });
    queryClient.setQueryData(selectionKeys.list(), {
      results: [
        { id: 'public', name: 'common(default)' },
        { id: '7', name: 'Spring' },
      ],
    });
    expect(resolveSelection(queryClient, 'Spring')).toEqual({ id: '7', name: 'Spring' });
  });

  it('opens a selection by the name its waiting rename gives it, asking the server by its current one', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(selectionKeys.list(), { results: [{ id: '7', name: 'Spring' }] });
    queryClient.setQueryData(
      selectionDetailQueryOptions(resolveSelection(queryClient, 'Spring')).queryKey,
      contents('7', 'Spring'),
    );
    // Renamed offline: the rename waits in the queue (paused), the list still says "Spring".
    const { onlineManager } = await import('@tanstack/react-query');
    onlineManager.setOnline(false);
    void queryClient
      .getMutationCache()
      .build(queryClient, {
        mutationKey: selectionMutationKeys.rename,
        networkMode: 'online',
        mutationFn: () => Promise.resolve(),
      })
      .execute({ id: '7', name: ' Autumn ' })
      .catch(() => undefined);
    expect(resolveSelection(queryClient, 'Autumn')).toEqual({ id: '7', name: 'Spring' });
    expect(
      queryClient.getQueryData(
        selectionDetailQueryOptions(resolveSelection(queryClient, 'Autumn')).queryKey,
      ),
    ).toEqual(contents('7', 'Spring'));
    onlineManager.setOnline(true);
  });

  it('keeps a renamed selection’s contents: the new name finds them by id', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(selectionKeys.list(), { results: [{ id: '7', name: 'Spring' }] });
    const before = selectionDetailQueryOptions(resolveSelection(queryClient, 'Spring'));
    queryClient.setQueryData(before.queryKey, contents('7', 'Spring'));
    // Renamed (elsewhere, or while this page was closed): the list now holds the new name.
    queryClient.setQueryData(selectionKeys.list(), { results: [{ id: '7', name: 'Summer' }] });
    const after = selectionDetailQueryOptions(resolveSelection(queryClient, 'Summer'));
    expect(after.queryKey).toEqual(before.queryKey);
    expect(queryClient.getQueryData(after.queryKey)).toEqual(contents('7', 'Spring'));
    // The page still on the old name (until it follows the list) keeps its contents too.
    expect(resolveSelection(queryClient, 'Spring')).toEqual({ id: '7', name: 'Spring' });
  });
});
