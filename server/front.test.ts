/**
 * @jest-environment node
 */
// The front (decision 0016) as it runs: its worker thread on a loopback port, in front of a
// stand-in for Next's server on a private Unix socket that records what reaches it.
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, request, type IncomingHttpHeaders, type Server } from 'node:http';
import { createServer as createNetServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { until } from '@/test/until';
import { BUSY_HOLD_MS } from './front-copies.mjs';
import { startFront } from './front.mjs';

const PAGE = '<!doctype html><html><head></head><body><h1>Ingeniería de Sistemas</h1></body></html>';
let version = 1;
let nextUp = true;
const seen: { method: string; url: string; headers: IncomingHttpHeaders; body: string }[] = [];
const state = { running: 0, waiting: 0, shedding: false, warming: false };

/** Answers as the site's adapter does for a cached page: gzip, ETag per consent choice, s-maxage, the proxy's cookies. */
const next: Server = createServer((req, res) => {
  const entry = { method: req.method ?? '', url: req.url ?? '', headers: req.headers, body: '' };
  seen.push(entry);
  req.on('data', (chunk: Buffer) => (entry.body += chunk.toString('utf8')));
  req.on('end', () => {
    if (!nextUp) return req.socket.destroy();
    if (req.url === '/api/revalidate') return res.writeHead(200, { 'content-type': 'application/json' }).end('{"revalidated":true}');
    if (req.url === '/cuelga') return; // never answers
    const body = gzipSync(PAGE.replace('Sistemas', `Sistemas v${version}`));
    res.writeHead(200, {
      'content-type': 'text/html; charset=utf-8',
      'content-encoding': 'gzip',
      'cache-control': 's-maxage=300, stale-while-revalidate=31535700',
      vary: 'rsc, next-router-state-tree, next-router-prefetch, next-router-segment-prefetch, Accept-Encoding',
      etag: `"v${version}"`,
      'x-nextjs-cache': 'HIT',
      'set-cookie': ['utm_source=organico; Path=/', 'form_clock=abc; Path=/api/forms'],
      'content-length': body.length,
    });
    res.end(body);
  });
});

let dir: string;
let port: number;
let front: Awaited<ReturnType<typeof startFront>>;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'front-test-'));
  await new Promise<void>((resolve) => next.listen(join(dir, 'next.sock'), resolve));
  port = await new Promise<number>((resolve) => {
    const probe = createNetServer().listen(0, '127.0.0.1', () => {
      const { port: p } = probe.address() as AddressInfo;
      probe.close(() => resolve(p));
    });
  });
  front = await startFront({ port, host: '127.0.0.1', socketPath: join(dir, 'next.sock'), state: () => state });
});

afterAll(async () => {
  await front.stop();
  next.closeAllConnections();
  await new Promise((resolve) => next.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

type Answer = { status: number; headers: IncomingHttpHeaders; body: string; bytes: number };
const ask = (path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer> =>
  new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, method, headers: { 'accept-encoding': 'gzip', ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8'), bytes: Buffer.concat(chunks).length }));
    });
    req.on('error', reject);
    req.end();
  });
const reachedNext = async (path: string, headers: Record<string, string> = {}, method = 'GET') => {
  const before = seen.length;
  const answer = await ask(path, headers, method);
  return { answer, reached: seen.length > before };
};
const setBusy = async (busy: boolean) => {
  state.running = busy ? 1 : 0;
  // A beat carries the state every 20 ms; idle comes back BUSY_HOLD_MS after the last busy beat.
  await new Promise((resolve) => setTimeout(resolve, busy ? 100 : BUSY_HOLD_MS + 200));
};
const PAGE_PATH = '/programas/ingenieria-de-sistemas';

describe('the front', () => {
  it('hands everything to Next while the render thread is idle, with the visitor address it saw', async () => {
    const first = await reachedNext(PAGE_PATH, { 'x-site-socket-address': '203.0.113.9' });
    expect(first.reached).toBe(true);
    expect(first.answer.headers['x-site-front']).toBeUndefined();
    expect(seen.at(-1)?.headers['x-site-socket-address']).toBe('127.0.0.1');
    // Now there is a copy, but an idle render thread answers itself (once this test process's own
    // start, which makes its beat late, is over).
    await until('an idle render thread is asked for the page', async () => (await reachedNext(PAGE_PATH)).reached, { timeoutMs: 10_000, everyMs: 100 });
  });

  it("answers a plain cached page from its copy while the render thread is busy, with proxy.ts's cookies", async () => {
    await ask(PAGE_PATH);
    await setBusy(true);
    const { answer, reached } = await reachedNext(PAGE_PATH, { 'user-agent': 'Mozilla/5.0 (iPhone) Mobile', 'x-forwarded-proto': 'https', cookie: 'cookie_consent=rejected' });
    // That copy was kept from an http request without the choice: another key, so Next answers.
    expect(reached).toBe(true);
    const copy = await reachedNext(PAGE_PATH, { 'user-agent': 'Mozilla/5.0 (iPhone) Mobile' });
    expect(copy.reached).toBe(false);
    expect(copy.answer.status).toBe(200);
    expect(copy.answer.headers['x-site-front']).toBe('copy');
    expect(copy.answer.headers.etag).toBe(answer.headers.etag);
    expect(copy.answer.headers['content-encoding']).toBe('gzip');
    expect(copy.answer.headers['cache-control']).toBe('s-maxage=300, stale-while-revalidate=31535700');
    // The cookies are the front's own for this visitor (front-cookies.test.ts: the same as proxy.ts), not the copy's.
    const cookies = copy.answer.headers['set-cookie'] ?? [];
    expect(cookies.map((c) => c.split('=')[0])).toEqual(['utm_source', 'attribution', 'first_impact', 'form_clock']);
    expect(cookies.find((c) => c.startsWith('attribution='))).toMatch(/^attribution=organico-M-/);
    expect(cookies.join()).not.toContain('form_clock=abc');
    expect(Number(copy.answer.headers['content-length'])).toBe(copy.answer.bytes);
    expect(await ask(PAGE_PATH, {}, 'HEAD').then((a) => [a.headers['x-site-front'], a.body])).toEqual(['copy', '']);
    expect((await ask(PAGE_PATH, { 'if-none-match': String(answer.headers.etag) })).status).toBe(304);
  });

  it('hands to Next, busy or not, what proxy.ts acts on or what may differ per visitor', async () => {
    await setBusy(true);
    await ask(PAGE_PATH);
    for (const [path, headers, method] of [
      [`${PAGE_PATH}?utm_source=correo`, {}, 'GET'],
      [PAGE_PATH, { cookie: 'staff_session=abc' }, 'GET'],
      [PAGE_PATH, { rsc: '1' }, 'GET'],
      [PAGE_PATH, { 'x-form-refusal': 'abc' }, 'GET'],
      [PAGE_PATH, {}, 'POST'],
      ['/api/search?q=x', {}, 'GET'],
      ['/staff', {}, 'GET'],
    ] as const) {
      expect({ path, headers, reached: (await reachedNext(path, headers, method)).reached }).toEqual({ path, headers, reached: true });
    }
  });

  it('refreshes a copy older than a second in the background, and drops every copy on a revalidation', async () => {
    await setBusy(true);
    await ask(PAGE_PATH);
    version = 2;
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const before = seen.length;
    const stale = await ask(PAGE_PATH);
    expect(stale.headers.etag).toBe('"v1"');
    await until('the background refresh reached Next', () => seen.length > before);
    expect(seen.at(-1)?.headers['if-none-match']).toBeUndefined();
    await until('the refreshed copy is sent', async () => (await ask(PAGE_PATH)).headers.etag === '"v2"');

    version = 3;
    expect((await reachedNext('/api/revalidate', { authorization: 'Bearer x' }, 'POST')).reached).toBe(true);
    const fresh = await reachedNext(PAGE_PATH);
    expect(fresh.reached).toBe(true);
    expect(fresh.answer.headers.etag).toBe('"v3"');
  });

  it('relays a body sent in chunks, whole, and the answer as it comes', async () => {
    const answer = await new Promise<number>((resolve, reject) => {
      const req = request({ host: '127.0.0.1', port, path: '/api/forms/lead', method: 'POST', headers: { 'content-type': 'application/json' } }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      });
      req.on('error', reject);
      req.write('{"nombre":');
      setTimeout(() => req.end('"Ana"}'), 50);
    });
    expect(answer).toBe(200);
    expect(seen.at(-1)).toMatchObject({ method: 'POST', url: '/api/forms/lead', body: '{"nombre":"Ana"}' });
    expect(seen.at(-1)?.headers['transfer-encoding']).toBe('chunked');
  });

  it('answers the branded 503 when Next cannot answer, and lets Next go when the visitor leaves', async () => {
    await setBusy(false);
    nextUp = false;
    const down = await ask('/api/search?q=x');
    nextUp = true;
    expect(down.status).toBe(503);
    expect(down.headers['retry-after']).toBe('5');
    expect(JSON.parse(down.body)).toEqual({ error: expect.stringMatching(/no está disponible/) });

    const sockets = () => new Promise<number>((resolve) => next.getConnections((_e, n) => resolve(n)));
    const hanging = request({ host: '127.0.0.1', port, path: '/cuelga' });
    hanging.on('error', () => {});
    hanging.end();
    await until('the hanging request reached Next', () => seen.at(-1)?.url === '/cuelga');
    const open = await sockets();
    hanging.destroy();
    await until('Next saw the visitor leave', async () => (await sockets()) < open);
  });

  it('is started again when its thread dies', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    const dead = front.worker();
    await dead.terminate();
    await until('a new front answers', async () => front.worker() !== dead && (await ask('/api/search?q=x').then((a) => a.status === 200, () => false)), { timeoutMs: 10_000, everyMs: 100 });
    expect(errors).toHaveBeenCalledWith(expect.stringContaining('front.restarted'));
    errors.mockRestore();
  });
});
