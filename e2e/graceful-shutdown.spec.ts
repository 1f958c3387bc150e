import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { request, type ClientRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from './fixtures';
import { emailFor, LEAD_FORM, readyLead } from './lead-api';
import { outbox } from './lead-faults-rig';
import { until } from '../test/until';
import { startContentService, startSite, type RunningService } from './servers';

/**
 * SIGTERM with work in flight (docs/operations.md, "Probes and shutdown"): readiness turns 503 at
 * once while liveness stays 200, the listener keeps accepting for the grace period and then stops,
 * every render and the lead under way get their whole answer, the lead is in the outbox, Next's
 * side closes in order, and the process exits 0. The content service delays every block, so
 * that the renders are really in flight when the signal comes and after the listener closes.
 */

const GRACE_MS = 1_000;
const BLOCK_DELAY_MS = 6_000;

type Probe = { path: string; sentAt: number; status: number | null; error: string | null };

/** One GET on a connection of its own (as a balancer's probe), never throwing. */
function probe(url: string, path: string): Promise<Probe> {
  const sentAt = Date.now();
  return new Promise((resolve) => {
    const req = request(`${url}${path}`, { agent: false, timeout: 5_000 }, (res) => {
      res.resume();
      res.on('end', () => resolve({ path, sentAt, status: res.statusCode ?? 0, error: null }));
    });
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', (error: NodeJS.ErrnoException) => resolve({ path, sentAt, status: null, error: error.code ?? error.message }));
    req.end();
  });
}

/** Both probes every 50 ms until `stop()`, which resolves with every answer. */
function pollProbes(url: string) {
  const probes: Promise<Probe>[] = [];
  let polling = true;
  const loop = (async () => {
    while (polling) {
      probes.push(probe(url, '/api/health'), probe(url, '/api/health/live'));
      await new Promise((r) => setTimeout(r, 50));
    }
  })();
  return {
    stop: async () => {
      polling = false;
      await loop;
      return Promise.all(probes);
    },
  };
}

/** The lead POST with its body held back after its first half: in flight until `finish()`. */
function leadInFlight(url: string, body: string, cookie: string, key: string) {
  let req!: ClientRequest;
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    req = request(`${url}/api/forms/${LEAD_FORM.kind}`, {
      method: 'POST',
      agent: false,
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), 'idempotency-key': key, 'x-forwarded-for': '198.18.77.7', cookie },
    });
    req.on('response', (res) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
    });
    req.on('error', reject);
  });
  const half = Math.floor(body.length / 2);
  req.write(body.slice(0, half));
  return { answer, finish: () => req.end(body.slice(half)) };
}

/** The embedded content's pages and program pages (Colombia), thank-you and error pages left out. */
function contentPaths(): string[] {
  const dir = join(__dirname, '..', 'content-service', 'content', 'co');
  const read = (file: string) => JSON.parse(readFileSync(join(dir, file), 'utf8')) as unknown;
  const pages = readdirSync(join(dir, 'pages'))
    .map((file) => (read(join('pages', file)) as { path?: string }).path ?? '')
    .filter((path) => path.startsWith('/') && !/gracias|^\/404$/.test(path));
  const programs = (read('programs.json') as { slug: string }[]).map((p) => `/programas/${p.slug}`);
  return [...pages.sort(), ...programs];
}

test.describe('graceful shutdown', () => {
  let content: RunningService;
  let site: RunningService;
  let dataDir: string;
  test.beforeAll(async () => {
    content = await startContentService({ blockDelayMs: BLOCK_DELAY_MS });
    dataDir = mkdtempSync(join(tmpdir(), 'site-shutdown-'));
    site = await startSite({
      CONTENT_API_URL: content.url,
      DATA_DIR: dataDir,
      SHUTDOWN_GRACE_MS: String(GRACE_MS),
      SHUTDOWN_DEADLINE_MS: '40000',
      // All of them render at once, and their block calls, queued behind the pool's sockets, are not timed out.
      RENDER_CONCURRENCY: '28',
      RENDER_QUEUE_MS: '30000',
      UPSTREAM_TIMEOUT_MS: '30000',
    });
  });
  test.afterAll(async () => {
    await site?.kill();
    await content?.stop();
  });

  test('SIGTERM while 20 uncached renders and a lead are in flight: every one answered, the lead stored, readiness 503 and liveness 200 from the signal on, exit code 0', async () => {
    test.setTimeout(120_000);
    // Real pages nobody has asked this new process for: uncached renders. Their paths come from the
    // content files, not from the site's sitemap, whose making reads every page's blocks.
    // A few more than 20 are sent: a page whose blocks the lead's form page shares answers at once.
    const unique = contentPaths().filter((p) => p !== '/' && p !== LEAD_FORM.pathname).slice(0, 24);
    expect(unique).toHaveLength(24);

    // The lead's form page, loaded and "filled" first, as a visitor's browser does.
    const email = emailFor('shutdown');
    const { body, cookie } = await readyLead(site.url, email);
    const key = randomUUID();

    const probes = pollProbes(site.url);
    const startedAt = Date.now();
    const renders = unique.map(async (path) => {
      const res = await fetch(`${site.url}${path}`, { headers: { accept: 'text/html' } });
      return { path, status: res.status, html: await res.text(), answeredAt: Date.now() };
    });
    // Every render admitted and waiting on the content service.
    const running = async () => ((await (await fetch(`${site.url}/api/health`)).json()) as { running: number }).running;
    const samples: number[] = [];
    await until('20 renders running', async () => (samples[samples.push(await running()) - 1] ?? 0) >= 20, { everyMs: 50, timeoutMs: 20_000 }).catch((error: Error) => {
      throw new Error(`${error.message}; running: ${samples.join(', ')}`);
    });
    console.log(`20 renders or more running ${Date.now() - startedAt} ms after they were sent`);
    const lead = leadInFlight(site.url, JSON.stringify(body), cookie, key);

    const signalAt = Date.now();
    process.kill(site.pid, 'SIGTERM');
    // The rest of the lead's body once the listener has closed: a request in flight still finishes.
    await new Promise((r) => setTimeout(r, GRACE_MS + 300));
    lead.finish();

    const answered = await Promise.all(renders);
    const leadAnswer = await lead.answer;
    expect(await site.exited).toBe(0);
    const seen = await probes.stop();

    // At least 20 were still rendering at the signal, and every one got its full page.
    expect(answered.filter((render) => render.answeredAt > signalAt).length).toBeGreaterThanOrEqual(20);
    for (const render of answered) {
      expect(render.status, render.path).toBe(200);
      expect(render.html, render.path).toContain('</html>');
    }
    expect(leadAnswer.status, leadAnswer.body).toBe(202);
    const { id } = JSON.parse(leadAnswer.body) as { id: string };
    expect((await outbox(dataDir)).filter((row) => row.key === key)).toEqual([expect.objectContaining({ id, status: expect.stringMatching(/^(pending|delivered)$/) })]);

    // Readiness: 200 before the signal, 503 within moments of it and from then on; liveness 200
    // whenever it answers; no answer (the listener closed) only after the grace period.
    const health = seen.filter((p) => p.path === '/api/health');
    const live = seen.filter((p) => p.path === '/api/health/live');
    expect(health.filter((p) => p.sentAt < signalAt).map((p) => p.status)).toContain(200);
    const drainedAt = Math.min(...health.filter((p) => p.status === 503).map((p) => p.sentAt));
    expect(drainedAt - signalAt).toBeLessThan(1_000);
    expect(health.filter((p) => p.sentAt >= drainedAt && p.status !== null).every((p) => p.status === 503)).toBe(true);
    expect(live.every((p) => p.status === 200 || p.status === null)).toBe(true);
    expect(live.filter((p) => p.sentAt > signalAt && p.status === 200).length).toBeGreaterThan(5);
    expect(seen.filter((p) => p.status === null).every((p) => p.sentAt >= signalAt + GRACE_MS - 100)).toBe(true);

    // Each step of the shutdown, in order, from the process's own log lines (the event name as
    // `event`).
    const steps = site.logs.map((l) => /"event":"(shutdown\.[a-z_]+)"/.exec(l)?.[1]).filter(Boolean);
    expect(steps).toEqual([
      'shutdown.draining',
      'shutdown.listener_closed',
      'shutdown.requests_finished',
      'shutdown.leads_stopped',
      'shutdown.visits_sent',
      'shutdown.vitals_written',
      'shutdown.redirect_hits_sent',
      'shutdown.pools_closed',
      'shutdown.outbox_closed',
      'shutdown.redis_closed',
      'shutdown.done',
    ]);
  });
});
