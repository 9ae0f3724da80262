import { useState, type ReactNode } from 'react';
import { ChevronUp, X } from 'lucide-react';
import * as texts from '@/texts';
import { Button, IconButton } from '@/ui/button';
import { useSelectedBooks } from '../selected-books';

/** The books of the list, handed to the selections' actions. */
export interface SelectedBooksActions {
  /** "Add to My Selection" for these books; `onAdded` empties the list. */
  addToSelection: (selected: {
    books: { bookId: number; title: string; quantity: number }[];
    onAdded: () => void;
  }) => ReactNode;
  /** "Add by ISBN", to a selection the member chooses. */
  addByIsbn: ReactNode;
}

/**
 * The fixed Selected Books List box (docs/product/catalogue.md#selected-books): a count, Clear All, a remove action per book and
 * Add to My Selection. On narrow screens it is a bottom sheet whose list folds away.
 */
export function SelectedBooksBox({ addToSelection, addByIsbn }: SelectedBooksActions) {
  const { books, remove, clear } = useSelectedBooks();
  // On phones the box is a bottom sheet: its list starts folded so the page stays visible.
  const [isListOpen, setListOpen] = useState(
    () => typeof window === 'undefined' || !window.matchMedia('(max-width: 759px)').matches,
  );
  const count = books.length;

  return (
    <aside
      className="selected-books"
      aria-labelledby="selected-books-title"
      data-empty={count === 0 || undefined}
      data-list-open={isListOpen || undefined}
    >
      <div className="selected-books__head">
        <h2 id="selected-books-title" className="selected-books__title">
          {texts.catalogue.selectedList}{' '}
          <span className="selected-books__count" aria-live="polite">
            ({count})
          </span>
        </h2>
        {count > 0 && (
          <IconButton
            label={isListOpen ? texts.catalogue.hideSelectedList : texts.catalogue.showSelectedList}
            size="sm"
            aria-expanded={isListOpen}
            aria-controls="selected-books-list"
            onPress={() => setListOpen((open) => !open)}
            className="selected-books__fold"
          >
            <ChevronUp size={18} aria-hidden />
          </IconButton>
        )}
      </div>
      {count === 0 ? (
        // Empty, the box stays small: it only says how to fill it.
        <p className="selected-books__empty">{texts.catalogue.noSelectedBooks}</p>
      ) : (
        <>
          <div id="selected-books-list" className="selected-books__body" hidden={!isListOpen}>
            <ul className="selected-books__list">
              {books.map((book) => (
                <li key={book.bookId} className="selected-books__item">
                  <span className="selected-books__book">
                    <span className="selected-books__book-title">{book.bookTitle}</span>
                    <span className="selected-books__book-author">{book.authorK}</span>
                  </span>
                  <IconButton
                    label={`${texts.catalogue.remove} ${book.bookTitle}`}
                    size="sm"
                    onPress={() => remove([book.bookId])}
                  >
                    <X size={16} aria-hidden />
                  </IconButton>
                </li>
              ))}
            </ul>
          </div>
          <div className="selected-books__actions">
            <Button variant="secondary" size="sm" onPress={clear}>
              {texts.catalogue.clearAll}
            </Button>
            {addToSelection({
              books: books.map((book) => ({
                bookId: book.bookId,
                title: book.bookTitle,
                quantity: 1,
              })),
              onAdded: clear,
            })}
          </div>
        </>
      )}
      <div className="selected-books__isbn">{addByIsbn}</div>
    </aside>
  );
}
