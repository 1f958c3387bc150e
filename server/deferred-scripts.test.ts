import { describe, expect, it } from '@jest/globals';
import { inlineScriptHashes } from './csp.mjs';
import { runInNewContext } from 'node:vm';
import { ARRIVAL_COOKIES, deferredScripts, deferScripts, SCRIPT_LOADER } from './deferred-scripts.mjs';

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

  it('puts the list and the loader once, where the first script was', () => {
    expect(out.split(SCRIPT_LOADER)).toHaveLength(2);
    expect(out.match(/<script type="application\/json" data-deferred-scripts="">/g)).toHaveLength(1);
    expect(out.indexOf('data-deferred-scripts')).toBeGreaterThan(out.indexOf('a.css'));
    expect(out.indexOf(SCRIPT_LOADER)).toBeLessThan(out.indexOf('polyfills.js'));
  });

  it('leaves no script preload and keeps the rest', () => {
    expect(out).not.toMatch(/<link rel="preload"[^>]*as="script"/);
    expect(out).toContain('<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>');
    expect(out).toContain('<script src="/_next/static/chunks/polyfills.js" noModule=""></script>');
    expect(out).toContain('<script>(self.__next_f=self.__next_f||[]).push([0])</script>');
    expect(out).toContain('<main><h1>Hola</h1></main>');
  });

  it('gives the loader a hash in the policy like every inline script', () => {
    // The loader, and the data block (hashed too: harmless, it never runs).
    expect(inlineScriptHashes(out)).toHaveLength(inlineScriptHashes(NEXT_DOCUMENT).length + 2);
  });

  it('leaves a document without chunk scripts as it is, and is idempotent', () => {
    const plain = '<html><body><p>Sin scripts</p></body></html>';
    expect(deferScripts(plain)).toBe(plain);
    expect(deferScripts(out)).toBe(out);
  });
});

describe('SCRIPT_LOADER', () => {
  it('keeps document.cookie as the document arrived, before any script of the page starts', () => {
    const noop = () => undefined;
    const document = { cookie: 'utm_source=facebook; utm_medium=social', addEventListener: noop };
    const window: Record<string, unknown> = { addEventListener: noop };
    runInNewContext(SCRIPT_LOADER, { document, window, setTimeout: noop });
    document.cookie = 'utm_source=bing';
    expect(window[ARRIVAL_COOKIES]).toBe('utm_source=facebook; utm_medium=social');
  });
});
