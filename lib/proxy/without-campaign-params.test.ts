/**
 * @jest-environment node
 */
import { NextRequest } from 'next/server';
import { proxy } from '@/proxy';
import { isCampaignParam, withoutCampaignParams } from './without-campaign-params';

const ORIGIN = 'https://www.universidad.example';
const rewriteOf = (path: string) => withoutCampaignParams(new NextRequest(`${ORIGIN}${path}`))?.headers.get('x-middleware-rewrite') ?? null;

describe('withoutCampaignParams', () => {
  it.each([
    ['utm_source', true],
    ['UTM_Campaign', true],
    ['utm_whatever', true],
    ['gclid', true],
    ['fbclid', true],
    ['q', false],
    ['pagina', false],
    ['filtro', false],
    ['_rsc', false],
    ['xgclid', false],
  ])('%s is a campaign parameter: %p', (name, expected) => {
    expect(isCampaignParam(name)).toBe(expected);
  });

  it.each([
    ['/?utm_source=abc123', `${ORIGIN}/`],
    ['/programas/psicologia?gclid=x&fbclid=y', `${ORIGIN}/programas/psicologia`],
    ['/buscar?q=diseño&utm_source=a&utm_medium=b', `${ORIGIN}/buscar?q=dise%C3%B1o`],
    ['/oferta-academica?filtro=a,b&utm_term=z&pagina=2', `${ORIGIN}/oferta-academica?filtro=a%2Cb&pagina=2`],
    ['/?utm_source=a&utm_source=b', `${ORIGIN}/`],
  ])('%s is rendered as %s', (path, target) => {
    expect(rewriteOf(path)).toBe(target);
  });

  it.each(['/', '/programas/psicologia', '/buscar?q=utm_source', '/?_rsc=1'])('%s is left alone', (path) => {
    expect(rewriteOf(path)).toBeNull();
  });

  it('two clicks with different campaign values become the same request', () => {
    expect(rewriteOf('/contacto?utm_source=a1&gclid=1')).toBe(rewriteOf('/contacto?utm_source=b2&gclid=2'));
  });

  it('the proxy still writes the campaign cookies of the original request', () => {
    const res = proxy(new NextRequest(`${ORIGIN}/?utm_source=google&gclid=abc`));
    expect(res.headers.get('x-middleware-rewrite')).toBe(`${ORIGIN}/`);
    expect(res.cookies.get('utm_source')?.value).toBe('google');
    expect(res.cookies.get('gclid')?.value).toBe('abc');
  });

  it('a landing thank-you keeps its redirect, campaign included', () => {
    const res = proxy(new NextRequest(`${ORIGIN}/landing/gracias?utm_source=google`));
    expect(res.status).toBe(307);
    expect(res.headers.get('location')).toBe(`${ORIGIN}/landing?utm_source=google`);
  });
});
