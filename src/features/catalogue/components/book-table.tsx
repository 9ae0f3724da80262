import type { Selection } from 'react-aria-components/Table';
import type { components } from '@/api/schema.gen';
import { apiAssetUrl } from '@/lib/config';
import { formatDate, formatWon } from '@/lib/format';
import * as texts from '@/texts';
import {
  Cell,
  Column,
  DataTable,
  Row,
  SelectionCheckboxCell,
  SelectionCheckboxColumn,
  TableBody,
  TableHeader,
} from '@/ui/table';
import { useSelectedBooks } from '../selected-books';
import { RouterLink } from '@/ui/router-link';

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

/**
 * One page of books (001 §2.1): a checkbox that puts the book on the Selected Books List, the
 * cover, and a description block whose title links to the book's detail.
 */
export function BookTable({ 'aria-label': label, books, isStale }: BookTableProps) {
  const selected = useSelectedBooks();
  const chosen = new Set(selected.books.map((book) => book.bookId));
  const selectedKeys = new Set(
    books.filter((book) => chosen.has(book.bookId)).map((book) => book.bookId),
  );

  const eagerCovers = new Set(books.slice(0, EAGER_COVERS).map((book) => book.bookId));

  const onSelectionChange = (keys: Selection) => {
    const now = keys === 'all' ? new Set(books.map((book) => book.bookId)) : keys;
    selected.add(books.filter((book) => now.has(book.bookId) && !chosen.has(book.bookId)));
    selected.remove(
      books
        .filter((book) => !now.has(book.bookId) && chosen.has(book.bookId))
        .map((book) => book.bookId),
    );
  };

  return (
    <DataTable
      aria-label={label}
      aria-busy={isStale || undefined}
      selectionMode="multiple"
      selectedKeys={selectedKeys}
      onSelectionChange={onSelectionChange}
      className="book-table"
      wrapperClassName="book-table__scroll"
      data-stale={isStale || undefined}
    >
      <TableHeader>
        <SelectionCheckboxColumn />
        <Column className="book-table__cover-column">{texts.catalogue.columns.cover}</Column>
        <Column isRowHeader>{texts.catalogue.columns.book}</Column>
      </TableHeader>
      <TableBody items={books} emptyText={texts.common.noResults}>
        {(book) => (
          <Row id={book.bookId} textValue={book.bookTitle}>
            <SelectionCheckboxCell />
            <Cell className="book-table__cover-cell">
              <img
                src={apiAssetUrl(book.coverImageUrl)}
                alt=""
                width={COVER.width}
                height={COVER.height}
                loading={eagerCovers.has(book.bookId) ? 'eager' : 'lazy'}
                decoding="async"
                className="book-cover"
              />
            </Cell>
            <Cell>
              <BookDescription book={book} />
            </Cell>
          </Row>
        )}
      </TableBody>
    </DataTable>
  );
}

/** Title (link to the detail), author, publisher, date, price and release status. */
function BookDescription({ book }: { book: BookListItem }) {
  const status = book.releaseStatus ? texts.book.releaseStatus[book.releaseStatus] : undefined;
  return (
    <div className="book-description">
      <div className="book-description__title-row">
        <RouterLink
          to="/books/$id"
          params={{ id: book.bookId }}
          className="book-description__title"
        >
          {book.bookTitle}
        </RouterLink>
        {book.isIcon && <span className="badge badge--new">{texts.catalogue.newBadge}</span>}
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
            {status}
          </span>
        )}
      </p>
    </div>
  );
}
