import { mkdirSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { resolve } from 'node:path';
import { createClient, type Client, type Row } from '@libsql/client';
import type { FormKind } from '@/lib/forms/kinds';
import { DEFAULT_LEASE_MS, OutboxTransitions, type OutboxEntry, type OutboxStatus, type OutboxStore } from './store';

/**
 * The default outbox store: SQLite through @libsql/client, WAL with
 * synchronous=FULL so that a committed row survives a crash or power loss, and one connection
 * so that those per-connection settings hold for every statement.
 */
const SCHEMA = [
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
     updated_at INTEGER NOT NULL
   )`,
  'CREATE INDEX IF NOT EXISTS outbox_due ON outbox (status, next_attempt_at)',
];

const PRAGMAS = ['PRAGMA journal_mode=WAL', 'PRAGMA synchronous=FULL', 'PRAGMA busy_timeout=5000'];

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
  };
}

class SqliteOutboxStore extends OutboxTransitions implements OutboxStore {
  constructor(
    private readonly db: Client,
    private readonly clock: () => number,
  ) {
    super();
  }

  /** Re-assert the durability settings before a write: cheap, and safe if the pool reopened. */
  private async write(sql: string, args: (string | number | null)[]) {
    await this.db.execute('PRAGMA synchronous=FULL');
    return this.db.execute({ sql, args });
  }

  async enqueue(kind: FormKind, payload: Record<string, unknown>, idempotencyKey: string, fingerprint: string): Promise<{ id: string; fingerprint: string }> {
    const now = this.clock();
    const id = randomUUID();
    // One autocommitted statement: committed (and fsync'd, synchronous=FULL) when it returns.
    await this.write(
      `INSERT INTO outbox (id, kind, payload, idempotency_key, fingerprint, status, attempts, next_attempt_at, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, 'pending', 0, ?, ?, ?) ON CONFLICT (idempotency_key) DO NOTHING`,
      [id, kind, JSON.stringify(payload), idempotencyKey, fingerprint, now, now, now],
    );
    const row = await this.db.execute({ sql: 'SELECT id, fingerprint FROM outbox WHERE idempotency_key = ?', args: [idempotencyKey] });
    const stored = row.rows[0];
    if (!stored || stored.id === null) throw new Error('outbox: enqueue not visible after commit');
    return { id: String(stored.id), fingerprint: String(stored.fingerprint ?? '') };
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
      `UPDATE outbox SET status = ?, attempts = ?, next_attempt_at = COALESCE(?, next_attempt_at), last_status = ?, updated_at = ?
       WHERE id = ?`,
      [status, attempts, next, lastStatus, this.clock(), id],
    );
  }

  async get(id: string): Promise<OutboxEntry | null> {
    const result = await this.db.execute({ sql: 'SELECT * FROM outbox WHERE id = ?', args: [id] });
    const row = result.rows[0];
    return row ? toEntry(row) : null;
  }

  async list(status?: OutboxStatus): Promise<OutboxEntry[]> {
    const result = status
      ? await this.db.execute({ sql: 'SELECT * FROM outbox WHERE status = ? ORDER BY created_at', args: [status] })
      : await this.db.execute('SELECT * FROM outbox ORDER BY created_at');
    return result.rows.map(toEntry);
  }

  async close() {
    this.db.close();
  }
}

/** Open (and create) the outbox at `${dataDir}/outbox.db`. */
export async function openSqliteOutbox(dataDir: string, options: { clock?: () => number } = {}): Promise<OutboxStore> {
  const dir = resolve(dataDir);
  mkdirSync(dir, { recursive: true });
  const db = createClient({ url: `file:${dir}/outbox.db`, concurrency: 1 });
  for (const pragma of PRAGMAS) await db.execute(pragma);
  for (const statement of SCHEMA) await db.execute(statement);
  // Outbox files made before the fingerprint column: add it (existing rows keep '' and match no submission).
  const columns = await db.execute('PRAGMA table_info(outbox)');
  if (!columns.rows.some((c) => c.name === 'fingerprint')) {
    await db.execute("ALTER TABLE outbox ADD COLUMN fingerprint TEXT NOT NULL DEFAULT ''");
  }
  return new SqliteOutboxStore(db, options.clock ?? Date.now);
}
