import { useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { ArrowRightLeft, Ellipsis, Pencil, Trash2 } from 'lucide-react';
import type { components } from '@/api/schema.gen';
import { useDeleteSelection } from '@/features/selections/api/mutations/delete-selection';
import { useRenameSelection } from '@/features/selections/api/mutations/rename-selection';
import { isDefaultSelection } from '@/features/selections/api/queries';
import {
  DeleteSelectionDialog,
  RenameSelectionDialog,
} from '@/features/selections/components/selection-change-dialogs';
import * as texts from '@/texts';
import { MenuButton, type MenuButtonItem } from '@/ui/menu';
import { selectionLabel } from '@/texts/selection-label';

type Selection = components['schemas']['Selection'];

export interface SelectionToolbarProps {
  selection: Selection;
  /** Every selection of the member (for switching and the duplicate-name rule). */
  selections: readonly Selection[];
}

/**
 * The selection page's hidden toolbar (docs/product/selection.md#toolbar): a "More" menu to switch to another selection,
 * and to rename or delete this one (never the default selection, docs/product/selection.md#default-selection).
 */
export function SelectionToolbar({ selection, selections }: SelectionToolbarProps) {
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<'rename' | 'delete' | null>(null);
  const rename = useRenameSelection();
  const remove = useDeleteSelection();
  const isDefault = isDefaultSelection(selection.id);
  const closeDialog = () => setDialog(null);

  const items: MenuButtonItem[] = [
    ...selections
      .filter((other) => other.id !== selection.id)
      .map((other) => ({
        id: `open-${other.id}`,
        label: texts.selectionPage.openSelection(selectionLabel(other.name)),
        icon: <ArrowRightLeft size={16} aria-hidden />,
        onAction: () => void navigate({ to: '/cart/$id', params: { id: other.name } }),
      })),
    ...(isDefault
      ? []
      : [
          {
            id: 'rename',
            label: texts.selectionPage.renameSelection,
            icon: <Pencil size={16} aria-hidden />,
            onAction: () => setDialog('rename'),
          },
          {
            id: 'delete',
            label: texts.selectionPage.deleteSelection,
            icon: <Trash2 size={16} aria-hidden />,
            onAction: () => setDialog('delete'),
          },
        ]),
  ];

  if (items.length === 0) return null;

  return (
    <>
      <MenuButton
        aria-label={texts.selectionPage.moreActions}
        label={
          <>
            <Ellipsis size={18} aria-hidden />
            {texts.selectionPage.more}
          </>
        }
        variant="secondary"
        placement="bottom end"
        items={items}
      />

      {dialog === 'rename' && (
        <RenameSelectionDialog
          selection={selection}
          selections={selections}
          rename={rename}
          source="page"
          onClose={closeDialog}
        />
      )}
      {dialog === 'delete' && (
        <DeleteSelectionDialog
          selection={selection}
          remove={remove}
          source="page"
          onClose={closeDialog}
        />
      )}
    </>
  );
}
