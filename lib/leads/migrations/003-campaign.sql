-- The lead's campaign without personal data (lib/leads/campaign-of.ts), as in the SQLite store
-- (lib/leads/sqlite-schema.ts): the report by campaign counts leads after retention empties
-- their payload (docs/decisions/0013-staff-workbench.md). Rows made before it keep '' and are not counted.
ALTER TABLE outbox ADD COLUMN campaign text NOT NULL DEFAULT '';
CREATE INDEX outbox_created ON outbox (created_at);
