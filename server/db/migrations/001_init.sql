-- Initial schema of the reference server. Times are ISO-8601 UTC strings
-- (YYYY-MM-DDTHH:MM:SS.sssZ), so they sort and compare as text.

CREATE TABLE settings (
  key   TEXT PRIMARY KEY,
  value TEXT NOT NULL
) WITHOUT ROWID;

-- ------------------------------------------------------------------ members and sessions
CREATE TABLE members (
  id                TEXT PRIMARY KEY,            -- random, 128 bits, base64url
  email             TEXT NOT NULL,
  email_key         TEXT NOT NULL UNIQUE,        -- lower-cased e-mail
  password_hash     TEXT NOT NULL,               -- scrypt$N$r$p$salt$hash
  name              TEXT NOT NULL,
  phone_number      TEXT NOT NULL,
  department        TEXT NOT NULL,
  address           TEXT NOT NULL,
  marketing_consent INTEGER NOT NULL DEFAULT 0,
  is_approved       INTEGER NOT NULL DEFAULT 0,
  created_at        TEXT NOT NULL,
  approved_at       TEXT
);

CREATE TABLE refresh_tokens (
  hash        TEXT PRIMARY KEY,                  -- sha256 of the token, hex
  member_id   TEXT NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  family_id   TEXT NOT NULL,                     -- one per sign-in
  created_at  TEXT NOT NULL,
  expires_at  TEXT NOT NULL,
  used_at     TEXT,
  revoked_at  TEXT
) WITHOUT ROWID;
CREATE INDEX refresh_tokens_family ON refresh_tokens(family_id);
CREATE INDEX refresh_tokens_member ON refresh_tokens(member_id);

-- Sign-up and password-reset codes, one live code per address and purpose.
CREATE TABLE verification_codes (
  email_key    TEXT NOT NULL,
  purpose      TEXT NOT NULL CHECK (purpose IN ('register', 'reset')),
  code_hash    TEXT,                             -- NULL: nothing was sent (unknown address)
  sent_at      TEXT NOT NULL,
  expires_at   TEXT NOT NULL,
  attempts     INTEGER NOT NULL DEFAULT 0,
  verified_at  TEXT,
  used_at      TEXT,
  PRIMARY KEY (email_key, purpose)
) WITHOUT ROWID;

-- Development outbox: every e-mail the server "sends".
CREATE TABLE outbox (
  id       INTEGER PRIMARY KEY,
  email    TEXT NOT NULL,
  subject  TEXT NOT NULL,
  code     TEXT NOT NULL,
  body     TEXT NOT NULL,
  sent_at  TEXT NOT NULL
);
CREATE INDEX outbox_email ON outbox(email, id);

-- ------------------------------------------------------------------ catalogue
CREATE TABLE categories (
  id        INTEGER PRIMARY KEY,
  parent_id INTEGER REFERENCES categories(id),
  level     INTEGER NOT NULL CHECK (level IN (1, 2, 3)),
  name      TEXT NOT NULL,
  position  INTEGER NOT NULL
);

CREATE TABLE books (
  id                  INTEGER PRIMARY KEY,
  title               TEXT NOT NULL,
  title_original      TEXT,
  isbn                TEXT NOT NULL,
  release_status      TEXT CHECK (release_status IN ('OUTOFSTOCK', 'OUTOFPRINT', 'USED', 'RELEASE', 'ETC')),
  author_k            TEXT NOT NULL,
  author_r            TEXT,
  foreign_author_k    TEXT,
  foreign_author_r    TEXT,
  translator_k        TEXT,
  translator_r        TEXT,
  other_authors_k     TEXT NOT NULL DEFAULT '[]',  -- JSON array
  other_authors_r     TEXT NOT NULL DEFAULT '[]',  -- JSON array
  counter_signature   TEXT NOT NULL DEFAULT '[]',  -- JSON array
  series              TEXT,
  publisher           TEXT NOT NULL,
  published_at        TEXT NOT NULL,               -- YYYY-MM-DD
  price               INTEGER NOT NULL,
  is_sale             INTEGER NOT NULL,
  page_count          INTEGER NOT NULL,
  binding             TEXT NOT NULL,
  specifies           TEXT,
  language            TEXT NOT NULL,
  magazine_type       TEXT NOT NULL CHECK (magazine_type IN ('BOOK', 'MAGAZINE')),
  keywords            TEXT NOT NULL DEFAULT '[]',  -- JSON array
  note                TEXT,
  description         TEXT NOT NULL,
  book_index          TEXT NOT NULL,
  citation            TEXT NOT NULL,
  review              TEXT NOT NULL,
  author_introduction TEXT NOT NULL,
  category_id         INTEGER NOT NULL REFERENCES categories(id),
  category_rank       INTEGER NOT NULL,            -- the leaf's place in the tree, for sorting
  -- lower-cased texts for the narrowing criteria
  authors_text        TEXT NOT NULL,
  keywords_text       TEXT NOT NULL
);

-- Search over title, original title, authors, publisher, ISBN and keywords (substrings, Korean).
CREATE VIRTUAL TABLE books_fts USING fts5(text, content='', tokenize='trigram');

CREATE TABLE tabs (
  id       INTEGER PRIMARY KEY,
  name     TEXT NOT NULL,
  position INTEGER NOT NULL
);

CREATE TABLE collections (
  id         INTEGER PRIMARY KEY,
  tab_id     INTEGER NOT NULL REFERENCES tabs(id),
  name       TEXT NOT NULL,
  position   INTEGER NOT NULL,
  book_count INTEGER NOT NULL DEFAULT 0
);

-- Positions are dense (0..book_count-1) within a collection.
CREATE TABLE collection_books (
  collection_id INTEGER NOT NULL REFERENCES collections(id),
  position      INTEGER NOT NULL,
  book_id       INTEGER NOT NULL REFERENCES books(id),
  PRIMARY KEY (collection_id, position)
) WITHOUT ROWID;

CREATE TABLE saved_filters (
  id         INTEGER PRIMARY KEY,
  member_id  TEXT NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  tab_id     INTEGER NOT NULL REFERENCES tabs(id),
  name       TEXT NOT NULL,
  name_key   TEXT NOT NULL,
  criteria   TEXT NOT NULL,                        -- JSON {categories, publishers, authors, keywords, titles}
  created_at TEXT NOT NULL,
  UNIQUE (member_id, tab_id, name_key)
);

-- ------------------------------------------------------------------ selections
CREATE TABLE selections (
  id         INTEGER PRIMARY KEY,
  member_id  TEXT NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  name       TEXT NOT NULL,
  name_key   TEXT NOT NULL,
  is_default INTEGER NOT NULL DEFAULT 0,
  message    TEXT NOT NULL DEFAULT '',
  created_at TEXT NOT NULL,
  UNIQUE (member_id, name_key)
);

CREATE TABLE cart_items (
  id           INTEGER PRIMARY KEY,
  selection_id INTEGER NOT NULL REFERENCES selections(id) ON DELETE CASCADE,
  book_id      INTEGER NOT NULL REFERENCES books(id),
  quantity     INTEGER NOT NULL,
  po_number    TEXT NOT NULL DEFAULT '',
  created_at   TEXT NOT NULL,
  UNIQUE (selection_id, book_id)
);

-- ------------------------------------------------------------------ orders
CREATE TABLE orders (
  id              INTEGER PRIMARY KEY,
  order_code      TEXT NOT NULL UNIQUE,
  member_id       TEXT REFERENCES members(id) ON DELETE SET NULL,
  selection_key   TEXT NOT NULL,                   -- 'public' or the selection's id
  selection_name  TEXT NOT NULL,
  institution     TEXT NOT NULL,                   -- the member's department and address when placed
  status          TEXT NOT NULL CHECK (status IN ('QUOTATION_REQUEST', 'QUOTATION_DONE', 'ORDER_REQUEST', 'INVOICE_REQUEST', 'INVOICE_DONE', 'CANCELED')),
  step            INTEGER NOT NULL,
  message         TEXT NOT NULL DEFAULT '',
  is_alert        INTEGER NOT NULL DEFAULT 0,
  quotation_file  TEXT,                            -- files.key
  order_file      TEXT,                            -- files.key
  created_at      TEXT NOT NULL,
  updated_at      TEXT NOT NULL
);
CREATE INDEX orders_member ON orders(member_id, created_at);

CREATE TABLE order_items (
  id        INTEGER PRIMARY KEY,
  order_id  INTEGER NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  book_id   INTEGER NOT NULL REFERENCES books(id),
  quantity  INTEGER NOT NULL,
  price     INTEGER NOT NULL,                      -- unit price when requested
  po_number TEXT NOT NULL DEFAULT '',
  position  INTEGER NOT NULL
);
CREATE INDEX order_items_order ON order_items(order_id, position);

CREATE TABLE order_code_days (
  day  TEXT PRIMARY KEY,                           -- YYYYMMDD
  last INTEGER NOT NULL
) WITHOUT ROWID;

-- Quotation and order-form workbooks; `key` is the capability in /files/{key}.
CREATE TABLE files (
  key          TEXT PRIMARY KEY,
  order_id     INTEGER REFERENCES orders(id) ON DELETE SET NULL,
  kind         TEXT NOT NULL CHECK (kind IN ('quotation', 'order_form')),
  filename     TEXT NOT NULL,
  content_type TEXT NOT NULL,
  data         BLOB NOT NULL,
  created_at   TEXT NOT NULL
) WITHOUT ROWID;

-- Idempotency-Key replay store.
CREATE TABLE idempotency_keys (
  member_id    TEXT NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  operation    TEXT NOT NULL,
  key          TEXT NOT NULL,
  request_hash TEXT NOT NULL,
  status_code  INTEGER NOT NULL,
  response     TEXT NOT NULL,
  created_at   TEXT NOT NULL,
  PRIMARY KEY (member_id, operation, key)
) WITHOUT ROWID;

-- ------------------------------------------------------------------ notices, inquiries, statistics
CREATE TABLE notifications (
  id          INTEGER PRIMARY KEY,
  title       TEXT NOT NULL,
  content     TEXT NOT NULL,
  writer_name TEXT NOT NULL,
  created_at  TEXT NOT NULL
);
CREATE INDEX notifications_created ON notifications(created_at, id);

CREATE TABLE inquiries (
  id         INTEGER PRIMARY KEY,
  member_id  TEXT REFERENCES members(id) ON DELETE SET NULL,
  email      TEXT NOT NULL,
  order_code TEXT NOT NULL,
  title      TEXT NOT NULL,
  content    TEXT NOT NULL,
  created_at TEXT NOT NULL
);

CREATE TABLE inquiry_files (
  id           INTEGER PRIMARY KEY,
  inquiry_id   INTEGER NOT NULL REFERENCES inquiries(id) ON DELETE CASCADE,
  filename     TEXT NOT NULL,
  content_type TEXT NOT NULL,
  size         INTEGER NOT NULL,
  path         TEXT NOT NULL                        -- relative to FILES_DIR
);

CREATE TABLE page_visits (
  id         INTEGER PRIMARY KEY,
  member_id  TEXT REFERENCES members(id) ON DELETE SET NULL,
  page_name  TEXT NOT NULL,
  url        TEXT NOT NULL,
  created_at TEXT NOT NULL
);
