import { randomUUID } from 'node:crypto';
import type { Pool } from 'pg';
import type { FormKind } from '@/lib/forms/kinds';
import type { ConsentReceipt, ConsentReceiptInput } from '@/lib/consent/receipt';
import { emailHashOf, hasherFor, RECEIPT_COLUMNS, receiptValues, toReceipt, type StoreOptions } from './receipt-rows';
import { campaignColumn } from './campaign-of';
import { attributedLeadOf, conversionEntryOf, extrasOf, extraValues, type AttributedLead, type ConversionEntry, type LeadExtras } from './attribution-rows';
import { clickIdsColumn } from '@/lib/tracking/click-ids';
import { backlogOf, DEFAULT_LEASE_MS, OutboxTransitions, type Backlog, type CampaignRow, type OutboxEntry, type OutboxStatus, type OutboxStore } from './store';

/**
 * The shared outbox store: PostgreSQL through `pg`, for several site instances. A claim is one
 * `UPDATE … WHERE id IN (SELECT … FOR UPDATE SKIP LOCKED) RETURNING *`: concurrent sweepers on
 * any instance skip each other's rows instead of waiting, and each entry is leased to one of
 * them at a time. The schema is made by `npm run db:migrate` (lib/leads/migrations), never here.
 */
type Row = {
  id: string;
  kind: string;
  payload: Record<string, unknown>;
  idempotency_key: string;
  fingerprint: string;
  status: string;
  attempts: number;
  next_attempt_at: string;
  last_status: number | null;
  created_at: string;
  updated_at: string;
  click_ids: string;
  measurement: string;
  delivered_at: string | null;
  capi_status: string;
  capi_attempts: number;
  capi_last_status: number | null;
};

const toEntry = (row: Row): OutboxEntry => ({
  id: row.id,
  kind: row.kind as FormKind,
  payload: row.payload,
  idempotencyKey: row.idempotency_key,
  fingerprint: row.fingerprint,
  status: row.status as OutboxStatus,
  attempts: row.attempts,
  // bigint columns arrive as strings; epoch ms fit a double exactly.
  nextAttemptAt: Number(row.next_attempt_at),
  lastStatus: row.last_status,
  createdAt: Number(row.created_at),
  updatedAt: Number(row.updated_at),
  ...extrasOf(row),
});

const UUID = /^[0-9a-f-]{36}$/i;
const PG_CASTS: Partial<Record<(typeof RECEIPT_COLUMNS)[number], string>> = { channels: '::jsonb', recorded_at: '::bigint' };
/** Entries emptied per transaction by retention. */
const REDACT_BATCH = 200;

class PgOutboxStore extends OutboxTransitions implements OutboxStore {
  constructor(
    private readonly pool: Pool,
    private readonly clock: () => number,
    private readonly hash: (value: string) => string,
  ) {
    super();
  }

  private async rows(sql: string, args: unknown[] = []): Promise<Row[]> {
    return (await this.pool.query<Row>(sql, args)).rows;
  }

  async enqueue(kind: FormKind, payload: Record<string, unknown>, idempotencyKey: string, fingerprint: string, receipt?: ConsentReceiptInput, extras: LeadExtras = {}) {
    const now = this.clock();
    const id = randomUUID();
    const emailHash = emailHashOf(this.hash, payload);
    const args: unknown[] = [id, kind, JSON.stringify(payload), idempotencyKey, fingerprint, now, emailHash, campaignColumn(kind, payload), ...extraValues(extras, clickIdsColumn)];
    const insert = `INSERT INTO outbox (id, kind, payload, idempotency_key, fingerprint, status, attempts, next_attempt_at, created_at, updated_at, email_hash, campaign,
         click_ids, measurement, capi_event, capi_status, lead_ref, capi_next_at)
       VALUES ($1, $2, $3, $4, $5, 'pending', 0, $6, $6, $6, $7, $8, $9, $10, NULLIF($11, '')::jsonb, $12, $13, $6) ON CONFLICT (idempotency_key) DO NOTHING
       RETURNING id, fingerprint`;
    // With a receipt, one statement inserts both (a data-modifying WITH): committed together, and
    // the receipt only with a new entry (a repeated key keeps the first one's).
    let sql = insert;
    if (receipt) {
      const values = receiptValues(id, receipt, now, emailHash, this.hash);
      const first = args.length + 1;
      args.push(...values.slice(1));
      // Parameters of an INSERT … SELECT are read as text unless cast to their column's type.
      const placeholders = RECEIPT_COLUMNS.slice(1).map((column, i) => `$${first + i}${PG_CASTS[column] ?? ''}`);
      sql = `WITH entry AS (${insert}),
             receipt AS (INSERT INTO consent_receipts (${RECEIPT_COLUMNS.join(', ')}) SELECT entry.id, ${placeholders.join(', ')} FROM entry)
             SELECT id, fingerprint FROM entry`;
    }
    // Committed when the statement returns (autocommit, synchronous_commit as the server has it).
    const [inserted] = await this.rows(sql, args);
    const row = inserted ?? (await this.rows('SELECT id, fingerprint FROM outbox WHERE idempotency_key = $1', [idempotencyKey]))[0];
    if (!row) throw new Error('outbox: enqueue not visible after commit');
    return { id: row.id, fingerprint: row.fingerprint };
  }

  async recentKey(fingerprint: string, since: number) {
    const sql = "SELECT idempotency_key FROM outbox WHERE fingerprint = $1 AND fingerprint <> '' AND created_at >= $2 ORDER BY created_at DESC LIMIT 1";
    const { rows } = await this.pool.query<{ idempotency_key: string }>(sql, [fingerprint, since]);
    return rows[0]?.idempotency_key ?? null;
  }

  async backlog(): Promise<Backlog> {
    const { rows } = await this.pool.query<{ status: string; n: number; oldest: string }>("SELECT status, COUNT(*)::int AS n, MIN(created_at) AS oldest FROM outbox WHERE status IN ('pending', 'exhausted') GROUP BY status");
    return backlogOf(rows.map((r) => ({ status: r.status, n: Number(r.n), oldest: Number(r.oldest) })));
  }

  async claimDue(now: number, limit: number, options: { id?: string; leaseMs?: number } = {}): Promise<OutboxEntry[]> {
    const until = now + (options.leaseMs ?? DEFAULT_LEASE_MS);
    const rows = await this.rows(
      `UPDATE outbox SET next_attempt_at = $1, updated_at = $2
       WHERE id IN (SELECT id FROM outbox WHERE status = 'pending' AND next_attempt_at <= $2 AND ($4::uuid IS NULL OR id = $4::uuid)
                    ORDER BY next_attempt_at LIMIT $3 FOR UPDATE SKIP LOCKED)
       RETURNING *`,
      [until, now, limit, options.id ?? null],
    );
    return rows.map(toEntry);
  }

  protected async mark(id: string, status: OutboxStatus, attempts: number, next: number | null, lastStatus: number | null) {
    await this.pool.query(
      `UPDATE outbox SET status = $1, attempts = $2, next_attempt_at = COALESCE($3, next_attempt_at), last_status = $4, updated_at = $5, delivered_at = COALESCE($7, delivered_at)
       WHERE id = $6`,
      [status, attempts, next, lastStatus, this.clock(), id, status === 'delivered' ? this.clock() : null],
    );
  }

  async claimConversions(now: number, limit: number, options: { id?: string; leaseMs?: number } = {}): Promise<ConversionEntry[]> {
    if (options.id !== undefined && !UUID.test(options.id)) return [];
    const { rows } = await this.pool.query<Record<string, unknown>>(
      `UPDATE outbox SET capi_next_at = $1
       WHERE id IN (SELECT id FROM outbox WHERE capi_status = 'pending' AND capi_next_at <= $2 AND ($4::uuid IS NULL OR id = $4::uuid)
                    ORDER BY capi_next_at LIMIT $3 FOR UPDATE SKIP LOCKED)
       RETURNING id, capi_event, capi_attempts, created_at`,
      [now + (options.leaseMs ?? DEFAULT_LEASE_MS), now, limit, options.id ?? null],
    );
    return rows.map(conversionEntryOf);
  }

  async markConversion(leadId: string, status: OutboxStatus, attempts: number, next: number | null, lastStatus: number | null) {
    await this.pool.query('UPDATE outbox SET capi_status = $1, capi_attempts = $2, capi_next_at = COALESCE($3, capi_next_at), capi_last_status = $4 WHERE id = $5', [status, attempts, next, lastStatus, leadId]);
  }

  async whatsappOpened(ref: string): Promise<boolean> {
    const { rowCount } = await this.pool.query("UPDATE outbox SET whatsapp_at = COALESCE(whatsapp_at, $1) WHERE lead_ref = $2 AND lead_ref <> ''", [this.clock(), ref]);
    return (rowCount ?? 0) > 0;
  }

  async attributedLeads(since: number): Promise<AttributedLead[]> {
    const { rows } = await this.pool.query<Record<string, unknown>>("SELECT * FROM outbox WHERE created_at >= $1 AND campaign <> '' ORDER BY created_at, id", [since]);
    return rows.map(attributedLeadOf);
  }

  async get(id: string): Promise<OutboxEntry | null> {
    // A malformed id is no entry rather than a uuid cast error.
    if (!UUID.test(id)) return null;
    const [row] = await this.rows('SELECT * FROM outbox WHERE id = $1', [id]);
    return row ? toEntry(row) : null;
  }

  async campaignRows(since: number): Promise<CampaignRow[]> {
    const { rows } = await this.pool.query<CampaignRow>(
      `SELECT campaign, status, COUNT(*)::int AS count FROM outbox WHERE created_at >= $1 AND campaign <> '' GROUP BY campaign, status`,
      [since],
    );
    return rows.map((r) => ({ campaign: String(r.campaign), status: String(r.status), count: Number(r.count) }));
  }

  async list(status?: OutboxStatus): Promise<OutboxEntry[]> {
    const rows = status
      ? await this.rows('SELECT * FROM outbox WHERE status = $1 ORDER BY created_at, id', [status])
      : await this.rows('SELECT * FROM outbox ORDER BY created_at, id');
    return rows.map(toEntry);
  }

  async receipt(leadId: string): Promise<ConsentReceipt | null> {
    if (!UUID.test(leadId)) return null;
    const { rows } = await this.pool.query<Record<string, unknown>>('SELECT * FROM consent_receipts WHERE lead_id = $1', [leadId]);
    return rows[0] ? toReceipt(rows[0]) : null;
  }

  async redactSettled(before: number): Promise<number> {
    let redacted = 0;
    for (;;) {
      const client = await this.pool.connect();
      let batch = 0;
      try {
        await client.query('BEGIN');
        // Settled: every status but pending (the condition of the outbox_settled index). SKIP
        // LOCKED: instances sweeping at once empty disjoint batches.
        const { rows } = await client.query<{ id: string; payload: Record<string, unknown>; email_hash: string }>(
          `SELECT id, payload, email_hash FROM outbox WHERE status <> 'pending' AND capi_status <> 'pending' AND redacted_at IS NULL AND created_at < $1
           ORDER BY created_at LIMIT ${REDACT_BATCH} FOR UPDATE SKIP LOCKED`,
          [before],
        );
        const now = this.clock();
        for (const row of rows) {
          // An entry older than receipts has no hash yet: taken from its payload before it goes.
          const emailHash = row.email_hash || emailHashOf(this.hash, row.payload);
          await client.query("UPDATE outbox SET payload = '{}', fingerprint = '', capi_event = NULL, email_hash = $1, redacted_at = $2 WHERE id = $3", [emailHash, now, row.id]);
          await client.query('UPDATE consent_receipts SET guardian_name = NULL, guardian_document = NULL, guardian_email = NULL, redacted_at = $1 WHERE lead_id = $2', [now, row.id]);
        }
        await client.query('COMMIT');
        batch = rows.length;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
      redacted += batch;
      if (batch < REDACT_BATCH) return redacted;
    }
  }

  async ping() {
    await this.pool.query('SELECT 1 FROM outbox LIMIT 1');
  }

  async close() {
    await this.pool.end();
  }
}

/**
 * Connect to the outbox at `url`. Fails with a clear message when the schema is missing or behind
 * (the receipts of lib/leads/migrations/002): the site never creates it on a request
 * (`npm run db:migrate` does).
 */
export async function openPgOutbox(url: string, options: StoreOptions & { poolSize?: number } = {}): Promise<OutboxStore> {
  // Imported where the store opens, never statically: decision 0030.
  const { default: pg } = await import(/* turbopackIgnore: true */ 'pg');
  const pool = new pg.Pool({ connectionString: url, max: options.poolSize ?? 5, connectionTimeoutMillis: 5_000 });
  // An idle connection dropped by the server must not crash the process: the next query reconnects.
  pool.on('error', () => undefined);
  try {
    const { rows } = await pool.query<{ outbox: string | null; receipts: string | null; conversions: string | null }>(
      `SELECT to_regclass('outbox')::text AS outbox, to_regclass('consent_receipts')::text AS receipts,
              (SELECT column_name::text FROM information_schema.columns WHERE table_name = 'outbox' AND column_name = 'capi_status' LIMIT 1) AS conversions`,
    );
    if (!rows[0]?.outbox) throw new Error('outbox: no table "outbox" in DATABASE_URL: run `npm run db:migrate`');
    if (!rows[0]?.receipts) throw new Error('outbox: no table "consent_receipts" in DATABASE_URL: run `npm run db:migrate`');
    if (!rows[0]?.conversions) throw new Error('outbox: the schema in DATABASE_URL predates the click ids (006): run `npm run db:migrate`');
  } catch (error) {
    await pool.end();
    throw error;
  }
  return new PgOutboxStore(pool, options.clock ?? Date.now, hasherFor(options));
}
