import { lazy, Suspense, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ChevronDown, Pencil, Plus, Settings, Trash2 } from 'lucide-react';
import * as texts from '@/texts';
import { Button, IconButton } from '@/ui/button';
import { useKeptOnceOpen } from '@/ui/use-kept-once-open';
import { selectionLabel } from '@/texts/selection-label';
import { selectionListQueryOptions, isDefaultSelection, selectionPath } from '../api/queries';
import { usePendingListEdits } from '../api/pending';
import type { SelectionEditDialog } from './selection-edit-dialogs';
import './selections-menu.css';

// The add, rename and delete dialogs, with the edits' code (mutations, their messages) and React
// Aria's overlay code, load when one first opens, not with every member page (a page's
// first load stays small).
const SelectionEditDialogs = lazy(() => import('./selection-edit-dialogs'));

/**
 * The My Selection group of the side menu (docs/product/shell.md#selections-menu): the member's selections as links, and an edit
 * mode (gear) with rename and delete on every selection but the default one, and add at the bottom.
 */
export function SelectionsMenu({ onNavigate }: { onNavigate?: () => void }) {
  const { data } = useQuery(selectionListQueryOptions());
  const selections = data?.results ?? [];
  const [isExpanded, setExpanded] = useState(true);
  const [isEditing, setEditing] = useState(false);
  const [dialog, setDialog] = useState<SelectionEditDialog>({ kind: 'closed' });
  const areDialogsMounted = useKeptOnceOpen(dialog.kind !== 'closed');
  const pending = usePendingListEdits();

  return (
    <div className="selections-menu">
      <div className="selections-menu__head">
        <Button
          variant="ghost"
          className="side-menu__link selections-menu__toggle"
          aria-expanded={isExpanded}
          aria-controls="selections-menu-list"
          onPress={() => setExpanded((open) => !open)}
          // Its icon is drawn by the side menu's CSS, as the other entries' are.
          data-icon="shopping-basket"
        >
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
              // The whole name, for a name the menu's width cuts short.
              title={pending.renamed.get(selection.id) ?? selectionLabel(selection.name)}
              activeProps={{ 'aria-current': 'page' }}
              onClick={onNavigate}
            >
              {pending.renamed.get(selection.id) ?? selectionLabel(selection.name)}
            </Link>
            {(pending.renamed.has(selection.id) || pending.deleted.has(selection.id)) && (
              <span className="selections-menu__waiting">
                {pending.deleted.has(selection.id)
                  ? texts.offline.queuedDeletion
                  : texts.selectionPage.pendingSync}
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
            <span className="selections-menu__link" title={name}>
              {name}
            </span>
            <span className="selections-menu__waiting">{texts.selectionPage.pendingSync}</span>
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

      {areDialogsMounted && (
        <Suspense fallback={null}>
          <SelectionEditDialogs
            dialog={dialog}
            onClose={(closing) =>
              setDialog((open) => (open === closing ? { kind: 'closed' } : open))
            }
            selections={selections}
            queuedNames={pending.created}
          />
        </Suspense>
      )}
    </div>
  );
}
