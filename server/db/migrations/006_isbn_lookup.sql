-- Add by ISBN looks books up by ISBN-13 (up to 1,000 a call), and the duplicates report looks up
-- where a member's books already are: in which selections, and in which recent orders.
CREATE INDEX books_isbn ON books(isbn);
CREATE INDEX cart_items_book ON cart_items(book_id);
CREATE INDEX order_items_book ON order_items(book_id);
