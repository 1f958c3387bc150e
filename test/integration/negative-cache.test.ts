/**
 * @jest-environment node
 */
import { setUpCountedContentService } from '@/test/counted-content-service';
import { MAX_MISSES, MISS_TTL_MS } from '@/lib/content/negative-cache';

/** findPage against the embedded content service, counting its calls through a forwarder. */
describe('negative cache of unknown pages', () => {
  const upstream = setUpCountedContentService();
  let content: typeof import('@/lib/content');
  let misses: typeof import('@/lib/content/negative-cache');
  let now = 1_000_000;

  beforeAll(async () => {
    content = await import('@/lib/content');
    misses = await import('@/lib/content/negative-cache');
    jest.spyOn(Date, 'now').mockImplementation(() => now);
  }, 30_000);
  afterAll(() => jest.restoreAllMocks());
  beforeEach(() => {
    misses.forgetMisses();
  });

  const byPath = (path: string) => ({ by: 'path' as const, path, tags: [] });
  const pageCalls = (path: string) => upstream.calls.filter((c) => c.includes('/web/page') && new URL(c, 'http://x').searchParams.get('path') === path).length;

  it('asks the content service about an unknown path once a minute, however often it is visited', async () => {
    for (let i = 0; i < 50; i++) expect(await content.findPage(byPath('/enlace-roto'), 'enlace_roto')).toBeNull();
    expect(pageCalls('/enlace-roto')).toBe(1);
    now += MISS_TTL_MS - 1;
    expect(await content.findPage(byPath('/enlace-roto'), 'enlace_roto')).toBeNull();
    expect(pageCalls('/enlace-roto')).toBe(1);
    now += 1;
    expect(await content.findPage(byPath('/enlace-roto'), 'enlace_roto')).toBeNull();
    expect(pageCalls('/enlace-roto')).toBe(2);
  });

  it('a page that exists is found, and is never remembered as missing', async () => {
    const page = await content.findPage(byPath('/programas/ingenieria-de-sistemas'), 'programas_ingenieria_de_sistemas');
    expect(page?.blocks.length).toBeGreaterThan(0);
    expect(misses.isKnownMiss(byPath('/programas/ingenieria-de-sistemas'))).toBe(false);
  });

  it('an outage is not a miss: the next visit asks again and finds the page', async () => {
    upstream.failWith(503);
    await expect(content.findPage(byPath('/contacto'), 'contacto')).rejects.toThrow();
    upstream.failWith(null);
    expect(await content.findPage(byPath('/contacto'), 'contacto')).not.toBeNull();
  });

  it('revalidation forgets every miss (a page created upstream shows at once)', async () => {
    await content.findPage(byPath('/nueva'), 'nueva');
    expect(misses.isKnownMiss(byPath('/nueva'))).toBe(true);
    misses.forgetMisses();
    expect(misses.isKnownMiss(byPath('/nueva'))).toBe(false);
  });

  it(`remembers at most ${MAX_MISSES} paths`, () => {
    for (let i = 0; i <= MAX_MISSES; i++) misses.rememberMiss(byPath(`/x-${i}`));
    expect(misses.isKnownMiss(byPath('/x-0'))).toBe(false);
    expect(misses.isKnownMiss(byPath(`/x-${MAX_MISSES}`))).toBe(true);
  });
});
