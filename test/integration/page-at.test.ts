/**
 * @jest-environment node
 *
 * pageAt against the embedded content service, through a forwarder that records every call.
 */
import { startContentService } from '@/test/content-service';
import { startCountingUpstream } from '@/test/counting-upstream';

type PageAtModule = typeof import('@/lib/page/page-at');

/** The lib/page of a site deployed for `university`, over its own content service. */
async function siteFor(university: string) {
  const service = await startContentService({ university });
  const upstream = await startCountingUpstream(service.url);
  let lib!: PageAtModule;
  jest.isolateModules(() => {
    process.env.CONTENT_API_URL = upstream.url;
    lib = jest.requireActual<PageAtModule>('@/lib/page/page-at');
    // env() is read once, on first use: read it now, while this site's URL is set.
    jest.requireActual<typeof import('@/lib/config/env')>('@/lib/config/env').env();
  });
  const pageCalls = () => upstream.calls.filter((c) => c.includes('/web/page'));
  return { lib, upstream, pageCalls, stop: async () => (await upstream.close(), await service.stop()) };
}

describe('pageAt: decoded segments → the page, a not-found or a redirect', () => {
  let co: Awaited<ReturnType<typeof siteFor>>;
  beforeAll(async () => void (co = await siteFor('co')), 30_000);
  afterAll(async () => co.stop());
  beforeEach(() => void (co.upstream.calls.length = 0));

  it('loads a page and the university configuration at once', async () => {
    const at = await co.lib.pageAt(['Contacto']);
    expect(at).toMatchObject({ to: 'page', config: { code: 'co' }, resolution: { pathname: '/contacto', name: 'contacto' }, page: { name: 'contacto' } });
    expect(co.pageCalls()).toEqual([expect.stringContaining('path=%2Fcontacto')]);
  });

  it.each<[string, string[]]>([
    ['a segment still percent-encoded (the URL encoded it twice)', ['ingenier%C3%ADa']],
    ['a decoded %2F inside a segment', ['eventos/dia-de-puertas-abiertas-bogota-2027']],
    ['a file name', ['wp-login.php']],
  ])('answers not-found for %s without asking the content service', async (_rule, segments) => {
    expect(await co.lib.pageAt(segments)).toEqual({ to: 'not-found', reason: 'invalid' });
    expect(co.upstream.calls).toEqual([]);
  });

  it('answers not-found for /404 and /error without asking for a page', async () => {
    for (const segments of [['404'], ['error']]) expect(await co.lib.pageAt(segments)).toEqual({ to: 'not-found', reason: 'not-found-path' });
    expect(co.pageCalls()).toEqual([]);
  });

  it('answers not-found for a valid path no page has', async () => {
    expect(await co.lib.pageAt(['no-existe-esta-pagina'])).toEqual({ to: 'not-found', reason: 'missing' });
  });

  it('redirects a landing thank-you to the landing without loading anything', async () => {
    expect(await co.lib.pageAt(['landing', 'pregrado', 'vir', 'gracias'])).toEqual({ to: 'redirect', location: '/landing/pregrado/vir' });
    expect(co.upstream.calls).toEqual([]);
  });

  it('loads a landing by name with its filters as tags, and keeps the filters for its form', async () => {
    const at = await co.lib.pageAt(['landing', 'pregrado', 'vir', 'n-a', 'administracion-de-empresas']);
    expect(at).toMatchObject({ to: 'page', page: { name: 'landing' } });
    if (at.to !== 'page') return;
    expect(co.lib.pageContext(at.page, at.resolution).landing).toEqual({ programType: 'pregrado', modality: 'vir', campus: 'n-a', program: 'administracion-de-empresas' });
    const call = new URL(co.pageCalls()[0] ?? '', co.upstream.url);
    expect([call.searchParams.get('name'), call.searchParams.get('tags')]).toEqual([
      'landing',
      'opportunityType~pregrado,modality~vir,campus~n-a,program~administracion-de-empresas',
    ]);
  });

  it("checks a landing's values against the offer its form carries", async () => {
    const check = async (...values: string[]) => {
      const at = await co.lib.pageAt(['landing', ...values]);
      return at.to === 'page' ? at.landingCheck : at.to;
    };
    expect(await check('pregrado', 'vir', 'n-a', 'administracion-de-empresas')).toEqual({ valid: true });
    expect(await check('pregrado', 'zzz')).toEqual({ valid: false, validPath: '/landing/pregrado', unknown: { index: 1, filter: 'modality', value: 'zzz' } });
    expect(await check()).toEqual({ valid: true });
    const program = await co.lib.pageAt(['programas', 'ingenieria-de-sistemas']);
    expect(program.to === 'page' && program.landingCheck).toBeNull();
  });

  it('loads a thank-you page by its name', async () => {
    expect(await co.lib.pageAt(['contacto', 'gracias'])).toMatchObject({ to: 'page', resolution: { thankYou: true }, page: { name: 'contacto_gracias' } });
  });

  it('loads an event page by its path (its decoded segments)', async () => {
    const at = await co.lib.pageAt(['eventos', 'dia-de-puertas-abiertas-bogota-2027']);
    expect(at.to === 'page' && at.page.blocks.some((b) => b.component === 'event_detail')).toBe(true);
  });

  it('gives the page context its blocks and its program offer', async () => {
    const at = await co.lib.pageAt(['programas', 'ingenieria-de-sistemas']);
    if (at.to !== 'page') throw new Error(`expected a page, got ${at.to}`);
    expect(co.lib.pageContext(at.page, at.resolution)).toEqual({ blocks: at.page.blocks, offer: at.page.meta.programOffer, landing: null, landingCheck: null });
    expect(at.page.meta.programOffer).toBeDefined();
  });

  it('notFoundPage loads the page named 404', async () => {
    expect(await co.lib.notFoundPage()).toMatchObject({ to: 'page', resolution: { pathname: '/404', notFound: true }, page: { name: '404' } });
  });

  it('throws on an outage instead of answering not-found', async () => {
    co.upstream.failWith(503);
    try {
      await expect(co.lib.pageAt(['sedes'])).rejects.toThrow();
    } finally {
      co.upstream.failWith(null);
    }
  });
});

describe('pageAt for each university', () => {
  it.each(['pa', 'cr'])('a site deployed for %s loads its own configuration and pages, with the same routing', async (code) => {
    const site = await siteFor(code);
    try {
      expect(await site.lib.pageAt(['contacto'])).toMatchObject({ to: 'page', config: { code }, page: { name: 'contacto' } });
      expect(await site.lib.pageAt(['landing', 'pregrado'])).toMatchObject({ to: 'page', page: { name: 'landing' }, resolution: { landing: { programType: 'pregrado' } } });
      expect(await site.lib.pageAt(['landing', 'pregrado', 'gracias'])).toEqual({ to: 'redirect', location: '/landing/pregrado' });
    } finally {
      await site.stop();
    }
  }, 30_000);
});
