import { devices, type Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * Visual baselines of the journey's pages, first viewport, on a phone (390×844) and a desktop
 * (1440×900): home, a program, an event, the search page and a thank-you page. Refresh with
 * `npx playwright test e2e/journey-screens.spec.ts --update-snapshots` after a deliberate design change.
 */

const PAGES = [
  { name: 'home', path: '/' },
  { name: 'program', path: '/programas/ingenieria-de-sistemas' },
  { name: 'event', path: '/eventos/dia-de-puertas-abiertas-bogota-2027' },
  { name: 'search', path: '/buscar?q=ingenieria' },
  { name: 'thank-you', path: '/programas/ingenieria-de-sistemas/gracias' },
];

const VIEWPORTS = [
  { name: '390x844', use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1, userAgent: devices['Pixel 7'].userAgent } },
  { name: '1440x900', use: { viewport: { width: 1440, height: 900 }, isMobile: false, hasTouch: false, deviceScaleFactor: 1, userAgent: devices['Desktop Chrome'].userAgent } },
] as const;

/** Still: fonts loaded, carousels paused on their first slide, the images in view decoded. */
async function settle(page: Page) {
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  for (const carousel of await page.locator('[data-carousel]').all()) {
    const pause = carousel.getByRole('button', { name: /^Pausar/ });
    if ((await pause.count()) === 0) continue;
    await pause.dispatchEvent('click');
    await expect(carousel.getByRole('button', { name: /^Reproducir/ })).toHaveCount(1);
  }
  await page.evaluate(() => {
    for (const el of document.querySelectorAll<HTMLElement & { swiper?: { slideTo: (i: number, speed: number) => void } }>('.swiper')) el.swiper?.slideTo(0, 0);
    window.scrollTo(0, 0);
  });
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.images]
          .filter((img) => {
            const r = img.getBoundingClientRect();
            return r.width > 0 && r.bottom > 0 && r.top < window.innerHeight && r.right > 0 && r.left < window.innerWidth;
          })
          .every((img) => img.complete && img.naturalWidth > 0),
      ),
    )
    .toBe(true);
}

for (const viewport of VIEWPORTS) {
  test.describe(`journey pages at ${viewport.name}`, () => {
    test.use(viewport.use);
    for (const target of PAGES) {
      test(`${target.name}`, async ({ page }) => {
        await page.goto(target.path);
        await settle(page);
        await expect(page).toHaveScreenshot(`${target.name}-${viewport.name}.png`, {
          maxDiffPixelRatio: 0.02,
          animations: 'disabled',
          caret: 'hide',
        });
      });
    }
  });
}
