/**
 * @jest-environment node
 */
import { NextRequest, type NextResponse } from 'next/server';
import { proxy } from '@/proxy';

const ORIGIN = 'https://www.universidad.example';
// Public paths are answered at once; only staff paths wait on the session store.
const run = (path: string, headers: Record<string, string> = {}) => proxy(new NextRequest(`${ORIGIN}${path}`, { headers })) as NextResponse;

describe('proxy.ts', () => {
  it.each([
    ['/landing/pregrado/gracias', `${ORIGIN}/landing/pregrado`],
    ['/landing/pregrado/virtual/bogota/psicologia/gracias', `${ORIGIN}/landing/pregrado/virtual/bogota/psicologia`],
    ['/landing/gracias?utm_source=google', `${ORIGIN}/landing?utm_source=google`],
  ])('redirects the landing thank-you %s to the landing itself', (path, location) => {
    const res = run(path);
    expect(res.status).toBe(307);
    expect(res.headers.get('location')).toBe(location);
  });

  it.each([
    ['/Landing/Pregrado/Gracias', `${ORIGIN}/landing/pregrado`],
    ['/landing/pregrado/presencial/ingenier%C3%ADa/gracias', `${ORIGIN}/landing/pregrado/presencial/ingenier%C3%ADa`],
  ])('decides %s the way lib/page does: decoded once, lower-cased, sent to %s', (path, location) => {
    expect(run(path).headers.get('location')).toBe(location);
  });

  it.each(['/landing/%2541/gracias', '/landing/a%2Fb/gracias', '/landing/%E0%A4%A/gracias', '/landing/a/b/c/d/e/gracias'])(
    'does not redirect %s, a path no page has',
    (path) => {
      expect(run(path).headers.get('location')).toBeNull();
    },
  );

  it.each(['/gracias', '/contacto/gracias', '/programas/psicologia'])('does not redirect %s', (path) => {
    expect(run(path).headers.get('location')).toBeNull();
  });

  it.each(['//evil.example/landing/gracias', '/%2F%2Fevil.example/gracias', '/landing/%5C%5Cevil.example/gracias', '/\\evil.example/landing/gracias'])(
    'keeps every redirect on the site origin (%s)',
    (path) => {
      const location = run(path).headers.get('location');
      if (location) expect(new URL(location).origin).toBe(ORIGIN);
    },
  );

  it('sets campaign cookies readable by the page, SameSite=Lax and Secure under https', () => {
    const res = run('/?utm_source=google&utm_campaign=admisiones', { 'user-agent': 'Mozilla/5.0 (iPhone) Mobile' });
    const source = res.cookies.get('utm_source');
    expect(source).toMatchObject({ value: 'google', sameSite: 'lax', secure: true, path: '/', maxAge: 259200 });
    expect(res.cookies.get('attribution')?.value).toMatch(/^google-M-\d{4}-/);
  });

  // Each entry is encoded once, so the history stays small however many visits it records.
  const setCookie = (res: Response, name: string) => res.headers.getSetCookie().find((c) => c.startsWith(`${name}=`)) ?? '';
  const cookiePair = (header: string) => header.split(';')[0] ?? '';

  it.each([
    ['long accented campaign values', 'Campaña_Año_Nuevo_Educación_Señor_Ñandú_Pingüino_Acción'],
    ['letters of four UTF-8 bytes', '𝒜'.repeat(60)],
  ])('keeps the attribution cookie encoded once and under 4 KB over many visits (%s)', (_label, source) => {
    let jar = '';
    let header = '';
    for (let visit = 0; visit < 15; visit++) {
      const res = run(`/?utm_source=${encodeURIComponent(source)}${visit}`, jar ? { cookie: jar } : {});
      header = setCookie(res, 'attribution');
      jar = cookiePair(header);
    }
    expect(Buffer.byteLength(header)).toBeLessThan(4_096);
    expect(header).not.toMatch(/%25/); // nothing encoded twice
    const entries = decodeURIComponent(jar.slice('attribution='.length)).split('|');
    expect(entries.length).toBeGreaterThanOrEqual(1);
    expect(entries.length).toBeLessThanOrEqual(10);
    expect(entries[0]).toMatch(/-D-\d{4}-/); // newest first, readable as is
    expect(entries[0]?.normalize('NFC')).toContain(Array.from(source).slice(0, 10).join('').normalize('NFC'));
  });

  it('still reads a history written with entries encoded twice', () => {
    const old = ['google-M-2026-11-20T10:00:00.000Z', 'campaña-D-2026-11-19T10:00:00.000Z'].map(encodeURIComponent).join('|');
    const res = run('/?utm_source=nueva', { cookie: `attribution=${encodeURIComponent(old)}` });
    const entries = decodeURIComponent(cookiePair(setCookie(res, 'attribution')).slice('attribution='.length)).split('|');
    expect(entries.slice(1)).toEqual(['google-M-2026-11-20T10:00:00.000Z', 'campaña-D-2026-11-19T10:00:00.000Z']);
  });
});

describe('IndexNow key file', () => {
  const KEY = 'clave-indexnow-0123456789';
  afterEach(() => {
    delete process.env.INDEXNOW_KEY;
  });

  it('answers /{INDEXNOW_KEY}.txt with the key as plain text, and sets no cookie', async () => {
    process.env.INDEXNOW_KEY = KEY;
    const res = run(`/${KEY}.txt`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(await res.text()).toBe(KEY);
    expect(res.headers.getSetCookie()).toEqual([]);
  });

  it.each([
    ['no key set', undefined, `/${KEY}.txt`],
    ['another name', KEY, '/otra-clave-0123456789.txt'],
    ['the key without .txt', KEY, `/${KEY}`],
    ['a key the protocol does not allow', 'corta', '/corta.txt'],
  ])('has no key file for %s', (_, key, path) => {
    if (key) process.env.INDEXNOW_KEY = key;
    expect(run(path).headers.get('x-middleware-next')).toBe('1');
  });
});
