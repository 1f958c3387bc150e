/** @jest-environment node */
import { answerCookieChoice, backTarget } from './choice-request';

const SITE = 'https://www.example.edu.co';
const post = (body: string, headers: Record<string, string> = {}) =>
  answerCookieChoice(
    new Request(`${SITE}/api/consent`, {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin', ...headers },
    }),
    SITE,
  );

describe('POST /api/consent (docs/decisions/0015-rights-and-cookies.md)', () => {
  it('records "Aceptar" for 180 days and answers 303 to the page', async () => {
    const res = await post('choice=accepted&back=%2Fprogramas%2Fingenieria-de-sistemas%3Fq%3D1');
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/programas/ingenieria-de-sistemas?q=1');
    expect(res.headers.getSetCookie()).toEqual([`cookie_consent=accepted; Max-Age=${180 * 24 * 3600}; Path=/; SameSite=Lax; Secure`]);
  });

  it('"Rechazar" also deletes the attribution history and the first impact', async () => {
    const res = await post('choice=rejected&back=/');
    expect(res.headers.getSetCookie()).toEqual([
      `cookie_consent=rejected; Max-Age=${180 * 24 * 3600}; Path=/; SameSite=Lax; Secure`,
      'attribution=; Max-Age=0; Path=/; SameSite=Lax; Secure',
      'first_impact=; Max-Age=0; Path=/; SameSite=Lax; Secure',
    ]);
  });

  it.each([
    ['another site', 'choice=accepted', { 'sec-fetch-site': 'cross-site' }, 403],
    ['JSON', '{"choice":"accepted"}', { 'content-type': 'application/json' }, 415],
    ['no choice', 'back=/', {}, 400],
    ['an unknown choice', 'choice=maybe', {}, 400],
    ['a huge body', `choice=accepted&back=${'a'.repeat(5_000)}`, {}, 413],
  ])('answers %s with a 4xx in Spanish and sets nothing', async (_, body, headers, status) => {
    const res = await post(body, headers);
    expect(res.status).toBe(status);
    expect(res.headers.getSetCookie()).toEqual([]);
    expect((await res.json()).error).toMatch(/[a-záéíóúñ]/);
  });

  it.each([
    ['/contacto', '/contacto'],
    ['//evil.example/x', '/'],
    ['/\\evil.example', '/'],
    ['https://evil.example/', '/'],
    ['', '/'],
    [null, '/'],
  ])('sends %p back to %p', (back, target) => {
    expect(backTarget(back, SITE)).toBe(target);
  });
});

describe('the page the notice was on', () => {
  it('is the Referer when the form names none, on this site only', async () => {
    expect((await post('choice=accepted', { referer: `${SITE}/sedes?x=1` })).headers.get('location')).toBe('/sedes?x=1');
    expect((await post('choice=accepted', { referer: 'https://evil.example/sedes' })).headers.get('location')).toBe('/');
    expect((await post('choice=accepted', { referer: 'nonsense' })).headers.get('location')).toBe('/');
  });
});
