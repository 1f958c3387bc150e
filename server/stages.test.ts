import { describe, expect, it } from '@jest/globals';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { NOTICE } from './cookie-notice.mjs';
import { LIST_ATTRIBUTE } from './deferred-scripts.mjs';
import { OUTAGE_PAGE } from './outage-page.mjs';
import { runStages, STAGES, stagesFor, type Site, type Visit } from './stages.mjs';

/** The stages with their own files' tests (cookie-notice, csp, deferred-scripts, …); here: their order, dev, and the way through them. */
const NEXT_DOC = `<!DOCTYPE html><html><head></head><body><main><h1>Programa</h1></main><script src="/_next/static/chunks/a.js" async=""></script><script>self.__next_f.push([1,"x"])</script></body></html>`;
const NOT_FOUND = '<!DOCTYPE html><html><head></head><body><main><div class="p" data-page="404"><h1>No encontrada</h1></div></main></body></html>';

const site = (over: Partial<Site> = {}): Site => ({
  dev: false,
  files: { missing: (url: string) => url.startsWith('/media/falta'), file: () => null },
  brotli: { answer: () => false },
  admission: { health: (_req: IncomingMessage, res: ServerResponse) => res.end('ok'), run: (_req: IncomingMessage, _res: ServerResponse, next: () => void) => next() } as unknown as Site['admission'],
  tag: null,
  ...over,
});
const visit = (over: Partial<Visit> = {}): Visit => ({ site: site(), page: true, document: true, https: false, choice: null, ...over });
const head = (status: number, headers: Record<string, string> = {}) => ({ status, headers: { 'content-type': 'text/html; charset=utf-8', ...headers } });

describe('the stage list', () => {
  it('runs what answers before Next first, then what changes Next’s answer, the policy last (it hashes the final scripts)', () => {
    expect(STAGES.map((s) => s.name)).toEqual([
      'socket address',
      'http → https',
      'bad encoding',
      'missing files',
      'static files in Brotli',
      'metrics',
      'admission',
      'outage',
      'not-found status',
      'structured data once',
      'cookie notice',
      'deferred scripts',
      'Content-Security-Policy',
    ]);
  });

  it('runs the same stages in development, but the policy, and a banner that says so', async () => {
    const dev = stagesFor(true);
    expect(dev.map((s) => s.name)).toEqual([...STAGES.filter((s) => s.name !== 'Content-Security-Policy').map((s) => s.name), 'development banner']);
    const doc = runStages(dev, visit()).document({ ...head(200), html: NEXT_DOC });
    expect(doc.html).toContain(NOTICE);
    expect(doc.html).toContain(LIST_ATTRIBUTE);
    expect(doc.html).toMatch(/data-dev-banner[^>]*>Desarrollo: sin Content-Security-Policy/);
    expect(doc.headers['content-security-policy']).toBeUndefined();
  });
});

describe('a page’s answer through the stages', () => {
  it('a document: notice, deferred scripts and a policy hashing the scripts left inline', () => {
    const doc = runStages(stagesFor(false), visit()).document({ ...head(200, { etag: '"abc"' }), html: NEXT_DOC });
    expect(doc.status).toBe(200);
    expect(doc.html).toContain(NOTICE);
    expect(doc.html).not.toContain('async=""');
    expect(doc.headers.etag).toBe('"abc"');
    expect(String(doc.headers['content-security-policy'])).toMatch(/script-src 'self' 'sha256-/);
  });

  it('a failed render: 503 with Retry-After, never cached, the branded page without a notice', () => {
    const run = runStages(stagesFor(false), visit());
    const doc = run.document({ ...head(500), html: '<html><body></body></html>' });
    expect([doc.status, doc.headers['retry-after'], doc.headers['cache-control']]).toEqual([503, '30', 'no-store']);
    expect(doc.html).toBe(OUTAGE_PAGE);
    // A client navigation's payload gets the status alone.
    expect(run.head(head(500))).toMatchObject({ status: 503, headers: { 'retry-after': '30' } });
  });

  it('the not-found page, rendered at a path that leads to no page, is answered 404 with its notice', () => {
    const doc = runStages(stagesFor(false), visit()).document({ ...head(200, { etag: '"n"' }), html: NOT_FOUND });
    expect([doc.status, doc.headers.etag, doc.html.includes(NOTICE)]).toEqual([404, undefined, true]);
  });

  it('the ETag names the cookie choice, and the request’s tags are translated back for Next', () => {
    const run = runStages(stagesFor(false), visit({ choice: 'accepted' }));
    expect(run.head(head(304, { etag: '"abc"' })).headers.etag).toBe('"abc-ca"');
    const req = { headers: { 'if-none-match': '"abc-ca"' }, socket: { remoteAddress: '198.51.100.7' }, url: '/' } as unknown as IncomingMessage;
    expect(run.answered(req, {} as ServerResponse)).toBe(false);
    expect(req.headers).toMatchObject({ 'if-none-match': '"abc"', 'x-site-socket-address': '198.51.100.7' });
  });
});

describe('answers before Next', () => {
  const request = (url: string, headers: Record<string, string> = {}) => ({ url, method: 'GET', headers, socket: { remoteAddress: '127.0.0.1' } }) as unknown as IncomingMessage;
  const response = () => {
    const sent: { status?: number; headers?: unknown; body?: unknown } = {};
    const res = {
      writeHead: (status: number, headers: unknown) => ((sent.status = status), (sent.headers = headers), res),
      end: (body?: unknown) => void (sent.body = body),
      setHeader: () => undefined,
    };
    return { res: res as unknown as ServerResponse, sent };
  };

  it.each<{ name: string; url: string; headers: Record<string, string>; answered: boolean; status: number | undefined }>([
    { name: 'a forged socket address is replaced', url: '/', headers: { 'x-site-socket-address': '10.0.0.1' }, answered: false, status: undefined },
    { name: 'a missing file under /media/ is a 404', url: '/media/falta.jpg', headers: {}, answered: true, status: 404 },
    { name: 'a bad percent-encoding is a 404', url: '/%ff', headers: {}, answered: true, status: 404 },
    { name: 'health is the admission’s', url: '/api/health', headers: {}, answered: true, status: undefined },
  ])('$name', ({ url, headers, answered, status }) => {
    const req = request(url, headers);
    const { res, sent } = response();
    expect(runStages(stagesFor(false), visit()).answered(req, res)).toBe(answered);
    expect(sent.status).toBe(status);
    expect(req.headers['x-site-socket-address']).toBe('127.0.0.1');
  });

  it('plain http behind an https SITE_URL is redirected there, whatever the Host', () => {
    const before = process.env.SITE_URL;
    process.env.SITE_URL = 'https://www.universidad.edu.co';
    try {
      const { res, sent } = response();
      expect(runStages(stagesFor(false), visit()).answered(request('/programas?x=1', { 'x-forwarded-proto': 'http', host: 'evil.example' }), res)).toBe(true);
      expect(sent).toMatchObject({ status: 308, headers: { location: 'https://www.universidad.edu.co/programas?x=1' } });
    } finally {
      process.env.SITE_URL = before;
    }
  });
});
