import { memo, useCallback, useMemo } from 'react';
import { Link } from '@tanstack/react-router';
import type { components } from '@/api/schema.gen';
import { coverSources } from '@/lib/covers';
import { formatDate, formatWon } from '@/lib/format';
import * as texts from '@/texts';
import { useOwnedMark } from '@/ui/owned-mark';
import {
  Cell,
  Column,
  DataTable,
  Row,
  RowHeader,
  SelectAllColumn,
  SelectionCell,
  TableBody,
  TableHeader,
} from '@/ui/table';
import { phrases } from '@/ui/phrases';
import { selectedBooksStore, useSelectedBooks } from '../selected-books';

type BookListItem = components['schemas']['BookListItem'];

/** Cover size in the list (the covers are 300 × 440). */
const COVER = { width: 60, height: 88 } as const;

/**
 * The first rows are on the first screen, and a cover there is often the page's largest paint:
 * their covers load at once rather than lazily (after layout), the rest as they come near.
 */
const EAGER_COVERS = 3;

export interface BookTableProps {
  /** Accessible name of the table (the collection's name, or the search). */
  'aria-label': string;
  books: BookListItem[];
  /** A newer page is on its way: the rows shown are the previous page's. */
  isStale?: boolean;
}

/** Ticks (adds to the Selected Books List) or unticks one book. */
const toggleBook = (book: BookListItem, isSelected: boolean) => {
  if (isSelected) selectedBooksStore.add([book]);
  else selectedBooksStore.remove([book.bookId]);
};

/**
 * One page of books (docs/product/catalogue.md#book-table): a checkbox that puts the book on the Selected Books List, the
 * cover, and a description block whose title links to the book's detail.
 *
 * A page change updates the rows in place: rows are keyed by position, so the next page's books
 * reuse the same row elements, and each row re-renders only when its book or its tick changes
 * (memo; a row gets its tick as a boolean, the ticks stay bound to book ids). While the next page
 * loads, the table (not each row) is marked stale.
 */
export const BookTable = memo(function BookTable({
  'aria-label': label,
  books,
  isStale,
}: BookTableProps) {
  const { books: selectedBooks } = useSelectedBooks();
  const chosen = useMemo(() => new Set(selectedBooks.map((book) => book.bookId)), [selectedBooks]);
  const selectedCount = books.filter((book) => chosen.has(book.bookId)).length;

  const selectAll = useCallback(
    (isSelected: boolean) => {
      if (isSelected) selectedBooksStore.add(books);
      else selectedBooksStore.remove(books.map((book) => book.bookId));
    },
    [books],
  );

  return (
    <DataTable
      aria-label={label}
      isStale={isStale}
      className="book-table"
      wrapperClassName="book-table__scroll"
    >
      <TableHeader>
        <SelectAllColumn
          aria-label={texts.catalogue.selectAllOnPage}
          selectedCount={selectedCount}
          count={books.length}
          onChange={selectAll}
        />
        <Column className="book-table__cover-column">{texts.catalogue.columns.cover}</Column>
        <Column>{texts.catalogue.columns.book}</Column>
      </TableHeader>
      <TableBody isEmpty={books.length === 0} emptyText={texts.common.noResults} columnCount={3}>
        {books.map((book, index) => (
          <BookRow
            // By position: the next page's books reuse these rows' elements.
            key={index}
            book={book}
            isSelected={chosen.has(book.bookId)}
            isEager={index < EAGER_COVERS}
          />
        ))}
      </TableBody>
    </DataTable>
  );
});

const BookRow = memo(function BookRow({
  book,
  isSelected,
  isEager,
}: {
  book: BookListItem;
  isSelected: boolean;
  isEager: boolean;
}) {
  return (
    // data-key: the book shown (the benchmark reads the rows by it).
    <Row isSelected={isSelected} data-key={book.bookId}>
      <SelectionCell
        aria-label={texts.catalogue.selectBook(book.bookTitle)}
        isSelected={isSelected}
        onChange={(value) => toggleBook(book, value)}
      />
      <Cell className="book-table__cover-cell">
        <img
          {...coverSources(book.coverImageUrl, COVER.width)}
          alt=""
          width={COVER.width}
          height={COVER.height}
          loading={isEager ? 'eager' : 'lazy'}
          decoding="async"
          className="book-cover"
        />
      </Cell>
      <RowHeader>
        <BookDescription book={book} />
      </RowHeader>
    </Row>
  );
});

/** Title (link to the detail), author, publisher, date, price and release status. */
function BookDescription({ book }: { book: BookListItem }) {
  const status = book.releaseStatus ? texts.book.releaseStatus[book.releaseStatus] : undefined;
  const owned = useOwnedMark();
  return (
    <div className="book-description">
      <div className="book-description__title-row">
        <Link to="/books/$id" params={{ id: book.bookId }} className="book-description__title">
          {book.bookTitle}
        </Link>
        {book.isIcon && <span className="badge badge--new">{texts.catalogue.newBadge}</span>}
        {owned(book.isbn)}
      </div>
      {book.titleO && <p className="book-description__original">{book.titleO}</p>}
      <p className="book-description__meta">
        <span>{book.authorK}</span>
        <span>{book.publisher.kName}</span>
        <span>{formatDate(book.publishedAt)}</span>
      </p>
      <p className="book-description__meta">
        {book.isPanmunBook && (
          <span className="book-description__price">
            <span className="visually-hidden">{texts.book.price} </span>
            {formatWon(book.price)}
          </span>
        )}
        {status && (
          <span className="book-description__status" data-status={book.releaseStatus}>
            {phrases(status)}
          </span>
        )}
      </p>
    </div>
  );
}
