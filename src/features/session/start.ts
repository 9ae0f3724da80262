import type { QueryClient } from '@tanstack/react-query';
import { startPersistence } from '@/offline/persist';

/**
 * Starts a member's data: first the defaults of the mutations and queries that the member's
 * persisted cache may hold (a restored paused selection edit needs its mutationFn to resume),
 * then the persisted cache itself. The defaults load with the first member session, not with
 * /sign-in (issue 8's first-load budget).
 */
export async function startMemberSession(queryClient: QueryClient, memberId: string) {
  const [selections, offlinePack] = await Promise.all([
    import('@/features/selections/api/mutations'),
    import('@/features/pwa/offline-pack'),
  ]);
  selections.registerSelectionMutationDefaults(queryClient);
  offlinePack.registerPackDefaults(queryClient);
  await startPersistence(queryClient, memberId);
}
