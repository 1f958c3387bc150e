import { expect, test } from './fixtures';
import { useUniversitySite } from './servers';

/** UNIVERSITY=pa serves Panamá's site: its locale, currency and content. */
test.describe('Panamá', () => {
  const site = useUniversitySite('pa');

  test('home and a program page in Panamá', async ({ page }) => {
    const res = await page.goto(`${site.url}/`);
    expect(res?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es-PA');
    await expect(page.locator('main')).toContainText('Panamá');
    await page.locator('#programas a[href^="/programas/"]').first().click();
    await expect(page.locator('main')).toContainText('B/.');
  });
});
