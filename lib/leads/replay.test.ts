/**
 * @jest-environment node
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openSqliteOutbox } from './sqlite-store';

const LEADS = join(__dirname, '../../scripts/leads.mjs');
const run = (args: string[], env: Record<string, string>) => execFileSync(process.execPath, [LEADS, ...args], { env: { ...process.env, DATABASE_URL: '', ...env } }).toString();

/** `npm run leads -- replay | status` on the SQLite outbox. */
describe('leads replay and status', () => {
  it('replay moves exhausted entries to pending with a fresh attempt count', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'outbox-replay-'));
    const store = await openSqliteOutbox(dataDir);
    const { id: exhausted } = await store.enqueue('lead', { a: 1 }, 'key-exhausted-0001', '');
    const { id: delivered } = await store.enqueue('lead', { a: 2 }, 'key-delivered-0001', '');
    await store.markExhausted(exhausted, 5, 503);
    await store.markDelivered(delivered, 1, 201);

    const out = run(['replay'], { DATA_DIR: dataDir });
    expect(out).toContain('1 lead(s) agotado(s) vuelven a la cola');

    const pending = await store.list('pending');
    expect(pending.map((e) => [e.id, e.attempts])).toEqual([[exhausted, 0]]);
    expect((await store.list('delivered')).map((e) => e.id)).toEqual([delivered]);
    await store.close();
  });

  it('status shows the counts and how long the oldest pending lead has waited', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'outbox-status-'));
    const hoursAgo = (h: number) => () => Date.now() - h * 3_600_000;
    const old = await openSqliteOutbox(dataDir, { clock: hoursAgo(3) });
    await old.enqueue('lead', { a: 1 }, 'key-old-pending-01', '');
    await old.close();
    const store = await openSqliteOutbox(dataDir);
    await store.enqueue('lead', { a: 2 }, 'key-new-pending-01', '');
    const { id } = await store.enqueue('lead', { a: 3 }, 'key-delivered-0002', '');
    await store.markDelivered(id, 1, 201);
    await store.close();

    const out = run(['status'], { DATA_DIR: dataDir });
    expect(out).toContain(`SQLite ${join(dataDir, 'outbox.db')}`);
    expect(out).toMatch(/pending\s+2\n\s+delivered\s+1\n\s+rejected\s+0\n\s+exhausted\s+0\n/);
    expect(out).toMatch(/pendiente más antiguo: hace (3 h 0 min|2 h 59 min)/);
  });
});
