import { mkdirSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { resolve } from 'node:path';
import type { Client, Row } from '@libsql/client';
import type { FormKind } from '@/lib/forms/kinds';
import type { ConsentReceipt, ConsentReceiptInput } from '@/lib/consent/receipt';
import { emailHashOf, hasherFor, RECEIPT_COLUMNS, receiptValues, toReceipt, type StoreOptions } from './receipt-rows';
import { prepareSqlite } from './sqlite-schema';
import { campaignColumn } from './campaign-of';
import { attributedLeadOf, conversionEntryOf, EXTRA_COLUMNS, extrasOf, extraValues, type AttributedLead, type ConversionEntry, type LeadExtras } from './attribution-rows';
import { clickIdsColumn } from '@/lib/tracking/click-ids';
import { backlogOf, DEFAULT_LEASE_MS, OutboxTransitions, type Backlog, type CampaignRow, type OutboxEntry, type OutboxStatus, type OutboxStore } from './store';

function toEntry(row: Row): OutboxEntry {
  return {
    id: String(row.id),
    kind: String(row.kind) as FormKind,
    payload: JSON.parse(String(row.payload)) as Record<string, unknown>,
    idempotencyKey: String(row.idempotency_key),
    fingerprint: String(row.fingerprint ?? ''),
    status: String(row.status) as OutboxStatus,
    attempts: Number(row.attempts),
    nextAttemptAt: Number(row.next_attempt_at),
    lastStatus: row.last_status === null ? null : Number(row.last_status),
    createdAt: Number(row.created_at),
    updatedAt: Number(row.updated_at),
    ...extrasOf(row),
  };
}

/** Entries emptied per transaction by retention. */
const REDACT_BATCH = 200;

/**
 * The default outbox store: SQLite through @libsql/client, with one connection so that the
 * per-connection settings (durability, secure_delete: lib/leads/sqlite-schema.ts) hold for every
 * statement.
 */
class SqliteOutboxStore extends OutboxTransitions implements OutboxStore {
  constructor(
    private readonly db: Client,
    private readonly clock: () => number,
    private readonly hash: (value: string) => string,
  ) {
    super();
  }

  /** Re-assert the durability settings before a write: cheap, and safe if the pool reopened. */
  private async write(sql: string, args: (string | number | null)[]) {
    await this.db.execute('PRAGMA synchronous=FULL');
    return this.db.execute({ sql, args });
  }

  async enqueue(kind: FormKind, payload: Record<string, unknown>, idempotencyKey: string, fingerprint: string, receipt?: ConsentReceiptInput, extras: LeadExtras = {}) {
    const now = this.clock();
    const id = randomUUID();
    const emailHash = emailHashOf(this.hash, payload);
    const insert = {
      sql: `INSERT INTO outbox (id, kind, payload, idempotency_key, fingerprint, status, attempts, next_attempt_at, created_at, updated_at, email_hash, campaign, ${EXTRA_COLUMNS.join(', ')}, capi_next_at)
            VALUES (?, ?, ?, ?, ?, 'pending', 0, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (idempotency_key) DO NOTHING`,
      args: [id, kind, JSON.stringify(payload), idempotencyKey, fingerprint, now, now, now, emailHash, campaignColumn(kind, payload), ...extraValues(extras, clickIdsColumn), now],
    };
    if (receipt) {
      // The receipt goes in only with a new entry (a repeated key keeps the first one's), in the
      // same transaction: both committed, or neither.
      const values = receiptValues(id, receipt, now, emailHash, this.hash);
      const withReceipt = {
        sql: `INSERT INTO consent_receipts (${RECEIPT_COLUMNS.join(', ')}) SELECT ${values.map(() => '?').join(', ')} WHERE EXISTS (SELECT 1 FROM outbox WHERE id = ?)`,
        args: [...values, id],
      };
      await this.db.execute('PRAGMA synchronous=FULL');
      await this.db.batch([insert, withReceipt], 'write');
    } else {
      // One autocommitted statement: committed (and fsync'd, synchronous=FULL) when it returns.
      await this.write(insert.sql, insert.args);
    }
    const row = await this.db.execute({ sql: 'SELECT id, fingerprint FROM outbox WHERE idempotency_key = ?', args: [idempotencyKey] });
    const stored = row.rows[0];
    if (!stored || stored.id === null) throw new Error('outbox: enqueue not visible after commit');
    return { id: String(stored.id), fingerprint: String(stored.fingerprint ?? '') };
  }

  async recentKey(fingerprint: string, since: number) {
    const { rows } = await this.db.execute({
      sql: "SELECT idempotency_key FROM outbox WHERE fingerprint = ? AND fingerprint <> '' AND created_at >= ? ORDER BY created_at DESC LIMIT 1",
      args: [fingerprint, since],
    });
    return rows[0] ? String(rows[0].idempotency_key) : null;
  }

  async backlog(): Promise<Backlog> {
    const { rows } = await this.db.execute("SELECT status, COUNT(*) AS n, MIN(created_at) AS oldest FROM outbox WHERE status IN ('pending', 'exhausted') GROUP BY status");
    return backlogOf(rows.map((r) => ({ status: String(r.status), n: Number(r.n), oldest: Number(r.oldest) })));
  }

  async claimDue(now: number, limit: number, options: { id?: string; leaseMs?: number } = {}): Promise<OutboxEntry[]> {
    const until = now + (options.leaseMs ?? DEFAULT_LEASE_MS);
    const filter = options.id === undefined ? '' : 'AND id = ?';
    const args = options.id === undefined ? [until, now, now, limit] : [until, now, now, options.id, limit];
    // One UPDATE … RETURNING: atomic, so two sweepers never claim the same entry.
    const result = await this.write(
      `UPDATE outbox SET next_attempt_at = ?, updated_at = ?
       WHERE id IN (SELECT id FROM outbox WHERE status = 'pending' AND next_attempt_at <= ? ${filter}
                    ORDER BY next_attempt_at LIMIT ?)
       RETURNING *`,
      args,
    );
    return result.rows.map(toEntry);
  }

  protected async mark(id: string, status: OutboxStatus, attempts: number, next: number | null, lastStatus: number | null) {
    await this.write(
      `UPDATE outbox SET status = ?, attempts = ?, next_attempt_at = COALESCE(?, next_attempt_at), last_status = ?, updated_at = ?, delivered_at = COALESCE(?, delivered_at)
       WHERE id = ?`,
      [status, attempts, next, lastStatus, this.clock(), status === 'delivered' ? this.clock() : null, id],
    );
  }

  async claimConversions(now: number, limit: number, options: { id?: string; leaseMs?: number } = {}): Promise<ConversionEntry[]> {
    const filter = options.id === undefined ? '' : 'AND id = ?';
    const args = [now + (options.leaseMs ?? DEFAULT_LEASE_MS), now, ...(options.id === undefined ? [] : [options.id]), limit];
    const result = await this.write(
      `UPDATE outbox SET capi_next_at = ?
       WHERE id IN (SELECT id FROM outbox WHERE capi_status = 'pending' AND capi_next_at <= ? ${filter} ORDER BY capi_next_at LIMIT ?)
       RETURNING id, capi_event, capi_attempts, created_at`,
      args,
    );
    return result.rows.map((r) => conversionEntryOf(r as unknown as Record<string, unknown>));
  }

  async markConversion(leadId: string, status: OutboxStatus, attempts: number, next: number | null, lastStatus: number | null) {
    await this.write('UPDATE outbox SET capi_status = ?, capi_attempts = ?, capi_next_at = COALESCE(?, capi_next_at), capi_last_status = ? WHERE id = ?', [status, attempts, next, lastStatus, leadId]);
  }

  async whatsappOpened(ref: string): Promise<boolean> {
    const result = await this.write("UPDATE outbox SET whatsapp_at = COALESCE(whatsapp_at, ?) WHERE lead_ref = ? AND lead_ref <> ''", [this.clock(), ref]);
    return result.rowsAffected > 0;
  }

  async attributedLeads(since: number): Promise<AttributedLead[]> {
    const { rows } = await this.db.execute({ sql: "SELECT * FROM outbox WHERE created_at >= ? AND campaign <> '' ORDER BY created_at, id", args: [since] });
    return rows.map((r) => attributedLeadOf(r as unknown as Record<string, unknown>));
  }

  async get(id: string): Promise<OutboxEntry | null> {
    const result = await this.db.execute({ sql: 'SELECT * FROM outbox WHERE id = ?', args: [id] });
    const row = result.rows[0];
    return row ? toEntry(row) : null;
  }

  async campaignRows(since: number): Promise<CampaignRow[]> {
    const { rows } = await this.db.execute({
      sql: `SELECT campaign, status, COUNT(*) AS count FROM outbox WHERE created_at >= ? AND campaign <> '' GROUP BY campaign, status`,
      args: [since],
    });
    return rows.map((r) => ({ campaign: String(r.campaign), status: String(r.status), count: Number(r.count) }));
  }

  async list(status?: OutboxStatus): Promise<OutboxEntry[]> {
    const result = status
      ? await this.db.execute({ sql: 'SELECT * FROM outbox WHERE status = ? ORDER BY created_at', args: [status] })
      : await this.db.execute('SELECT * FROM outbox ORDER BY created_at');
    return result.rows.map(toEntry);
  }

  async receipt(leadId: string): Promise<ConsentReceipt | null> {
    const { rows } = await this.db.execute({ sql: 'SELECT * FROM consent_receipts WHERE lead_id = ?', args: [leadId] });
    return rows[0] ? toReceipt(rows[0]) : null;
  }

  async redactSettled(before: number): Promise<number> {
    let redacted = 0;
    for (;;) {
      // Settled: every status but pending (the condition of the outbox_settled index).
      const { rows } = await this.db.execute({
        sql: `SELECT id, payload, email_hash FROM outbox WHERE status <> 'pending' AND capi_status <> 'pending' AND redacted_at IS NULL AND created_at < ? ORDER BY created_at LIMIT ${REDACT_BATCH}`,
        args: [before],
      });
      if (rows.length === 0) break;
      const now = this.clock();
      const statements = rows.flatMap((row) => {
        const id = String(row.id);
        // An entry older than receipts has no hash yet: taken from its payload before it goes.
        const emailHash = String(row.email_hash ?? '') || emailHashOf(this.hash, JSON.parse(String(row.payload)) as Record<string, unknown>);
        return [
          { sql: "UPDATE outbox SET payload = '{}', fingerprint = '', capi_event = '', email_hash = ?, redacted_at = ? WHERE id = ? AND redacted_at IS NULL", args: [emailHash, now, id] },
          { sql: 'UPDATE consent_receipts SET guardian_name = NULL, guardian_document = NULL, guardian_email = NULL, redacted_at = ? WHERE lead_id = ?', args: [now, id] },
        ];
      });
      await this.db.execute('PRAGMA synchronous=FULL');
      const results = await this.db.batch(statements, 'write');
      redacted += results.filter((_, i) => i % 2 === 0).reduce((n, r) => n + r.rowsAffected, 0);
      if (rows.length < REDACT_BATCH) break;
    }
    // Old copies of the emptied pages leave the write-ahead log too.
    if (redacted > 0) await this.db.execute('PRAGMA wal_checkpoint(TRUNCATE)');
    return redacted;
  }

  async ping() {
    await this.db.execute('SELECT 1 FROM outbox LIMIT 1');
  }

  async close() {
    this.db.close();
  }
}

/** Open (and create, or bring up to date) the outbox at `${dataDir}/outbox.db`. */
export async function openSqliteOutbox(dataDir: string, options: StoreOptions = {}): Promise<OutboxStore> {
  const dir = resolve(dataDir);
  mkdirSync(dir, { recursive: true });
  // Imported where the store opens, never statically: decision 0030.
  const { createClient } = await import(/* turbopackIgnore: true */ '@libsql/client');
  const db = createClient({ url: `file:${dir}/outbox.db`, concurrency: 1 });
  await prepareSqlite(db);
  return new SqliteOutboxStore(db, options.clock ?? Date.now, hasherFor(options));
}
