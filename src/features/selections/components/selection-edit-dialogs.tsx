import type { components } from '@/api/schema.gen';
import * as texts from '@/texts';
import { useCreateSelection } from '../api/mutations/create-selection';
import { useDeleteSelection } from '../api/mutations/delete-selection';
import { useRenameSelection } from '../api/mutations/rename-selection';
import { isDuplicateSelectionName } from '../duplicate-name';
import {
  DeleteSelectionDialog,
  RenameSelectionDialog,
  useCloseWhenQueued,
} from './selection-change-dialogs';
import { SelectionNameDialog } from './selection-name-dialog';

type Selection = components['schemas']['Selection'];

/** Which dialog of the side menu's edit mode is open. */
export type SelectionEditDialog =
  | { kind: 'closed' }
  | { kind: 'create' }
  | { kind: 'rename'; selection: Selection }
  | { kind: 'delete'; selection: Selection };

export interface SelectionEditDialogsProps {
  dialog: SelectionEditDialog;
  /**
   * Closes `dialog` if it is still the open one: a queued edit settles long after its dialog
   * closed, and must not close the dialog the member has opened since.
   */
  onClose: (dialog: SelectionEditDialog) => void;
  /** The member's selections (names must stay unique). */
  selections: readonly Selection[];
  /** Names of selections created offline and still queued (names must stay unique). */
  queuedNames: readonly string[];
}

/**
 * The add, rename and delete dialogs of the side menu's My Selection group (docs/product/shell.md#selection-dialogs, #selection-toasts), with the
 * edits they make. Loaded when the member first opens one of them, and then kept mounted by the
 * menu. An open selection page follows what they do to its selection by itself.
 */
export default function SelectionEditDialogs({
  dialog,
  onClose,
  selections,
  queuedNames,
}: SelectionEditDialogsProps) {
  const create = useCreateSelection();
  const rename = useRenameSelection();
  const remove = useDeleteSelection();
  const close = () => onClose(dialog);
  switch (dialog.kind) {
    case 'closed':
      return null;
    case 'create':
      return (
        <CreateSelectionDialog
          create={create}
          selections={selections}
          queuedNames={queuedNames}
          onClose={close}
        />
      );
    case 'rename':
      return (
        <RenameSelectionDialog
          selection={dialog.selection}
          selections={selections}
          rename={rename}
          source="menu"
          onClose={close}
        />
      );
    case 'delete':
      return (
        <DeleteSelectionDialog
          selection={dialog.selection}
          remove={remove}
          source="menu"
          onClose={close}
        />
      );
  }
}

interface CreateSelectionDialogProps {
  create: ReturnType<typeof useCreateSelection>;
  selections: readonly Selection[];
  queuedNames: readonly string[];
  onClose: () => void;
}

/** "Create and add a new cart" (docs/product/shell.md#selection-dialogs). */
function CreateSelectionDialog({
  create,
  selections,
  queuedNames,
  onClose,
}: CreateSelectionDialogProps) {
  const sent = useCloseWhenQueued(create, onClose);
  return (
    <SelectionNameDialog
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title={texts.selections.createTitle}
      placeholder={texts.selections.createPlaceholder}
      validate={(name) =>
        isDuplicateSelectionName(selections, name, undefined, queuedNames)
          ? texts.selections.duplicateName
          : undefined
      }
      isPending={create.isPending && !create.isPaused}
      onSubmit={(name) => {
        create.mutate({ name }, { onSettled: onClose });
        sent();
      }}
    />
  );
}
