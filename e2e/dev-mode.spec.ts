import { freePort, startNodeProcess } from '../test/content-service';
import { TEST_SECRETS } from '../test/secrets.cjs';
import { expect, test } from './fixtures';
import { startContentService, type RunningService } from './servers';

/**
 * `npm run dev` is the site a visitor gets, but for what development cannot run
 * (server/stages.mjs): the cookie notice, the server-rendered not-found page with its 404, and the
 * branded outage page with its 503, on the adapter's one listener; a banner names what is off.
 */
test.describe('the development server runs the adapter’s stages', () => {
  test.describe.configure({ mode: 'serial' });
  test.use({ cookieChoice: null });
  let content: RunningService;
  let site: RunningService;

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    content = await startContentService();
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    site = await startNodeProcess({
      script: 'scripts/start-site.mjs',
      args: ['--dev'],
      url,
      healthPath: '/api/health',
      dataDir: content.dataDir,
      timeoutMs: 180_000,
      env: { ...TEST_SECRETS, CONTENT_API_URL: content.url, DATA_DIR: content.dataDir, PORT: String(port), HOST: '127.0.0.1', SITE_URL: url, NODE_ENV: 'development' },
    });
  });
  test.afterAll(async () => {
    await site?.stop();
    await content?.stop();
  });

  test('a page has the cookie notice, and the banner names the policy it runs without', async ({ page }) => {
    test.setTimeout(180_000);
    const res = await page.goto(`${site.url}/`, { timeout: 150_000 });
    expect(res?.status()).toBe(200);
    await expect(page.getByRole('form', { name: 'Aviso de cookies' })).toBeVisible();
    await expect(page.getByRole('note')).toContainText('Desarrollo: sin Content-Security-Policy');
    expect(res?.headers()['content-security-policy']).toBeUndefined();
  });

  test('an unknown path is the server-rendered not-found page, answered 404', async ({ request }) => {
    test.setTimeout(180_000);
    const ask = () => request.get(`${site.url}/programas/ya-no-existe`, { timeout: 150_000 });
    let res = await ask();
    // Compiling on demand holds the event loop, and a process whose loop lags sheds unknown paths
    // first (server/admission.mjs): a refusal says so (503, Retry-After: 5), and is asked again.
    if (res.status() === 503 && res.headers()['retry-after'] === '5') {
      await new Promise((resolve) => setTimeout(resolve, 5_000));
      res = await ask();
    }
    expect(res.status()).toBe(404);
    const html = await res.text();
    expect(html).toMatch(/<main[\s>]/);
    expect(html).toContain('data-page="404"');
    expect(html).toContain('id="cookie-notice"');
  });

  test('with the content service down, a page never rendered is the branded outage page, 503', async ({ request }) => {
    test.setTimeout(180_000);
    await content.stop();
    const res = await request.get(`${site.url}/landing/posgrado/virtual`, { timeout: 150_000 });
    expect(res.status()).toBe(503);
    expect(res.headers()['retry-after']).toBe('30');
    const html = await res.text();
    expect(html).toContain('Estamos teniendo dificultades técnicas');
    expect(html).not.toMatch(/at .*\.js:\d+|UpstreamError|ECONNREFUSED/);
  });
});
