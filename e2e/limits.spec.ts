import { randomUUID } from 'node:crypto';
import { createServer as createTcpServer, connect, type Server as TcpServer, type Socket } from 'node:net';
import { request as httpRequest } from 'node:http';
import { expect, test } from './fixtures';
import { LEAD_FORM, readyLead } from './lead-api';
import { startContentService, startSite, type RunningService } from './servers';

/**
 * The limits that need a real server (rules §8): a content service that accepts connections and
 * never answers (stale and fresh cache), the breaker opening on timeouts, bad encodings on the
 * real site, the punctuation-only search page and idempotency keys.
 */

/** A loopback TCP relay to the content service that can start hanging: accepts, never answers. */
class HangableRelay {
  server!: TcpServer;
  url = '';
  hanging = false;
  open = new Set<Socket>();
  peak = 0;

  constructor(private readonly target: URL) {}

  async start() {
    this.server = createTcpServer((client) => {
      this.open.add(client);
      client.on('close', () => this.open.delete(client));
      // Counted on the next turn of the loop: a socket the site has just closed to open this one
      // has its 'close' emitted after this connection event, in the same turn. A socket still
      // open then is really open (a hanging relay holds every one of them).
      setTimeout(() => {
        this.peak = Math.max(this.peak, this.open.size);
      }, 0);
      client.on('error', () => undefined);
      if (this.hanging) {
        client.resume(); // read and drop the request, answer nothing (and see when the site gives up)
        return;
      }
      const upstream = connect(Number(this.target.port), this.target.hostname);
      upstream.on('error', () => client.destroy());
      client.on('close', () => upstream.destroy());
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    const address = this.server.address();
    this.url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  }

  /** From now on, new connections hang; kept-alive relayed ones are cut so nothing reaches the service. */
  hang() {
    this.hanging = true;
    for (const socket of this.open) socket.destroy();
    // A destroyed socket leaves the set on its 'close' event, a tick later: not one to count.
    this.open.clear();
    this.peak = 0;
  }

  /** Relay again: new connections reach the service. */
  answer() {
    this.hanging = false;
  }

  stop() {
    for (const socket of this.open) socket.destroy();
    return new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

async function timedGet(url: string): Promise<{ status: number; ms: number }> {
  const started = performance.now();
  const res = await fetch(url, { redirect: 'manual' });
  await res.arrayBuffer();
  return { status: res.status, ms: performance.now() - started };
}

const TIMEOUT_MS = 2_000;
const BOUND_MS = 2 * TIMEOUT_MS + 1_000;
const SECRET = `limits-${randomUUID()}`;

test.describe('a hanging content service (findings 1 and 2)', () => {
  let content: RunningService;
  let relay: HangableRelay;
  let site: RunningService;

  test.beforeAll(async () => {
    content = await startContentService();
    relay = new HangableRelay(new URL(content.url));
    await relay.start();
    site = await startSite({ CONTENT_API_URL: relay.url, DATA_DIR: content.dataDir, UPSTREAM_TIMEOUT_MS: String(TIMEOUT_MS), REVALIDATE_SECRET: SECRET });
  });
  test.afterAll(async () => {
    await site?.stop();
    await relay?.stop();
    await content?.stop();
  });

  test('stale or fresh cache, no page waits more than 2 × UPSTREAM_TIMEOUT_MS + 1 s; sockets stay bounded; the breaker opens', async () => {
    test.setTimeout(180_000);
    const figures: Record<string, number> = {};
    // Warm: two pages and the shared data (configuration, common and 404 pages) in the cache.
    expect((await timedGet(`${site.url}/sedes`)).status).toBe(200);
    expect((await timedGet(`${site.url}/nosotros`)).status).toBe(200);

    // Fresh cache: an uncached page whose own content hangs.
    relay.hang();
    const fresh = await timedGet(`${site.url}/landing/pregrado/virtual`);
    figures['fresh cache, uncached page (ms)'] = Math.round(fresh.ms);
    expect(fresh.status).toBe(503);
    expect(fresh.ms).toBeLessThan(BOUND_MS);
    relay.answer();

    // Stale cache: every entry made stale, as five minutes or a revalidation do: without the
    // per-purpose pool, Next's background refresh of a stale entry waited undici's 300 s.
    const revalidated = await fetch(`${site.url}/api/revalidate`, {
      method: 'POST',
      headers: { authorization: `Bearer ${SECRET}`, 'content-type': 'application/json' },
      body: JSON.stringify({ tags: ['content'] }),
    });
    expect(revalidated.status).toBe(200);
    relay.hang();
    const uncached = await timedGet(`${site.url}/landing/posgrado/virtual`);
    figures['stale cache, uncached page (ms)'] = Math.round(uncached.ms);
    expect(uncached.status).toBe(503);
    expect(uncached.ms).toBeLessThan(BOUND_MS);
    const stale = await timedGet(`${site.url}/sedes`);
    figures['stale cache, cached page (ms)'] = Math.round(stale.ms);
    expect(stale.status).toBe(200);
    expect(stale.ms).toBeLessThan(BOUND_MS);

    // A burst of 240 visitors over 60 uncached pages and a cached one.
    const targets = Array.from({ length: 240 }, (_, i) => (i % 4 === 0 ? `/sedes` : `/programas/no-cacheado-${i % 60}`));
    const burst = (await Promise.all(targets.map((path) => timedGet(`${site.url}${path}`)))).sort((a, b) => a.ms - b.ms);
    const at = (q: number) => Math.round(burst[Math.min(burst.length - 1, Math.floor(q * burst.length))]?.ms ?? 0);
    Object.assign(figures, { 'burst of 240, p50 (ms)': at(0.5), 'burst of 240, p95 (ms)': at(0.95), 'burst of 240, slowest (ms)': at(1) });
    figures['burst of 240, peak upstream sockets'] = relay.peak;
    expect(burst.every((r) => r.status === 200 || r.status === 503)).toBe(true);
    // At most the content pool's 32 sockets per origin (lib/http/upstream.ts), whatever the burst.
    expect(relay.peak).toBeLessThanOrEqual(32);

    // Timeouts opened the breaker, with cache hits in between; an uncached page now fails fast.
    expect((await timedGet(`${site.url}/sedes`)).status).toBe(200);
    const failFast = await timedGet(`${site.url}/programas/otro-no-cacheado`);
    figures['breaker open, uncached page (ms)'] = Math.round(failFast.ms);
    expect(failFast.status).toBe(503);
    expect(failFast.ms).toBeLessThan(TIMEOUT_MS);

    await expect.poll(() => relay.open.size, { timeout: 10_000 }).toBe(0);
    await test.info().attach('figures', { body: JSON.stringify(figures, null, 2), contentType: 'application/json' });
    console.log(JSON.stringify({ limits: figures }));
  });
});

/** A GET with the request target sent byte for byte (fetch would normalise it). */
function rawGet(base: string, target: string): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ hostname, port, path: target }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
    });
    req.on('error', reject);
    req.end();
  });
}

const SECURITY = ['content-security-policy', 'x-content-type-options', 'referrer-policy', 'permissions-policy', 'x-frame-options'];

test('bad percent-encoding: branded 404 for pages, 400 JSON for the API, with every security header', async ({ baseURL }) => {
  const normal = await rawGet(baseURL ?? '', '/no-existe');
  for (const target of ['/%ff', '/programas/%c0%ae', '/api/forms/%ff', '/api/calendar/%ff']) {
    const res = await rawGet(baseURL ?? '', target);
    const api = target.startsWith('/api/');
    expect(res.status, target).toBe(api ? 400 : 404);
    if (api) expect(JSON.parse(res.body)).toEqual({ error: expect.any(String) });
    else expect(res.body).toContain('No encontramos esta página');
    for (const name of SECURITY) {
      expect(res.headers[name], `${target} ${name}`).toBeTruthy();
      if (name !== 'content-security-policy') expect(res.headers[name], `${target} ${name}`).toBe(normal.headers[name]);
    }
  }
});

test('a search of only punctuation shows "escribe lo que buscas", never an error', async ({ page }) => {
  const res = await page.goto('/buscar?q=%C2%BF%3F%21%21');
  expect(res?.status()).toBe(200);
  await expect(page.getByRole('status').filter({ hasText: 'Escribe lo que buscas' })).toBeVisible();
  // The API's 400 for such a query is the route's own rule: app/api/search/route.test.ts.
});

test.describe('idempotency keys', () => {
  let ip = 1;
  const post = async (baseURL: string, key: string, email: string) => {
    const { body, cookie } = await readyLead(baseURL, email);
    const res = await fetch(`${baseURL}/api/forms/${LEAD_FORM.kind}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': key, 'x-forwarded-for': `198.19.7.${ip++}`, cookie },
      body: JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as { id?: string; code?: string; error?: string } };
  };

  // A 415 for application/jsonx is the route's own rule: app/api/forms/[kind]/route.test.ts.
  test('an upper-cased key is the same submission; the key with another body is a 409', async ({ baseURL }) => {
    const key = randomUUID();
    const email = `idem.${key.slice(0, 8)}@correo.com`;
    const first = await post(baseURL ?? '', key, email);
    expect(first.status).toBe(202);
    const again = await post(baseURL ?? '', key.toUpperCase(), email);
    // The same answer: the same lead id (and, where WhatsApp was authorised, the same reference).
    expect(again).toEqual({ status: 202, body: first.body });
    expect(again.body.id).toBeTruthy();
    const other = await post(baseURL ?? '', key, `otra.${email}`);
    expect(other.status).toBe(409);
    expect([other.body.code, other.body.error]).toEqual(['idempotency_conflict', expect.stringMatching(/ya se envió con otros datos/)]);
  });
});
