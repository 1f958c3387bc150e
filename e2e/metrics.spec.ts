import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TEST_SECRETS } from '../test/secrets.cjs';
import { expect, test, visitorAddress } from './fixtures';
import { postLead } from './lead-api';
import { startContentService, startSite, type RunningService } from './servers';

/**
 * /api/metrics on the built site (server/metrics-endpoint.mjs): closed unless METRICS_TOKEN is
 * set and sent as a bearer, Prometheus text that promtool accepts (scripts/ensure-promtool.mjs
 * installs it), and counters that move with what the site does: a burst it sheds, the upstream
 * calls of its renders, a lead accepted and delivered. The alert rules docs/operations.md
 * proposes are valid rules for promtool too.
 */
const TOKEN = `metrics-${randomUUID()}`;

/** One sample of the exposition: its metric name, labels and value. */
type Sample = { name: string; labels: Record<string, string>; value: number };

function parse(text: string): Sample[] {
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    const m = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!m) continue;
    const labels = Object.fromEntries([...(m[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((l) => [l[1], l[2]]));
    samples.push({ name: m[1]!, labels, value: Number(m[3]) });
  }
  return samples;
}

/** The sum of the samples named `name` whose labels include `labels`. */
const total = (samples: Sample[], name: string, labels: Record<string, string> = {}) =>
  samples.filter((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v)).reduce((n, s) => n + s.value, 0);

async function scrape(siteUrl: string): Promise<Sample[]> {
  const res = await fetch(`${siteUrl}/api/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
  expect(res.status).toBe(200);
  return parse(await res.text());
}

test.describe('metrics', () => {
  let content: RunningService;
  const sites: RunningService[] = [];
  const start = async (env: Record<string, string>) => {
    const site = await startSite({ UNIVERSITY: 'co', CONTENT_API_URL: content.url, CRM_API_URL: content.url, DATA_DIR: content.dataDir, ...env });
    sites.push(site);
    return site;
  };

  test.beforeAll(async () => {
    content = await startContentService({ env: { ...TEST_SECRETS } });
  });
  test.afterAll(async () => {
    for (const site of sites.splice(0)) await site.stop();
    await content?.stop();
  });

  test('without METRICS_TOKEN the endpoint does not exist', async () => {
    const site = await start({});
    for (const headers of [{}, { authorization: `Bearer ${TOKEN}` }] as Record<string, string>[]) {
      expect((await fetch(`${site.url}/api/metrics`, { headers })).status).toBe(404);
    }
  });

  test('with it: 401 without the token or with another, the exposition promtool accepts with it, and counters that move', async () => {
    test.setTimeout(120_000);
    // Two renders at once and two waiting, one of each kept for known pages: a burst of paths
    // the site never answered is refused almost whole (server/admission.mjs).
    const site = await start({ METRICS_TOKEN: TOKEN, RENDER_CONCURRENCY: '2', RENDER_QUEUE: '2', LEADS_SWEEP_MS: '500' });
    for (const headers of [{}, { authorization: `Bearer ${TOKEN}x` }, { authorization: TOKEN }] as Record<string, string>[]) {
      const res = await fetch(`${site.url}/api/metrics`, { headers });
      expect(res.status).toBe(401);
      expect(((await res.json()) as { error: string }).error).toMatch(/token/);
    }

    const res = await fetch(`${site.url}/api/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await res.text();
    const promtool = spawnSync('promtool', ['check', 'metrics'], { input: text, encoding: 'utf8' });
    expect(promtool.error).toBeUndefined();
    expect(`${promtool.stdout}${promtool.stderr}`.trim()).toBe('');
    expect(promtool.status).toBe(0);
    const before = parse(text);
    // Event-loop lag and heap, with prom-client's standard names.
    expect(total(before, 'nodejs_eventloop_lag_p99_seconds')).toBeGreaterThan(0);
    expect(total(before, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(0);

    // The burst: 30 pages nobody asked for, at once.
    const statuses = await Promise.all(
      Array.from({ length: 30 }, async (_, i) => {
        const r = await fetch(`${site.url}/programas/metricas-${randomUUID().slice(0, 8)}-${i}`, { headers: { 'x-forwarded-for': visitorAddress() } });
        await r.arrayBuffer();
        return r.status;
      }),
    );
    const shed = statuses.filter((s) => s === 503).length;
    expect(shed).toBeGreaterThan(0);
    // While shedding, the metrics still answer: they are never admitted.
    const during = await scrape(site.url);
    const shedBy = (samples: Sample[], reason: string) => total(samples, 'site_requests_shed_total', { reason });
    expect(shedBy(during, 'queue_full') - shedBy(before, 'queue_full')).toBe(shed);
    expect(total(during, 'site_http_request_duration_seconds_count', { kind: 'page', status: '503' }) - total(before, 'site_http_request_duration_seconds_count', { kind: 'page', status: '503' })).toBe(shed);
    // The pages rendered asked the content service, through the upstream wrapper.
    expect(total(during, 'site_upstream_requests_total', { purpose: 'content' })).toBeGreaterThan(total(before, 'site_upstream_requests_total', { purpose: 'content' }));
    expect(total(during, 'site_upstream_request_duration_seconds_count', { purpose: 'content' })).toBeGreaterThan(total(before, 'site_upstream_request_duration_seconds_count', { purpose: 'content' }));
    expect(total(during, 'site_upstream_circuit_open', { purpose: 'content' })).toBe(0);

    // One lead: accepted, delivered to the CRM stand-in, and the outbox empty again after a sweep.
    const lead = await postLead(site.url, `metricas.${randomUUID().slice(0, 8)}@correo.com`, visitorAddress());
    expect(lead.status).toBe(202);
    await expect
      .poll(async () => {
        const after = await scrape(site.url);
        return {
          accepted: total(after, 'site_leads_accepted_total') - total(before, 'site_leads_accepted_total'),
          delivered: total(after, 'site_lead_delivery_attempts_total', { outcome: 'delivered' }) - total(before, 'site_lead_delivery_attempts_total', { outcome: 'delivered' }),
          pending: total(after, 'site_outbox_pending'),
          oldest: total(after, 'site_outbox_oldest_pending_age_seconds'),
        };
      }, { timeout: 20_000 })
      .toMatchObject({ accepted: 1, delivered: 1, pending: 0, oldest: 0 });
    const after = await scrape(site.url);
    expect(total(after, 'site_upstream_requests_total', { purpose: 'crm', outcome: 'ok' })).toBeGreaterThan(total(before, 'site_upstream_requests_total', { purpose: 'crm', outcome: 'ok' }));
    expect(total(after, 'site_lead_delivery_attempts_total', { outcome: 'error' })).toBe(total(before, 'site_lead_delivery_attempts_total', { outcome: 'error' }));
  });
});

test('the alert rules of docs/operations.md are valid Prometheus rules over these metrics', () => {
  const doc = readFileSync('docs/operations.md', 'utf8');
  const section = doc.slice(doc.indexOf('## Metrics and alerts'), doc.indexOf('\n## ', doc.indexOf('## Metrics and alerts') + 1));
  const rules = [...section.matchAll(/```yaml\n([\s\S]*?)```/g)].map((m) => m[1]!).find((block) => block.startsWith('groups:'));
  expect(rules).toBeDefined();
  const dir = mkdtempSync(join(tmpdir(), 'metrics-rules-'));
  try {
    writeFileSync(join(dir, 'rules.yml'), rules!);
    const check = spawnSync('promtool', ['check', 'rules', join(dir, 'rules.yml')], { encoding: 'utf8' });
    expect(check.stdout).toMatch(/SUCCESS: \d+ rules found/);
    expect(check.status).toBe(0);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  // Every site metric a rule names is one the site exposes (server/metrics.mjs).
  const source = readFileSync('server/metrics.mjs', 'utf8');
  for (const [name] of rules!.matchAll(/\bsite_[a-z_]+/g)) expect(source).toContain(name.replace(/_(count|bucket|sum)$/, ''));
});
