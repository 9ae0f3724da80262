-- Ids that other data, an order, a URL or an edit queued offline may still name are never given
-- to a new row. Without AUTOINCREMENT, SQLite hands out the highest deleted rowid again: a deleted
-- selection's id became the next selection's, and an order placed later from the old selection's
-- quotation removed its books from the new one.
--
-- Each table is rebuilt as SQLite's "making other kinds of table schema changes" procedure says
-- (new table, copy, drop, rename; the runner turns foreign keys off around it and checks them
-- before committing). `SELECT *` on purpose: a column added by an earlier migration and missing
-- here fails this migration loudly instead of being dropped.
--
-- Catalogue tables (books, categories, tabs, collections) are written by the seed only and never
-- lose rows; members have random text ids; the development outbox and page visits are named by
-- nothing.

-- The renames below must not re-check the triggers of other tables (files_follow_member of
-- migration 004 names orders, which does not exist between its drop and its rename): they keep
-- naming the tables by name, and the rebuilt tables take those names again.
PRAGMA legacy_alter_table = ON;

CREATE TABLE selections_new (
  id         INTEGER PRIMARY KEY AUTOINCREMENT,
  member_id  TEXT NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  name       TEXT NOT NULL,
  name_key   TEXT NOT NULL,
  is_default INTEGER NOT NULL DEFAULT 0,
  message    TEXT NOT NULL DEFAULT '',
  created_at TEXT NOT NULL,
  UNIQUE (member_id, name_key)
);
INSERT INTO selections_new SELECT * FROM selections;
DROP TABLE selections;
ALTER TABLE selections_new RENAME TO selections;

CREATE TABLE cart_items_new (
  id           INTEGER PRIMARY KEY AUTOINCREMENT,
  selection_id INTEGER NOT NULL REFERENCES selections(id) ON DELETE CASCADE,
  book_id      INTEGER NOT NULL REFERENCES books(id),
  quantity     INTEGER NOT NULL,
  po_number    TEXT NOT NULL DEFAULT '',
  created_at   TEXT NOT NULL,
  UNIQUE (selection_id, book_id)
);
INSERT INTO cart_items_new SELECT * FROM cart_items;
DROP TABLE cart_items;
ALTER TABLE cart_items_new RENAME TO cart_items;

CREATE TABLE saved_filters_new (
  id         INTEGER PRIMARY KEY AUTOINCREMENT,
  member_id  TEXT NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  tab_id     INTEGER NOT NULL REFERENCES tabs(id),
  name       TEXT NOT NULL,
  name_key   TEXT NOT NULL,
  criteria   TEXT NOT NULL,
  created_at TEXT NOT NULL,
  UNIQUE (member_id, tab_id, name_key)
);
INSERT INTO saved_filters_new SELECT * FROM saved_filters;
DROP TABLE saved_filters;
ALTER TABLE saved_filters_new RENAME TO saved_filters;

CREATE TABLE orders_new (
  id              INTEGER PRIMARY KEY AUTOINCREMENT,
  order_code      TEXT NOT NULL UNIQUE,
  member_id       TEXT REFERENCES members(id) ON DELETE SET NULL,
  selection_key   TEXT NOT NULL,                   -- 'public' or the selection's id
  selection_name  TEXT NOT NULL,
  institution     TEXT NOT NULL,
  status          TEXT NOT NULL CHECK (status IN ('QUOTATION_REQUEST', 'QUOTATION_DONE', 'ORDER_REQUEST', 'INVOICE_REQUEST', 'INVOICE_DONE', 'CANCELED')),
  step            INTEGER NOT NULL,
  message         TEXT NOT NULL DEFAULT '',
  is_alert        INTEGER NOT NULL DEFAULT 0,
  quotation_file  TEXT,
  order_file      TEXT,
  created_at      TEXT NOT NULL,
  updated_at      TEXT NOT NULL
);
INSERT INTO orders_new SELECT * FROM orders;
DROP TABLE orders;
ALTER TABLE orders_new RENAME TO orders;
CREATE INDEX orders_member ON orders(member_id, created_at);

CREATE TABLE order_items_new (
  id        INTEGER PRIMARY KEY AUTOINCREMENT,
  order_id  INTEGER NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  book_id   INTEGER NOT NULL REFERENCES books(id),
  quantity  INTEGER NOT NULL,
  price     INTEGER NOT NULL,
  po_number TEXT NOT NULL DEFAULT '',
  position  INTEGER NOT NULL
);
INSERT INTO order_items_new SELECT * FROM order_items;
DROP TABLE order_items;
ALTER TABLE order_items_new RENAME TO order_items;
CREATE INDEX order_items_order ON order_items(order_id, position);

CREATE TABLE notifications_new (
  id          INTEGER PRIMARY KEY AUTOINCREMENT,
  title       TEXT NOT NULL,
  content     TEXT NOT NULL,
  writer_name TEXT NOT NULL,
  created_at  TEXT NOT NULL
);
INSERT INTO notifications_new SELECT * FROM notifications;
DROP TABLE notifications;
ALTER TABLE notifications_new RENAME TO notifications;
CREATE INDEX notifications_created ON notifications(created_at, id);

CREATE TABLE inquiries_new (
  id         INTEGER PRIMARY KEY AUTOINCREMENT,
  member_id  TEXT REFERENCES members(id) ON DELETE SET NULL,
  email      TEXT NOT NULL,
  order_code TEXT NOT NULL,
  title      TEXT NOT NULL,
  content    TEXT NOT NULL,
  created_at TEXT NOT NULL
);
INSERT INTO inquiries_new SELECT * FROM inquiries;
DROP TABLE inquiries;
ALTER TABLE inquiries_new RENAME TO inquiries;

CREATE TABLE inquiry_files_new (
  id           INTEGER PRIMARY KEY AUTOINCREMENT,
  inquiry_id   INTEGER NOT NULL REFERENCES inquiries(id) ON DELETE CASCADE,
  filename     TEXT NOT NULL,
  content_type TEXT NOT NULL,
  size         INTEGER NOT NULL,
  path         TEXT NOT NULL
);
INSERT INTO inquiry_files_new SELECT * FROM inquiry_files;
DROP TABLE inquiry_files;
ALTER TABLE inquiry_files_new RENAME TO inquiry_files;

-- The copies above set each sequence to the table's highest id. A selection deleted before this
-- migration while it had the highest id may still be named by an order (`selection_key`): its id
-- stays used too.
UPDATE sqlite_sequence
SET seq = max(seq, (SELECT coalesce(max(CAST(selection_key AS INTEGER)), 0) FROM orders
                    WHERE selection_key GLOB '[0-9]*'))
WHERE name = 'selections';
INSERT INTO sqlite_sequence (name, seq)
SELECT 'selections', coalesce(max(CAST(selection_key AS INTEGER)), 0) FROM orders
WHERE selection_key GLOB '[0-9]*'
  AND NOT EXISTS (SELECT 1 FROM sqlite_sequence WHERE name = 'selections');

PRAGMA legacy_alter_table = OFF;
