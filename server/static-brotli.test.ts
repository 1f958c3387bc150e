/** @jest-environment node */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { staticBrotli } from './static-brotli.mjs';
import { staticFiles } from './static-files.mjs';

/** A build's stylesheet and script (compressible), and a file Brotli leaves alone. */
const CSS = '.card{display:grid;gap:var(--space-2)}\n'.repeat(200);
const JS = 'self.__chunk=(self.__chunk||[]).push(["a",function(){return 1}]);\n'.repeat(100);
let dir: string;
let server: Server;
let url: string;
let brotli: ReturnType<typeof staticBrotli>;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'static-brotli-'));
  for (const [file, text] of [['.next/static/chunks/a.css', CSS], ['.next/static/chunks/b.js', JS], ['.next/static/media/c.woff2', 'x'.repeat(500)]] as const) {
    mkdirSync(join(dir, file, '..'), { recursive: true });
    writeFileSync(join(dir, file), text);
  }
  brotli = staticBrotli(staticFiles({ dir, nextStatic: true }));
  // Next stands behind: whatever the stage leaves is answered "next".
  server = createServer((req, res) => brotli.answer(req, res) || res.end('next'));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

type Answer = { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer };
const get = (path: string, headers: Record<string, string> = { 'accept-encoding': 'gzip, deflate, br' }, method = 'GET') =>
  new Promise<Answer>((resolve, reject) => {
    const req = request(url + path, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c)).on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject).end();
  });

describe('the build’s scripts and stylesheets in Brotli', () => {
  it('leaves the first request to Next and answers later ones in Brotli, the same bytes once decoded', async () => {
    expect((await get('/_next/static/chunks/a.css')).body.toString()).toBe('next');
    await brotli.running;
    const res = await get('/_next/static/chunks/a.css');
    expect(res.status).toBe(200);
    expect(res.headers).toMatchObject({ 'content-encoding': 'br', 'content-type': 'text/css; charset=UTF-8', vary: 'Accept-Encoding', 'cache-control': 'public, max-age=31536000, immutable', 'x-content-type-options': 'nosniff' });
    expect(Number(res.headers['content-length'])).toBe(res.body.length);
    expect(res.body.length).toBeLessThan(CSS.length / 10);
    expect(brotliDecompressSync(res.body).toString()).toBe(CSS);
    const head = await get('/_next/static/chunks/a.css', { 'accept-encoding': 'br' }, 'HEAD');
    expect([head.status, head.headers['content-encoding'], head.body.length]).toEqual([200, 'br', 0]);
  });

  it('compresses one file at a time: a file asked for meanwhile waits for its next request', async () => {
    await get('/_next/static/chunks/b.js');
    const meanwhile = brotli.running;
    expect(meanwhile).not.toBeNull();
    await meanwhile;
    const res = await get('/_next/static/chunks/b.js', { 'accept-encoding': 'br;q=1, gzip;q=0.5' });
    expect(res.headers['content-type']).toBe('application/javascript; charset=UTF-8');
    expect(brotliDecompressSync(res.body).toString()).toBe(JS);
  });

  it('leaves to Next a client without Brotli, a range, another method, another kind of file and an unknown one', async () => {
    await get('/_next/static/chunks/a.css');
    await brotli.running;
    const clients: Record<string, string>[] = [{}, { 'accept-encoding': 'gzip' }, { 'accept-encoding': 'br;q=0, gzip' }, { 'accept-encoding': 'br', range: 'bytes=0-9' }];
    for (const headers of clients)
      expect((await get('/_next/static/chunks/a.css', headers)).body.toString()).toBe('next');
    expect((await get('/_next/static/chunks/a.css', { 'accept-encoding': 'br' }, 'POST')).body.toString()).toBe('next');
    for (const path of ['/_next/static/media/c.woff2', '/_next/static/chunks/nope.js', '/media/a.css']) {
      expect((await get(path)).body.toString()).toBe('next');
      expect(brotli.running).toBeNull();
    }
  });
});
