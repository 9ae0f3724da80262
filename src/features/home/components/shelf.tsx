import { useId } from 'react';
import { Link } from '@tanstack/react-router';
import { coverSources } from '@/lib/covers';
import * as texts from '@/texts';
import { phrases } from '@/ui/phrases';
import type { HomeShelfBook } from '../sample-shelves';

export interface ShelfProps {
  title: string;
  /** A line under the title (the MD shelf says how its books were chosen). */
  subtitle?: string;
  books: readonly HomeShelfBook[];
}

/** A shelf of book tiles (docs/product/home.md#shelves); each tile opens /books/{bookId}. */
export function Shelf({ title, subtitle, books }: ShelfProps) {
  const headingId = useId();
  return (
    <section className="shelf" aria-labelledby={headingId}>
      <div className="shelf__header">
        <h2 id={headingId} className="shelf__title">
          {phrases(title)}
        </h2>
        {subtitle && <p className="shelf__subtitle">{phrases(subtitle)}</p>}
      </div>
      <ul className="shelf__books" data-count={books.length}>
        {books.map((book) => (
          <li key={book.bookId} className="shelf__item">
            <Link to="/books/$id" params={{ id: book.bookId }} className="book-tile">
              <span className="book-tile__cover">
                <img
                  {...coverSources(book.coverImageUrl, 160)}
                  alt=""
                  loading="lazy"
                  decoding="async"
                  width={160}
                  height={224}
                />
                {book.isIcon && <span className="book-tile__badge">{texts.home.newBadge}</span>}
              </span>
              <span className="book-tile__title">{book.bookTitle}</span>
              <span className="book-tile__author">{book.authorK}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
