import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from './fixtures';
import type { APIRequestContext, Locator } from '@playwright/test';
import { RETRY_AFTER_S } from '../server/load.mjs';
import { startContentService, startSite, warmSite, type RunningService } from './servers';

/**
 * `url`, asked again as its answer says when the process is shedding load (its busy 503, whose
 * Retry-After is RETRY_AFTER_S): on a busy machine the outage's answer may come after that one.
 */
async function getPastShedding(request: APIRequestContext, url: string) {
  for (let tries = 1; ; tries++) {
    const res = await request.get(url);
    if (res.status() !== 503 || res.headers()['retry-after'] !== RETRY_AFTER_S || tries === 3) return res;
    await new Promise((resolve) => setTimeout(resolve, Number(RETRY_AFTER_S) * 1000));
  }
}

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
    const fresh = await getPastShedding(page.request, `${site.url}/landing/posgrado/virtual`);
    expect(fresh.status()).toBe(503);
    expect(fresh.headers()['retry-after']).toBe('30');
    const html = await fresh.text();
    expect(html).toContain('Estamos teniendo dificultades técnicas');
    expect(html).not.toMatch(/at .*\.js:\d+|UpstreamError|ECONNREFUSED/);

    const health = await page.request.get(`${site.url}/robots.txt`);
    expect(health.status()).toBe(200);
  });
});

/**
 * A link followed during the outage, to a page that cannot be rendered: the visitor gets the
 * branded outage page, as a document (never a blank page under the header), from a tap or the
 * keyboard, whether or not the link's page was being fetched ahead (the router's prefetch).
 */
test.describe('a link followed during an outage', () => {
  let content: RunningService;
  let site: RunningService;

  test.beforeAll(async () => {
    content = await startContentService();
    site = await startSite({ CONTENT_API_URL: content.url, DATA_DIR: mkdtempSync(join(tmpdir(), 'outage-')), UPSTREAM_TIMEOUT_MS: '2000' });
    await warmSite(site.url, ['/sedes']);
    await content.stop();
  });
  test.afterAll(async () => {
    await site?.stop();
  });

  for (const [how, campus, follow] of [
    ['tapped', 'Sede Medellín', (link: Locator) => link.click()],
    ['focused, then opened with Enter', 'Sede Barranquilla', async (link: Locator) => (await link.focus(), await link.press('Enter'))],
  ] as const) {
    test(`a link ${how} leads to the outage page`, async ({ page, consoleErrors }) => {
      await page.goto(`${site.url}/sedes`);
      await page.waitForFunction(() => 'next' in window);
      const link = page.getByRole('main').getByRole('link', { name: campus }).first();
      const href = await link.getAttribute('href');
      const document = page.waitForResponse((r) => r.url() === `${site.url}${href}` && r.request().resourceType() === 'document');
      await follow(link);
      expect((await document).status()).toBe(503);
      await expect(page.getByRole('heading', { level: 1, name: 'Estamos teniendo dificultades técnicas' })).toBeVisible();
      expect(page.url()).toBe(`${site.url}${href}`);
      // The browser reports the router's refused fetch and the document's 503: nothing else.
      expect(consoleErrors.splice(0).filter((e) => !/status of 503/.test(e))).toEqual([]);
    });
  }
});
