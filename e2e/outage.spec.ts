import { expect, test } from './fixtures';
import { startContentService, startSite, type RunningService } from './servers';

/**
 * Upstream failure: with the content service stopped, a page rendered before keeps answering
 * 200 from the cache, a page never rendered gets the branded error page with 503 (never a 404,
 * never a stack trace), and the site process stays up.
 */
test.describe('content service outage', () => {
  let content: RunningService;
  let site: RunningService;

  test.beforeAll(async () => {
    content = await startContentService();
    site = await startSite({ CONTENT_API_URL: content.url, DATA_DIR: content.dataDir, UPSTREAM_TIMEOUT_MS: '2000' });
  });
  test.afterAll(async () => {
    await site?.stop();
    await content?.stop();
  });

  test('serves cached pages and a branded 503 for the rest', async ({ page }) => {
    const cached = await page.goto(`${site.url}/sedes`);
    expect(cached?.status()).toBe(200);
    const title = await page.locator('h1, h2').first().innerText();

    await content.stop();

    const again = await page.goto(`${site.url}/sedes`);
    expect(again?.status()).toBe(200);
    await expect(page.locator('h1, h2').first()).toHaveText(title);

    // A landing no other test renders: neither its page nor its data is in the cache.
    const fresh = await page.request.get(`${site.url}/landing/posgrado/virtual`);
    expect(fresh.status()).toBe(503);
    expect(fresh.headers()['retry-after']).toBe('30');
    const html = await fresh.text();
    expect(html).toContain('Estamos teniendo dificultades técnicas');
    expect(html).not.toMatch(/at .*\.js:\d+|UpstreamError|ECONNREFUSED/);

    const health = await page.request.get(`${site.url}/robots.txt`);
    expect(health.status()).toBe(200);
  });
});
