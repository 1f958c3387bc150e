import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, startNodeProcess } from '../test/content-service';
import { forward } from '../test/forward';
import { TEST_SECRETS } from '../test/secrets.cjs';
import { expect, test } from './fixtures';
import { crmList, emailFor, pgOutbox, postLead } from './lead-api';
import { startContentService, type RunningService } from './servers';
import { serviceScripts } from './services';

/**
 * A long outage (rules §10): the CRM answers 503 to everything for 10 minutes of simulated time
 * while 50 leads are accepted; when it is back, all 50 arrive exactly once without any command,
 * and never faster than LEADS_MAX_PER_SECOND. Time is compressed 60× through configuration only:
 * each duration of the production schedule is divided by 60 (1 s → 17 ms, 15 min → 15 s,
 * 7 days → 2.8 h), so 10 minutes of outage last 10 s. Two instances share PostgreSQL and Redis,
 * so the bound on the delivery rate is shared too.
 */
const SCALE = 60;
const OUTAGE_MS = (10 * 60_000) / SCALE;
const MAX_PER_SECOND = 5;

/** A CRM that is down (503 to every call) until `up`, then forwards to the stand-in, timing each submission. */
class SwitchableCrm {
  server!: Server;
  url = '';
  down = true;
  /** Arrival time of every submission forwarded while up. */
  arrivals: number[] = [];
  /** Calls answered 503 while down (a token call or a submission: each attempt makes one). */
  refused = 0;

  constructor(private readonly target: string) {}

  async start() {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', async () => {
        if (this.down) {
          this.refused += 1;
          res.writeHead(503, { 'content-type': 'application/json' }).end('{"error":"mantenimiento"}');
          return;
        }
        if (req.url !== '/token') this.arrivals.push(Date.now());
        const answer = await forward(req, Buffer.concat(chunks), this.target).catch(() => ({ status: 502, body: Buffer.alloc(0) }));
        res.writeHead(answer.status, { 'content-type': 'application/json' }).end(answer.body);
      });
    });
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  stop() {
    return new Promise<void>((resolve) => {
      this.server.closeAllConnections();
      this.server.close(() => resolve());
    });
  }
}

/** The most arrivals within any one second. */
function peakPerSecond(times: number[]): number {
  const sorted = [...times].sort((a, b) => a - b);
  let peak = 0;
  let start = 0;
  for (let end = 0; end < sorted.length; end++) {
    while ((sorted[end] ?? 0) - (sorted[start] ?? 0) >= 1_000) start++;
    peak = Math.max(peak, end - start + 1);
  }
  return peak;
}

test.describe('a CRM outage of 10 minutes (simulated)', () => {
  type Service = { url: string; stop(): Promise<void> };
  let postgres: Service;
  let redis: Service;
  let content: RunningService;
  let crm: SwitchableCrm;
  const sites: RunningService[] = [];
  const dataDir = mkdtempSync(join(tmpdir(), 'site-outage-'));

  test.beforeAll(async () => {
    test.setTimeout(600_000); // a fresh machine installs PostgreSQL and Redis first
    const { startPostgres, startRedis, migrate } = await serviceScripts();
    [postgres, redis] = await Promise.all([startPostgres(), startRedis()]);
    await migrate(postgres.url);
    content = await startContentService({ env: { ...TEST_SECRETS } });
    crm = new SwitchableCrm(content.url);
    await crm.start();
    const scaled = (ms: number) => String(Math.round(ms / SCALE));
    for (let i = 0; i < 2; i++) {
      const port = await freePort();
      const env = {
        ...TEST_SECRETS,
        UNIVERSITY: 'co',
        CONTENT_API_URL: content.url,
        CRM_API_URL: crm.url,
        DATABASE_URL: postgres.url,
        REDIS_URL: redis.url,
        DATA_DIR: dataDir,
        PORT: String(port),
        HOST: '127.0.0.1',
        SITE_URL: `http://127.0.0.1:${port}`,
        TRUST_PROXY: '1',
        // The production schedule, 60× faster: nothing else differs from a real deployment.
        LEADS_BACKOFF_MS: [1_000, 4_000, 15_000, 60_000].map(scaled).join(','),
        LEADS_RETRY_MAX_MS: scaled(15 * 60_000),
        LEADS_RETRY_FOR_MS: scaled(7 * 24 * 3_600_000),
        LEADS_SWEEP_MS: scaled(15_000),
        LEADS_MAX_PER_SECOND: String(MAX_PER_SECOND),
      };
      sites.push(await startNodeProcess({ script: 'scripts/start-site.mjs', url: `http://127.0.0.1:${port}`, healthPath: '/api/health', dataDir, env, timeoutMs: 60_000 }));
    }
  });

  test.afterAll(async () => {
    for (const site of sites) await site.stop();
    await crm?.stop();
    for (const service of [content, redis, postgres]) await service?.stop().catch(() => undefined);
    for (const dir of [dataDir, content?.dataDir]) if (dir) rmSync(dir, { recursive: true, force: true });
  });

  test('50 leads accepted during the outage all arrive once when it ends, with no command, under the rate bound', async () => {
    test.setTimeout(180_000);
    const outageStart = Date.now();
    const sent = [];
    for (let i = 0; i < 50; i++) {
      const site = sites[i % 2];
      sent.push(await postLead(site?.url ?? '', emailFor('caida-larga', i), `198.19.0.${i}`));
      await new Promise((r) => setTimeout(r, 60)); // visitors keep coming during the outage
    }
    expect(sent.map((s) => s.status)).toEqual(Array(50).fill(202));
    const keys = new Set<string>(sent.map((s) => s.key));

    await new Promise((r) => setTimeout(r, Math.max(0, OUTAGE_MS - (Date.now() - outageStart))));
    // Every lead still pending (none parked) after 10 simulated minutes of refusals; the refused
    // attempts took delivery slots too, so even a failing CRM is called at the bounded rate.
    const during = await pgOutbox(postgres.url);
    expect(during.filter((r) => keys.has(r.key)).map((r) => r.status)).toEqual(Array(50).fill('pending'));
    expect(Math.max(...during.map((r) => r.attempts))).toBeGreaterThanOrEqual(4);
    const refusedDuring = crm.refused;
    expect(refusedDuring).toBeGreaterThan(0);
    expect(refusedDuring).toBeLessThanOrEqual(MAX_PER_SECOND * Math.ceil((Date.now() - outageStart) / 1_000) + 1);

    crm.down = false;
    const backAt = Date.now();
    await expect.poll(async () => (await pgOutbox(postgres.url)).filter((r) => r.status === 'delivered').length, { timeout: 90_000, intervals: [500] }).toBe(50);
    const drainedMs = Date.now() - backAt;

    const stored = (await crmList(content.url)).filter((e) => keys.has(e.idempotencyKey));
    expect(stored).toHaveLength(50);
    expect(new Set(stored.map((e) => e.idempotencyKey)).size).toBe(50);
    expect(crm.arrivals).toHaveLength(50); // one delivery per lead: nothing sent twice

    // The bound, across both instances: when each delivery was allowed to start (the shared
    // slot's time, logged with the outcome), never more than MAX_PER_SECOND within a second.
    const slots = sites
      .flatMap((site) => site.logs)
      .filter((line) => line.includes('"event":"lead.delivered"'))
      .map((line) => (JSON.parse(line) as { slotAt: number }).slotAt);
    expect(slots).toHaveLength(50);
    const peak = peakPerSecond(slots);
    // As the CRM saw them: the same pace on average; a 1-second peak there also carries the
    // scheduling delays of a loaded machine between a slot and its request (reported only).
    const seenSpanS = (Math.max(...crm.arrivals) - Math.min(...crm.arrivals)) / 1_000;
    const average = (crm.arrivals.length - 1) / seenSpanS;
    console.log(
      `after the outage: 50 delivered in ${drainedMs} ms; peak ${peak}/s by slot, ${peakPerSecond(crm.arrivals)}/s at the CRM, average ${average.toFixed(2)}/s (bound ${MAX_PER_SECOND}/s); ${crm.refused} calls refused during the outage`,
    );
    expect(peak).toBeLessThanOrEqual(MAX_PER_SECOND);
    expect(average).toBeLessThanOrEqual(MAX_PER_SECOND);
  });
});
