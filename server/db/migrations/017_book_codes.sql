-- The fields a Korean school's office files with a purchase (issue 36): the list price (정가) beside
-- the unit price, the ISBN 부가기호 (5 digits) and the KDC class number, each null where the
-- catalogue has none. A book's 독자대상 (the 부가기호's first digit, as src/rules/additional-code.ts
-- groups them) is copied into the narrow search copy, where the catalogue's filter reads it; a
-- book without 부가기호 is 'unmarked'. Books in databases from before have none of the three.
ALTER TABLE books ADD COLUMN list_price INTEGER CHECK (list_price IS NULL OR list_price >= 0);
ALTER TABLE books ADD COLUMN additional_code TEXT
  CHECK (additional_code IS NULL OR additional_code GLOB '[0-9][0-9][0-9][0-9][0-9]');
ALTER TABLE books ADD COLUMN kdc TEXT;

ALTER TABLE book_keys ADD COLUMN reader_group TEXT NOT NULL DEFAULT 'unmarked';

-- A request line keeps the list price of when it was requested, as it keeps the unit price.
ALTER TABLE order_items ADD COLUMN list_price INTEGER;
UPDATE order_items SET list_price = (SELECT list_price FROM books WHERE books.id = order_items.book_id);

-- 도서정가제 (출판문화산업진흥법 §22): no book is priced below 90 % of its list price, whoever
-- writes it (a catalogue import, a seed); the statement fails whole. src/rules/price-law.ts is the
-- same rule, which the provider's quotation answer checks per line to name the book.
CREATE TRIGGER books_price_law_insert BEFORE INSERT ON books
WHEN new.list_price IS NOT NULL AND new.price * 10 < new.list_price * 9
BEGIN
  SELECT RAISE(ABORT, 'price_below_list_price: a unit price below 90 % of the list price');
END;
CREATE TRIGGER books_price_law_update BEFORE UPDATE OF price, list_price ON books
WHEN new.list_price IS NOT NULL AND new.price * 10 < new.list_price * 9
BEGIN
  SELECT RAISE(ABORT, 'price_below_list_price: a unit price below 90 % of the list price');
END;
