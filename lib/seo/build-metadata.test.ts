import { describe, expect, it } from '@jest/globals';
import { absoluteUrl, buildMetadata, pageTitle } from './build-metadata';

const SITE = 'https://www.example.edu.co';
const seo = { title: 'Ingeniería de Sistemas | Universidad Ejemplo', description: 'Estudia Ingeniería de Sistemas.' };
const build = (overrides: Partial<Parameters<typeof buildMetadata>[0]> = {}) =>
  buildMetadata({ seo, pathname: '/programas/ingenieria-de-sistemas', siteUrl: SITE, siteName: 'Universidad Ejemplo', locale: 'es-CO', ...overrides });

describe('buildMetadata (rules §3, page metadata)', () => {
  it('gives a page its absolute canonical and og:url on SITE_URL', () => {
    const meta = build();
    expect(meta.alternates?.canonical).toBe(`${SITE}/programas/ingenieria-de-sistemas`);
    expect(meta.openGraph).toMatchObject({ url: `${SITE}/programas/ingenieria-de-sistemas`, locale: 'es_CO', siteName: 'Universidad Ejemplo' });
    expect(meta.robots).toEqual({ index: true, follow: true });
  });

  it("takes the CMS's canonical_url, resolved on SITE_URL", () => {
    expect(build({ seo: { ...seo, canonical_url: '/programas/sistemas' } }).alternates?.canonical).toBe(`${SITE}/programas/sistemas`);
  });

  it('keeps noindex pages out of the index whatever the CMS says, still followed', () => {
    expect(build({ noindex: true, seo: { ...seo, robots: 'index, follow' } }).robots).toEqual({ index: false, follow: true });
    expect(build({ seo: { ...seo, robots: 'noindex, nofollow' } }).robots).toEqual({ index: false, follow: false });
  });

  it('gives the not-found page, shown at any unknown URL, no canonical and no og:url', () => {
    const meta = build({ pathname: null, noindex: true });
    expect(meta.alternates).toBeUndefined();
    expect(meta.openGraph).not.toHaveProperty('url');
    expect(meta.title).toBe(seo.title);
  });
});

describe('absoluteUrl and pageTitle', () => {
  it('resolves http(s) URLs only', () => {
    expect(absoluteUrl('/media/og.jpg', SITE)).toBe(`${SITE}/media/og.jpg`);
    expect(absoluteUrl('javascript:alert(1)', SITE)).toBeUndefined();
    expect(absoluteUrl(undefined, SITE)).toBeUndefined();
  });

  it('names a page by its SEO title before the site name', () => {
    expect(pageTitle(seo)).toBe('Ingeniería de Sistemas');
  });
});
