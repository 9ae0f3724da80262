import type { Mutation, MutationCache } from '@tanstack/react-query';

/**
 * Puts the queued edits waiting in this tab back in the order the member made them (when each was
 * submitted), after edits taken over from closed tabs joined the cache. The query library runs a
 * scope's mutations in the order they joined the cache, so without this an older edit of a closed
 * tab would be sent after this tab's own newer one and overwrite it. An edit being sent keeps its
 * place ahead of them: it has already left.
 */
export function putInEditOrder(
  cache: MutationCache,
  restored: readonly Mutation[],
  isQueuedEdit: (mutation: Mutation) => boolean,
): void {
  const taken = new Set(restored);
  const waiting = cache
    .getAll()
    .filter(
      (mutation) => taken.has(mutation) || (isQueuedEdit(mutation) && mutation.state.isPaused),
    )
    .sort((a, b) => a.state.submittedAt - b.state.submittedAt);
  // Removed and added back in one task: no save of the cache runs in between.
  for (const mutation of waiting) cache.remove(mutation);
  for (const mutation of waiting) cache.add(mutation);
}
