import { lazy, Suspense, useState } from 'react';
import { onlineManager, useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useRouterState } from '@tanstack/react-router';
import { ChevronDown, Pencil, Plus, Settings, ShoppingBasket, Trash2 } from 'lucide-react';
import { Button } from '@/ui/button';
import type { components } from '@/api/schema.gen';
import * as texts from '@/texts';
import { IconButton } from '@/ui/button';
import { selectionListQueryOptions, isDefaultSelection } from '../api/queries';
import {
  isDuplicateSelectionName,
  useCreateSelection,
  useDeleteSelection,
  useRenameSelection,
} from '../api/mutations';
import { usePendingListEdits } from '../api/pending';
import './selections-menu.css';

// The dialogs (and React Aria's overlay code) load when one opens, not with every member page
// (issue 8's first-load budget).
const SelectionNameDialog = lazy(() =>
  import('./selection-name-dialog').then((module) => ({ default: module.SelectionNameDialog })),
);
const ConfirmDialog = lazy(() =>
  import('@/ui/dialog').then((module) => ({ default: module.ConfirmDialog })),
);

type Selection = components['schemas']['Selection'];

/** Link target of a selection: its name (001 §2.4); the default one by its display name. */
export const selectionPath = (selection: Selection) =>
  `/cart/${encodeURIComponent(selection.name)}`;

type DialogState =
  | { kind: 'closed' }
  | { kind: 'create' }
  | { kind: 'rename'; selection: Selection }
  | { kind: 'delete'; selection: Selection };

/**
 * The My Selection group of the side menu (000 §2): the member's selections as links, and an edit
 * mode (gear) with rename and delete on every selection but the default one, and add at the bottom.
 */
export function SelectionsMenu({ onNavigate }: { onNavigate?: () => void }) {
  const { data } = useQuery(selectionListQueryOptions());
  const selections = data?.results ?? [];
  const [isExpanded, setExpanded] = useState(true);
  const [isEditing, setEditing] = useState(false);
  const [dialog, setDialog] = useState<DialogState>({ kind: 'closed' });
  const close = () => setDialog({ kind: 'closed' });
  const navigate = useNavigate();
  const pathname = useRouterState({ select: (s) => s.location.pathname });

  const create = useCreateSelection();
  const rename = useRenameSelection();
  const remove = useDeleteSelection();
  const pending = usePendingListEdits();
  /** Offline an edit waits in the queue (shown in the list): the dialog need not wait with it. */
  const closeIfQueued = () => {
    if (!onlineManager.isOnline()) close();
  };

  return (
    <div className="selections-menu">
      <div className="selections-menu__head">
        <Button
          variant="ghost"
          className="side-menu__link selections-menu__toggle"
          aria-expanded={isExpanded}
          aria-controls="selections-menu-list"
          onPress={() => setExpanded((open) => !open)}
        >
          <ShoppingBasket size={20} aria-hidden />
          <span>{texts.shell.menu.selections}</span>
          <ChevronDown size={16} aria-hidden className="selections-menu__chevron" />
        </Button>
        <IconButton
          label={texts.shell.editSelections}
          aria-pressed={isEditing}
          onPress={() => setEditing((on) => !on)}
          className="selections-menu__gear"
          data-active={isEditing || undefined}
        >
          <Settings size={16} aria-hidden />
        </IconButton>
      </div>
      <ul id="selections-menu-list" className="selections-menu__list" hidden={!isExpanded}>
        {selections.map((selection) => (
          <li
            key={selection.id}
            className="selections-menu__item"
            data-waiting={pending.deleted.has(selection.id) || undefined}
          >
            <Link
              to={selectionPath(selection)}
              className="selections-menu__link"
              activeProps={{ 'aria-current': 'page' }}
              onClick={onNavigate}
            >
              {pending.renamed.get(selection.id) ?? selection.name}
            </Link>
            {(pending.renamed.has(selection.id) || pending.deleted.has(selection.id)) && (
              <span className="selections-menu__waiting">
                {pending.deleted.has(selection.id)
                  ? texts.offline.queuedDeletion
                  : texts.cart.pendingSync}
              </span>
            )}
            {isEditing && !isDefaultSelection(selection.id) && (
              <span className="selections-menu__actions">
                <IconButton
                  label={`${texts.shell.renameSelection} ${selection.name}`}
                  onPress={() => setDialog({ kind: 'rename', selection })}
                >
                  <Pencil size={16} aria-hidden />
                </IconButton>
                <IconButton
                  label={`${texts.shell.deleteSelection} ${selection.name}`}
                  onPress={() => setDialog({ kind: 'delete', selection })}
                >
                  <Trash2 size={16} aria-hidden />
                </IconButton>
              </span>
            )}
          </li>
        ))}
        {pending.created.map((name, index) => (
          <li key={`queued-${index}`} className="selections-menu__item" data-waiting>
            <span className="selections-menu__link">{name}</span>
            <span className="selections-menu__waiting">{texts.cart.pendingSync}</span>
          </li>
        ))}
      </ul>
      {isEditing && isExpanded && (
        <IconButton
          label={texts.shell.addSelection}
          onPress={() => setDialog({ kind: 'create' })}
          className="selections-menu__add"
        >
          <Plus size={18} aria-hidden />
        </IconButton>
      )}

      <Suspense fallback={null}>
        {dialog.kind === 'create' && (
          <SelectionNameDialog
            isOpen
            onOpenChange={(open) => !open && close()}
            title={texts.selections.createTitle}
            placeholder={texts.selections.createPlaceholder}
            validate={(name) =>
              isDuplicateSelectionName(selections, name) ||
              pending.created.some(
                (queued) => queued.toLocaleLowerCase() === name.trim().toLocaleLowerCase(),
              )
                ? texts.selections.duplicateName
                : undefined
            }
            isPending={create.isPending && !create.isPaused}
            onSubmit={(name) => {
              create.mutate({ name }, { onSettled: close });
              closeIfQueued();
            }}
          />
        )}

        {dialog.kind === 'rename' && (
          <SelectionNameDialog
            isOpen
            onOpenChange={(open) => !open && close()}
            title={texts.selections.renameTitle}
            placeholder={texts.selections.renamePlaceholder}
            initialName={dialog.selection.name}
            validate={(name) =>
              isDuplicateSelectionName(selections, name, dialog.selection.id)
                ? texts.selections.duplicateName
                : undefined
            }
            isPending={rename.isPending && !rename.isPaused}
            onSubmit={(name) => {
              rename.mutate(
                { id: dialog.selection.id, name },
                {
                  onSuccess: () => {
                    // The open page follows the selection to its new name.
                    if (pathname === selectionPath(dialog.selection)) {
                      void navigate({ to: '/cart/$id', params: { id: name } });
                    }
                  },
                  onSettled: close,
                },
              );
              closeIfQueued();
            }}
          />
        )}

        {dialog.kind === 'delete' && (
          <ConfirmDialog
            isOpen
            onOpenChange={(open) => !open && close()}
            title={texts.selections.deleteTitle}
            confirmLabel={texts.common.delete}
            variant="danger"
            isPending={remove.isPending && !remove.isPaused}
            onConfirm={() => {
              if (dialog.kind !== 'delete') return;
              const deleted = dialog.selection;
              remove.mutate(
                { id: deleted.id },
                {
                  onSuccess: () => {
                    if (pathname === selectionPath(deleted)) {
                      void navigate({
                        to: '/cart/$id',
                        params: { id: texts.selections.defaultName },
                      });
                    }
                  },
                  onSettled: close,
                },
              );
              closeIfQueued();
            }}
          >
            {texts.selections.deleteText}
          </ConfirmDialog>
        )}
      </Suspense>
    </div>
  );
}
