-- The member's funds per school year. What a fund has committed and spent is never stored: it is
-- computed from the requests naming it, so a status change, a cancel or an order with other
-- quantities than its quotation cannot leave the figures behind.
CREATE TABLE funds (
  id          INTEGER PRIMARY KEY AUTOINCREMENT,
  member_id   TEXT NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  name        TEXT NOT NULL,
  name_key    TEXT NOT NULL,
  school_year INTEGER NOT NULL,
  amount      INTEGER NOT NULL CHECK (amount >= 0),
  created_at  TEXT NOT NULL,
  UNIQUE (member_id, school_year, name_key)
);

-- The fund a request uses, and the one a selection's next request uses. A fund is deleted only
-- when no live request names it; cancelled requests and selections then name none.
ALTER TABLE orders ADD COLUMN fund_id INTEGER REFERENCES funds(id) ON DELETE SET NULL;
ALTER TABLE selections ADD COLUMN fund_id INTEGER REFERENCES funds(id) ON DELETE SET NULL;
CREATE INDEX orders_fund ON orders(fund_id);

-- The month the institution's school year starts in (a school's in March, a public library's in
-- January).
ALTER TABLE members ADD COLUMN school_year_start_month INTEGER NOT NULL DEFAULT 3
  CHECK (school_year_start_month BETWEEN 1 AND 12);
