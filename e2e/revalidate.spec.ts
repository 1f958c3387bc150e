import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../test/content-service';
import { expect, test } from './fixtures';
import { startContentService, startSite, type RunningService } from './servers';

/**
 * On-demand revalidation: the embedded content service watches its files and calls the site's
 * signed revalidation endpoint, so an edited page is served fresh without waiting 5 minutes;
 * a wrong secret is refused.
 */
test.describe('content edits reach the cached site', () => {
  const secret = 'revalidate-e2e-secret-0123456789';
  const contentDir = mkdtempSync(join(tmpdir(), 'content-'));
  let content: RunningService;
  let site: RunningService;

  test.beforeAll(async () => {
    cpSync(join(__dirname, '..', 'content-service', 'content'), contentDir, { recursive: true });
    const sitePort = await freePort();
    content = await startContentService({
      env: { CONTENT_DIR: contentDir, REVALIDATE_SECRET: secret, SITE_REVALIDATE_URL: `http://127.0.0.1:${sitePort}/api/revalidate` },
    });
    site = await startSite({ CONTENT_API_URL: content.url, DATA_DIR: content.dataDir, REVALIDATE_SECRET: secret, PORT: String(sitePort) });
  });
  test.afterAll(async () => {
    await site?.stop();
    await content?.stop();
  });

  test('an edited title is served after the content service signals the change', async ({ request }) => {
    const html = async () => (await request.get(`${site.url}/politica-de-privacidad`)).text();
    expect(await html()).toContain('<h1');
    const file = join(contentDir, 'co', 'pages', 'politica_de_privacidad.json');
    const page = JSON.parse(readFileSync(file, 'utf8')) as { seo: { title: string } };
    page.seo.title = 'Política de datos (actualizada) | Universidad Andina del Saber';
    writeFileSync(file, JSON.stringify(page));
    // Stale-while-revalidate: the first visit after the signal may still get the old copy.
    await expect.poll(html, { timeout: 15_000, intervals: [500] }).toContain('Política de datos (actualizada)');
  });

  test('the endpoint refuses a wrong secret and bad input', async ({ request }) => {
    const wrong = await request.post(`${site.url}/api/revalidate`, { headers: { authorization: 'Bearer nope' }, data: { tags: ['content'] } });
    expect(wrong.status()).toBe(401);
    const bad = await request.post(`${site.url}/api/revalidate`, { headers: { authorization: `Bearer ${secret}` }, data: { tags: ['<script>'] } });
    expect(bad.status()).toBe(400);
  });
});
