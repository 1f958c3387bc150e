-- Retention covers every settled lead, delivered, rejected or exhausted (docs/decisions/0012-consent-records.md),
-- as in the SQLite store (lib/leads/sqlite-schema.ts): the sweep's index takes every status but pending.
DROP INDEX outbox_retention;
CREATE INDEX outbox_settled ON outbox (created_at) WHERE status <> 'pending' AND redacted_at IS NULL;
