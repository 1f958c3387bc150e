/**
 * @jest-environment node
 */
import { processCache } from '@/lib/cache/lru';
import { setUpCountedContentService } from '@/test/counted-content-service';
import { MAX_SEARCHES, SEARCH_TTL_MS, type SearchAnswer } from './search';

/** searchContent against the embedded content service, counting its calls through a forwarder. */
describe('search answers cached per normalised query', () => {
  const upstream = setUpCountedContentService();
  let searchContent: typeof import('./search').searchContent;
  let now = 5_000_000;
  const cache = () => processCache<string, Promise<SearchAnswer>>('search-answers', { max: MAX_SEARCHES, ttlMs: SEARCH_TTL_MS });

  beforeAll(async () => {
    ({ searchContent } = await import('./search'));
    jest.spyOn(Date, 'now').mockImplementation(() => now);
  }, 30_000);
  afterAll(() => jest.restoreAllMocks());
  beforeEach(() => {
    cache().clear();
  });

  const search = (text: string, from = 0) => searchContent({ variant: 'paginated', text, from, size: 10 });
  const searchCalls = () => upstream.calls.filter((c) => c.startsWith('/search')).length;

  it.each([
    ['Diseño  WEB!', 'diseño web'],
    ['  ingeniería ', 'INGENIERÍA'],
    ['psicologia, virtual', 'psicologia virtual'],
  ])('"%s" and "%s" are one upstream call with one answer', async (a, b) => {
    const first = await search(a);
    expect(await search(b)).toEqual(first);
    expect(searchCalls()).toBe(1);
  });

  it('a different page of results is its own entry', async () => {
    await search('ingenieria');
    await search('ingenieria', 10);
    expect(searchCalls()).toBe(2);
  });

  it('concurrent identical searches share one call, and the answer is kept for a minute', async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, () => search('administracion')));
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    expect(searchCalls()).toBe(1);
    now += SEARCH_TTL_MS - 1;
    await search('administracion');
    expect(searchCalls()).toBe(1);
    now += 1;
    await search('administracion');
    expect(searchCalls()).toBe(2);
  });

  it('a failure is not kept: the next search asks again', async () => {
    upstream.failWith(503);
    await expect(search('derecho')).rejects.toThrow();
    upstream.failWith(null);
    expect((await search('derecho')).total).toBeGreaterThanOrEqual(0);
    expect(searchCalls()).toBe(2);
  });

  it(`keeps at most ${MAX_SEARCHES} queries`, async () => {
    for (let i = 0; i < MAX_SEARCHES + 100; i += 50) {
      await Promise.all(Array.from({ length: 50 }, (_, j) => search(`consulta${i + j}`)));
    }
    expect(cache().size).toBe(MAX_SEARCHES);
  }, 30_000);
});
