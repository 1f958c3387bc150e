-- What the ad platforms learn (lib/leads/attribution-rows.ts, docs/decisions/0020-click-ids.md), as
-- in the SQLite store (lib/leads/sqlite-schema.ts): the click ids, the cookie choice the lead was
-- sent under, the CRM's delivery time, and the Conversions API event with its own delivery
-- ('' status: none to send). Rows made before this have none.
ALTER TABLE outbox ADD COLUMN click_ids text NOT NULL DEFAULT '';
ALTER TABLE outbox ADD COLUMN measurement text NOT NULL DEFAULT '';
ALTER TABLE outbox ADD COLUMN delivered_at bigint;
ALTER TABLE outbox ADD COLUMN capi_event jsonb;
ALTER TABLE outbox ADD COLUMN capi_status text NOT NULL DEFAULT '';
ALTER TABLE outbox ADD COLUMN capi_attempts integer NOT NULL DEFAULT 0;
ALTER TABLE outbox ADD COLUMN capi_next_at bigint NOT NULL DEFAULT 0;
ALTER TABLE outbox ADD COLUMN capi_last_status integer;
CREATE INDEX outbox_capi_due ON outbox (capi_next_at) WHERE capi_status = 'pending';
-- The reference a WhatsApp message names (lib/contact/whatsapp-lead.ts), and when the visitor first
-- opened WhatsApp with it.
ALTER TABLE outbox ADD COLUMN lead_ref text NOT NULL DEFAULT '';
ALTER TABLE outbox ADD COLUMN whatsapp_at bigint;
CREATE INDEX outbox_lead_ref ON outbox (lead_ref) WHERE lead_ref <> '';
