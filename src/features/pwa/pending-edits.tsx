import { useMutationState } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';
import { selectionKeys } from '@/features/selections/api/keys';
import './pwa.css';

/** How many selection edits wait for the network (queued offline, replayed in order on reconnect). */
export function usePendingEditCount(): number {
  return useMutationState({
    filters: { mutationKey: selectionKeys.all, predicate: (m) => m.state.isPaused },
    select: (m) => m.state.submittedAt,
  }).length;
}

/** The top bar's count of edits not yet sent to the server. */
export function PendingEdits() {
  const count = usePendingEditCount();
  if (count === 0) return null;
  return (
    <span className="pending-edits" title="These changes are sent when the connection is back.">
      <RefreshCw size={14} aria-hidden />
      <span className="pwa-pill__label">
        {count === 1 ? '1 edit waiting to sync' : `${count} edits waiting to sync`}
      </span>
    </span>
  );
}
