-- Sign-up and reset codes remember the client address that asked for them (issue 34, item 8):
-- that requester has its own 5 wrong attempts on the code, and every other client shares another
-- 5, so a stranger's wrong guesses lock the code for strangers only and the member's own code
-- still works where they asked for it. `attempts` now counts the other clients' wrong attempts.
-- Rows from before have no requester: every client counts as another one, as before.
ALTER TABLE verification_codes ADD COLUMN requested_by TEXT;
ALTER TABLE verification_codes ADD COLUMN requester_attempts INTEGER NOT NULL DEFAULT 0;
