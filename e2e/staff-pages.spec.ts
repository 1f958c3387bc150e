import AxeBuilder from '@axe-core/playwright';
import { devices, type Page } from '@playwright/test';
import { chooseCookies, expect, test } from './fixtures';
import { settle } from './settle';
import { signIn } from './staff';
import { vnuErrors } from './vnu';

/**
 * Every staff page, signed in through the embedded identity provider: no serious or critical
 * axe violation (WCAG 2.0/2.1 A and AA) at 390×844 and 1440×900, a visual baseline of each
 * first viewport (values that change from run to run masked: the site's port, lead counts), and
 * valid HTML (W3C Nu checker).
 */
const LANDING = '/landing/pregrado/vir/n-a/administracion-de-empresas';
const PAGES = [
  { name: 'staff-signin', path: '/staff/entrar?error=no-autorizado', signedIn: false, mask: [] as string[] },
  { name: 'staff-home', path: '/staff', signedIn: true, mask: [] },
  {
    name: 'staff-links',
    path: '/staff/enlaces?programa=administracion-de-empresas&fuente=facebook&medio=paid-social&campana=matriculas-2027&crear=1',
    signedIn: true,
    mask: ['[data-testid="campaign-url"]', '[data-testid="campaign-qr"]'],
  },
  { name: 'staff-links-errors', path: '/staff/enlaces?crear=1', signedIn: true, mask: [] },
  // An ended campaign's landing, redirected by the content (docs/redirects.md): refused, its successor offered.
  { name: 'staff-links-redirected', path: '/staff/enlaces?tipo=educacion-continua&fuente=facebook&medio=paid-social&campana=diplomados-2027&crear=1', signedIn: true, mask: [] },
  { name: 'staff-checker', path: `/staff/verificar?url=${encodeURIComponent(`${LANDING}?utm_source=Facebook&utm_medium=&gclid=x`)}`, signedIn: true, mask: ['[data-testid="link-url"]', '[data-testid="link-canonical"]'] },
  // Its figures depend on the leads other specs sent: its baselines are taken by staff-report.spec.ts, over known leads.
  { name: 'staff-report', path: '/staff/campanas?dias=30', signedIn: true, mask: [], screenshot: false },
  // Its rows are the leads other specs sent: campaign-loop.spec.ts sends the ones it checks.
  { name: 'staff-conversions', path: '/staff/conversiones?dias=30', signedIn: true, mask: [], screenshot: false },
  // Its figures are the field data other specs' page views left: field-vitals.spec.ts looks at its screens.
  { name: 'staff-vitals', path: '/staff/rendimiento', signedIn: true, mask: [], screenshot: false },
  // Its hits and load time change from run to run: e2e/redirects.spec.ts looks at its screens.
  { name: 'staff-redirects', path: '/staff/redirecciones', signedIn: true, mask: [], screenshot: false },
];

const VIEWPORTS = [
  { name: '390x844', use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1, userAgent: devices['Pixel 7'].userAgent } },
  { name: '1440x900', use: { viewport: { width: 1440, height: 900 }, isMobile: false, hasTouch: false, deviceScaleFactor: 1, userAgent: devices['Desktop Chrome'].userAgent } },
] as const;

async function axeBlocking(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

for (const viewport of VIEWPORTS) {
  test.describe(`staff pages at ${viewport.name}`, () => {
    test.use(viewport.use);
    test('no serious or critical axe violation, and a stable visual baseline', async ({ page }) => {
      test.setTimeout(120_000);
      await signIn(page);
      for (const target of PAGES) {
        if (!target.signedIn) {
          // Signed out, with the cookie choice a returning visitor has (the notice is not what is shown here).
          await page.context().clearCookies();
          await chooseCookies(page.context(), 'accepted');
        }
        const response = await page.goto(target.path);
        expect(response?.status(), target.path).toBe(200);
        await settle(page);
        expect(await axeBlocking(page), `axe on ${target.path}`).toEqual([]);
        if ('screenshot' in target) continue;
        await expect(page).toHaveScreenshot(`${target.name}-${viewport.name}.png`, {
          maxDiffPixelRatio: 0.02,
          animations: 'disabled',
          mask: target.mask.map((s) => page.locator(s)),
        });
        if (!target.signedIn) await signIn(page);
      }
    });
  });
}

test('every staff page is valid HTML (W3C Nu checker)', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page);
  const pages = [];
  for (const target of PAGES) {
    const res = await page.request.get(target.path);
    expect(res.status(), target.path).toBe(200);
    pages.push({ path: target.path, html: await res.text() });
  }
  expect(await vnuErrors(pages)).toEqual([]);
});
