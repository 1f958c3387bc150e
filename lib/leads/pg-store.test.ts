/**
 * @jest-environment node
 *
 * The outbox contract against a real PostgreSQL, started from Debian's package by the project's
 * own script (installed with apt-get when missing) and migrated by `npm run db:migrate`'s code.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { DEMO_PERSONAL_HASH_SECRET } from '@/lib/consent/personal-hash';
import { migrate } from '../../scripts/db-migrate.mjs';
import { startPostgres } from '../../scripts/services/postgres.mjs';
import { describeOutboxStore } from './outbox-contract';
import { openPgOutbox } from './pg-store';
import { runLeadsCli } from '@/test/leads-cli';

let service: { url: string; stop(): Promise<void> };
let admin: pg.Client;

beforeAll(async () => {
  service = await startPostgres();
  await migrate(service.url);
  admin = new pg.Client({ connectionString: service.url });
  await admin.connect();
}, 600_000);

afterAll(async () => {
  await admin?.end();
  await service?.stop();
});

describeOutboxStore('PostgreSQL', {
  async fresh() {
    await admin.query('TRUNCATE outbox, consent_receipts, privacy_audit');
  },
  open: (clock) => openPgOutbox(service.url, { clock }),
  async dump() {
    const tables = ['outbox', 'consent_receipts', 'privacy_audit'];
    const rows = await Promise.all(tables.map(async (t) => (await admin.query<{ row: string }>(`SELECT row_to_json(t)::text AS row FROM ${t} t`)).rows.map((r) => r.row)));
    return rows.flat().join('\n');
  },
  cli: (args) => runLeadsCli({ DATABASE_URL: service.url, DATA_DIR: mkdtempSync(join(tmpdir(), 'no-sqlite-')), PERSONAL_HASH_SECRET: DEMO_PERSONAL_HASH_SECRET }, args),
});

describe('PostgreSQL schema', () => {
  it('is made by the migration only, once, and a store refuses a database without it', async () => {
    expect(await migrate(service.url)).toEqual([]); // already applied
    await admin.query('CREATE DATABASE empty_site');
    const empty = service.url.replace(/\/postgres$/, '/empty_site');
    await expect(openPgOutbox(empty)).rejects.toThrow('npm run db:migrate');
    expect(await migrate(empty)).toEqual(['001-outbox.sql', '002-consent.sql', '003-campaign.sql', '004-retention.sql', '005-vitals.sql', '006-click-ids.sql', '007-fingerprint.sql']);
    await (await openPgOutbox(empty)).close();
  });

  it('gives the retention sweep an index over every settled status', async () => {
    await admin.query('BEGIN');
    try {
      await admin.query('SET LOCAL enable_seqscan = off');
      const { rows } = await admin.query<{ 'QUERY PLAN': string }>("EXPLAIN SELECT id FROM outbox WHERE status <> 'pending' AND redacted_at IS NULL AND created_at < 1 ORDER BY created_at LIMIT 200");
      expect(rows.map((r) => r['QUERY PLAN']).join(' ')).toContain('outbox_settled');
    } finally {
      await admin.query('ROLLBACK');
    }
    expect((await admin.query("SELECT to_regclass('outbox_retention')::text AS old")).rows[0]).toEqual({ old: null });
  });

  it('a store refuses a database whose schema stops before the consent receipts', async () => {
    await admin.query('CREATE DATABASE before_receipts');
    const before = service.url.replace(/\/postgres$/, '/before_receipts');
    await migrate(before);
    const client = new pg.Client({ connectionString: before });
    await client.connect();
    await client.query('DROP TABLE consent_receipts');
    await client.end();
    await expect(openPgOutbox(before)).rejects.toThrow('no table "consent_receipts" in DATABASE_URL: run `npm run db:migrate`');
  });
});

describe('npm run leads -- status | replay on PostgreSQL', () => {
  it('shows the PostgreSQL store\'s counts and oldest pending age, and replays its parked leads', async () => {
    await admin.query('TRUNCATE outbox');
    const store = await openPgOutbox(service.url, { clock: () => Date.now() - 90_000 });
    await store.enqueue('lead', { a: 1 }, 'key-pg-pending-001', '');
    const { id } = await store.enqueue('lead', { a: 2 }, 'key-pg-parked-0001', '');
    await store.markExhausted(id, 800, 503);
    const run = (command: string) =>
      execFileSync(process.execPath, [join(__dirname, '../../scripts/leads.mjs'), command], {
        env: { ...process.env, DATABASE_URL: service.url, DATA_DIR: mkdtempSync(join(tmpdir(), 'no-sqlite-')) },
      }).toString();

    const status = run('status');
    expect(status).toContain(`PostgreSQL ${new URL(service.url).host}/postgres`);
    expect(status).toMatch(/pending\s+1\n\s+delivered\s+0\n\s+rejected\s+0\n\s+exhausted\s+1\n/);
    expect(status).toMatch(/pendiente más antiguo: hace 1 min/);

    expect(run('replay')).toContain('1 lead(s) agotado(s) vuelven a la cola');
    expect(await store.get(id)).toMatchObject({ status: 'pending', attempts: 0 });
    await store.close();
  });
});
