import { devices } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * The footer's social links show each network's logo (components/layout/social-icon.tsx), masks
 * the stylesheet loads only once the footer is drawn: never beside the first screen's requests,
 * where the phone's simulated paint would wait on them.
 */
test.use({ viewport: { width: 1440, height: 900 }, isMobile: false, hasTouch: false, userAgent: devices['Desktop Chrome'].userAgent });

test('the social logos load when the footer nears the screen, and are drawn', async ({ page }) => {
  const logos: string[] = [];
  page.on('request', (request) => {
    if (/\/_next\/static\/media\/(facebook|instagram|x|linkedin|youtube|tiktok)\.[\w-]+\.svg$/.test(request.url())) logos.push(request.url());
  });
  await page.goto('/', { waitUntil: 'networkidle' });
  expect(logos, 'fetched with the first screen').toEqual([]);

  const facebook = page.locator('footer [data-icon="facebook"]');
  await facebook.scrollIntoViewIfNeeded();
  await expect.poll(() => logos.length).toBe(6);
  expect(await facebook.evaluate((el) => getComputedStyle(el, '::before').maskImage)).toMatch(/facebook\.[\w-]+\.svg/);
  await expect(page.locator('footer').getByRole('link', { name: /^Facebook/ })).toBeVisible();
});
