/**
 * Where the field measurements are kept: one row per UTC day, page type, metric and histogram
 * bucket, with its count (docs/decisions/0019-field-vitals.md), in the database the site already
 * keeps its operational data in: PostgreSQL with DATABASE_URL (shared by the instances; the table
 * is made by `npm run db:migrate`, lib/leads/migrations/005), else SQLite in DATA_DIR.
 */
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Client } from '@libsql/client';
import type { Pool } from 'pg';
import type { BucketRow } from './aggregate';

/** One histogram bucket's new samples, added to what the store holds. */
export type BucketCount = { day: number; pageType: string; metric: string; bucket: number; count: number };

export interface VitalsStore {
  /** Add the counts in one transaction. */
  add(counts: readonly BucketCount[]): Promise<void>;
  /** Every bucket summed over the windows of 1, 7 and 28 days that end with `today` (a UTC day number). */
  buckets(today: number): Promise<BucketRow[]>;
  /** Drop the days before `day`. */
  prune(day: number): Promise<void>;
  close(): Promise<void>;
}

/** The UTC day number of an instant (days since 1970-01-01). */
export const dayOf = (ms: number) => Math.floor(ms / 86_400_000);

const SUMS = 'SUM(CASE WHEN day >= ? THEN count ELSE 0 END) AS d1, SUM(CASE WHEN day >= ? THEN count ELSE 0 END) AS d7, SUM(count) AS d28';
const toRow = (r: Record<string, unknown>): BucketRow => ({
  pageType: String(r.page_type),
  metric: String(r.metric),
  bucket: Number(r.bucket),
  counts: { 1: Number(r.d1), 7: Number(r.d7), 28: Number(r.d28) },
});
/** The first day of each window ending with `today`. */
const windowStarts = (today: number) => [today, today - 6, today - 27];

class SqliteVitalsStore implements VitalsStore {
  constructor(private readonly db: Client) {}

  async add(counts: readonly BucketCount[]) {
    if (counts.length === 0) return;
    await this.db.batch(
      counts.map((c) => ({
        sql: `INSERT INTO vitals_buckets (day, page_type, metric, bucket, count) VALUES (?, ?, ?, ?, ?)
              ON CONFLICT (day, page_type, metric, bucket) DO UPDATE SET count = count + excluded.count`,
        args: [c.day, c.pageType, c.metric, c.bucket, c.count],
      })),
      'write',
    );
  }

  async buckets(today: number) {
    const sql = `SELECT page_type, metric, bucket, ${SUMS} FROM vitals_buckets WHERE day >= ? GROUP BY page_type, metric, bucket`;
    return (await this.db.execute({ sql, args: windowStarts(today) })).rows.map((r) => toRow(r as Record<string, unknown>));
  }

  async prune(day: number) {
    await this.db.execute({ sql: 'DELETE FROM vitals_buckets WHERE day < ?', args: [day] });
  }

  async close() {
    this.db.close();
  }
}

/**
 * Open (and create) `${dataDir}/vitals.db`: a file of its own, so that its writes never wait on
 * the outbox's, and with the default durability: a measurement lost in a crash costs nothing.
 */
export async function openSqliteVitals(dataDir: string): Promise<VitalsStore> {
  const dir = resolve(dataDir);
  mkdirSync(dir, { recursive: true });
  // Imported where the store opens, never statically: decision 0030.
  const { createClient } = await import(/* turbopackIgnore: true */ '@libsql/client');
  const db = createClient({ url: `file:${dir}/vitals.db`, concurrency: 1 });
  await db.execute('PRAGMA journal_mode=WAL');
  await db.execute('PRAGMA busy_timeout=5000');
  await db.execute(`CREATE TABLE IF NOT EXISTS vitals_buckets (
     day INTEGER NOT NULL, page_type TEXT NOT NULL, metric TEXT NOT NULL, bucket INTEGER NOT NULL, count INTEGER NOT NULL,
     PRIMARY KEY (day, page_type, metric, bucket)) WITHOUT ROWID`);
  return new SqliteVitalsStore(db);
}

class PgVitalsStore implements VitalsStore {
  constructor(private readonly pool: Pool) {}

  async add(counts: readonly BucketCount[]) {
    if (counts.length === 0) return;
    // One statement for the whole batch; its keys are distinct (the recorder's tally is keyed by them).
    await this.pool.query(
      `INSERT INTO vitals_buckets (day, page_type, metric, bucket, count)
       SELECT * FROM unnest($1::int[], $2::text[], $3::text[], $4::int[], $5::bigint[])
       ON CONFLICT (day, page_type, metric, bucket) DO UPDATE SET count = vitals_buckets.count + EXCLUDED.count`,
      [counts.map((c) => c.day), counts.map((c) => c.pageType), counts.map((c) => c.metric), counts.map((c) => c.bucket), counts.map((c) => c.count)],
    );
  }

  async buckets(today: number) {
    let n = 0;
    const sql = `SELECT page_type, metric, bucket, ${SUMS.replace(/\?/g, () => `$${(n += 1)}`)} FROM vitals_buckets WHERE day >= $3 GROUP BY page_type, metric, bucket`;
    return (await this.pool.query<Record<string, unknown>>(sql, windowStarts(today))).rows.map(toRow);
  }

  async prune(day: number) {
    await this.pool.query('DELETE FROM vitals_buckets WHERE day < $1', [day]);
  }

  async close() {
    await this.pool.end();
  }
}

/** Connect to the table at `url`; fails with a clear message when `npm run db:migrate` has not made it. */
export async function openPgVitals(url: string): Promise<VitalsStore> {
  // Imported where the store opens, never statically: decision 0030.
  const { default: pg } = await import(/* turbopackIgnore: true */ 'pg');
  const pool = new pg.Pool({ connectionString: url, max: 2, connectionTimeoutMillis: 5_000 });
  // An idle connection dropped by the server must not crash the process: the next query reconnects.
  pool.on('error', () => undefined);
  try {
    const { rows } = await pool.query<{ t: string | null }>("SELECT to_regclass('vitals_buckets')::text AS t");
    if (!rows[0]?.t) throw new Error('vitals: no table "vitals_buckets" in DATABASE_URL: run `npm run db:migrate`');
  } catch (error) {
    await pool.end();
    throw error;
  }
  return new PgVitalsStore(pool);
}
