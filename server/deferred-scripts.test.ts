import { describe, expect, it } from '@jest/globals';
import { inlineScriptHashes } from './csp.mjs';
import { runInNewContext } from 'node:vm';
import { gunzipSync } from 'node:zlib';
import { ARRIVAL_COOKIES, ARRIVAL_SNAPSHOT, deferredScripts, deferredScriptsStage, deferScripts, LOADER_PATH, LOADER_TAG, SCRIPT_LOADER } from './deferred-scripts.mjs';

// The shape of a Next 16 document (the head of `/` and the bootstrap script in the body).
const NEXT_DOCUMENT = [
  '<!DOCTYPE html><html lang="es-CO"><head><meta charSet="utf-8"/>',
  '<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/boot.js"/>',
  '<script src="/_next/static/chunks/one.js" async=""></script>',
  '<script src="/_next/static/chunks/two.js" async=""></script>',
  '<link rel="preload" href="/_next/static/chunks/lazy.js" as="script" fetchPriority="low"/>',
  '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>',
  '</head><body><main><h1>Hola</h1></main>',
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
  '<script src="/_next/static/chunks/boot.js" async=""></script>',
  '</body></html>',
].join('');

describe('deferScripts', () => {
  const out = deferScripts(NEXT_DOCUMENT);

  it('takes every chunk script and script preload out of the document and lists them for the loader', () => {
    expect(out).not.toMatch(/async=""/);
    expect(deferredScripts(out)).toEqual({
      scripts: ['/_next/static/chunks/one.js', '/_next/static/chunks/two.js', '/_next/static/chunks/boot.js'],
      preloads: ['/_next/static/chunks/lazy.js'],
    });
    expect(deferredScripts(NEXT_DOCUMENT)).toEqual({ scripts: [], preloads: [] });
  });

  it("puts the list and the loader's file once, where the first script was", () => {
    const tag = LOADER_TAG;
    expect(out.split(tag)).toHaveLength(2);
    expect(out).not.toContain(SCRIPT_LOADER);
    expect(out.match(/<script type="application\/json" data-deferred-scripts="">/g)).toHaveLength(1);
    expect(out.indexOf('data-deferred-scripts')).toBeGreaterThan(out.indexOf('a.css'));
    expect(out.indexOf(tag)).toBeLessThan(out.indexOf('polyfills.js'));
  });

  it('leaves no script preload and keeps the rest', () => {
    expect(out).not.toMatch(/<link rel="preload"[^>]*as="script"/);
    expect(out).toContain('<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>');
    expect(out).toContain('<script src="/_next/static/chunks/polyfills.js" noModule=""></script>');
    expect(out).toContain('<script>(self.__next_f=self.__next_f||[]).push([0])</script>');
    expect(out).toContain('<main><h1>Hola</h1></main>');
  });

  it('adds one inline script to the policy, the cookie snapshot (the data block never runs, the loader is a file of the site itself)', () => {
    expect(inlineScriptHashes(out)).toHaveLength(inlineScriptHashes(NEXT_DOCUMENT).length + 1);
    expect(out.indexOf(`<script>${ARRIVAL_SNAPSHOT}</script>`)).toBeLessThan(out.indexOf(LOADER_PATH));
  });

  it('leaves a document without chunk scripts as it is, and is idempotent', () => {
    const plain = '<html><body><p>Sin scripts</p></body></html>';
    expect(deferScripts(plain)).toBe(plain);
    expect(deferScripts(out)).toBe(out);
  });
});

describe('ARRIVAL_SNAPSHOT', () => {
  it('keeps document.cookie as the document arrived, before any script of the page starts', () => {
    const document = { cookie: 'utm_source=facebook; utm_medium=social' };
    const window: Record<string, unknown> = {};
    runInNewContext(ARRIVAL_SNAPSHOT, { document, window });
    document.cookie = 'utm_source=bing';
    expect(window[ARRIVAL_COOKIES]).toBe('utm_source=facebook; utm_medium=social');
  });
});

describe('the loader file', () => {
  type Answer = { status: number; headers: Record<string, string>; body: Buffer };
  const request = (url: string, { method = 'GET', encoding = '' } = {}) => {
    const answer: Answer = { status: 0, headers: {}, body: Buffer.alloc(0) };
    const req = { url, method, headers: encoding ? { 'accept-encoding': encoding } : {} };
    const res = {
      req,
      writeHead: (status: number, headers: Record<string, string>) => Object.assign(answer, { status, headers }),
      end: (body?: Buffer | string) => Object.assign(answer, { body: Buffer.from(body ?? '') }),
    };
    const answered = deferredScriptsStage.answer!(req as never, res as never, {} as never);
    return { answered, ...answer };
  };

  it('is served under its hash, compressed when accepted and cached for good', () => {
    const gzip = request(LOADER_PATH, { encoding: 'gzip, deflate' });
    expect(gzip.answered).toBe(true);
    expect(gzip.status).toBe(200);
    expect(gzip.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(gzip.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(SCRIPT_LOADER);
    expect(request(LOADER_PATH).body.toString()).toBe(SCRIPT_LOADER);
    expect(request(LOADER_PATH, { method: 'HEAD' }).body).toHaveLength(0);
  });

  it("answers an earlier build's loader URL with this loader, and leaves every other path to Next", () => {
    expect(request('/_site/loader.0123456789ab.js').body.toString()).toBe(SCRIPT_LOADER);
    expect(request('/_site/otro.js').answered).toBe(false);
    expect(request('/programas/ingenieria-de-sistemas').answered).toBe(false);
  });

  it('refuses other methods with 405 and a message', () => {
    const post = request(LOADER_PATH, { method: 'POST' });
    expect(post.status).toBe(405);
    expect(post.headers.allow).toBe('GET, HEAD');
    expect(JSON.parse(post.body.toString())).toEqual({ error: 'Método no permitido' });
  });
});

describe('SCRIPT_LOADER', () => {
  // A browser without the largest-contentful-paint API and a page without a hero: the scripts
  // start two frames after the document is parsed.
  const run = (readyState: string) => {
    const added: Record<string, unknown>[] = [];
    const listeners: Record<string, () => void> = {};
    const document = {
      readyState,
      querySelector: (selector: string) => (selector.startsWith('script[') ? { textContent: JSON.stringify({ scripts: ['/a.js'], preloads: ['/b.js'] }) } : null),
      createElement: (tag: string) => ({ tag }),
      head: { appendChild: (element: Record<string, unknown>) => added.push(element) },
      addEventListener: (type: string, listener: () => void) => (listeners[type] = listener),
    };
    const now = (f: () => void, ms?: number) => (ms === undefined ? f() : undefined);
    runInNewContext(SCRIPT_LOADER, { document, window: { addEventListener: () => undefined }, setTimeout: now, requestAnimationFrame: (f: () => void) => f() });
    return { added, listeners };
  };
  const started = [
    { tag: 'link', rel: 'preload', as: 'script', href: '/b.js' },
    { tag: 'script', src: '/a.js', async: true },
  ];

  it('starts the scripts when it runs after the document was parsed (it is async)', () => {
    expect(run('interactive').added).toEqual(started);
  });

  it('waits for the document to be parsed when it runs before', () => {
    const { added, listeners } = run('loading');
    expect(added).toEqual([]);
    listeners.DOMContentLoaded?.();
    expect(added).toEqual(started);
  });
});
