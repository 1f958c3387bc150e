import type { Page, UniversityConfig } from '@/lib/content';
import { resolvePage } from '@/lib/page/resolve';
import { buildRedirects } from '@/lib/redirects/rules';
import { installRedirects } from '@/lib/redirects/state';
import { metadataOfPage } from './page-metadata';

const SITE = 'https://www.universidad.example';
const config = { name: 'Universidad', locale: 'es-CO' } as UniversityConfig;
const pageAt = (path: string, canonical?: string) => ({
  to: 'page' as const,
  config,
  resolution: resolvePage(path.split('/').filter(Boolean))!,
  page: { name: 'p', meta: { seo: { title: 'T', description: 'D', ...(canonical ? { canonical_url: canonical } : {}) } }, blocks: [] } as unknown as Page,
  landingCheck: null,
});

afterEach(() => installRedirects({ table: new Map(), refused: [], loadedAt: null }));

describe('metadataOfPage and the content’s redirects', () => {
  it.each([
    ['a canonical the content names', '/programas', '/oferta-academica', `${SITE}/oferta-academica-2027`],
    ['its own path', '/oferta-academica', undefined, `${SITE}/oferta-academica-2027`],
    ['a canonical not redirected', '/programas', '/admisiones', `${SITE}/admisiones`],
  ])('never names a redirected address as the canonical: %s', (_name, path, canonical, expected) => {
    const { table, refused } = buildRedirects([{ from: '/oferta-academica', to: '/oferta-academica-2027', status: 301 }], { now: Date.now(), origin: SITE });
    installRedirects({ table, refused, loadedAt: Date.now() });
    expect(metadataOfPage(pageAt(path, canonical), SITE).alternates?.canonical).toBe(expected);
  });
});
