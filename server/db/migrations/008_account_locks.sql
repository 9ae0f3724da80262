-- Soft locks (ASVS 2.2.1): guessing is counted per account and client address, with a slower
-- ceiling per account, so that a stranger cannot lock a member out; browsers the member has
-- signed in with before keep signing in.

-- The per-address window of sign-in and code requests, kept here so that a restart does not
-- reset it. An IPv6 client is counted by its /64 (one subscriber's network).
CREATE TABLE address_windows (
  key           TEXT PRIMARY KEY,                -- 203.0.113.7, or 2001:db8:1:2::/64
  started_at    INTEGER NOT NULL,                -- ms since the epoch
  count         INTEGER NOT NULL
) WITHOUT ROWID;

-- Which account a failure counter belongs to (the provider's unlock clears all of them), and
-- since when its failures are counted (a counter is a window: it restarts when that has passed).
ALTER TABLE auth_failures ADD COLUMN account TEXT;
ALTER TABLE auth_failures ADD COLUMN counted_since TEXT;
CREATE INDEX auth_failures_account ON auth_failures(account);

-- Browsers a member has signed in with: a random token in an HttpOnly cookie, kept as a hash.
CREATE TABLE trusted_devices (
  hash          TEXT PRIMARY KEY,
  member_id     TEXT NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  created_at    TEXT NOT NULL,
  last_used_at  TEXT NOT NULL
) WITHOUT ROWID;
CREATE INDEX trusted_devices_member ON trusted_devices(member_id);
