import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { components } from '@/api/schema.gen';
import { isEditMadeWithOnDevice, subscribeToEditsOnDevice } from '@/offline/persist';
import * as texts from '@/texts';
import { ConfirmDialog } from '@/ui/dialog';
import type { useDeleteSelection } from '../api/mutations/delete-selection';
import type { SelectionEditSource, useRenameSelection } from '../api/mutations/rename-selection';
import { isDuplicateSelectionName } from '../duplicate-name';
import { SelectionNameDialog } from './selection-name-dialog';

type Selection = components['schemas']['Selection'];

/** What a dialog needs to know of its edit's mutation. */
interface QueueableEdit {
  isPaused: boolean;
  failureCount: number;
  /** The variables of the edit made (the mutation's), to find it among the queued edits. */
  variables: unknown;
}

/**
 * An edit that waits in the queue (counted in the top bar) need not keep its dialog open with it.
 * Online, the dialog stays open with its spinner while the server answers; it closes as soon as the
 * edit starts waiting instead: offline when sent, the line dropping on the way, an answer lost (the
 * edit will be sent again), or an earlier edit still on its way (selection edits go one at a time).
 * It waits for the edit to be written to the device first: a tab closed as the dialog goes must not
 * lose it. Returns what to call once the edit is sent. Used by a dialog mounted for one edit only,
 * so what it remembers of "sent" ends with it.
 */
export function useCloseWhenQueued(edit: QueueableEdit, onClose: () => void) {
  const [sent, setSent] = useState(false);
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  });
  const onDevice = useSyncExternalStore(subscribeToEditsOnDevice, () =>
    isEditMadeWithOnDevice(edit.variables),
  );
  const waits = sent && (edit.isPaused || edit.failureCount > 0) && onDevice;
  useEffect(() => {
    if (waits) close.current();
  }, [waits]);
  return () => setSent(true);
}

export interface RenameSelectionDialogProps {
  selection: Selection;
  /** Every selection of the member (the duplicate-name rule). */
  selections: readonly Selection[];
  /**
   * The caller's rename mutation. An open selection page follows the new name by itself, also
   * when the edit was queued offline and applied after this dialog closed (selections feature's
   * useFollowSelection).
   */
  rename: ReturnType<typeof useRenameSelection>;
  /** Which messages the edit shows (the side menu's or the selection page's). */
  source: SelectionEditSource;
  onClose: () => void;
}

/** "Change the name of Selection" (docs/product/shell.md#selection-dialogs, docs/product/selection.md#toolbar), from the side menu or the selection page. */
export function RenameSelectionDialog({
  selection,
  selections,
  rename,
  source,
  onClose,
}: RenameSelectionDialogProps) {
  const sent = useCloseWhenQueued(rename, onClose);
  return (
    <SelectionNameDialog
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title={texts.selections.renameTitle}
      placeholder={texts.selections.renamePlaceholder}
      initialName={selection.name}
      validate={(name) =>
        isDuplicateSelectionName(selections, name, selection.id)
          ? texts.selections.duplicateName
          : undefined
      }
      isPending={rename.isPending && !rename.isPaused}
      onSubmit={(name) => {
        rename.mutate({ id: selection.id, name, source }, { onSettled: onClose });
        sent();
      }}
    />
  );
}

export interface DeleteSelectionDialogProps {
  selection: Selection;
  /**
   * The caller's delete mutation. An open selection page that showed it moves to the default
   * selection by itself (see {@link RenameSelectionDialogProps.rename}).
   */
  remove: ReturnType<typeof useDeleteSelection>;
  source: SelectionEditSource;
  onClose: () => void;
}

/** "DELETE SELECTION" (docs/product/shell.md#selection-dialogs, docs/product/selection.md#toolbar), from the side menu or the selection page. */
export function DeleteSelectionDialog({
  selection,
  remove,
  source,
  onClose,
}: DeleteSelectionDialogProps) {
  const sent = useCloseWhenQueued(remove, onClose);
  return (
    <ConfirmDialog
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title={texts.selections.deleteTitle}
      confirmLabel={texts.common.delete}
      variant="danger"
      isPending={remove.isPending && !remove.isPaused}
      onConfirm={() => {
        remove.mutate({ id: selection.id, source }, { onSettled: onClose });
        sent();
      }}
    >
      {texts.selections.deleteText}
    </ConfirmDialog>
  );
}
