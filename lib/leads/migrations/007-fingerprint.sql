-- The same submission come again under another key (a later render of the page it was sent from),
-- found by its fingerprint (lib/leads/store.ts recentKey, docs/decisions/0010-forms-without-scripts.md),
-- as in the SQLite store (lib/leads/sqlite-schema.ts).
CREATE INDEX outbox_fingerprint ON outbox (fingerprint, created_at) WHERE fingerprint <> '';
