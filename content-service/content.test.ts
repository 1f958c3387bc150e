/**
 * @jest-environment node
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { blockSchemas } from '@/lib/content/block-kinds';
import { pageSchema, universityConfigSchema, type BlockKind } from '@/lib/content/schema';
import { startContentService, type RunningService } from '@/test/content-service';

/**
 * Every page of every university, as the site would request it, validates against the site's
 * schema: the embedded content is complete and well formed for co, pa and cr.
 */
const dir = (u: string) => join(__dirname, 'content', u);
const json = (file: string): unknown => JSON.parse(readFileSync(file, 'utf8'));
const pageFile = z.object({ name: z.string(), path: z.string().nullable() });
const slugs = z.array(z.object({ slug: z.string(), kind: z.string().optional() }));

function requestsFor(university: string): URLSearchParams[] {
  const pages = readdirSync(join(dir(university), 'pages')).map((f) => pageFile.parse(json(join(dir(university), 'pages', f))));
  const named = pages.map((p) => (p.path ? new URLSearchParams({ path: p.path, tags: p.path.split('/').filter(Boolean).join(',') }) : new URLSearchParams({ name: p.name })));
  const detail = [
    ...slugs.parse(json(join(dir(university), 'programs.json'))).map((p) => `/programas/${p.slug}`),
    ...slugs.parse(json(join(dir(university), 'articles.json'))).map((a) => `/${a.kind === 'blog' ? 'blog' : 'noticias'}/${a.slug}`),
    ...slugs.parse(json(join(dir(university), 'events.json'))).map((e) => `/eventos/${e.slug}`),
    ...slugs.parse(json(join(dir(university), 'campuses.json'))).map((c) => `/sedes/${c.slug}`),
  ].map((path) => new URLSearchParams({ path }));
  return [...named, ...detail, new URLSearchParams({ name: 'common' }), new URLSearchParams({ name: 'landing', tags: 'opportunityType~pregrado,modality~presencial' })];
}

describe.each(['co', 'pa', 'cr'])('content of %s', (university) => {
  let service: RunningService;
  beforeAll(async () => {
    service = await startContentService({ university });
  }, 30_000);
  afterAll(() => service.stop());

  it('has a valid configuration that sets the site-or-campus rule itself', async () => {
    const raw = (await (await fetch(`${service.url}/university-configuration`)).json()) as Record<string, unknown>;
    const config = universityConfigSchema.parse(raw);
    expect(config.code).toBe(university);
    expect({ modalityRule: typeof raw.modalityRule, alternativeMode: typeof raw.alternativeMode }).toEqual({ modalityRule: 'string', alternativeMode: 'boolean' });
  });

  it('forms: every city belongs to a listed state, and program options carry their program data', async () => {
    const forms = await (async () => {
      const out: { id: string; fields: { name: string; options?: { value: string; parent?: string; modality?: string }[] }[] }[] = [];
      for (const name of ['landing', 'admisiones']) {
        const [, ...stubs] = pageSchema.parse(await (await fetch(`${service.url}/api/v1/web/page?name=${name}`)).json());
        for (const stub of stubs.filter((b) => b.component === 'forms')) {
          const block = (await (await fetch(service.url + stub.endpoint.replace('/v1/', '/v2/'))).json()) as { data: { general: { id: string }; fields: never[] } };
          out.push({ id: block.data.general.id, fields: block.data.fields });
        }
      }
      return out;
    })();
    // Two forms; /admisiones repeats its own (rendered once, rules §4: a form is added once).
    expect(new Set(forms.map((f) => f.id)).size).toBe(2);
    for (const form of forms) {
      const states = new Set(form.fields.find((f) => f.name === 'state')?.options?.map((o) => o.value));
      const cities = form.fields.find((f) => f.name === 'city')?.options ?? [];
      expect(cities.filter((c) => c.parent === undefined).map((c) => c.value)).toEqual(['otra']);
      expect(cities.filter((c) => c.parent !== undefined && !states.has(c.parent))).toEqual([]);
      const programs = form.fields.find((f) => f.name === 'program')?.options ?? [];
      expect(programs.length).toBeGreaterThan(0);
      expect(programs.filter((p) => !p.modality)).toEqual([]);
    }
  });

  it('serves every page with valid, non-empty blocks', async () => {
    const requests = requestsFor(university);
    expect(requests.length).toBeGreaterThan(30);
    for (const params of requests) {
      const res = await fetch(`${service.url}/api/v1/web/page?${params}`);
      expect({ params: params.toString(), status: res.status }).toEqual({ params: params.toString(), status: 200 });
      const [meta, ...stubs] = pageSchema.parse(await res.json());
      expect(stubs.length).toBeGreaterThan(0);
      // Every page says when it last changed (the sitemap's lastmod, docs/decisions/0011-search-engine-freshness.md);
      // the page `common` (the site's shell: header and footer) is no page of its own.
      if (params.get('name') !== 'common') expect({ params: params.toString(), changed: meta.changed }).toEqual({ params: params.toString(), changed: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/) });
      for (const stub of stubs) {
        const block = (await (await fetch(service.url + stub.endpoint.replace('/v1/', '/v2/'))).json()) as { component: BlockKind; data: unknown };
        const result = blockSchemas[block.component].safeParse(block.data);
        if (!result.success) throw new Error(`${params} ${stub.id}: ${z.prettifyError(result.error)}`);
      }
    }
  }, 60_000);

  it("a landing's programOffer holds codes from the program data, never URL slugs", async () => {
    const offerOf = async (tags: string) => {
      const [meta] = pageSchema.parse(await (await fetch(`${service.url}/api/v1/web/page?${new URLSearchParams({ name: 'landing', tags })}`)).json());
      return meta.programOffer;
    };
    if (university === 'co') {
      const path = 'opportunityType~pregrado,modality~vir,campus~n-a,program~administracion-de-empresas';
      expect(await offerOf(path)).toEqual({ programType: 'pregrado', modality: 'VIR', campus: '', program: 'co-administracion' });
    }
    expect(await offerOf('opportunityType~pregrado,modality~presencial')).toEqual({ programType: 'pregrado', modality: 'PRE', campus: '', program: '' });
  });

  it('answers unknown pages with 404 and bad queries with 400', async () => {
    expect((await fetch(`${service.url}/api/v1/web/page?path=/no-existe`)).status).toBe(404);
    const bad = await fetch(`${service.url}/api/v1/web/page?name=../../etc`);
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ error: expect.any(String) });
  });
});
