/**
 * @jest-environment node
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from '@jest/globals';
import { createClient } from '@libsql/client';
import { DEMO_PERSONAL_HASH_SECRET, personalHash } from '@/lib/consent/personal-hash';
import { runLeadsCli } from '@/test/leads-cli';
import { describeOutboxStore } from './outbox-contract';
import { openSqliteOutbox } from './sqlite-store';

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

const current = () => dirs[dirs.length - 1] ?? '';

/** Every row of every table of the file, read through a connection of its own. */
async function dumpSqlite(dir: string): Promise<string> {
  const db = createClient({ url: `file:${dir}/outbox.db` });
  try {
    const tables = (await db.execute("SELECT name FROM sqlite_master WHERE type = 'table'")).rows.map((r) => String(r.name));
    const rows = await Promise.all(tables.map(async (t) => (await db.execute(`SELECT * FROM "${t}"`)).rows));
    return JSON.stringify(rows);
  } finally {
    db.close();
  }
}

describeOutboxStore('SQLite', {
  async fresh() {
    dirs.push(mkdtempSync(join(tmpdir(), 'outbox-contract-')));
  },
  open: (clock) => openSqliteOutbox(current(), { clock }),
  dump: () => dumpSqlite(current()),
  cli: (args) => runLeadsCli({ DATA_DIR: current(), PERSONAL_HASH_SECRET: DEMO_PERSONAL_HASH_SECRET }, args),
});

describe('SQLite outbox files made before fingerprints', () => {
  it('gain the column and keep their entries', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'outbox-old-'));
    dirs.push(dir);
    const old = createClient({ url: `file:${dir}/outbox.db` });
    await old.execute(`CREATE TABLE outbox (id TEXT PRIMARY KEY, kind TEXT NOT NULL, payload TEXT NOT NULL,
      idempotency_key TEXT NOT NULL UNIQUE, status TEXT NOT NULL DEFAULT 'pending', attempts INTEGER NOT NULL DEFAULT 0,
      next_attempt_at INTEGER NOT NULL, last_status INTEGER, created_at INTEGER NOT NULL, updated_at INTEGER NOT NULL)`);
    await old.execute(`INSERT INTO outbox (id, kind, payload, idempotency_key, next_attempt_at, created_at, updated_at) VALUES ('old-1', 'lead', '{}', 'old-key', 0, 0, 0)`);
    old.close();

    const store = await openSqliteOutbox(dir);
    expect(await store.enqueue('lead', {}, 'old-key', 'f'.repeat(64))).toEqual({ id: 'old-1', fingerprint: '' });
    expect((await store.enqueue('lead', {}, 'new-key', 'f'.repeat(64))).fingerprint).toBe('f'.repeat(64));
    expect(await store.list()).toHaveLength(2);
    await store.close();
  });
});

describe('SQLite outbox files made before receipts', () => {
  /** An outbox file of the previous version (fingerprints, no receipts), holding two leads of one person. */
  async function oldFile() {
    const dir = mkdtempSync(join(tmpdir(), 'outbox-before-receipts-'));
    dirs.push(dir);
    const old = createClient({ url: `file:${dir}/outbox.db` });
    await old.execute(`CREATE TABLE outbox (id TEXT PRIMARY KEY, kind TEXT NOT NULL, payload TEXT NOT NULL,
      idempotency_key TEXT NOT NULL UNIQUE, fingerprint TEXT NOT NULL DEFAULT '', status TEXT NOT NULL DEFAULT 'pending',
      attempts INTEGER NOT NULL DEFAULT 0, next_attempt_at INTEGER NOT NULL, last_status INTEGER, created_at INTEGER NOT NULL, updated_at INTEGER NOT NULL)`);
    const lead = JSON.stringify({ contact: { firstName: 'Camila', email: 'Camila.Rojas@correo.com', documentNumber: '1000123456' } });
    const potential = JSON.stringify({ potential: { firstName: 'Camila', email: 'camila.rojas@correo.com' } });
    await old.execute({ sql: "INSERT INTO outbox VALUES ('old-delivered', 'lead', ?, 'k1', '', 'delivered', 1, 0, 201, 0, 0)", args: [lead] });
    await old.execute({ sql: "INSERT INTO outbox VALUES ('old-pending', 'potential', ?, 'k2', '', 'pending', 0, 0, NULL, 0, 0)", args: [potential] });
    return { dir, close: () => old.close() };
  }

  it('the CLI asks to start the site once before it can answer for a person', async () => {
    const { dir, close } = await oldFile();
    close();
    const out = runLeadsCli({ DATA_DIR: dir, PERSONAL_HASH_SECRET: DEMO_PERSONAL_HASH_SECRET }, ['receipts', 'camila.rojas@correo.com']);
    expect([out.status, out.stderr]).toEqual([1, expect.stringContaining('arranca el sitio una vez para ponerla al día')]);
  });

  it('retention takes the e-mail hash from the payload before emptying it; erase finds the other entry by its payload', async () => {
    const { dir, close } = await oldFile();
    close();
    const store = await openSqliteOutbox(dir, { clock: () => 100 * 86_400_000 });
    expect(await store.redactSettled(86_400_000)).toBe(1);
    const db = createClient({ url: `file:${dir}/outbox.db` });
    const [row] = (await db.execute("SELECT payload, email_hash FROM outbox WHERE id = 'old-delivered'")).rows;
    db.close();
    expect(row).toMatchObject({ payload: '{}', email_hash: personalHash(DEMO_PERSONAL_HASH_SECRET, 'camila.rojas@correo.com') });

    const out = runLeadsCli({ DATA_DIR: dir, PERSONAL_HASH_SECRET: DEMO_PERSONAL_HASH_SECRET }, ['erase', 'camila.rojas@correo.com']);
    expect(out.stdout).toContain('2 lead(s) suprimido(s) (1 entregado, 1 pendiente)');
    expect(await store.list()).toEqual([]);
    await store.close();
  });
});

describe('the retention sweep’s index', () => {
  it('covers every settled status; a file with the index of delivered entries alone loses it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'outbox-index-'));
    dirs.push(dir);
    await (await openSqliteOutbox(dir)).close();
    const db = createClient({ url: `file:${dir}/outbox.db` });
    await db.execute("CREATE INDEX outbox_retention ON outbox (created_at) WHERE status = 'delivered' AND redacted_at IS NULL");
    db.close();
    await (await openSqliteOutbox(dir)).close();
    const again = createClient({ url: `file:${dir}/outbox.db` });
    const indexes = (await again.execute("SELECT name FROM sqlite_master WHERE type = 'index' AND name LIKE 'outbox_%'")).rows.map((r) => String(r.name));
    const plan = await again.execute("EXPLAIN QUERY PLAN SELECT id FROM outbox WHERE status <> 'pending' AND redacted_at IS NULL AND created_at < 1 ORDER BY created_at LIMIT 200");
    again.close();
    expect(indexes).toContain('outbox_settled');
    expect(indexes).not.toContain('outbox_retention');
    expect(plan.rows.map((r) => String(r.detail)).join(' ')).toContain('outbox_settled');
  });
});

describe('what the SQLite file keeps after retention and erasure', () => {
  it('no byte of the removed personal data (attachments included) is left in the database file or its log (secure_delete, checkpoint)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'outbox-bytes-'));
    dirs.push(dir);
    let now = Date.UTC(2026, 10, 22);
    const store = await openSqliteOutbox(dir, { clock: () => now });
    const guardian = { name: 'Gloria Patricia Nieto', documentNumber: '39876543', email: 'gloria.nieto@correo.com' };
    const receipt = { noticeVersion: 'co-2026.11', noticeSha256: 'ef'.repeat(32), channels: ['email' as const], pagePath: '/admisiones', formId: 'co-form-admisiones', guardian };
    const delivered = await store.enqueue('lead', { contact: { firstName: 'Sebastián', lastName: 'Montoya Ruiz', email: 'sebastian.montoya@correo.com', mobilePhone: '3209876543', documentNumber: '1023456789' } }, 'key-bytes-1', 'fp', receipt);
    await store.enqueue('potential', { potential: { firstName: 'Daniela', lastName: 'Cárdenas Mejía', email: 'daniela.cardenas@correo.com', mobilePhone: '3001112233' } }, 'key-bytes-2', 'fp');
    const scan = { name: 'diploma-tatiana.pdf', type: 'application/pdf', size: 24, content: Buffer.from('Diploma de Tatiana Rueda').toString('base64') };
    const rejected = await store.enqueue('webcase', { email: 'tatiana.rueda@correo.com', documentNumber: '52987654', attachment: [scan] }, 'key-bytes-3', 'fp');
    const parked = await store.enqueue('lead', { contact: { firstName: 'Esteban', email: 'esteban.mora@correo.com', mobilePhone: '3014445566' } }, 'key-bytes-4', 'fp');
    await store.markDelivered(delivered.id, 1, 201);
    await store.markRejected(rejected.id, 1, 400);
    await store.markExhausted(parked.id, 9, 503);
    now += 31 * 86_400_000;
    expect(await store.redactSettled(now - 30 * 86_400_000)).toBe(3);
    expect(runLeadsCli({ DATA_DIR: dir, PERSONAL_HASH_SECRET: DEMO_PERSONAL_HASH_SECRET }, ['erase', 'daniela.cardenas@correo.com']).status).toBe(0);
    await store.close();

    const bytes = ['outbox.db', 'outbox.db-wal']
      .filter((f) => existsSync(join(dir, f)))
      .map((f) => readFileSync(join(dir, f)).toString('utf8'))
      .join('');
    const rest = ['tatiana.rueda', '52987654', 'diploma-tatiana', scan.content, 'Esteban', 'esteban.mora', '3014445566'];
    for (const value of ['Sebastián', 'Montoya', 'sebastian.montoya', '3209876543', '1023456789', 'Gloria', 'Nieto', '39876543', 'gloria.nieto', 'Daniela', 'Cárdenas', 'daniela.cardenas', '3001112233', ...rest]) {
      expect([value, bytes.includes(value)]).toEqual([value, false]);
    }
    expect(bytes).toContain('ef'.repeat(32)); // the receipt itself stays
  });
});

describe('the key of the keyed hashes (PERSONAL_HASH_SECRET)', () => {
  it('receipts are found with the key they were kept under, and only with it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'outbox-key-'));
    dirs.push(dir);
    const secret = 'k-8d1e4f7a2c5b9e03';
    const store = await openSqliteOutbox(dir, { personalHashSecret: secret });
    const receipt = { noticeVersion: 'co-2026.11', noticeSha256: '01'.repeat(32), channels: [], pagePath: '/', formId: 'f' };
    await store.enqueue('subscription', { email: 'ana@correo.com', name: 'Ana' }, 'key-secret-1', 'fp', receipt);
    await store.close();
    expect(runLeadsCli({ DATA_DIR: dir, PERSONAL_HASH_SECRET: secret }, ['receipts', 'ana@correo.com']).stdout).toContain('1 recibo(s)');
    // The demo key, allowed explicitly, finds nothing kept under another key.
    expect(runLeadsCli({ DATA_DIR: dir, ALLOW_DEMO_SECRETS: 'true' }, ['receipts', 'ana@correo.com']).stdout).toContain('0 recibo(s)');
  });

  it.each([[{}], [{ ALLOW_DEMO_SECRETS: '0' }], [{ ALLOW_DEMO_SECRETS: 'false' }], [{ PERSONAL_HASH_SECRET: '  ' }]])(
    'without the key, `receipts` and `erase` refuse (exit 2) and change nothing; demo secrets allowed, they run with the demo key (%j)',
    async (unset: Record<string, string>) => {
      const dir = mkdtempSync(join(tmpdir(), 'outbox-nokey-'));
      dirs.push(dir);
      const store = await openSqliteOutbox(dir);
      const receipt = { noticeVersion: 'co-2026.11', noticeSha256: '02'.repeat(32), channels: [], pagePath: '/', formId: 'f' };
      await store.enqueue('subscription', { email: 'luisa@correo.com', name: 'Luisa' }, 'key-nokey-1', 'fp', receipt);
      const before = await dumpSqlite(dir);
      for (const command of ['receipts', 'erase']) {
        const out = runLeadsCli({ DATA_DIR: dir, ...unset }, [command, 'luisa@correo.com']);
        expect([out.status, out.stdout, out.stderr.trim()]).toEqual([2, '', expect.stringMatching(/^Falta PERSONAL_HASH_SECRET: .* ALLOW_DEMO_SECRETS=1 /)]);
      }
      expect(await dumpSqlite(dir)).toBe(before);
      // The commands without a person need no key.
      expect(runLeadsCli({ DATA_DIR: dir, ...unset }, ['status']).status).toBe(0);

      const demo = runLeadsCli({ DATA_DIR: dir, ALLOW_DEMO_SECRETS: '1' }, ['erase', 'luisa@correo.com']);
      expect([demo.status, demo.stdout]).toEqual([0, expect.stringContaining('1 lead(s) suprimido(s) (1 pendiente)')]);
      expect(await store.list()).toEqual([]);
      await store.close();
    },
  );
});
