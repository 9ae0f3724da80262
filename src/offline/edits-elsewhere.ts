import type { QueryClient } from '@tanstack/react-query';
import { selectionKeys } from '@/api/query-keys';

const CHANNEL = 'book-portal-applied-edits';

/**
 * Tells the member's other tabs each time the server applies one of their queued edits, and
 * reloads what such an edit changes (the selection list and contents, as in the tab that sent
 * it) when another tab says so. An edit is sent by whichever tab
 * holds it: one made here may be sent by another tab that took over this tab's queue while it
 * reloaded, and a selection opened here would otherwise keep showing its rows from before the
 * edit (the selection queries do not refetch on focus or reconnect). Returns what stops it.
 */
export function shareAppliedEdits(queryClient: QueryClient, memberId: string): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => undefined;
  const channel = new BroadcastChannel(CHANNEL);
  channel.onmessage = (event: MessageEvent<unknown>) => {
    if (event.data !== memberId) return;
    void queryClient.invalidateQueries({ queryKey: selectionKeys.list() });
    void queryClient.invalidateQueries({ queryKey: selectionKeys.details() });
  };
  const unsubscribe = queryClient.getMutationCache().subscribe((event) => {
    if (
      event.type === 'updated' &&
      event.action.type === 'success' &&
      event.mutation.meta?.offlineQueue
    ) {
      channel.postMessage(memberId);
    }
  });
  return () => {
    unsubscribe();
    channel.close();
  };
}
