/**
 * @jest-environment node
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from '@jest/globals';
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
