import { useQuery } from '@tanstack/react-query';
import { TriangleAlert } from 'lucide-react';
import * as texts from '@/texts';
import { bookHoldingsQueryOptions } from '../api/book-holdings';
import { holdingsNotes } from './holdings-notes';
import './duplicate-notice.css';

export interface DuplicateNoticeProps {
  /** The books about to be added (one call answers for all of them). */
  bookIds: readonly number[];
  /** Their titles, to name them when there are several. */
  titles?: ReadonlyMap<number, string>;
  /** The selection they go to, named "this selection". */
  currentSelectionId?: string;
  /** An order not to report (the one being copied). */
  excludeOrderId?: number;
}

/**
 * Says, where a book is being added, that it is already in a selection or was ordered in the last
 * 12 months (which, how many, when). It only warns: a second copy may be wanted. Nothing is shown
 * while the answer is loading, when it fails (offline) or when no book is anywhere yet.
 */
export function DuplicateNotice({
  bookIds,
  titles,
  currentSelectionId,
  excludeOrderId,
}: DuplicateNoticeProps) {
  // Asked afresh each time a book is about to be added: another tab or device may have added it.
  const { data } = useQuery({ ...bookHoldingsQueryOptions(bookIds), staleTime: 0 });
  const books = (data?.results ?? [])
    .map((holdings) => ({
      bookId: holdings.bookId,
      notes: holdingsNotes({ holdings, currentSelectionId, excludeOrderId }),
    }))
    .filter((book) => book.notes.length > 0);
  if (books.length === 0) return null;
  const named = bookIds.length > 1;
  return (
    <section className="duplicate-notice" aria-label={texts.librarianTools.duplicatesTitle}>
      <p className="duplicate-notice__title">
        <TriangleAlert size={18} aria-hidden />
        {texts.librarianTools.duplicatesTitle}
      </p>
      <ul className="duplicate-notice__list">
        {books.map((book) => (
          <li key={book.bookId}>
            {named && (
              <span className="duplicate-notice__book">
                {titles?.get(book.bookId) ?? texts.offline.bookNumber(book.bookId)}:{' '}
              </span>
            )}
            {book.notes.join('; ')}
          </li>
        ))}
      </ul>
    </section>
  );
}
