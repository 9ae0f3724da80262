import {
  notifyManager,
  replaceEqualDeep,
  useQueryClient,
  type Mutation,
  type MutationFilters,
} from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';
import { subscribeToEditsOnDevice } from './persist';

type AnyMutation = Mutation<unknown, Error, unknown, unknown>;

export interface QueuedEditsStateOptions<T> {
  /** Which mutations (a predicate may ask `isEditOnDevice`). */
  filters: MutationFilters;
  select: (mutation: AnyMutation) => T;
}

/**
 * The query library's `useMutationState`, read again when queued edits reach the device as well
 * as when the mutations change: a page may show an edit as waiting only once it is saved
 * (src/offline/persist.ts, isEditOnDevice), and saving changes no mutation.
 */
export function useQueuedEditsState<T>(options: QueuedEditsStateOptions<T>): T[] {
  const mutationCache = useQueryClient().getMutationCache();
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });
  const read = useCallback(
    () =>
      mutationCache
        .findAll(latest.current.filters)
        .map((mutation) => latest.current.select(mutation)),
    [mutationCache],
  );
  const result = useRef<T[] | null>(null);
  result.current ??= read();
  const subscribe = useCallback(
    (onChange: () => void) => {
      const update = () => {
        const next = replaceEqualDeep(result.current, read());
        if (next === result.current) return;
        result.current = next;
        notifyManager.schedule(onChange);
      };
      const stops = [mutationCache.subscribe(update), subscribeToEditsOnDevice(update)];
      return () => stops.forEach((stop) => stop());
    },
    [mutationCache, read],
  );
  const snapshot = () => result.current!;
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
