/**
 * @jest-environment node
 */
import { startContentService, type RunningService } from '@/test/content-service';

/**
 * The v2 block calls of one page run concurrently: with every block delayed 300 ms by the
 * content service, a page of 8 blocks is assembled in under 600 ms (serially it would take
 * 2.4 s), and within 1.5× the time of a page of one such block measured in the same run.
 */
describe('page assembly fan-out', () => {
  let service: RunningService;
  let getPage: typeof import('@/lib/content').getPage;

  beforeAll(async () => {
    service = await startContentService({ blockDelayMs: 300 });
    process.env.CONTENT_API_URL = service.url;
    ({ getPage } = await import('@/lib/content'));
  }, 30_000);
  afterAll(() => service.stop());

  const timed = async (name: string) => {
    const start = performance.now();
    const page = await getPage({ by: 'name', name, tags: [] }, name);
    return { ms: performance.now() - start, blocks: page.blocks.length };
  };

  it('expands 8 delayed blocks concurrently', async () => {
    await timed('gracias'); // warm the connection pool and modules
    const eight = await timed('home');
    const one = await timed('nosotros');
    expect(eight.blocks).toBeGreaterThanOrEqual(8);
    expect(eight.ms).toBeLessThan(600);
    expect(one.blocks).toBeLessThan(eight.blocks);
    expect(eight.ms / one.ms).toBeLessThan(1.5);
  }, 20_000);
});
