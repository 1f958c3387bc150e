import type { Client } from '@libsql/client';

/**
 * The SQLite outbox's schema, made (and brought up to date) when a store opens the file: the
 * embedded default needs no migration step. PostgreSQL's is lib/leads/migrations, by `npm run db:migrate`.
 */
const TABLES = [
  `CREATE TABLE IF NOT EXISTS outbox (
     id TEXT PRIMARY KEY,
     kind TEXT NOT NULL,
     payload TEXT NOT NULL,
     idempotency_key TEXT NOT NULL UNIQUE,
     fingerprint TEXT NOT NULL DEFAULT '',
     status TEXT NOT NULL DEFAULT 'pending',
     attempts INTEGER NOT NULL DEFAULT 0,
     next_attempt_at INTEGER NOT NULL,
     last_status INTEGER,
     created_at INTEGER NOT NULL,
     updated_at INTEGER NOT NULL,
     email_hash TEXT NOT NULL DEFAULT '',
     redacted_at INTEGER
   )`,
  // A lead's consent receipt (docs/decisions/0012-consent-records.md): kept after the lead's
  // personal data is gone, found by the keyed hash of the person's (or the guardian's) e-mail.
  `CREATE TABLE IF NOT EXISTS consent_receipts (
     lead_id TEXT PRIMARY KEY,
     notice_version TEXT NOT NULL,
     notice_sha256 TEXT NOT NULL,
     channels TEXT NOT NULL,
     recorded_at INTEGER NOT NULL,
     page_path TEXT NOT NULL,
     form_id TEXT NOT NULL,
     email_hash TEXT NOT NULL DEFAULT '',
     guardian_name TEXT,
     guardian_document TEXT,
     guardian_email TEXT,
     guardian_email_hash TEXT NOT NULL DEFAULT '',
     guardian_document_hash TEXT NOT NULL DEFAULT '',
     redacted_at INTEGER,
     erased_at INTEGER
   )`,
  // One line per erasure, without personal data (scripts/leads.mjs erase).
  'CREATE TABLE IF NOT EXISTS privacy_audit (at INTEGER NOT NULL, action TEXT NOT NULL, detail TEXT NOT NULL)',
];

/** Columns added since the first outbox files: existing rows keep the default. */
const ADDED_COLUMNS: [name: string, definition: string][] = [
  // Rows made before fingerprints keep '' and match no submission.
  ['fingerprint', "TEXT NOT NULL DEFAULT ''"],
  // Rows made before receipts get their hash from the payload when retention empties it.
  ['email_hash', "TEXT NOT NULL DEFAULT ''"],
  ['redacted_at', 'INTEGER'],
  // The lead's campaign without personal data (lib/leads/campaign-of.ts): the report by
  // campaign counts it after retention; rows made before it keep '' and are not counted.
  ['campaign', "TEXT NOT NULL DEFAULT ''"],
  // What the ad platforms learn (lib/leads/attribution-rows.ts, docs/decisions/0020-click-ids.md):
  // the click ids, the cookie choice, the CRM's delivery time and the Conversions API event with
  // its own delivery ('' status: none to send). Rows made before them have none.
  ['click_ids', "TEXT NOT NULL DEFAULT ''"],
  ['measurement', "TEXT NOT NULL DEFAULT ''"],
  ['delivered_at', 'INTEGER'],
  ['capi_event', "TEXT NOT NULL DEFAULT ''"],
  ['capi_status', "TEXT NOT NULL DEFAULT ''"],
  ['capi_attempts', 'INTEGER NOT NULL DEFAULT 0'],
  ['capi_next_at', 'INTEGER NOT NULL DEFAULT 0'],
  ['capi_last_status', 'INTEGER'],
  // The reference a WhatsApp message names, and when the visitor first opened WhatsApp with it.
  ['lead_ref', "TEXT NOT NULL DEFAULT ''"],
  ['whatsapp_at', 'INTEGER'],
];

const INDEXES = [
  'CREATE INDEX IF NOT EXISTS outbox_due ON outbox (status, next_attempt_at)',
  "CREATE INDEX IF NOT EXISTS outbox_email ON outbox (email_hash) WHERE email_hash <> ''",
  'CREATE INDEX IF NOT EXISTS outbox_created ON outbox (created_at)',
  // The retention sweep: settled entries not yet emptied, by age (docs/decisions/0012-consent-records.md).
  "CREATE INDEX IF NOT EXISTS outbox_settled ON outbox (created_at) WHERE status <> 'pending' AND redacted_at IS NULL",
  // An index of delivered entries alone, superseded by outbox_settled: dropped where a file has it.
  'DROP INDEX IF EXISTS outbox_retention',
  // The same submission come again under another key, by its fingerprint (recentKey).
  "CREATE INDEX IF NOT EXISTS outbox_fingerprint ON outbox (fingerprint, created_at) WHERE fingerprint <> ''",
  "CREATE INDEX IF NOT EXISTS outbox_lead_ref ON outbox (lead_ref) WHERE lead_ref <> ''",
  "CREATE INDEX IF NOT EXISTS outbox_capi_due ON outbox (capi_next_at) WHERE capi_status = 'pending'",
  'CREATE INDEX IF NOT EXISTS consent_receipts_email ON consent_receipts (email_hash)',
  "CREATE INDEX IF NOT EXISTS consent_receipts_guardian ON consent_receipts (guardian_email_hash) WHERE guardian_email_hash <> ''",
];

/**
 * WAL with synchronous=FULL: a committed row survives a crash or power loss. secure_delete: a
 * page freed or rewritten by retention or erasure is zeroed, so removed personal data does not
 * linger in the file's free pages.
 */
export const PRAGMAS = ['PRAGMA journal_mode=WAL', 'PRAGMA synchronous=FULL', 'PRAGMA busy_timeout=5000', 'PRAGMA secure_delete=ON'];

export async function prepareSqlite(db: Client) {
  for (const pragma of PRAGMAS) await db.execute(pragma);
  for (const statement of TABLES) await db.execute(statement);
  const columns = new Set((await db.execute('PRAGMA table_info(outbox)')).rows.map((c) => String(c.name)));
  for (const [name, definition] of ADDED_COLUMNS) {
    if (!columns.has(name)) await db.execute(`ALTER TABLE outbox ADD COLUMN ${name} ${definition}`);
  }
  for (const statement of INDEXES) await db.execute(statement);
}
