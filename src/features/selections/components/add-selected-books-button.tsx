import { useState } from 'react';
import * as texts from '@/texts';
import { Button } from '@/ui/button';
import { AddToSelectionDialog, type BookToAdd } from './add-to-selection-dialog';

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
        <AddToSelectionDialog
          books={books}
          source="catalogue"
          question={texts.catalogue.addToSelectionQuestion}
          onClose={() => setOpen(false)}
          onAdded={onAdded}
        />
      )}
    </>
  );
}
