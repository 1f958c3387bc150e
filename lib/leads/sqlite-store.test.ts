/**
 * @jest-environment node
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from '@jest/globals';
import { describeOutboxStore } from './outbox-contract';
import { openSqliteOutbox } from './sqlite-store';

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describeOutboxStore('SQLite', {
  async fresh() {
    dirs.push(mkdtempSync(join(tmpdir(), 'outbox-contract-')));
  },
  open: (clock) => openSqliteOutbox(dirs[dirs.length - 1] ?? '', { clock }),
});

describe('SQLite outbox files made before fingerprints', () => {
  it('gain the column and keep their entries', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'outbox-old-'));
    dirs.push(dir);
    const { createClient } = await import('@libsql/client');
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
