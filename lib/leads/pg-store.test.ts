/**
 * @jest-environment node
 *
 * The outbox contract against a real PostgreSQL, started from Debian's package by the project's
 * own script (installed with apt-get when missing) and migrated by `npm run db:migrate`'s code.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import { migrate } from '../../scripts/db-migrate.mjs';
import { startPostgres } from '../../scripts/services/postgres.mjs';
import { describeOutboxStore } from './outbox-contract';
import { openPgOutbox } from './pg-store';

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
    await admin.query('TRUNCATE outbox');
  },
  open: (clock) => openPgOutbox(service.url, { clock }),
});

describe('PostgreSQL schema', () => {
  it('is made by the migration only, once, and a store refuses a database without it', async () => {
    expect(await migrate(service.url)).toEqual([]); // already applied
    await admin.query('CREATE DATABASE empty_site');
    const empty = service.url.replace(/\/postgres$/, '/empty_site');
    await expect(openPgOutbox(empty)).rejects.toThrow('npm run db:migrate');
    expect(await migrate(empty)).toEqual(['001-outbox.sql']);
    await (await openPgOutbox(empty)).close();
  });
});
