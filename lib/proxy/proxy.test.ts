/**
 * @jest-environment node
 */
import { NextRequest } from 'next/server';
import { proxy } from '@/proxy';

const ORIGIN = 'https://www.universidad.example';
const run = (path: string, headers: Record<string, string> = {}) => proxy(new NextRequest(`${ORIGIN}${path}`, { headers }));

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
});
