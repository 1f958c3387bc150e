/**
 * @jest-environment node
 *
 * The link checker (lib/staff/check-link.ts) against the embedded content service: each link
 * resolved in process as a request for it would be (Next's slash redirects, the proxy's landing
 * thank-you redirect, the page lookup), the facts read from the head the page renders. Nothing is
 * fetched from the site.
 */
import { freePort, startContentService, type RunningService } from '@/test/content-service';

type CheckLink = typeof import('@/lib/staff/check-link');
type ResolveLink = typeof import('@/lib/staff/resolve-link');

const SITE = 'https://www.uandina.example';

/** lib/staff as a site over `contentUrl` would run it (the environment is read once, on first use). */
function staffLib(contentUrl: string) {
  let check!: CheckLink;
  let resolve!: ResolveLink;
  jest.isolateModules(() => {
    process.env.CONTENT_API_URL = contentUrl;
    process.env.SITE_URL = SITE;
    check = jest.requireActual<CheckLink>('@/lib/staff/check-link');
    resolve = jest.requireActual<ResolveLink>('@/lib/staff/resolve-link');
    jest.requireActual<typeof import('@/lib/config/env')>('@/lib/config/env').env();
  });
  return { check, resolve };
}

let content: RunningService;
let lib: ReturnType<typeof staffLib>;
beforeAll(async () => {
  content = await startContentService({ university: 'co' });
  lib = staffLib(content.url);
}, 30_000);
afterAll(() => content.stop());

const report = async (link: string) => {
  const r = await lib.check.checkLink(link);
  if (!r.ok) throw new Error(r.error);
  return r;
};

describe('checkLink, resolved in process', () => {
  it('a valid landing: 200, its head and form, what its form preselects', async () => {
    const r = await report(`${SITE}/landing/pregrado/vir/n-a/administracion-de-empresas?utm_source=facebook&utm_medium=paid-social&utm_campaign=x`);
    expect(r.hops).toEqual([{ url: `${SITE}/landing/pregrado/vir/n-a/administracion-de-empresas?utm_source=facebook&utm_medium=paid-social&utm_campaign=x`, status: 200 }]);
    expect(r.facts).toMatchObject({ canonical: `${SITE}/landing/pregrado/vir/n-a/administracion-de-empresas`, indexable: true, leadForm: true });
    expect(r.facts?.title).not.toBe('');
    expect(r.preselection).toMatchObject({ program: 'Administración de Empresas', modality: 'Virtual' });
  });

  it('follows the site\'s own redirects hop by hop, the query kept: slashes (308), then a landing\'s thank-you (307)', async () => {
    const r = await report('/landing//pregrado/gracias/?utm_source=x');
    expect(r.hops.map((h) => [h.url, h.status])).toEqual([
      [`${SITE}/landing//pregrado/gracias/?utm_source=x`, 308],
      [`${SITE}/landing/pregrado/gracias/?utm_source=x`, 308],
      [`${SITE}/landing/pregrado/gracias?utm_source=x`, 307],
      [`${SITE}/landing/pregrado?utm_source=x`, 200],
    ]);
  });

  it('reads a path in any case as the page does, with its own canonical', async () => {
    const r = await report('/Programas/Ingenieria-De-Sistemas');
    expect(r.status).toBe(200);
    expect(r.facts).toMatchObject({ canonical: `${SITE}/programas/ingenieria-de-sistemas`, leadForm: true });
    expect(r.preselection).not.toBeNull();
  });

  it('a landing value the offer lacks: 200, kept out of the index, its canonical the valid prefix', async () => {
    const r = await report('/landing/pregrado/vir/n-a/administracion-de-empresa');
    expect(r.status).toBe(200);
    expect(r.facts).toMatchObject({ indexable: false, canonical: `${SITE}/landing/pregrado/vir` });
    expect(r.landing?.check).toMatchObject({ valid: false });
  });

  it.each(['/no-existe-esta-pagina', '/landing/a/b/c/d/e', '/wp-login.php', '/error'])('%s: 404, the not-found page\'s facts (no canonical, not indexed)', async (path) => {
    const r = await report(path);
    expect(r.status).toBe(404);
    expect(r.facts).toMatchObject({ canonical: '', indexable: false, leadForm: false });
    expect(r.preselection).toBeNull();
  });

  it.each<[string, RegExp]>([
    ['//evil.example/x', /Solo se verifican enlaces de este sitio/],
    ['https://evil.example/landing', /Solo se verifican enlaces de este sitio/],
    ['/staff/enlaces', /Solo se verifican páginas públicas/],
    ['/api/forms/lead', /Solo se verifican páginas públicas/],
  ])('refuses %s beside the field', async (link, error) => {
    expect(await lib.check.checkLink(link)).toEqual({ ok: false, error: expect.stringMatching(error) });
  });
});

describe('resolveOnSite while the content service fails', () => {
  it('answers 503 for the page, never a 404', async () => {
    const down = staffLib(`http://127.0.0.1:${await freePort()}`);
    const { hops, page } = await down.resolve.resolveOnSite(new URL(`${SITE}/programas/ingenieria-de-sistemas`));
    expect([hops, page]).toEqual([[{ url: `${SITE}/programas/ingenieria-de-sistemas`, status: 503 }], null]);
  });
});
