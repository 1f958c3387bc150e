/**
 * @jest-environment node
 *
 * The forms route finds a form's definition by the pathname the page posted (through lib/page);
 * the page builds it from the page it already loaded (`definitionFrom` over its block context).
 * Both must be the same definition, or the route would validate another form than the one shown.
 */
import type { Block } from '@/lib/content/schema';
import { pageAt, pageContext } from '@/lib/page/page-at';
import { startContentService, type RunningService } from '@/test/content-service';
import { definitionFrom, findFormDefinition } from '@/lib/forms/form-definition';

let service: RunningService;
beforeAll(async () => {
  service = await startContentService();
  process.env.CONTENT_API_URL = service.url;
}, 30_000);
afterAll(async () => service.stop());

/** The definition as the page's FormBlock builds it: from the page in its block context. */
async function renderedDefinition(segments: string[], formId: string, nowSeconds: number) {
  const at = await pageAt(segments);
  if (at.to !== 'page') throw new Error(`no page at /${segments.join('/')}`);
  const page = pageContext(at.page, at.resolution);
  const block = page.blocks.find((b): b is Extract<Block, { component: 'forms' }> => b.component === 'forms' && b.data.general.id === formId);
  if (!block) throw new Error(`no form ${formId}`);
  return definitionFrom(block, page.blocks, { pathname: at.resolution.pathname, offer: page.offer, landing: page.landing, nowSeconds });
}

describe('findFormDefinition (the forms route) and the form the page renders', () => {
  it.each<[string, string[], string, boolean]>([
    ['a contact form', ['contacto'], 'co-form-contacto', false],
    ['a program page preselecting its program', ['programas', 'ingenieria-de-sistemas'], 'co-form-landing', true],
    ['a landing preselecting its URL filters (rules §2)', ['landing', 'pregrado', 'vir', 'n-a', 'administracion-de-empresas'], 'co-form-landing', true],
  ])('are the same definition: %s', async (_case, segments, formId, preselects) => {
    const fromRoute = await findFormDefinition(`/${segments.join('/')}`, formId);
    expect(fromRoute).not.toBeNull();
    expect(Object.keys(fromRoute?.preselect ?? {}).length > 0).toBe(preselects);
    expect(await renderedDefinition(segments, formId, Math.floor(Date.now() / 1000))).toEqual(fromRoute);
  });

  it('a landing form starts on the program its path names', async () => {
    const definition = await findFormDefinition('/landing/pregrado/vir/n-a/administracion-de-empresas', 'co-form-landing');
    expect(definition?.pathname).toBe('/landing/pregrado/vir/n-a/administracion-de-empresas');
    expect(definition?.offer).toMatchObject({ program: expect.any(String) });
    expect(Object.values(definition?.preselect ?? {})).toContain(definition?.offer?.program);
  });

  it.each<[string, string, string]>([
    ['a form the page does not have', '/contacto', 'co-form-otro'],
    ['a thank-you page', '/contacto/gracias', 'co-form-contacto'],
    ['a landing thank-you (a redirect)', '/landing/pregrado/gracias', 'co-form-landing'],
    ['the not-found path', '/404', 'co-form-contacto'],
    ['a page no one has', '/no-existe', 'co-form-contacto'],
    ['a pathname still percent-encoded (never decoded again)', '/contact%6F', 'co-form-contacto'],
    ['a pathname with a dot', '/contacto.php', 'co-form-contacto'],
  ])('finds nothing for %s', async (_case, pathname, formId) => {
    expect(await findFormDefinition(pathname, formId)).toBeNull();
  });
});
