import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from './fixtures';
import { startContentService, startSite, type RunningService } from './servers';
import { serviceScripts } from './services';

/**
 * Readiness follows the lead outbox (docs/operations.md, "Probes and shutdown"): with the outbox in
 * PostgreSQL, the site says 503 `outbox_unreachable` once the database has gone (a form posted
 * to it could not be stored), while liveness stays 200; stopped, it closes its Redis clients with
 * the rest and exits 0.
 */
test.describe('readiness and the outbox store', () => {
  let postgres: { url: string; stop(): Promise<void> };
  let redis: { url: string; stop(): Promise<void> };
  let content: RunningService;
  let site: RunningService;
  test.beforeAll(async () => {
    test.setTimeout(600_000); // a fresh machine installs PostgreSQL and Redis first
    const { startPostgres, startRedis, migrate } = await serviceScripts();
    [postgres, redis] = await Promise.all([startPostgres(), startRedis()]);
    await migrate(postgres.url);
    content = await startContentService();
    site = await startSite({
      CONTENT_API_URL: content.url,
      DATA_DIR: mkdtempSync(join(tmpdir(), 'site-ready-')),
      DATABASE_URL: postgres.url,
      REDIS_URL: redis.url,
      SHUTDOWN_GRACE_MS: '200',
    });
  });
  test.afterAll(async () => {
    await site?.kill();
    await content?.stop();
    await redis?.stop();
    await postgres?.stop();
  });

  test('the database gone: readiness 503 outbox_unreachable, liveness 200; SIGTERM then closes Redis and exits 0', async () => {
    test.setTimeout(60_000);
    const health = async () => {
      const res = await fetch(`${site.url}/api/health`);
      return { status: res.status, body: (await res.json()) as { status: string; reasons: string[] } };
    };
    expect(await health()).toMatchObject({ status: 200, body: { status: 'ok', reasons: [] } });
    expect((await fetch(`${site.url}/contacto`)).status).toBe(200); // a page cached in Redis

    await postgres.stop();
    // Checked in the background every few seconds, never per probe. Polled for this very answer:
    // on a machine busy with other streams, a probe meanwhile may say `shedding` for a moment.
    await expect.poll(health, { timeout: 15_000, intervals: [200] }).toMatchObject({ status: 503, body: { status: 'outbox_unreachable', reasons: ['outbox_unreachable'] } });
    const live = await fetch(`${site.url}/api/health/live`);
    expect([live.status, await live.json()]).toEqual([200, { status: 'ok' }]);
    expect(site.logs.some((line) => line.includes('"outbox.unreachable"'))).toBe(true);

    process.kill(site.pid, 'SIGTERM');
    expect(await site.exited).toBe(0);
    const events = site.logs.flatMap((line) => {
      try {
        const fields = JSON.parse(line) as { event?: string; msg?: string; clients?: number };
        return [{ ...fields, event: fields.event ?? fields.msg }];
      } catch {
        return [];
      }
    });
    // The cache handler's client and the one of the lead delivery rate.
    expect(events.find((e) => e.event === 'shutdown.redis_closed')?.clients).toBeGreaterThanOrEqual(2);
    // The last step of the shutdown is its end (a line another module writes as the process
    // goes, a Redis client's farewell say, may follow it).
    expect(events.filter((e) => e.event?.startsWith('shutdown.')).at(-1)?.event).toBe('shutdown.done');
  });
});
