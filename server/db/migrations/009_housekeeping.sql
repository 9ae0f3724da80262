-- What the housekeeping removes by age, and the per-member bound of replay answers, is found by
-- index rather than by reading whole tables.
CREATE INDEX idempotency_keys_created ON idempotency_keys(created_at);
CREATE INDEX idempotency_keys_member_created ON idempotency_keys(member_id, created_at);
CREATE INDEX page_visits_created ON page_visits(created_at);
CREATE INDEX page_visits_member_created ON page_visits(member_id, created_at);
CREATE INDEX sessions_expires ON sessions(expires_at);
CREATE INDEX refresh_tokens_expires ON refresh_tokens(expires_at);
CREATE INDEX auth_failures_updated ON auth_failures(updated_at);
