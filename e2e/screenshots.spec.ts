import { devices } from '@playwright/test';
import { expect, test } from './fixtures';
import { settle } from './settle';

/**
 * Visual baselines of the journey's pages, first viewport, on a phone (390×844) and a desktop
 * (1440×900): home, a program, an event, the search page, a thank-you page, a comparison and a
 * program's cost estimator (the element itself, further down its page). Refresh with
 * `npx playwright test e2e/screenshots.spec.ts --update-snapshots` after a deliberate design change.
 */

const PAGES: { name: string; path: string; element?: string }[] = [
  { name: 'home', path: '/' },
  { name: 'program', path: '/programas/ingenieria-de-sistemas' },
  { name: 'event', path: '/eventos/dia-de-puertas-abiertas-bogota-2027' },
  { name: 'search', path: '/buscar?q=ingenieria' },
  { name: 'thank-you', path: '/programas/ingenieria-de-sistemas/gracias' },
  { name: 'compare', path: '/comparar?programas=ingenieria-de-sistemas,administracion-de-empresas,derecho,psicologia' },
  { name: 'estimator', path: '/programas/ingenieria-de-sistemas', element: '[data-estimator]' },
];

const VIEWPORTS = [
  { name: '390x844', use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1, userAgent: devices['Pixel 7'].userAgent } },
  { name: '1440x900', use: { viewport: { width: 1440, height: 900 }, isMobile: false, hasTouch: false, deviceScaleFactor: 1, userAgent: devices['Desktop Chrome'].userAgent } },
] as const;

for (const viewport of VIEWPORTS) {
  test.describe(`journey pages at ${viewport.name}`, () => {
    test.use(viewport.use);
    for (const target of PAGES) {
      test(`${target.name}`, async ({ page }) => {
        await page.goto(target.path);
        await settle(page);
        // An element further down the page: what stays fixed on screen would be laid over it.
        if (target.element) await page.addStyleTag({ content: '#site-header, [data-cta-bar], [data-visible] { visibility: hidden !important; }' });
        await expect(target.element ? page.locator(target.element) : page).toHaveScreenshot(`${target.name}-${viewport.name}.png`, {
          maxDiffPixelRatio: 0.02,
          animations: 'disabled',
          caret: 'hide',
        });
      });
    }
  });
}
