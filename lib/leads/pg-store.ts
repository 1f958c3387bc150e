import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { FormKind } from '@/lib/forms/kinds';
import { DEFAULT_LEASE_MS, OutboxTransitions, type OutboxEntry, type OutboxStatus, type OutboxStore } from './store';

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
});

class PgOutboxStore extends OutboxTransitions implements OutboxStore {
  constructor(
    private readonly pool: pg.Pool,
    private readonly clock: () => number,
  ) {
    super();
  }

  private async rows(sql: string, args: unknown[] = []): Promise<Row[]> {
    return (await this.pool.query<Row>(sql, args)).rows;
  }

  async enqueue(kind: FormKind, payload: Record<string, unknown>, idempotencyKey: string, fingerprint: string) {
    const now = this.clock();
    // Committed when the statement returns (autocommit, synchronous_commit as the server has it).
    const [inserted] = await this.rows(
      `INSERT INTO outbox (id, kind, payload, idempotency_key, fingerprint, status, attempts, next_attempt_at, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, 'pending', 0, $6, $6, $6) ON CONFLICT (idempotency_key) DO NOTHING
       RETURNING id, fingerprint`,
      [randomUUID(), kind, JSON.stringify(payload), idempotencyKey, fingerprint, now],
    );
    const row = inserted ?? (await this.rows('SELECT id, fingerprint FROM outbox WHERE idempotency_key = $1', [idempotencyKey]))[0];
    if (!row) throw new Error('outbox: enqueue not visible after commit');
    return { id: row.id, fingerprint: row.fingerprint };
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
      `UPDATE outbox SET status = $1, attempts = $2, next_attempt_at = COALESCE($3, next_attempt_at), last_status = $4, updated_at = $5
       WHERE id = $6`,
      [status, attempts, next, lastStatus, this.clock(), id],
    );
  }

  async get(id: string): Promise<OutboxEntry | null> {
    // A malformed id is no entry rather than a uuid cast error.
    if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
    const [row] = await this.rows('SELECT * FROM outbox WHERE id = $1', [id]);
    return row ? toEntry(row) : null;
  }

  async list(status?: OutboxStatus): Promise<OutboxEntry[]> {
    const rows = status
      ? await this.rows('SELECT * FROM outbox WHERE status = $1 ORDER BY created_at, id', [status])
      : await this.rows('SELECT * FROM outbox ORDER BY created_at, id');
    return rows.map(toEntry);
  }

  async close() {
    await this.pool.end();
  }
}

/**
 * Connect to the outbox at `url`. Fails with a clear message when the schema is missing: the
 * site never creates it on a request (`npm run db:migrate` does).
 */
export async function openPgOutbox(url: string, options: { clock?: () => number; poolSize?: number } = {}): Promise<OutboxStore> {
  const pool = new pg.Pool({ connectionString: url, max: options.poolSize ?? 5, connectionTimeoutMillis: 5_000 });
  // An idle connection dropped by the server must not crash the process: the next query reconnects.
  pool.on('error', () => undefined);
  try {
    const { rows } = await pool.query<{ table: string | null }>("SELECT to_regclass('outbox')::text AS table");
    if (!rows[0]?.table) throw new Error('outbox: no table "outbox" in DATABASE_URL: run `npm run db:migrate`');
  } catch (error) {
    await pool.end();
    throw error;
  }
  return new PgOutboxStore(pool, options.clock ?? Date.now);
}
