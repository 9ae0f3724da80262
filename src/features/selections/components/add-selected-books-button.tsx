import { lazy, Suspense, useState } from 'react';
import * as texts from '@/texts';
import { Button } from '@/ui/button';
import type { BookToAdd } from './add-to-selection-dialog';

// The chooser's code (its list, its dialog and the selection edits) loads when a member first
// opens it: /books shows this button on its first paint, never the chooser.
const AddToSelectionDialog = lazy(() =>
  import('./add-to-selection-dialog').then((module) => ({ default: module.AddToSelectionDialog })),
);

export interface AddSelectedBooksButtonProps {
  books: BookToAdd[];
  /** After the books went into a selection (the catalogue empties its list). */
  onAdded: () => void;
}

/** The Selected Books List's "Add to My Selection" and the selection chooser it opens. */
export function AddSelectedBooksButton({ books, onAdded }: AddSelectedBooksButtonProps) {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button size="sm" onPress={() => setOpen(true)}>
        {texts.catalogue.addToSelection}
      </Button>
      {isOpen && (
        <Suspense fallback={null}>
          <AddToSelectionDialog
            books={books}
            source="catalogue"
            question={texts.catalogue.addToSelectionQuestion}
            onClose={() => setOpen(false)}
            onAdded={onAdded}
          />
        </Suspense>
      )}
    </>
  );
}
