import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createServer, get as httpGet, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { FinishedDocuments } from './finished-documents.mjs';
import { filterAnswer, takeCoding } from './html-filter.mjs';

/**
 * A server shaped like server/adapter.mjs over a handler shaped like Next's: an HTML document with an
 * ETag, gzipped when the request asks (as Next's compression does, which the filter's `takeCoding`
 * keeps from asking), written in two chunks. The filter upper-cases the document's
 * `<p>` text and sets a header derived from it; `version` lets a test change what the handler
 * writes under the same ETag, to see which body is sent.
 */
let version = 'uno';
let finishes = 0;
/** The Accept-Encoding the handler saw, by path. */
const seen = new Map<string, string | undefined>();
/** Past the filter's 1 KB threshold: a document worth compressing. */
const PADDING = `<!-- ${'relleno '.repeat(200)}-->`;
const finished = new FinishedDocuments();
let server: Server;
let base = '';

beforeAll(async () => {
  server = createServer((req, res) => {
    const coding = req.method === 'GET' ? takeCoding(req) : undefined;
    seen.set(String(req.url), req.headers['accept-encoding']);
    filterAnswer(res, {
      coding,
      head: (head) => ({ status: head.status === 500 ? 503 : head.status, headers: { ...head.headers, 'x-head': 'si', ...(head.status === 500 ? { 'retry-after': '30' } : {}) } }),
      document: (doc) => {
        finishes++;
        return {
          // The not-found page as the stages answer it: Next wrote 200.
          status: doc.html.includes('no encontrada') ? 404 : doc.status,
          headers: { ...doc.headers, 'x-derived': String(doc.html.length) },
          html: doc.html.replace(/<p>(.*?)<\/p>/, (_m, text: string) => `<p>${text.toUpperCase()}</p>`),
        };
      },
      ...finished.hooks(false, coding ?? null),
    });
    if (req.url === '/datos') {
      res.writeHead(500, { 'content-type': 'application/json' });
      return void res.end('{"error":"x"}');
    }
    if (req.url === '/implicito') {
      res.setHeader('content-type', 'text/plain');
      return void res.end('texto');
    }
    if (req.url === '/mapa.xml') {
      res.setHeader('content-type', 'application/xml');
      res.write('<urlset>');
      return void res.end(`${'<url><loc>/programas</loc></url>'.repeat(60)}</urlset>`);
    }
    if (req.url === '/logo.png') {
      res.setHeader('content-type', 'image/png');
      return void res.end(Buffer.alloc(2048, 1));
    }
    const gzip = /gzip/.test(String(req.headers['accept-encoding'] ?? ''));
    const html = Buffer.from(`<html><body><p>${req.url === '/no-encontrada' ? 'no encontrada' : 'documento'} ${version}</p>${req.url === '/comprimido' || req.url === '/brotli' ? PADDING : ''}</body></html>`);
    const body = gzip ? gzipSync(html) : html;
    res.setHeader('content-type', 'text/html; charset=utf-8');
    if (req.url !== '/sin-etag') res.setHeader('etag', `"${req.url}"`);
    if (gzip) res.setHeader('content-encoding', 'gzip');
    res.statusCode = req.url === '/falta' ? 404 : 200;
    if (req.method === 'HEAD') return void res.end();
    res.write(body.subarray(0, 10));
    if (req.url !== '/revalidando') return void res.end(body.subarray(10));
    // Like Next after answering with a stale page: its background render fails and marks the
    // same response object before the rest of the document is written.
    setImmediate(() => {
      res.statusCode = 500;
      res.setHeader('cache-control', 'no-store');
      setImmediate(() => res.end(body.subarray(10)));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const gzipped = (path: string, acceptEncoding = 'gzip') =>
  new Promise<{ headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    httpGet(`${base}${path}`, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });

const get = async (path: string, init: RequestInit = {}) => {
  const res = await fetch(base + path, { ...init, headers: { 'accept-encoding': 'identity' } });
  return { status: res.status, derived: res.headers.get('x-derived'), length: res.headers.get('content-length'), text: await res.text() };
};

describe('filterAnswer with finished documents', () => {
  it('finishes a document once per ETag and encoding, then sends the kept body', async () => {
    version = 'uno';
    const before = finishes;
    const first = await get('/');
    expect(first.text).toBe('<html><body><p>DOCUMENTO UNO</p></body></html>');
    expect(first.derived).toBe(String('<html><body><p>documento uno</p></body></html>'.length));
    // Same ETag, other bytes from the handler: the kept document is what goes out.
    version = 'dos';
    const second = await get('/');
    expect(second).toEqual(first);
    expect(finishes - before).toBe(1);
  });

  it('compresses a document once, itself: the handler is asked for it as it is; each coding kept apart', async () => {
    version = 'tres';
    const first = await gzipped('/comprimido');
    expect(seen.get('/comprimido')).toBe('identity');
    version = 'otra';
    const second = await gzipped('/comprimido');
    for (const { headers, body } of [first, second]) {
      expect([headers['content-encoding'], headers.vary]).toEqual(['gzip', 'Accept-Encoding']);
      expect(gunzipSync(body).toString()).toBe(`<html><body><p>DOCUMENTO TRES</p>${PADDING}</body></html>`);
      expect(Number(headers['content-length'])).toBe(body.length);
    }
    // The identity document of the same path is another entry.
    expect((await get('/comprimido')).text).toBe(`<html><body><p>DOCUMENTO OTRA</p>${PADDING}</body></html>`);
  });

  it('sends Brotli to a browser that accepts it, kept apart from the gzip and identity documents', async () => {
    version = 'cinco';
    const browser = await gzipped('/brotli', 'gzip, deflate, br, zstd');
    expect(seen.get('/brotli')).toBe('identity');
    expect([browser.headers['content-encoding'], browser.headers.vary, Number(browser.headers['content-length'])]).toEqual(['br', 'Accept-Encoding', browser.body.length]);
    expect(brotliDecompressSync(browser.body).toString()).toBe(`<html><body><p>DOCUMENTO CINCO</p>${PADDING}</body></html>`);
    version = 'seis';
    const gzip = await gzipped('/brotli');
    expect([gzip.headers['content-encoding'], gunzipSync(gzip.body).toString()]).toEqual(['gzip', `<html><body><p>DOCUMENTO SEIS</p>${PADDING}</body></html>`]);
    version = 'siete';
    expect(brotliDecompressSync((await gzipped('/brotli', 'br')).body).toString()).toContain('DOCUMENTO CINCO');
  });

  it('finishes on every request a document without an ETag, a 404 and a HEAD', async () => {
    const before = finishes;
    version = 'cuatro';
    expect((await get('/sin-etag')).text).toContain('DOCUMENTO CUATRO');
    version = 'cinco';
    expect((await get('/sin-etag')).text).toContain('DOCUMENTO CINCO');
    expect(await get('/falta')).toMatchObject({ status: 404, text: expect.stringContaining('DOCUMENTO CINCO') });
    const head = await fetch(`${base}/nuevo`, { method: 'HEAD', headers: { 'accept-encoding': 'identity' } });
    expect(head.status).toBe(200);
    expect(finishes - before).toBe(4);
    // The HEAD kept nothing: a GET of the same document is finished from its own body.
    version = 'seis';
    expect((await get('/nuevo')).text).toBe('<html><body><p>DOCUMENTO SEIS</p></body></html>');
    expect(finishes - before).toBe(5);
  });
});

describe('a document the stages answer otherwise than 200', () => {
  it('is finished on every request, never kept', async () => {
    const before = finishes;
    for (const round of ['ocho', 'nueve']) {
      version = round;
      expect(await get('/no-encontrada')).toMatchObject({ status: 404, text: `<html><body><p>NO ENCONTRADA ${round.toUpperCase()}</p></body></html>` });
    }
    expect(finishes - before).toBe(2);
  });
});

describe('filterAnswer status and headers', () => {
  it('sends those of the first body write, whatever is set on the response afterwards', async () => {
    version = 'siete';
    for (const round of ['finished', 'recalled']) {
      const res = await fetch(`${base}/revalidando`, { headers: { 'accept-encoding': 'identity' } });
      expect([round, res.status, res.headers.get('cache-control')]).toEqual([round, 200, null]);
      expect(await res.text()).toBe('<html><body><p>DOCUMENTO SIETE</p></body></html>');
    }
  });
});

describe('filterAnswer on an answer that is no document', () => {
  it('compresses a compressible one of 1 KB or more, and nothing else', async () => {
    const xml = await gzipped('/mapa.xml');
    expect([xml.headers['content-encoding'], xml.headers.vary, Number(xml.headers['content-length'])]).toEqual(['gzip', 'Accept-Encoding', xml.body.length]);
    expect(gunzipSync(xml.body).toString()).toMatch(/^<urlset><url>.*<\/urlset>$/);
    const small = await gzipped('/implicito');
    expect([small.headers['content-encoding'], small.headers.vary, small.body.toString()]).toEqual([undefined, 'Accept-Encoding', 'texto']);
    const image = await gzipped('/logo.png');
    expect([image.headers['content-encoding'], image.body.length]).toEqual([undefined, 2048]);
  });

  it('passes the head, as written or implicit, and the body untouched', async () => {
    const data = await fetch(`${base}/datos`);
    expect([data.status, data.headers.get('x-head'), data.headers.get('retry-after'), await data.text()]).toEqual([503, 'si', '30', '{"error":"x"}']);
    const plain = await fetch(`${base}/implicito`);
    expect([plain.status, plain.headers.get('x-head'), await plain.text()]).toEqual([200, 'si', 'texto']);
  });
});

describe('FinishedDocuments', () => {
  it('forgets the least recently used documents past its size', () => {
    const docs = new FinishedDocuments({ maxBytes: 10 });
    const doc = (policy: string, bytes: number) => ({ status: 200, set: { 'x-policy': policy }, removed: [], body: Buffer.alloc(bytes) });
    const policy = (key: string) => docs.get(key)?.set['x-policy'];
    docs.set('a', doc('pa', 4));
    docs.set('b', doc('pb', 4));
    expect(policy('a')).toBe('pa'); // a is now the most recent
    docs.set('c', doc('pc', 4));
    expect([policy('a'), docs.get('b'), policy('c')]).toEqual(['pa', undefined, 'pc']);
    expect(docs.bytes).toBe(8);
    docs.set('d', doc('pd', 11)); // larger than the whole store: never kept
    expect([docs.get('d'), docs.size]).toEqual([undefined, 2]);
  });

  it('has no key for a response it must not keep', () => {
    const res = (status: number, method: string, etag?: string) =>
      ({ statusCode: status, req: { method }, getHeader: (name: string) => (name === 'etag' ? etag : undefined) }) as never;
    expect([FinishedDocuments.key(res(200, 'GET', '"x"'), true, null), FinishedDocuments.key(res(200, 'GET', '"x"'), false, 'gzip')]).toEqual(['https identity "x"', 'http gzip "x"']);
    expect([FinishedDocuments.key(res(200, 'GET'), false, null), FinishedDocuments.key(res(404, 'GET', '"x"'), false, null), FinishedDocuments.key(res(200, 'HEAD', '"x"'), false, null)]).toEqual([null, null, null]);
  });
});

describe('takeCoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=1.0, GZIP;q=0.5', 'br'],
    ['br;q=0.5, gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['*', 'br'],
    ['gzip;q=1, *;q=0.1', 'gzip'],
    ['*, gzip;q=0, br;q=0', null],
    ['br', 'br'],
    ['gzip;q=0', null],
    ['gzip; q=0.0, br', 'br'],
    ['deflate, zstd', null],
    ['', null],
  ])('«%s»: %s, and the request goes on asking for the answer as it is', (header, coding) => {
    const req = { headers: { 'accept-encoding': header } } as never as import('node:http').IncomingMessage;
    expect(takeCoding(req)).toBe(coding);
    expect(req.headers['accept-encoding']).toBe('identity');
  });
});
