-- Names a member gives (selections, funds, saved filters) are compared by one rule, name_key()
-- (src/rules/names.ts: NFKC, spacing and case aside). Funds, filters and the default and seeded
-- selections were keyed by trim and lower case only; their keys are recomputed. Two stored names
-- that now read the same keep their old keys (OR IGNORE): both stay, nothing is renamed or lost,
-- and a new name that reads like either is refused.
UPDATE OR IGNORE selections SET name_key = name_key(name) WHERE name_key <> name_key(name);
UPDATE OR IGNORE funds SET name_key = name_key(name) WHERE name_key <> name_key(name);
UPDATE OR IGNORE saved_filters SET name_key = name_key(name) WHERE name_key <> name_key(name);
