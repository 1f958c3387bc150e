/**
 * @jest-environment node
 */
import type { IncomingHttpHeaders } from 'node:http';
import { BEAT_MS, BUSY_HOLD_MS, Copies, copyKey, decide, keepFor, keptHeaders, MAX_AGE_MS, notModified, REFRESH_AFTER_MS, RenderLoad } from './front-copies.mjs';

const get = (url: string, headers: IncomingHttpHeaders = {}, method = 'GET') => copyKey({ method, url, headers });

describe('which requests the front may answer from a copy (decision 0016)', () => {
  it.each([
    ['a page', '/programas/ingenieria-de-sistemas', {}],
    ['the home page', '/', {}],
    ['a page with the choice accepted and campaign cookies', '/noticias', { cookie: 'cookie_consent=accepted; utm_source=google; attribution=x; first_impact=y' }],
    ['a page asked for again (If-None-Match)', '/eventos', { 'if-none-match': '"abc-ca"' }],
  ])('answers %s', (_label, url, headers) => {
    expect(get(url, headers)).not.toBeNull();
  });

  it.each([
    ['a query string (campaign capture, proxy.ts)', '/?utm_source=google', {}],
    ['an empty query string', '/programas?', {}],
    ['an API route', '/api/search', {}],
    ['a lead submission', '/api/forms/lead', {}],
    ['a static file', '/_next/static/chunks/a.js', {}],
    ['a staff page (the staff guard, proxy.ts)', '/staff', {}],
    ['a staff page in another case', '/Staff/enlaces', {}],
    ['a client navigation', '/programas', { rsc: '1' }],
    ['a prefetch', '/programas', { 'next-router-prefetch': '1' }],
    ['a server action', '/programas', { 'next-action': 'abc' }],
    ['a refused form page (decision 0010)', '/programas', { 'x-form-refusal': 'id' }],
    ['a range', '/programas', { range: 'bytes=0-10' }],
    ['a staff session cookie', '/programas', { cookie: 'staff_session=abc' }],
    ["Next's draft mode", '/programas', { cookie: '__prerender_bypass=1' }],
  ])('leaves %s to Next', (_label, url, headers) => {
    expect(get(url, headers as IncomingHttpHeaders)).toBeNull();
  });

  it('leaves every method but GET and HEAD to Next', () => {
    expect(get('/programas', {}, 'HEAD')).not.toBeNull();
    for (const method of ['POST', 'PUT', 'DELETE', 'OPTIONS', 'PATCH']) expect(get('/programas', {}, method)).toBeNull();
  });

  it('keys a copy by protocol, consent choice, encodings and path, and by nothing else', () => {
    const base = get('/programas', { 'accept-encoding': 'gzip', cookie: 'cookie_consent=accepted' });
    expect(get('/programas', { 'accept-encoding': 'gzip', cookie: 'cookie_consent=accepted; utm_source=x', 'user-agent': 'otro' })).toBe(base);
    expect(get('/programas', { 'accept-encoding': 'gzip', cookie: 'cookie_consent=rejected' })).not.toBe(base);
    expect(get('/programas', { 'accept-encoding': 'gzip' })).not.toBe(base);
    expect(get('/programas', { cookie: 'cookie_consent=accepted' })).not.toBe(base);
    expect(get('/programas', { 'accept-encoding': 'gzip', cookie: 'cookie_consent=accepted', 'x-forwarded-proto': 'https' })).not.toBe(base);
    expect(get('/noticias', { 'accept-encoding': 'gzip', cookie: 'cookie_consent=accepted' })).not.toBe(base);
  });
});

describe("which of Next's answers the front keeps", () => {
  const page: IncomingHttpHeaders = {
    etag: '"abc"',
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 's-maxage=300, stale-while-revalidate=31535700',
    vary: 'rsc, next-router-state-tree, next-router-prefetch, next-router-segment-prefetch, Accept-Encoding',
    'x-nextjs-cache': 'HIT',
  };

  it('keeps a cached page document for at most MAX_AGE_MS', () => {
    expect(keepFor('GET', 200, page)).toBe(MAX_AGE_MS);
    expect(keepFor('GET', 200, { ...page, 'cache-control': 's-maxage=2' })).toBe(2_000);
    expect(keepFor('GET', 200, { ...page, 'x-nextjs-cache': 'STALE' })).toBe(MAX_AGE_MS);
  });

  it.each([
    ['a HEAD', 'HEAD', 200, page],
    ['a fresh render (the next answer, from the cache, is kept)', 'GET', 200, { ...page, 'x-nextjs-cache': 'MISS' }],
    ['an answer from outside the cache', 'GET', 200, { ...page, 'x-nextjs-cache': undefined }],
    ['a 404', 'GET', 404, page],
    ['a 503', 'GET', 503, page],
    ['a redirect', 'GET', 307, page],
    ['no ETag', 'GET', 200, { ...page, etag: undefined }],
    ['JSON', 'GET', 200, { ...page, 'content-type': 'application/json' }],
    ['a dynamic page', 'GET', 200, { ...page, 'cache-control': 'private, no-cache, no-store, max-age=0, must-revalidate' }],
    ['no-store', 'GET', 200, { ...page, 'cache-control': 'no-store' }],
    ['no shared lifetime', 'GET', 200, { ...page, 'cache-control': 'public' }],
    ['an answer that varies on Cookie', 'GET', 200, { ...page, vary: 'Accept-Encoding, Cookie' }],
    ['an answer that varies on everything', 'GET', 200, { ...page, vary: '*' }],
  ])('keeps nothing of %s', (_label, method, status, headers) => {
    expect(keepFor(method as string, status as number, headers as IncomingHttpHeaders)).toBe(0);
  });

  it("drops the headers of that one answer: its cookies, date, length and connection", () => {
    const raw = ['Set-Cookie', 'a=1', 'ETag', '"x"', 'Date', 'd', 'Content-Length', '9', 'Connection', 'keep-alive', 'Keep-Alive', 'timeout=5', 'Transfer-Encoding', 'chunked', 'Age', '3', 'x-nextjs-cache', 'HIT', 'set-cookie', 'b=2'];
    expect(keptHeaders(raw)).toEqual(['ETag', '"x"', 'x-nextjs-cache', 'HIT']);
  });
});

describe('when a copy is sent', () => {
  const copy = (ageMs: number, keepMs = MAX_AGE_MS) => ({ headers: [], body: Buffer.from('x'), etag: '"x"', storedAt: 10_000 - ageMs, keepMs });
  const now = 10_000;

  it.each([
    ['no copy', 'forward', undefined, true, false],
    ['the render thread idle', 'forward', copy(0), false, false],
    ['busy, a fresh copy', 'serve', copy(REFRESH_AFTER_MS), true, false],
    ['busy, a copy due for refresh', 'refresh', copy(REFRESH_AFTER_MS + 1), true, false],
    ['busy, a copy being refreshed', 'serve', copy(REFRESH_AFTER_MS + 1), true, true],
    ['busy, a copy at its age limit', 'serve', copy(MAX_AGE_MS), true, true],
    ['busy, a copy past its age limit', 'forward', copy(MAX_AGE_MS + 1), true, false],
    ['busy, a copy past a shorter lifetime of its own', 'forward', copy(2_001, 2_000), true, false],
  ])('%s: %s', (_label, action, c, busy, refreshing) => {
    expect(decide(c, { now, busy: busy as boolean, refreshing: refreshing as boolean })).toBe(action);
  });

  it.each([
    [undefined, false],
    ['"x"', true],
    ['W/"x"', true],
    ['"y", "x"', true],
    ['*', true],
    ['"y"', false],
    ['"x-ca"', false],
  ])('If-None-Match %s names the copy "x": %s', (header, expected) => {
    expect(notModified(header, '"x"')).toBe(expected);
  });
});

describe('the render thread is busy', () => {
  const idle = { running: 0, waiting: 0, shedding: false, warming: false };
  const beats = (load: InstanceType<typeof RenderLoad>, from: number, to: number, state = idle) => {
    for (let t = from; t <= to; t += BEAT_MS) load.beat(state, t);
  };

  it('while it renders, queues or refuses, and BUSY_HOLD_MS after', () => {
    const load = new RenderLoad();
    beats(load, 0, 1_000);
    expect(load.busy(1_000)).toBe(false);
    for (const busy of [{ running: 1 }, { waiting: 2 }, { shedding: true }]) {
      const l = new RenderLoad();
      beats(l, 0, 1_000);
      l.beat({ ...idle, ...busy }, 1_020);
      beats(l, 1_040, 1_000 + BUSY_HOLD_MS);
      expect(l.busy(1_000 + BUSY_HOLD_MS)).toBe(true);
      beats(l, 1_000 + BUSY_HOLD_MS, 1_040 + BUSY_HOLD_MS);
      expect(l.busy(1_040 + BUSY_HOLD_MS)).toBe(false);
    }
  });

  it('when its beat is late (its event loop is held), and BUSY_HOLD_MS after it comes back', () => {
    const load = new RenderLoad();
    beats(load, 0, 1_000);
    expect(load.busy(1_000 + 3 * BEAT_MS)).toBe(false);
    expect(load.busy(1_000 + 3 * BEAT_MS + 1)).toBe(true);
    load.beat(idle, 1_200);
    expect(load.busy(1_200 + BUSY_HOLD_MS - 1)).toBe(true);
  });

  it('never while it warms (no copy yet; the lag is the cold start)', () => {
    const load = new RenderLoad();
    expect(load.busy(5_000)).toBe(false);
    load.beat({ running: 3, waiting: 1, shedding: false, warming: true }, 5_000);
    expect(load.busy(5_500)).toBe(false);
  });
});

describe('the copies', () => {
  const copy = (bytes: number) => ({ headers: [], body: Buffer.alloc(bytes), etag: '"x"', storedAt: 0, keepMs: 1 });

  it('forget the least recently used first, within their bytes', () => {
    const copies = new Copies(400);
    copies.set('a', copy(100));
    copies.set('b', copy(100));
    copies.set('c', copy(100));
    copies.get('a');
    copies.set('d', copy(100));
    copies.set('e', copy(100));
    expect(copies.get('b')).toBeUndefined();
    expect(copies.get('a')).toBeDefined();
    expect(copies.size).toBe(4);
  });

  it('keep no document larger than a quarter of their bytes, and empty at once', () => {
    const copies = new Copies(400);
    copies.set('big', copy(101));
    expect(copies.size).toBe(0);
    copies.set('a', copy(10));
    copies.clear();
    expect(copies.get('a')).toBeUndefined();
  });
});
