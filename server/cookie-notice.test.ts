/** @jest-environment node */
import { cookieChoiceOf, cookieChoiceVariant, documentEtag, nextIfNoneMatch, NOTICE, tagManager, withCookieNotice } from './cookie-notice.mjs';
import { contentSecurityPolicy, inlineScriptHashes } from './csp.mjs';

const DOC = '<!DOCTYPE html><html lang="es"><head><meta charset="utf-8"></head><body><main>Hola</main><script>self.__next_f.push([1,"</body>"])</script></body></html>';
const TAG = { id: 'GTM-TEST123', origin: 'http://127.0.0.1:9999' };

describe('the cookie notice and the tag manager (docs/decisions/0015-rights-and-cookies.md)', () => {
  it.each([
    [undefined, null],
    ['a=1; cookie_consent=accepted; b=2', 'accepted'],
    ['cookie_consent=rejected', 'rejected'],
    ['cookie_consent=maybe', null],
    ['xcookie_consent=accepted', null],
  ])('reads the choice from %p', (header, choice) => {
    expect(cookieChoiceOf(header)).toBe(choice);
  });

  it('adds the notice first in <body> only when there is no choice', () => {
    const page = withCookieNotice(DOC, { choice: null, tag: null });
    expect(page).toBe(DOC.replace('<body>', `<body>${NOTICE}`));
    expect(withCookieNotice(DOC, { choice: 'accepted', tag: null })).toBe(DOC);
    expect(withCookieNotice(DOC, { choice: 'rejected', tag: null })).toBe(DOC);
  });

  it('keeps the notice small: every first visit carries it', () => {
    expect(Buffer.byteLength(NOTICE)).toBeLessThan(400);
    expect(NOTICE).toContain('href="/politica-de-cookies"');
    expect(NOTICE.match(/<button /g)).toHaveLength(2);
  });

  it('pushes the denied defaults first in <head> and loads the tag only after "Aceptar"', () => {
    for (const choice of [null, 'rejected'] as const) {
      const page = withCookieNotice(DOC, { choice, tag: TAG });
      expect(page).toMatch(/^<!DOCTYPE html><html lang="es"><head><script>window\.dataLayer=window\.dataLayer\|\|\[\];function gtag\(\)\{dataLayer\.push\(arguments\)\}gtag\('consent','default',\{ad_storage:'denied',ad_user_data:'denied',ad_personalization:'denied',analytics_storage:'denied'\}\);<\/script>/);
      expect(page).not.toContain('gtm.js');
    }
    const accepted = withCookieNotice(DOC, { choice: 'accepted', tag: TAG });
    const script = /<head><script>(.*?)<\/script>/.exec(accepted)?.[1] ?? '';
    expect(script.indexOf("'default'")).toBeLessThan(script.indexOf("'update'"));
    expect(script.indexOf("'update'")).toBeLessThan(script.indexOf('gtm.js'));
    expect(script).toContain('"http://127.0.0.1:9999/gtm.js?id=GTM-TEST123"');
    expect(script).toContain('cookie_consent=accepted');
  });

  it('the policy admits the tag host only when asked, and hashes the injected script', () => {
    const page = withCookieNotice(DOC, { choice: 'accepted', tag: TAG });
    const withTag = contentSecurityPolicy(inlineScriptHashes(page), { https: false, tagOrigin: TAG.origin });
    expect(withTag).toMatch(/script-src [^;]*http:\/\/127\.0\.0\.1:9999/);
    expect(withTag).toContain(inlineScriptHashes(page)[0]);
    expect(contentSecurityPolicy([], { https: false })).toBe(contentSecurityPolicy([], { https: false, tagOrigin: null }));
    expect(contentSecurityPolicy([], { https: false })).not.toContain('9999');
  });

  it('reads the container at start: none, a valid one, or a clear refusal', () => {
    expect(tagManager({})).toBeNull();
    expect(tagManager({ NEXT_PUBLIC_GTM_ID: ' ' })).toBeNull();
    expect(tagManager({ NEXT_PUBLIC_GTM_ID: 'GTM-ABC123' })).toEqual({ id: 'GTM-ABC123', origin: 'https://www.googletagmanager.com' });
    expect(tagManager({ NEXT_PUBLIC_GTM_ID: 'GTM-ABC123', NEXT_PUBLIC_GTM_ORIGIN: 'http://127.0.0.1:9/x' })).toEqual({ id: 'GTM-ABC123', origin: 'http://127.0.0.1:9' });
    expect(() => tagManager({ NEXT_PUBLIC_GTM_ID: "GTM-1');alert(1)//" })).toThrow(/NEXT_PUBLIC_GTM_ID/);
    expect(() => tagManager({ NEXT_PUBLIC_GTM_ID: 'GTM-ABC123', NEXT_PUBLIC_GTM_ORIGIN: 'javascript:alert(1)' })).toThrow();
  });

  it('a finished document is kept per choice', () => {
    expect(new Set([null, 'accepted', 'rejected'].map((c) => cookieChoiceVariant(c as never))).size).toBe(3);
  });
});

describe('one ETag per choice', () => {
  it.each([
    ['"abc"', null, '"abc"'],
    ['"abc"', 'accepted', '"abc-ca"'],
    ['W/"abc"', 'rejected', 'W/"abc-cr"'],
  ] as const)('%s for %p is %s', (etag, choice, sent) => {
    expect(documentEtag(etag, choice)).toBe(sent);
  });

  it.each([
    ['"abc"', null, '"abc"'],
    ['"abc-cr"', 'rejected', '"abc"'],
    ['"abc"', 'rejected', undefined],
    ['"abc-ca"', 'rejected', undefined],
    ['"abc-ca"', null, undefined],
    ['"x-cr", "abc-ca"', 'accepted', '"abc"'],
    ['*', 'accepted', '*'],
  ] as const)('If-None-Match %s for %p reaches Next as %p', (header, choice, next) => {
    expect(nextIfNoneMatch(header, choice)).toBe(next);
  });
});

it('gives an ETag its choice once, however often it is set', () => {
  expect(documentEtag(documentEtag('"abc"', 'accepted'), 'accepted')).toBe('"abc-ca"');
});

it('a document that already went through (the not-found page, fetched from this server) gets the notice and the tag once', () => {
  for (const choice of [null, 'accepted', 'rejected'] as const) {
    const once = withCookieNotice(DOC, { choice, tag: TAG });
    expect(withCookieNotice(withCookieNotice(DOC, { choice: null, tag: TAG }), { choice, tag: TAG })).toBe(once);
  }
});
