-- One-time sign-in codes (OWASP's device cookies): while a lock holds browsers an account never
-- signed in with, the member proves who they are with a mailed code and the password. One live
-- code per account, kept as an HMAC; per-client failures are counted in auth_failures.
CREATE TABLE sign_in_codes (
  email_key     TEXT PRIMARY KEY,
  code_hash     TEXT NOT NULL,
  sent_at       TEXT NOT NULL,
  expires_at    TEXT NOT NULL,
  used_at       TEXT
) WITHOUT ROWID;
