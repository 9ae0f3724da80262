import { RefreshCw } from 'lucide-react';
import { usePendingEditCount } from '@/features/selections/api/pending';
import * as texts from '@/texts';
import './pwa.css';

/** The top bar's count of selection edits waiting for the network (replayed in order on reconnect). */
export function PendingEdits() {
  const count = usePendingEditCount();
  if (count === 0) return null;
  return (
    <span
      className="pending-edits"
      title={texts.offline.pendingEditsHint}
      data-testid="pending-edits"
    >
      <RefreshCw size={14} aria-hidden />
      <span className="pwa-pill__label">{texts.offline.pendingEdits(count)}</span>
    </span>
  );
}
