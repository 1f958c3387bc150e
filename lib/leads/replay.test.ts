/**
 * @jest-environment node
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openSqliteOutbox } from './sqlite-store';

/** `npm run leads -- replay` puts exhausted leads back in the delivery queue, and only those. */
describe('leads replay', () => {
  it('moves exhausted entries to pending with a fresh attempt count', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'outbox-replay-'));
    const store = await openSqliteOutbox(dataDir);
    const { id: exhausted } = await store.enqueue('lead', { a: 1 }, 'key-exhausted-0001', '');
    const { id: delivered } = await store.enqueue('lead', { a: 2 }, 'key-delivered-0001', '');
    await store.markExhausted(exhausted, 5, 503);
    await store.markDelivered(delivered, 1, 201);

    const out = execFileSync(process.execPath, [join(__dirname, '../../scripts/leads.mjs'), 'replay'], { env: { ...process.env, DATA_DIR: dataDir } }).toString();
    expect(out).toContain('1 lead(s) agotado(s) vuelven a la cola');

    const pending = await store.list('pending');
    expect(pending.map((e) => [e.id, e.attempts])).toEqual([[exhausted, 0]]);
    expect((await store.list('delivered')).map((e) => e.id)).toEqual([delivered]);
  });
});
