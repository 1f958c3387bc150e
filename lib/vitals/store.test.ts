/**
 * @jest-environment node
 *
 * The recorder over both real stores: SQLite in a temporary folder, and PostgreSQL from Debian's
 * package (the project's own script), its table made by `npm run db:migrate`'s code.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrate } from '../../scripts/db-migrate.mjs';
import { startPostgres } from '../../scripts/services/postgres.mjs';
import { summariseRows } from './aggregate';
import { VitalsRecorder } from './recorder';
import { dayOf, openPgVitals, openSqliteVitals, type VitalsStore } from './store';

const DAY = 86_400_000;
const NOW = Date.UTC(2026, 10, 27, 12);

let postgres: { url: string; stop(): Promise<void> };
beforeAll(async () => {
  postgres = await startPostgres();
  await migrate(postgres.url);
}, 600_000);
afterAll(async () => {
  await postgres?.stop();
});

const stores: [string, () => Promise<VitalsStore>][] = [
  ['SQLite', () => openSqliteVitals(mkdtempSync(join(tmpdir(), 'vitals-')))],
  ['PostgreSQL', () => openPgVitals(postgres.url)],
];

describe.each(stores)('%s', (_, open) => {
  it('keeps beacons as day × page type × metric × bucket counts, written in one batch, and answers each window', async () => {
    const store = await open();
    let now = NOW - 10 * DAY;
    const recorder = new VitalsRecorder({ store: async () => store, clock: () => now, flushMs: 60_000 });
    // Ten days ago: two slow program views; today: three fast ones and a home view.
    recorder.record({ page: 'program', metrics: { LCP: 5_000, CLS: 0.3 } });
    recorder.record({ page: 'program', metrics: { LCP: 5_000, CLS: 0.3 } });
    await recorder.flush();
    now = NOW;
    for (let i = 0; i < 3; i += 1) recorder.record({ page: 'program', metrics: { LCP: 1_500, INP: 80, CLS: 0, TTFB: 300 } });
    recorder.record({ page: 'home', connection: '3g', metrics: { TTFB: 2_000 } });
    await recorder.flush();

    const summary = summariseRows(await store.buckets(dayOf(NOW)));
    expect(summary.map((s) => s.pageType)).toEqual(['home', 'program']);
    const [today, week, month] = summary[1]!.windows;
    expect(today!.metrics.LCP).toMatchObject({ count: 3, good: 1 });
    expect(week!.metrics.LCP).toMatchObject({ count: 3 });
    expect(month!.metrics.LCP).toMatchObject({ count: 5, good: 0.6, needsImprovement: 0, poor: 0.4 });
    expect(month!.metrics.CLS).toMatchObject({ count: 5, poor: 0.4 });
    expect(summary[0]!.windows[0]!.metrics.TTFB).toMatchObject({ count: 1, poor: 1 });
    await store.close();
  });

  it('keeps 28 days: older days are deleted at the first write of a day', async () => {
    const store = await open();
    await store.prune(dayOf(NOW) + 1);
    let now = NOW - 30 * DAY;
    const recorder = new VitalsRecorder({ store: async () => store, clock: () => now });
    recorder.record({ page: 'event', metrics: { INP: 100 } });
    await recorder.flush();
    now = NOW;
    recorder.record({ page: 'event', metrics: { INP: 300 } });
    await recorder.flush();
    // Windows ending 30 days ago reach back 57 days: only today's row is left in them.
    const rows = await store.buckets(dayOf(NOW - 30 * DAY));
    expect(rows.reduce((n, r) => n + r.counts[28], 0)).toBe(1);
    await store.close();
  });
});

it('drops a batch the store cannot take, and says how many samples', async () => {
  const drops: [number, string][] = [];
  const recorder = new VitalsRecorder({
    store: () => Promise.reject(new Error('no database')),
    onDrop: (count, reason) => drops.push([count, reason]),
  });
  recorder.record({ page: 'home', metrics: { LCP: 1_000, INP: 50 } });
  await recorder.flush();
  expect(drops).toEqual([[2, 'no database']]);
});
