/**
 * @jest-environment node
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { watchOutbox } from './outbox-reachability';
import { openSqliteOutbox } from './sqlite-store';

const until = async (condition: () => boolean) => {
  for (let i = 0; i < 100 && !condition(); i++) await new Promise((r) => setTimeout(r, 20));
};

describe('watchOutbox', () => {
  it('checks a real SQLite outbox in the background: reachable while open, unreachable once closed, never per call', async () => {
    const store = await openSqliteOutbox(mkdtempSync(join(tmpdir(), 'outbox-reach-')));
    let checks = 0;
    const outbox = await watchOutbox(
      async () => {
        checks++;
        await store.ping();
      },
      { everyMs: 50 },
    );
    try {
      expect([outbox.reachable(), checks]).toEqual([true, 1]);
      for (let i = 0; i < 100; i++) outbox.reachable();
      expect(checks).toBe(1);
      await store.close();
      await until(() => !outbox.reachable());
      expect(outbox.reachable()).toBe(false);
    } finally {
      outbox.stop();
    }
  });

  it('counts a check that does not answer in time as unreachable, and recovers with the next one that does', async () => {
    let hang = true;
    const outbox = await watchOutbox(() => (hang ? new Promise<void>(() => undefined) : Promise.resolve()), { everyMs: 50, timeoutMs: 100 });
    try {
      expect(outbox.reachable()).toBe(false);
      hang = false;
      await until(() => outbox.reachable());
      expect(outbox.reachable()).toBe(true);
    } finally {
      outbox.stop();
    }
  });
});
