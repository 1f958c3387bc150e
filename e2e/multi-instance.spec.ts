import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { Redis } from 'ioredis';
import { join } from 'node:path';
import { freePort, startNodeProcess } from '../test/content-service';
import { runPool } from '../test/run-pool';
import { TEST_SECRETS } from '../test/secrets.cjs';
import { expect, test } from './fixtures';
import { crmList, emailFor, pgOutbox, postLead } from './lead-api';
import { startContentService, type RunningService } from './servers';
import { serviceScripts } from './services';
import { signIn } from './staff';
import { SESSION_COOKIE } from '../lib/staff/session';
import { LEAD_FORM } from '../test/lead-values';
import { openForm } from '../test/rendered-form.mjs';

/**
 * Two instances: two site processes behind nginx (round-robin), sharing Redis (page
 * and fetch cache, rate limits) and PostgreSQL (the lead outbox), all started by the project's
 * own scripts on loopback. The tests stand in for a CDN in front of nginx (TRUST_PROXY=2).
 */
type Service = { url: string; stop(): Promise<void> };

test.describe('two instances behind nginx', () => {
  test.describe.configure({ mode: 'serial' });

  const contentDir = mkdtempSync(join(tmpdir(), 'content-multi-'));
  const dataDir = mkdtempSync(join(tmpdir(), 'site-multi-'));
  let postgres: Service;
  let redis: Service & { port: number };
  let scripts: Awaited<ReturnType<typeof serviceScripts>>;
  let nginx: Service;
  let content: RunningService;
  const ports: number[] = [];
  const sites: (RunningService | null)[] = [null, null];

  const siteEnv = (port: number) => ({
    ...TEST_SECRETS,
    UNIVERSITY: 'co',
    CONTENT_API_URL: content.url,
    DATABASE_URL: postgres.url,
    REDIS_URL: redis.url,
    SITE_URL: nginx.url, // the public origin, the same for both (it is part of the cache prefix)
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    TRUST_PROXY: '2',
    LEADS_LEASE_MS: '2000', // a lead claimed by a killed instance is taken over 2 s later
    LEADS_SWEEP_MS: '500',
    LEADS_BACKOFF_MS: '200,400,800',
    LEADS_MAX_PER_SECOND: '200',
  });

  async function startInstance(i: number) {
    const port = ports[i] ?? 0;
    sites[i] = await startNodeProcess({ script: 'scripts/start-site.mjs', url: `http://127.0.0.1:${port}`, healthPath: '/api/health', dataDir, env: siteEnv(port), timeoutMs: 60_000 });
  }

  test.beforeAll(async () => {
    test.setTimeout(600_000); // a fresh machine installs PostgreSQL, Redis and nginx first
    scripts = await serviceScripts();
    const { startPostgres, startRedis, startNginx, migrate } = scripts;
    [postgres, redis] = await Promise.all([startPostgres(), startRedis()]);
    await migrate(postgres.url);
    ports.push(await freePort(), await freePort());
    nginx = await startNginx(ports.map((p) => `http://127.0.0.1:${p}`));
    cpSync(join(__dirname, '..', 'content-service', 'content'), contentDir, { recursive: true });
    content = await startContentService({
      env: {
        ...TEST_SECRETS,
        CONTENT_DIR: contentDir,
        SITE_REVALIDATE_URL: `http://127.0.0.1:${ports[0]}/api/revalidate`,
        STAFF_OIDC_REDIRECT_URIS: `${nginx.url}/api/staff/callback`,
      },
    });
    await Promise.all([startInstance(0), startInstance(1)]);
  });

  test.afterAll(async () => {
    for (const site of sites) await site?.stop();
    for (const service of [nginx, content, redis, postgres]) await service?.stop().catch(() => undefined);
    for (const dir of [contentDir, dataDir, content?.dataDir]) if (dir) rmSync(dir, { recursive: true, force: true });
  });

  test('an edit revalidated through one instance is served by both within 5 seconds', async () => {
    const path = '/politica-de-privacidad';
    const html = (i: number) => fetch(`${sites[i]?.url}${path}`).then((r) => r.text());
    // Both instances have the page cached, in Redis, before the edit.
    for (const i of [0, 1, 0, 1]) expect(await html(i)).toContain('<h1');
    const client = new Redis(redis.url);
    const cached = await client.keys('site:*');
    client.disconnect();
    expect(cached.some((key) => key.includes('politica-de-privacidad'))).toBe(true);
    const file = join(contentDir, 'co', 'pages', 'politica_de_privacidad.json');
    const page = JSON.parse(readFileSync(file, 'utf8')) as { seo: { title: string } };
    const title = `Política de datos (edición ${Date.now()})`;
    page.seo.title = title;

    const editedAt = Date.now();
    writeFileSync(file, JSON.stringify(page)); // the content service calls instance 0's /api/revalidate
    const seenAt: number[] = [];
    for (const i of [0, 1]) {
      await expect.poll(() => html(i), { timeout: 5_000, intervals: [100] }).toContain(title);
      seenAt[i] = Date.now() - editedAt;
    }
    console.log(`edit served by instance 0 after ${seenAt[0]} ms, by instance 1 after ${seenAt[1]} ms`);
    expect(Math.max(...seenAt)).toBeLessThan(5_000);
    // And through the load balancer, whichever instance answers.
    for (let i = 0; i < 4; i++) expect(await (await fetch(`${nginx.url}${path}`)).text()).toContain(title);
  });

  test('a cached page is answered by nginx while both instances are busy rendering a burst of unique URLs', async () => {
    const path = '/programas/ingenieria-de-sistemas';
    const viaNginx = async () => {
      const res = await fetch(`${nginx.url}${path}`);
      await res.arrayBuffer();
      return { status: res.status, cache: res.headers.get('x-cache-status') };
    };
    await expect.poll(async () => (await viaNginx()).cache, { timeout: 10_000 }).toMatch(/^(HIT|STALE)$/);
    // Every one a path nobody asked for: each is a render and a content lookup on one instance.
    const tag = Date.now().toString(36);
    const burst = runPool(Array.from({ length: 120 }, (_, i) => `/noticias/rafaga-${tag}-${i}`), 40, (p) => fetch(`${nginx.url}${p}`).then((r) => r.arrayBuffer().then(() => r.status)));
    const running = async (i: number) => ((await (await fetch(`${sites[i]?.url}/api/health`)).json()) as { running: number }).running;
    await expect.poll(async () => Math.min(await running(0), await running(1)), { timeout: 10_000, intervals: [20] }).toBeGreaterThan(0);
    const during = [];
    for (let i = 0; i < 10; i++) during.push(await viaNginx());
    const statuses = await burst;
    console.log(`the cached page during the burst: ${during.map((d) => `${d.status} ${d.cache}`).join(', ')}; the burst: ${JSON.stringify(statuses.reduce<Record<number, number>>((n, s) => ({ ...n, [s]: (n[s] ?? 0) + 1 }), {}))}`);
    for (const answer of during) expect(answer).toEqual({ status: 200, cache: expect.stringMatching(/^(HIT|STALE)$/) });
    expect(statuses.every((s) => s === 404 || s === 503)).toBe(true);
  });

  test('300 leads across both while one is SIGKILLed and restarted 3 times: every acknowledged lead reaches the CRM once, none pending', async () => {
    test.setTimeout(300_000);
    const total = 300;
    const emails = Array.from({ length: total }, (_, i) => emailFor('multi', i));
    let sent = 0;
    const kills: string[] = [];
    const chaos = (async () => {
      for (const at of [40, 120, 200]) {
        while (sent < at) await new Promise((r) => setTimeout(r, 20));
        await sites[1]?.kill();
        kills.push(`killed at ${sent}`);
        await new Promise((r) => setTimeout(r, 500));
        await startInstance(1);
        kills.push(`back at ${sent}`);
      }
    })();
    const results = await runPool(emails, 6, async (email, i) => {
      // The CDN in front of nginx reports a distinct visitor address for each lead.
      const result = await postLead(nginx.url, email, `198.18.${i >> 8}.${i & 255}`);
      sent += 1;
      return result;
    });
    await chaos;
    console.log(kills.join(', '));
    expect(kills).toHaveLength(6);

    const acknowledged = results.filter((r) => r.status === 202).map((r) => r.key);
    console.log(`${acknowledged.length} of ${total} acknowledged; others: ${JSON.stringify(results.filter((r) => r.status !== 202).map((r) => r.status))}`);
    expect(acknowledged.length).toBeGreaterThan(total * 0.9);

    // No command: the sweeps of both instances deliver what a killed one left behind.
    await expect.poll(async () => (await pgOutbox(postgres.url)).filter((r) => r.status === 'pending').length, { timeout: 60_000, intervals: [500] }).toBe(0);
    const rows = await pgOutbox(postgres.url);
    const everything = await crmList(content.url);
    const stored = everything.filter((e) => e.idempotencyKey && results.some((r) => r.key === e.idempotencyKey));
    const perKey = new Map<string, number>();
    for (const e of stored) perKey.set(e.idempotencyKey, (perKey.get(e.idempotencyKey) ?? 0) + 1);
    for (const key of acknowledged) {
      expect(perKey.get(key), `lead ${key} in the CRM`).toBe(1);
      expect(rows.find((r) => r.key === key)?.status, `lead ${key} in the outbox`).toBe('delivered');
    }
    expect([...perKey.values()].every((n) => n === 1)).toBe(true);
    // And no lead reached it under two keys: one record per visitor's e-mail address.
    const bodies = everything.map((e) => JSON.stringify(e.body));
    for (const [i, result] of results.entries()) {
      if (result.status !== 202) continue;
      expect(bodies.filter((b) => b.includes(JSON.stringify(emails[i]))), `records of ${emails[i]}`).toHaveLength(1);
    }
  });

  test('a staff session signed out through one instance is refused by the other', async ({ page }) => {
    await signIn(page, undefined, `${nginx.url}/staff`);
    const session = (await page.context().cookies()).find((c) => c.name === SESSION_COOKIE);
    expect(session).toBeDefined();
    const cookie = `${SESSION_COOKIE}=${session?.value}`;
    const report = (i: number) => fetch(`${sites[i]?.url}/api/staff/campanas?dias=7`, { headers: { cookie } }).then((r) => r.status);
    expect([await report(0), await report(1)]).toEqual([200, 200]);
    await page.getByRole('button', { name: 'Salir' }).click();
    await expect(page.getByText('Salió de la mesa de mercadeo.')).toBeVisible();
    expect([await report(0), await report(1)]).toEqual([401, 401]);
    const workbench = await fetch(`${sites[1]?.url}/staff`, { headers: { cookie }, redirect: 'manual' });
    expect(workbench.headers.get('location')).toContain('/staff/entrar');
  });

  /** The landing's form sent without scripts through instance `i` at once, its e-mail malformed: refused, too fast. */
  async function refuseForm(i: number, firstName: string) {
    const form = await openForm(sites[i]?.url ?? '', LEAD_FORM, 0);
    const body = new URLSearchParams({ _form: LEAD_FORM.formId, _path: LEAD_FORM.pathname, _token: form.token, _notice: LEAD_FORM.notice, website: '', firstName, email: 'sin-arroba' });
    const headers = { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html', origin: nginx.url, cookie: form.cookie, 'x-forwarded-for': '198.18.90.1' };
    return fetch(`${sites[i]?.url}/api/forms/${LEAD_FORM.kind}`, { method: 'POST', headers, body, redirect: 'manual' });
  }

  test('a form refused through one instance is shown on its page by the other: the refusal is in Redis', async () => {
    const post = await refuseForm(0, 'Multiinstancia');
    expect(post.status).toBe(303);
    const location = post.headers.get('location') ?? '';
    expect(location).toBe(`${LEAD_FORM.pathname}?formulario=revisar`);
    const cookie = post.headers.getSetCookie().map((c) => c.split(';')[0] ?? '').find((c) => c.startsWith('form_refusal=')) ?? '';
    const page = await fetch(`${sites[1]?.url}${location}`, { headers: { accept: 'text/html', cookie } });
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toMatch(/^private, .*\bno-store\b/);
    const html = await page.text();
    expect(html).toContain('Envío demasiado rápido');
    expect(html).toContain('value="Multiinstancia"');
  });

  test('the submission limit holds across instances; a spoofed X-Forwarded-For does not evade it', async () => {
    // One visitor (203.0.113.77, as the CDN and nginx report it) alternating between the two
    // instances, each request with a different forged first hop: 10 counted, then 429.
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const res = await fetch(`${sites[i % 2]?.url}/api/forms/lead`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.${i}.0.1, 203.0.113.77, 127.0.0.1` },
        body: '{}',
      });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(400)); // counted, then refused for their body
    expect(statuses.slice(10)).toEqual([429, 429]);
  });

  test('without TRUST_PROXY the socket address counts: forged X-Forwarded-For values share one budget', async () => {
    const port = await freePort();
    const env = { ...siteEnv(port), TRUST_PROXY: '0' };
    const site = await startNodeProcess({ script: 'scripts/start-site.mjs', url: `http://127.0.0.1:${port}`, healthPath: '/api/health', dataDir, env, timeoutMs: 60_000 });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 11; i++) {
        const res = await fetch(`${site.url}/api/forms/lead`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': `192.0.2.${i}` }, body: '{}' });
        statuses.push(res.status);
      }
      expect(statuses).toEqual([...Array(10).fill(400), 429]);
    } finally {
      await site.stop();
    }
  });

  test('Redis down: both instances keep serving pages and taking leads, with a log line; shared again when it is back', async () => {
    test.setTimeout(120_000);
    await redis.stop();
    for (const i of [0, 1]) {
      const res = await fetch(`${sites[i]?.url}/admisiones`);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('<h1');
    }
    const during = await postLead(nginx.url, emailFor('sin-redis'), '198.18.200.1');
    expect(during.status).toBe(202);
    // A refusal that no instance could find again is answered at once, in a short page of its own.
    const refused = await refuseForm(1, 'Sinredis');
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain('No pudimos enviar tu formulario');
    const logged = (event: string) => sites.filter((site) => site?.logs.some((line) => line.includes(`"event":"${event}"`))).length;
    expect(logged('cache.redis_unavailable')).toBe(2);

    redis = await scripts.startRedis({ port: redis.port });
    await expect.poll(() => logged('cache.redis_recovered'), { timeout: 15_000 }).toBe(2);
    await expect.poll(async () => (await crmList(content.url)).some((e) => e.idempotencyKey === during.key), { timeout: 15_000 }).toBe(true);
  });
});
