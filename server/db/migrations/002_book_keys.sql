-- A narrow copy of what the catalogue narrows and sorts by, one row per book. The books table
-- rows are wide (descriptions, tables of contents, reviews); scanning and sorting this one reads
-- a fraction of the pages, which is what makes cold searches and sorted collections fast.
CREATE TABLE book_keys (
  id            INTEGER PRIMARY KEY REFERENCES books(id),
  category_id   INTEGER NOT NULL,
  category_rank INTEGER NOT NULL,
  title         TEXT NOT NULL,        -- for sorting
  author        TEXT NOT NULL,        -- for sorting
  publisher     TEXT NOT NULL,        -- for sorting
  published_at  TEXT NOT NULL,
  title_text    TEXT NOT NULL,        -- lower-cased title and original title
  authors_text  TEXT NOT NULL,        -- lower-cased names of authors, translators, other authors
  publisher_text TEXT NOT NULL,       -- lower-cased publisher
  keywords_text TEXT NOT NULL,        -- lower-cased keywords
  isbn_text     TEXT NOT NULL,        -- ISBN / ISSN without dashes
  search_text   TEXT NOT NULL         -- all of the above, for words too short for the trigram index
);

INSERT INTO book_keys
SELECT id, category_id, category_rank, title, author_k, publisher, published_at,
       lower(title || ' ' || coalesce(title_original, '')),
       authors_text,
       lower(publisher),
       keywords_text,
       replace(isbn, '-', ''),
       lower(title || ' ' || coalesce(title_original, '') || ' ' || authors_text || ' ' || publisher || ' ' || isbn || ' ' || keywords_text)
FROM books;

CREATE INDEX book_keys_published ON book_keys(published_at, id);
