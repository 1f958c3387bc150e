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
  { name: 'rights', path: '/tus-datos-personales' },
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

/**
 * The consent on a phone (docs/decisions/0012-consent-records.md): the notice beside the
 * authorisation, and a lead form with two channels chosen and a minor's guardian asked for.
 */
test.describe('consent on a phone (390×844)', () => {
  test.use(VIEWPORTS[0].use);

  test('the notice beside the authorisation', async ({ page }) => {
    await page.goto('/landing/pregrado');
    const consent = page.locator('form[data-form-id]').last().locator('div', { has: page.locator('[data-notice-version]') }).last();
    await consent.scrollIntoViewIfNeeded();
    await settle(page);
    await expect(consent).toHaveScreenshot('consent-notice-390x844.png', { maxDiffPixelRatio: 0.02, animations: 'disabled', caret: 'hide' });
  });

  test('a lead form with two channels and a guardian', async ({ page }) => {
    await page.goto('/landing/pregrado');
    const form = page.locator('form[data-form-id]').last();
    await form.getByRole('radio', { name: 'Menos de 18 años' }).check();
    for (const name of ['WhatsApp', 'Correo']) await form.getByRole('checkbox', { name }).check();
    await settle(page);
    // From the age question to the authorisation: the part of the form the consent adds to.
    const from = form.getByRole('group', { name: /¿Qué edad tienes\?/ });
    await from.scrollIntoViewIfNeeded();
    const top = (await from.boundingBox())?.y ?? 0;
    const bottom = await form.locator('[data-notice-version]').boundingBox();
    const box = await form.boundingBox();
    await expect(page).toHaveScreenshot('consent-form-guardian-390x844.png', {
      maxDiffPixelRatio: 0.02,
      animations: 'disabled',
      caret: 'hide',
      fullPage: true,
      clip: { x: box?.x ?? 0, y: top + (await page.evaluate(() => window.scrollY)) - 8, width: box?.width ?? 390, height: (bottom ? bottom.y + bottom.height : top + 800) - top + 56 },
    });
  });
});

test.describe('the cookie notice of a first visit at 390x844', () => {
  test.use({ ...VIEWPORTS[0].use, cookieChoice: null });
  for (const target of [
    { name: 'notice-home', path: '/' },
    { name: 'notice-rights', path: '/tus-datos-personales' },
  ]) {
    test(target.name, async ({ page }) => {
      await page.goto(target.path);
      await expect(page.getByRole('form', { name: 'Aviso de cookies' })).toBeVisible();
      await settle(page);
      await expect(page).toHaveScreenshot(`${target.name}-390x844.png`, { maxDiffPixelRatio: 0.02, animations: 'disabled', caret: 'hide' });
    });
  }
});
