import { useState, type FormEvent } from 'react';
import { onlineManager, useQuery } from '@tanstack/react-query';
import { GridList, GridListItem } from 'react-aria-components/GridList';
import { Check, Trash2 } from 'lucide-react';
import type { components } from '@/api/schema.gen';
import { isDefaultSelection, selectionListQueryOptions } from '@/features/selections/api/queries';
import {
  isDuplicateSelectionName,
  useAddBooks,
  useCreateSelection,
  useDeleteSelection,
} from '@/features/selections/api/mutations';
import * as texts from '@/texts';
import { Button, IconButton } from '@/ui/button';
import { ConfirmDialog } from '@/ui/dialog';
import { DuplicateNotice } from '@/features/librarian-tools/components/duplicate-notice';
import { Spinner } from '@/ui/spinner';
import { TextField } from '@/ui/text-field';
import type { SelectedBook } from '../selected-books';

type Selection = components['schemas']['Selection'];

export interface AddToSelectionDialogProps {
  books: readonly SelectedBook[];
  onClose: () => void;
  /** The books were added (or queued while offline): the list can be emptied. */
  onAdded: () => void;
}

/**
 * 'Add to My Selection' (001 §2.1): a confirm dialog with a selection chooser. Every selection
 * but the default one (`public`) has a delete icon that asks first; a new selection can be
 * created here, refusing a name already used (ignoring case) with an alert.
 */
export function AddToSelectionDialog({ books, onClose, onAdded }: AddToSelectionDialogProps) {
  const { data, isPending: isLoading } = useQuery(selectionListQueryOptions());
  const selections = data?.results ?? [];
  const [chosen, setChosen] = useState<string>(texts.selections.defaultId);
  const [toDelete, setToDelete] = useState<Selection>();
  const add = useAddBooks();
  const remove = useDeleteSelection();

  const confirm = () => {
    add.mutate(
      {
        selectionId: chosen,
        books: books.map((book) => ({ bookId: book.bookId, quantity: 1, title: book.bookTitle })),
        source: 'catalogue',
      },
      {
        onSuccess: () => {
          onAdded();
          onClose();
        },
      },
    );
    // Offline the edit waits in the queue (shown as pending) and is sent on reconnect.
    if (!onlineManager.isOnline()) {
      onAdded();
      onClose();
    }
  };

  return (
    <>
      <ConfirmDialog
        isOpen
        onOpenChange={(open) => !open && onClose()}
        title={texts.catalogue.addToSelection}
        confirmLabel={texts.common.ok}
        cancelLabel={texts.common.cancel}
        isPending={add.isPending && onlineManager.isOnline()}
        isConfirmDisabled={!selections.some((selection) => selection.id === chosen)}
        onConfirm={confirm}
        width={480}
        className="add-to-selection"
      >
        <p>{texts.catalogue.addToSelectionQuestion}</p>
        <DuplicateNotice bookIds={books.map((book) => book.bookId)} currentSelectionId={chosen} />
        {isLoading ? (
          <Spinner aria-label={texts.common.loading} />
        ) : (
          <GridList
            aria-label={texts.catalogue.chooseSelection}
            items={selections}
            selectionMode="single"
            disallowEmptySelection
            selectedKeys={[chosen]}
            onSelectionChange={(keys) => {
              const [key] = keys === 'all' ? [] : [...keys];
              if (key !== undefined) setChosen(String(key));
            }}
            className="selection-chooser"
          >
            {(selection) => (
              <GridListItem
                id={selection.id}
                textValue={selection.name}
                className="selection-chooser__item"
              >
                {({ isSelected }) => (
                  <>
                    <span className="selection-chooser__mark" aria-hidden="true">
                      {isSelected && <Check size={16} strokeWidth={3} />}
                    </span>
                    <span className="selection-chooser__name">{selection.name}</span>
                    {!isDefaultSelection(selection.id) && (
                      <IconButton
                        label={`${texts.shell.deleteSelection} ${selection.name}`}
                        size="sm"
                        onPress={() => setToDelete(selection)}
                        className="selection-chooser__delete"
                      >
                        <Trash2 size={16} aria-hidden />
                      </IconButton>
                    )}
                  </>
                )}
              </GridListItem>
            )}
          </GridList>
        )}
        <NewSelectionForm selections={selections} onCreated={setChosen} />
      </ConfirmDialog>

      <ConfirmDialog
        isOpen={toDelete !== undefined}
        onOpenChange={(open) => !open && setToDelete(undefined)}
        title={texts.selections.deleteTitle}
        confirmLabel={texts.common.delete}
        cancelLabel={texts.common.cancel}
        variant="danger"
        isPending={remove.isPending}
        onConfirm={() => {
          if (!toDelete) return;
          const { id } = toDelete;
          remove.mutate(
            { id },
            {
              onSuccess: () => {
                if (chosen === id) setChosen(texts.selections.defaultId);
              },
              onSettled: () => setToDelete(undefined),
            },
          );
        }}
      >
        {texts.selections.deleteText}
      </ConfirmDialog>
    </>
  );
}

/** Creates a selection inside the chooser and chooses it (001 §5: trimmed, unique ignoring case). */
function NewSelectionForm({
  selections,
  onCreated,
}: {
  selections: Selection[];
  onCreated: (id: string) => void;
}) {
  const [name, setName] = useState('');
  const [isDuplicate, setDuplicate] = useState(false);
  const create = useCreateSelection();

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) return;
    if (isDuplicateSelectionName(selections, trimmed)) {
      setDuplicate(true);
      return;
    }
    create.mutate(
      { name: trimmed },
      {
        onSuccess: (created) => {
          setName('');
          onCreated(created.categoryId);
        },
      },
    );
  };

  return (
    <form className="new-selection" onSubmit={submit}>
      <div className="new-selection__row">
        <TextField
          label={texts.catalogue.newSelection}
          placeholder={texts.selections.createPlaceholder}
          value={name}
          onChange={(value) => {
            setName(value);
            setDuplicate(false);
          }}
          maxLength={50}
          className="new-selection__field"
        />
        <Button
          type="submit"
          variant="secondary"
          isDisabled={!name.trim()}
          isPending={create.isPending}
          className="new-selection__button"
        >
          {texts.catalogue.createSelection}
        </Button>
      </div>
      {isDuplicate && (
        <p role="alert" className="new-selection__alert">
          {texts.selections.duplicateName}
        </p>
      )}
    </form>
  );
}
