-- Sign-ins that can end (ASVS 3.3): each access token names its sign-in (`sid`), checked against
-- this table on every request, so logout, password change or reset and account deletion end it
-- at once. A sign-in is also the family of its rotating refresh tokens.
CREATE TABLE sessions (
  id            TEXT PRIMARY KEY,                -- the access token's `sid`, the refresh-token family
  member_id     TEXT NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  created_at    TEXT NOT NULL,
  expires_at    TEXT NOT NULL,                   -- absolute end: 12 hours, or 30 days "stay signed in"
  last_used_at  TEXT NOT NULL,
  user_agent    TEXT NOT NULL DEFAULT '',
  revoked_at    TEXT
) WITHOUT ROWID;
CREATE INDEX sessions_member ON sessions(member_id);

-- Sign-ins of an older database: their refresh tokens keep working until they expire.
INSERT INTO sessions (id, member_id, created_at, expires_at, last_used_at)
  SELECT family_id, member_id, MIN(created_at), MAX(expires_at), MAX(created_at)
  FROM refresh_tokens WHERE revoked_at IS NULL GROUP BY family_id, member_id;

-- Rotation with a short reuse grace: the successor of a used refresh token, sealed (AES-GCM with a
-- key derived from the server secret), so a second tab presenting the same token within seconds
-- gets the same successor. Cleared once the successor is used.
ALTER TABLE refresh_tokens ADD COLUMN successor_sealed TEXT;
ALTER TABLE refresh_tokens ADD COLUMN successor_hash TEXT;

-- Failed attempts per account (sign-in, code checks, code sends), kept in the database so that a
-- restart does not reset them (ASVS 2.2.1).
CREATE TABLE auth_failures (
  key           TEXT PRIMARY KEY,                -- e.g. login:<email>, code:reset:<email>
  failures      INTEGER NOT NULL,
  locked_until  TEXT,
  updated_at    TEXT NOT NULL
) WITHOUT ROWID;
