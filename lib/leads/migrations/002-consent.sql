-- Consent receipts and retention (docs/decisions/0012-consent-records.md), as in the SQLite store
-- (lib/leads/sqlite-schema.ts). A lead keeps the keyed hash of its e-mail after retention empties
-- its payload; rows made before this keep '' and get it from their payload when emptied.
ALTER TABLE outbox ADD COLUMN email_hash text NOT NULL DEFAULT '';
ALTER TABLE outbox ADD COLUMN redacted_at bigint;
CREATE INDEX outbox_email ON outbox (email_hash) WHERE email_hash <> '';
-- The retention sweep: delivered entries not yet emptied, by age.
CREATE INDEX outbox_retention ON outbox (created_at) WHERE status = 'delivered' AND redacted_at IS NULL;

-- One receipt per lead, committed with it; no foreign key: it outlives the entry's erasure.
CREATE TABLE consent_receipts (
  lead_id uuid PRIMARY KEY,
  notice_version text NOT NULL,
  notice_sha256 text NOT NULL CHECK (notice_sha256 ~ '^[0-9a-f]{64}$'),
  channels jsonb NOT NULL,
  recorded_at bigint NOT NULL,
  page_path text NOT NULL,
  form_id text NOT NULL,
  email_hash text NOT NULL DEFAULT '',
  guardian_name text,
  guardian_document text,
  guardian_email text,
  guardian_email_hash text NOT NULL DEFAULT '',
  guardian_document_hash text NOT NULL DEFAULT '',
  redacted_at bigint,
  erased_at bigint
);
CREATE INDEX consent_receipts_email ON consent_receipts (email_hash);
CREATE INDEX consent_receipts_guardian ON consent_receipts (guardian_email_hash) WHERE guardian_email_hash <> '';

-- One line per erasure, without personal data (scripts/leads.mjs erase).
CREATE TABLE privacy_audit (
  id bigserial PRIMARY KEY,
  at bigint NOT NULL,
  action text NOT NULL,
  detail jsonb NOT NULL
);
