/**
 * @jest-environment node
 */
import { NextRequest, type NextResponse } from 'next/server';
import { proxy } from '@/proxy';
import { localHits } from './hits';
import { buildRedirects } from './rules';
import { installRedirects } from './state';

const ORIGIN = 'https://www.universidad.example';
const run = (path: string) => proxy(new NextRequest(`${ORIGIN}${path}`)) as NextResponse;

beforeAll(() => {
  const { table, refused } = buildRedirects(
    [
      { from: '/programas/sistemas-y-computacion', to: '/programas/sistemas', status: 301 },
      { from: '/inscripciones', to: '/admisiones?periodo=2027-1', status: 302 },
    ],
    { now: Date.now(), origin: ORIGIN },
  );
  installRedirects({ table, refused, loadedAt: Date.now() });
});
afterAll(() => installRedirects({ table: new Map(), refused: [], loadedAt: null }));

describe('proxy.ts with the content’s redirects', () => {
  it('answers a moved path 308 before any page, the campaign kept, no cookie set, its hit counted', () => {
    const before = localHits().get('/programas/sistemas-y-computacion')?.d7 ?? 0;
    const res = run('/Programas/Sistemas-Y-Computacion?utm_source=google&gclid=abc');
    expect(res.status).toBe(308);
    expect(res.headers.get('location')).toBe(`${ORIGIN}/programas/sistemas?utm_source=google&gclid=abc`);
    expect(res.headers.get('cache-control')).toBe('public, max-age=300');
    expect(res.headers.getSetCookie()).toEqual([]);
    expect(localHits().get('/programas/sistemas-y-computacion')?.d7).toBe(before + 1);
  });

  it('answers a temporary path 307, never cached, the target’s query first', () => {
    const res = run('/inscripciones?utm_source=facebook');
    expect(res.status).toBe(307);
    expect(res.headers.get('location')).toBe(`${ORIGIN}/admisiones?periodo=2027-1&utm_source=facebook`);
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it.each(['/programas/sistemas', '/', '/landing/pregrado'])('leaves %s to the page', (path) => {
    expect(run(path).headers.get('x-middleware-next')).toBe('1');
  });
});
