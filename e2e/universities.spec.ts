import { expect, test } from './fixtures';
import { startContentService, startSite, type RunningService } from './servers';

/** UNIVERSITY=pa serves Panamá's site: its locale, currency and content. */
test.describe('Panamá', () => {
  let content: RunningService;
  let site: RunningService;

  test.beforeAll(async () => {
    content = await startContentService({ university: 'pa' });
    site = await startSite({ UNIVERSITY: 'pa', CONTENT_API_URL: content.url, DATA_DIR: content.dataDir });
  });
  test.afterAll(async () => {
    await site?.stop();
    await content?.stop();
  });

  test('home and a program page in Panamá', async ({ page }) => {
    const res = await page.goto(`${site.url}/`);
    expect(res?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es-PA');
    await expect(page.locator('main')).toContainText('Panamá');
    await page.locator('#programas a[href^="/programas/"]').first().click();
    await expect(page.locator('main')).toContainText('B/.');
  });
});
