import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { RefreshCw, TriangleAlert } from 'lucide-react';
import {
  discardQueuedEdit,
  retryQueuedEdit,
  useQueuedEdits,
  type QueuedEdit,
} from '@/features/selections/api/pending';
import { formatDateTime } from '@/lib/format';
import { keepStorage } from '@/offline/storage-persistence';
import * as texts from '@/texts';
import { Button } from '@/ui/button';
import { Dialog } from '@/ui/dialog';
import './pending-edits.css';

/**
 * The top bar's count of selection edits waiting for the network (replayed in order on
 * reconnect), or of queued edits the server refused. It opens the list of them: what each does,
 * to which selection, since when, with Discard, and Retry for a refused one.
 */
export function PendingEdits() {
  const edits = useQueuedEdits();
  const [isOpen, setOpen] = useState(false);
  const waiting = edits.filter((edit) => edit.refusal === undefined).length;
  const refused = edits.length - waiting;

  // Work that exists only on this device: ask the browser not to evict it under storage pressure.
  useEffect(() => {
    if (waiting > 0) void keepStorage();
  }, [waiting]);

  if (edits.length === 0 && !isOpen) return null;
  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        className={refused > 0 ? 'pending-edits pending-edits--refused' : 'pending-edits'}
        aria-haspopup="dialog"
        onPress={() => setOpen(true)}
        // On a phone the words are hidden (read by screen readers) and the number is drawn from
        // this: generated content, outside the text and the accessible name (see the CSS).
        data-count={edits.length > 0 ? (waiting > 0 ? waiting : refused) : undefined}
        data-testid="pending-edits"
      >
        {refused > 0 ? (
          <TriangleAlert size={14} aria-hidden />
        ) : (
          <RefreshCw size={14} aria-hidden />
        )}
        <span className="visually-hidden-on-phone">
          {waiting > 0
            ? texts.offline.pendingEdits(waiting)
            : refused > 0
              ? texts.offline.refusedEdits(refused)
              : texts.offline.queueEmpty}
        </span>
      </Button>
      <Dialog
        isOpen={isOpen}
        onOpenChange={setOpen}
        title={texts.offline.queueTitle}
        width={520}
        className="queued-edits"
      >
        <QueuedEditList edits={edits} />
      </Dialog>
    </>
  );
}

function QueuedEditList({ edits }: { edits: readonly QueuedEdit[] }) {
  const queryClient = useQueryClient();
  if (edits.length === 0) return <p>{texts.offline.queueEmpty}</p>;
  return (
    <>
      <p className="queued-edits__intro">{texts.offline.queueIntro}</p>
      <ol className="queued-edits__list">
        {edits.map((edit) => (
          <li key={edit.mutation.mutationId} className="queued-edits__item">
            <p className="queued-edits__what">{edit.what}</p>
            <p className="queued-edits__since">
              {texts.offline.queuedSince(formatDateTime(new Date(edit.since)))}
            </p>
            {edit.refusal !== undefined && (
              <p className="queued-edits__refusal">{texts.offline.refusedBy(edit.refusal)}</p>
            )}
            <div className="queued-edits__actions">
              {edit.refusal !== undefined && (
                <Button
                  variant="secondary"
                  size="sm"
                  aria-label={texts.offline.retryLabel(edit.what)}
                  onPress={() => retryQueuedEdit(queryClient, edit.mutation)}
                >
                  {texts.offline.retry}
                </Button>
              )}
              <Button
                variant="secondary"
                size="sm"
                aria-label={texts.offline.discardLabel(edit.what)}
                onPress={() => discardQueuedEdit(queryClient, edit.mutation)}
              >
                {texts.offline.discard}
              </Button>
            </div>
          </li>
        ))}
      </ol>
    </>
  );
}
