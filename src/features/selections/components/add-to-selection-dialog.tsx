import { useEffect, useRef, useState, useSyncExternalStore, type FormEvent } from 'react';
import { onlineManager, useQuery, useQueryClient } from '@tanstack/react-query';
import { GridList, GridListItem } from 'react-aria-components/GridList';
import { Check, Trash2 } from 'lucide-react';
import { SELECTION_NAME_MAX } from '@/lib/limits';
import { isEditMadeWithOnDevice, subscribeToEditsOnDevice } from '@/offline/persist';
import type { components } from '@/api/schema.gen';
import * as texts from '@/texts';
import { Button, IconButton } from '@/ui/button';
import { ConfirmDialog } from '@/ui/dialog';
import { DuplicateNotice } from '@/features/selections/librarian-tools/components/duplicate-notice';
import { Spinner } from '@/ui/spinner';
import { TextField } from '@/ui/text-field';
import { selectionLabel } from '@/texts/selection-label';
import { readLastUsedSelection, writeLastUsedSelection } from '../api/last-used';
import { useAddBook, type AddSource } from '../api/mutations/add-book';
import { useAddBooks } from '../api/mutations/add-books';
import { useCreateSelection } from '../api/mutations/create-selection';
import { useDeleteSelection } from '../api/mutations/delete-selection';
import { isDuplicateSelectionName } from '../duplicate-name';
import { isDefaultSelection, selectionListQueryOptions } from '../api/queries';
import './add-to-selection-dialog.css';

type Selection = components['schemas']['Selection'];

/** A book to add, with how many. */
export interface BookToAdd {
  bookId: number;
  title: string;
  quantity: number;
}

export interface AddToSelectionDialogProps {
  books: readonly BookToAdd[];
  /** Where the books come from: its messages (docs/product/errors.md#area-messages). */
  source: AddSource;
  question: string;
  onClose: () => void;
  /** The books were added (or queued while offline): the list can be emptied. */
  onAdded: () => void;
}

/**
 * 'Add to My Selection' (docs/product/catalogue.md#add-to-selection): a confirm dialog with a selection chooser, used by the
 * catalogue's Selected Books List and the book detail's My Selection. The selection the member
 * last added to is chosen at first (the default one when there is none, or it is gone). Every
 * selection but the default one (`public`) has a delete icon that asks first; a new selection can
 * be created here, refusing a name already used (as names read) with an alert.
 */
export function AddToSelectionDialog({
  books,
  source,
  question,
  onClose,
  onAdded,
}: AddToSelectionDialogProps) {
  const queryClient = useQueryClient();
  const { data, isPending: isLoading } = useQuery(selectionListQueryOptions());
  const selections = data?.results ?? [];
  const [picked, setChosen] = useState<string | null>(() => readLastUsedSelection(queryClient));
  // The last used selection may have been deleted since.
  const chosen =
    picked !== null && selections.some((selection) => selection.id === picked)
      ? picked
      : texts.selections.defaultId;
  const [toDelete, setToDelete] = useState<Selection>();
  // One book goes through the one-book call (the book detail's, docs/product/book-detail.md#controls), several in one batch.
  const addOne = useAddBook();
  const addMany = useAddBooks();
  const remove = useDeleteSelection();
  const isAdding = addOne.isPending || addMany.isPending;
  // Made, but waiting in the queue (offline, behind other edits, or retrying a lost connection).
  const isQueued = [addOne, addMany].some(
    (mutation) => mutation.isPending && (mutation.isPaused || mutation.failureCount > 0),
  );

  // Made offline, the addition waits in the queue (shown as pending) and is sent on reconnect: the
  // dialog goes once it is written to the device, so a tab closed as it goes does not lose it.
  const [madeOffline, setMadeOffline] = useState(false);
  const made = addOne.variables ?? addMany.variables;
  const onDevice = useSyncExternalStore(
    subscribeToEditsOnDevice,
    () => made !== undefined && isEditMadeWithOnDevice(made),
  );
  const done = useRef({ onAdded, onClose });
  useEffect(() => {
    done.current = { onAdded, onClose };
  });
  useEffect(() => {
    if (!madeOffline || !onDevice) return;
    done.current.onAdded();
    done.current.onClose();
  }, [madeOffline, onDevice]);

  const confirm = () => {
    // The addition already made is under way or queued: a second press must not make another.
    if (isAdding) {
      onAdded();
      onClose();
      return;
    }
    writeLastUsedSelection(queryClient, chosen);
    const done = {
      onSuccess: () => {
        onAdded();
        onClose();
      },
    };
    const [only] = books;
    if (books.length === 1 && only) {
      addOne.mutate({ ...only, selectionId: chosen, source }, done);
    } else {
      addMany.mutate(
        {
          selectionId: chosen,
          books: books.map(({ bookId, quantity, title }) => ({ bookId, quantity, title })),
          source,
        },
        done,
      );
    }
    if (!onlineManager.isOnline()) setMadeOffline(true);
  };

  return (
    <>
      <ConfirmDialog
        isOpen
        onOpenChange={(open) => !open && onClose()}
        title={texts.catalogue.addToSelection}
        confirmLabel={texts.common.ok}
        cancelLabel={texts.common.cancel}
        isPending={isAdding && !isQueued && onlineManager.isOnline()}
        isConfirmDisabled={isQueued || !selections.some((selection) => selection.id === chosen)}
        onConfirm={confirm}
        width={480}
        className="add-to-selection"
      >
        <p>{question}</p>
        {isQueued && (
          <p role="status" className="add-to-selection__queued">
            {texts.offline.queuedAddition}
          </p>
        )}
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
                textValue={selectionLabel(selection.name)}
                className="selection-chooser__item"
              >
                {({ isSelected }) => (
                  <>
                    <span className="selection-chooser__mark" aria-hidden="true">
                      {isSelected && <Check size={16} strokeWidth={3} />}
                    </span>
                    <span className="selection-chooser__name">
                      {selectionLabel(selection.name)}
                    </span>
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

/** Creates a selection inside the chooser and chooses it (docs/product/selection.md#names: trimmed, unique ignoring case). */
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
          maxLength={SELECTION_NAME_MAX}
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
