import { useQuery } from '@tanstack/react-query';
import { TriangleAlert } from 'lucide-react';
import * as texts from '@/texts';
import { useOwnedMark } from '@/ui/owned-mark';
import { bookHoldingsQueryOptions } from '../api/book-holdings';
import { holdingsNotes } from './holdings-notes';
import './duplicate-notice.css';

export interface DuplicateNoticeProps {
  /** The books about to be added (one call answers for all of them). */
  bookIds?: readonly number[];
  /** Or: the books of this order (Copy to selection). */
  orderId?: number;
  /** The selection they go to, named "this selection". */
  currentSelectionId?: string;
  /** An order not to report (the one being copied). */
  excludeOrderId?: number;
}

/**
 * Says, where a book is being added, that it is already in a selection, was ordered in the last
 * 12 months (which, how many, when) or is in the library's holdings. It only warns: a second copy
 * may be wanted. Nothing is shown
 * while the answer is loading, when it fails (offline) or when no book is anywhere yet.
 */
export function DuplicateNotice({
  bookIds = [],
  orderId,
  currentSelectionId,
  excludeOrderId,
}: DuplicateNoticeProps) {
  // Asked afresh each time a book is about to be added: another tab or device may have added it.
  const { data } = useQuery({ ...bookHoldingsQueryOptions({ bookIds, orderId }), staleTime: 0 });
  const owned = useOwnedMark();
  const books = (data?.results ?? [])
    .map((holdings) => ({
      bookId: holdings.bookId,
      title: holdings.title,
      owned: owned(holdings.isbn),
      notes: holdingsNotes({ holdings, currentSelectionId, excludeOrderId }),
    }))
    .filter((book) => book.notes.length > 0 || book.owned !== null);
  if (books.length === 0) return null;
  const named = orderId !== undefined || bookIds.length > 1;
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
                {book.title || texts.offline.bookNumber(book.bookId)}:{' '}
              </span>
            )}
            {book.owned} {book.notes.join('; ')}
          </li>
        ))}
      </ul>
    </section>
  );
}
