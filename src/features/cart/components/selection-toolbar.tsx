import { useState } from 'react';
import { onlineManager } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { ArrowRightLeft, Ellipsis, Pencil, Trash2 } from 'lucide-react';
import type { components } from '@/api/schema.gen';
import {
  isDuplicateSelectionName,
  useDeleteSelection,
  useRenameSelection,
} from '@/features/selections/api/mutations';
import { isDefaultSelection } from '@/features/selections/api/queries';
import { SelectionNameDialog } from '@/features/selections/components/selection-name-dialog';
import * as texts from '@/texts';
import { ConfirmDialog } from '@/ui/dialog';
import { MenuButton, type MenuButtonItem } from '@/ui/menu';

type Selection = components['schemas']['Selection'];

export interface SelectionToolbarProps {
  /** The selection on the page. */
  selection: Selection;
  /** Every selection of the member (for switching and the duplicate-name rule). */
  selections: readonly Selection[];
  /** Called with the new name once the server renamed it (the page follows the name). */
  onRenamed: (name: string) => void;
  /** Called once the server deleted it (the page goes to the default selection). */
  onDeleted: () => void;
}

/**
 * The selection page's hidden toolbar (001 §2.4): a "More" menu to switch to another selection,
 * and to rename or delete this one (never the default selection, 000 §6).
 */
export function SelectionToolbar({
  selection,
  selections,
  onRenamed,
  onDeleted,
}: SelectionToolbarProps) {
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<'rename' | 'delete' | null>(null);
  const rename = useRenameSelection();
  const remove = useDeleteSelection();
  const isDefault = isDefaultSelection(selection.id);
  const closeDialog = () => setDialog(null);
  /** Offline an edit waits in the queue (counted in the top bar): the dialog need not wait with it. */
  const closeIfQueued = () => {
    if (!onlineManager.isOnline()) closeDialog();
  };

  const items: MenuButtonItem[] = [
    ...selections
      .filter((other) => other.id !== selection.id)
      .map((other) => ({
        id: `open-${other.id}`,
        label: texts.cart.openSelection(other.name),
        icon: <ArrowRightLeft size={16} aria-hidden />,
        onAction: () => void navigate({ to: '/cart/$id', params: { id: other.name } }),
      })),
    ...(isDefault
      ? []
      : [
          {
            id: 'rename',
            label: texts.cart.renameSelection,
            icon: <Pencil size={16} aria-hidden />,
            onAction: () => setDialog('rename'),
          },
          {
            id: 'delete',
            label: texts.cart.deleteSelection,
            icon: <Trash2 size={16} aria-hidden />,
            onAction: () => setDialog('delete'),
          },
        ]),
  ];

  if (items.length === 0) return null;

  return (
    <>
      <MenuButton
        aria-label={texts.cart.moreActions}
        label={
          <>
            <Ellipsis size={18} aria-hidden />
            {texts.cart.more}
          </>
        }
        variant="secondary"
        placement="bottom end"
        items={items}
      />

      {dialog === 'rename' && (
        <SelectionNameDialog
          isOpen
          onOpenChange={(open) => !open && closeDialog()}
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
            rename.mutate(
              { id: selection.id, name, source: 'page' },
              { onSuccess: (renamed) => onRenamed(renamed.name), onSettled: closeDialog },
            );
            closeIfQueued();
          }}
        />
      )}

      <ConfirmDialog
        isOpen={dialog === 'delete'}
        onOpenChange={(open) => !open && closeDialog()}
        title={texts.selections.deleteTitle}
        confirmLabel={texts.common.delete}
        variant="danger"
        isPending={remove.isPending && !remove.isPaused}
        onConfirm={() => {
          remove.mutate(
            { id: selection.id, source: 'page' },
            { onSuccess: onDeleted, onSettled: closeDialog },
          );
          closeIfQueued();
        }}
      >
        {texts.selections.deleteText}
      </ConfirmDialog>
    </>
  );
}
