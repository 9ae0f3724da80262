import { partialMatchKey, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { selectionDraftsKey } from '@/features/selections/api/keys';
import { startPersistence } from '@/offline/persist';

/**
 * Whether a persisted cache holds selection edits: queued edits (the only mutations persisted)
 * or unsaved drafts.
 */
function holdsSelectionEdits({ mutations, queries }: DehydratedState): boolean {
  return (
    mutations.length > 0 ||
    queries.some((query) => partialMatchKey(query.queryKey, selectionDraftsKey()))
  );
}

/**
 * Starts a member's data: the persisted cache, and the defaults of what it may hold. A restored
 * queued edit is rebuilt with the defaults registered at that moment (its mutationFn), so when the
 * cache holds selection edits their code loads before it is restored; otherwise it loads with the
 * first page or dialog that edits a selection, and a member with nothing queued does not wait for
 * it (issue 8's first-load budget). The offline packs' query defaults are only read by observers,
 * so they load beside the restore.
 */
export async function startMemberSession(queryClient: QueryClient, memberId: string) {
  await Promise.all([
    import('@/features/pwa/offline-pack').then((module) =>
      module.registerPackDefaults(queryClient),
    ),
    startPersistence(queryClient, memberId, {
      beforeRestore: async (state) => {
        if (!holdsSelectionEdits(state)) return;
        const [selections, isbnQueue] = await Promise.all([
          import('@/features/selections/api/mutations'),
          import('@/features/librarian-tools/api/isbn-queue'),
        ]);
        selections.registerSelectionMutationDefaults(queryClient);
        isbnQueue.registerIsbnQueueDefaults(queryClient);
      },
    }),
  ]);
}
