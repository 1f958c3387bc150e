import { randomUUID } from 'node:crypto';
import { createServer, request as forward, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from './fixtures';
import { startContentService, startSite, type RunningService } from './servers';

/**
 * The site's logs (docs/operations.md, Logs): every line JSON with its time and level; a
 * request's id, from the trusted proxy in front or made by the site, on its access line, on the
 * answer and on every upstream call made for it (seen by a recording proxy between the site and
 * the content service); a failed render answered 503 with its cause logged under the same id.
 */

type Line = Record<string, unknown>;

/** A content path the recording proxy answers 500: a render that fails. */
const FAILING = 'falla-registro-e2e';

/** An HTTP proxy on loopback that keeps each request's path and headers, and fails `FAILING`. */
async function recordingProxy(target: string) {
  const seen: { path: string; headers: IncomingHttpHeaders }[] = [];
  const upstream = new URL(target);
  const server = createServer((req, res) => {
    seen.push({ path: req.url ?? '', headers: req.headers });
    if (req.url?.includes(FAILING)) return void res.writeHead(500, { 'content-type': 'application/json' }).end('{}');
    const out = forward({ host: upstream.hostname, port: upstream.port, path: req.url, method: req.method, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    out.on('error', () => res.destroy());
    req.pipe(out);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    /** The ids the upstream calls carried. */
    ids: () => seen.map((s) => s.headers['x-request-id']),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The site's output lines that are JSON, parsed. */
const jsonLines = (site: RunningService): Line[] => site.logs.filter((l) => l.startsWith('{')).map((l) => JSON.parse(l) as Line);

/** The lines of one request, once its access line is written. */
async function linesOf(site: RunningService, id: string): Promise<Line[]> {
  await expect.poll(() => jsonLines(site).some((l) => l.event === 'http.request' && l.requestId === id), { timeout: 10_000 }).toBe(true);
  return jsonLines(site).filter((l) => l.requestId === id);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

test.describe('request logs', () => {
  let content: RunningService;
  let proxy: Awaited<ReturnType<typeof recordingProxy>>;
  test.beforeAll(async () => {
    content = await startContentService();
    proxy = await recordingProxy(content.url);
  });
  test.afterAll(async () => {
    await proxy?.close();
    await content?.stop();
  });

  test.describe('behind a trusted proxy (TRUST_PROXY=1)', () => {
    let site: RunningService;
    test.beforeAll(async () => {
      site = await startSite({ CONTENT_API_URL: proxy.url, DATA_DIR: content.dataDir, TRUST_PROXY: '1', RELEASE: 'e2e-release' });
    });
    test.afterAll(async () => {
      await site?.stop();
    });

    test('the proxy’s id is on the answer, on the access line with its status and duration, and on the upstream calls', async ({ request }) => {
      const id = `e2e-${randomUUID()}`;
      // A search never asked before: its results are fetched for this request.
      const answer = await request.get(`${site.url}/buscar?q=registro-${id}`, { headers: { 'x-request-id': id } });
      expect(answer.status()).toBe(200);
      expect(answer.headers()['x-request-id']).toBe(id);

      const lines = await linesOf(site, id);
      for (const line of jsonLines(site)) {
        expect(new Date(String(line.time)).toISOString()).toBe(line.time);
        expect(['info', 'warn', 'error']).toContain(line.level);
        expect(line).toMatchObject({ service: 'university-site', release: 'e2e-release', instance: expect.stringMatching(/:\d+$/) });
      }
      const access = lines.filter((l) => l.event === 'http.request');
      expect(access).toHaveLength(1);
      expect(access[0]).toMatchObject({ method: 'GET', route: '/buscar', path: '/buscar', status: 200, ms: expect.any(Number), aborted: false });
      expect(access[0]?.ms as number).toBeGreaterThan(0);
      expect(JSON.stringify(access[0])).not.toContain('registro-');
      expect(proxy.ids()).toContain(id);
    });

    test('a failed render: a 503 for the visitor, its cause logged with its digest under the same id', async ({ request }) => {
      const id = `e2e-${randomUUID()}`;
      const answer = await request.get(`${site.url}/programas/${FAILING}`, { headers: { 'x-request-id': id } });
      expect(answer.status()).toBe(503);
      expect(answer.headers()['x-request-id']).toBe(id);
      const lines = await linesOf(site, id);
      expect(lines.find((l) => l.event === 'http.request')).toMatchObject({ status: 503, outage: true, route: '/programas/[slug]' });
      expect(lines.find((l) => l.event === 'request.failed')).toMatchObject({ level: 'error', digest: expect.any(String), routeType: 'render', path: `/programas/${FAILING}` });
    });
  });

  test.describe('with no proxy trusted (TRUST_PROXY=0)', () => {
    let site: RunningService;
    test.beforeAll(async () => {
      site = await startSite({ CONTENT_API_URL: proxy.url, DATA_DIR: content.dataDir, TRUST_PROXY: '0' });
    });
    test.afterAll(async () => {
      await site?.stop();
    });

    test('a client’s id is ignored: the site makes one, returns it, logs it and sends it upstream', async ({ request }) => {
      const forged = `forged-${randomUUID()}`;
      const answer = await request.get(`${site.url}/buscar?q=registro-${randomUUID()}`, { headers: { 'x-request-id': forged } });
      expect(answer.status()).toBe(200);
      const id = answer.headers()['x-request-id'] ?? '';
      expect(id).toMatch(UUID);
      const lines = await linesOf(site, id);
      expect(lines.find((l) => l.event === 'http.request')).toMatchObject({ status: 200, route: '/buscar' });
      expect(site.logs.join('\n')).not.toContain(forged);
      expect(proxy.ids()).toContain(id);
      expect(proxy.ids()).not.toContain(forged);
    });
  });
});
