/**
 * @jest-environment node
 */
import { NextRequest } from 'next/server';
import { toHttps } from './to-https';

const SITE = 'https://admisiones.universidad.example';
const run = (url: string, proto: string | null, siteUrl: string | undefined = SITE) =>
  toHttps(new NextRequest(url, { headers: proto === null ? {} : { 'x-forwarded-proto': proto } }), siteUrl);

describe('toHttps', () => {
  it.each([
    ['http://admisiones.universidad.example/', `${SITE}/`],
    ['http://admisiones.universidad.example/programas/psicologia?utm_source=x', `${SITE}/programas/psicologia?utm_source=x`],
    ['http://10.0.0.5:3000/contacto', `${SITE}/contacto`],
    ['http://admisiones.universidad.example//evil.example/x', `${SITE}//evil.example/x`],
  ])('%s over http → 308 to %s', (url, location) => {
    const res = run(url, 'http');
    expect(res?.status).toBe(308);
    expect(res?.headers.get('location')).toBe(location);
    expect(new URL(res?.headers.get('location') ?? '').origin).toBe(SITE);
  });

  it.each([
    ['already https', 'https', SITE],
    ['first hop https', 'https, http', SITE],
    ['no proxy in front', null, SITE],
    ['the site is not served over https', 'http', 'http://localhost:3000'],
    ['no public origin configured', 'http', ''],
  ])('does nothing when %s', (_, proto, siteUrl) => {
    expect(run('http://admisiones.universidad.example/', proto, siteUrl)).toBeNull();
  });
});
