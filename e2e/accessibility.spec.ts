import AxeBuilder from '@axe-core/playwright';
import { devices, type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { settle } from './settle';

/**
 * The pages of the block catalogue, on a phone (390×844) and a desktop (1440×900):
 * no serious or critical axe violation (WCAG 2.0/2.1 A and AA), JSON-LD that parses and carries
 * the schema.org types of its blocks, and a visual baseline of the first viewport.
 */

type Target = {
  name: string;
  /** A fixed path, or the first link with this prefix on the page `from`. */
  path?: string;
  linkFrom?: { from: string; prefix: string };
  status?: number;
  /** schema.org types the page must carry (top-level `@type`s of its JSON-LD). */
  types: string[];
};

const PAGES: Target[] = [
  { name: 'home', path: '/', types: ['CollegeOrUniversity', 'FAQPage'] },
  { name: 'program', path: '/programas/ingenieria-de-sistemas', types: ['EducationalOccupationalProgram', 'BreadcrumbList'] },
  { name: 'news-list', path: '/noticias', types: ['BreadcrumbList'] },
  { name: 'article', linkFrom: { from: '/noticias', prefix: '/noticias/' }, types: ['NewsArticle', 'BreadcrumbList'] },
  { name: 'event', linkFrom: { from: '/eventos', prefix: '/eventos/' }, types: ['Event', 'BreadcrumbList'] },
  { name: 'campuses', path: '/sedes', types: ['BreadcrumbList'] },
  { name: 'not-found', path: '/no-existe', status: 404, types: [] },
  { name: 'rights', path: '/tus-datos-personales', types: ['BreadcrumbList'] },
  { name: 'rights-thanks', path: '/tus-datos-personales/gracias', types: ['BreadcrumbList'] },
  { name: 'cookie-policy', path: '/politica-de-cookies', types: ['BreadcrumbList'] },
  { name: 'compare', path: '/comparar?programas=ingenieria-de-sistemas,administracion-de-empresas,derecho,psicologia', types: ['BreadcrumbList'] },
];

const VIEWPORTS = [
  {
    name: '390x844',
    use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1, userAgent: devices['Pixel 7'].userAgent },
  },
  {
    name: '1440x900',
    use: { viewport: { width: 1440, height: 900 }, isMobile: false, hasTouch: false, deviceScaleFactor: 1, userAgent: devices['Desktop Chrome'].userAgent },
  },
] as const;

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

async function resolvePath(page: Page, target: Target): Promise<string> {
  if (target.path) return target.path;
  const { from, prefix } = target.linkFrom!;
  await page.goto(from);
  const href = await page.locator(`main a[href^="${prefix}"]`).first().getAttribute('href');
  expect(href, `a link to ${prefix}… on ${from}`).toMatch(new RegExp(`^${prefix}[\\w-]+$`));
  return href!;
}

async function open(page: Page, target: Target) {
  const path = await resolvePath(page, target);
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(target.status ?? 200);
  return { path, html: (await response?.text()) ?? '' };
}

/** Every `@type` at the top level of a JSON-LD document (an array of types or an `@graph` counts). */
function topLevelTypes(doc: unknown): string[] {
  if (Array.isArray(doc)) return doc.flatMap(topLevelTypes);
  if (!doc || typeof doc !== 'object') return [];
  const node = doc as Record<string, unknown>;
  const own = node['@type'];
  const types = Array.isArray(own) ? own.map(String) : own ? [String(own)] : [];
  return [...types, ...topLevelTypes(node['@graph'])];
}

for (const viewport of VIEWPORTS) {
  test.describe(`at ${viewport.name}`, () => {
    test.use(viewport.use);

    for (const target of PAGES) {
      test(`${target.name}: no serious or critical axe violation, and a stable visual baseline`, async ({ page }) => {
        const { path } = await open(page, target);
        await settle(page);

        const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
        const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
        const report = blocking
          .map((v) => `${v.impact} ${v.id}: ${v.help}\n${v.nodes.map((n) => `    ${n.target.join(' ')} — ${n.failureSummary?.split('\n').join(' ') ?? ''}`).join('\n')}`)
          .join('\n');
        expect(blocking, `axe on ${path} at ${viewport.name}:\n${report}`).toEqual([]);

        await settle(page);
        await expect(page).toHaveScreenshot(`${target.name}-${viewport.name}.png`, {
          maxDiffPixelRatio: 0.02,
          animations: 'disabled',
          fullPage: false,
        });
      });
    }

    test('a lead form with its notice, channel chips and a minor’s guardian shown: no serious or critical axe violation', async ({ page }) => {
      await page.goto('/landing/pregrado');
      const form = page.locator('form[data-form-id]').last();
      await form.getByRole('radio', { name: 'Menos de 18 años' }).check();
      await form.getByRole('checkbox', { name: 'WhatsApp' }).check();
      await expect(form.getByRole('group', { name: /acudiente/ })).toBeVisible();
      await expect(form.locator('[data-notice-version]')).toBeVisible();
      const results = await new AxeBuilder({ page }).include('form[data-form-id]').withTags(AXE_TAGS).analyze();
      const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(blocking.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    });

    test.describe('the cookie notice of a first visit', () => {
      test.use({ cookieChoice: null });
      for (const path of ['/', '/tus-datos-personales', '/politica-de-cookies']) {
        test(`${path}: no serious or critical axe violation with the notice shown`, async ({ page }) => {
          await page.goto(path);
          await expect(page.getByRole('form', { name: 'Aviso de cookies' })).toBeVisible();
          await settle(page);
          const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
          const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
          expect(blocking.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`), `axe on ${path} at ${viewport.name}`).toEqual([]);
        });
      }
    });

    test('a landing with a value the university does not offer: no axe violation at all', async ({ page }) => {
      const response = await page.goto('/landing/pregrado/zzz');
      expect(response?.status()).toBe(200);
      await settle(page);
      const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
      const report = results.violations.map((v) => `${v.impact} ${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`).join('\n');
      expect(results.violations, `axe on /landing/pregrado/zzz at ${viewport.name}:\n${report}`).toEqual([]);
    });
  });
}

test.describe('JSON-LD', () => {
  for (const target of PAGES) {
    test(`${target.name}: every JSON-LD block parses and carries ${target.types.join(', ') || 'no required type'}`, async ({ page }) => {
      const { path, html } = await open(page, target);

      // In the server HTML, for crawlers…
      const served = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1] ?? '');
      // …and the same in the document once hydrated.
      const inDom = await page.locator('script[type="application/ld+json"]').allTextContents();
      expect(inDom.length, `JSON-LD scripts on ${path}`).toBe(served.length);

      const types = new Set<string>();
      for (const text of inDom) {
        let doc: unknown;
        expect(() => (doc = JSON.parse(text)), `JSON-LD on ${path} parses: ${text.slice(0, 120)}`).not.toThrow();
        expect((doc as Record<string, unknown>)['@context'], `@context on ${path}`).toMatch(/^https:\/\/schema\.org\/?$/);
        for (const type of topLevelTypes(doc)) types.add(type);
      }
      for (const type of target.types) expect([...types], `schema.org types on ${path}`).toContain(type);

      if (target.name !== 'home' && target.name !== 'not-found') {
        const crumbs = inDom.map((t) => JSON.parse(t) as Record<string, unknown>).find((d) => d['@type'] === 'BreadcrumbList');
        const items = crumbs?.itemListElement as { position: number; name: string; item?: string }[] | undefined;
        expect(items?.length, `breadcrumb items on ${path}`).toBeGreaterThanOrEqual(2);
        expect(items?.map((i) => i.position)).toEqual(items?.map((_, i) => i + 1));
      }
    });
  }

  test('campus detail: Place and CollegeOrUniversity with address and geo', async ({ page }) => {
    const { path } = await open(page, { name: 'campus', linkFrom: { from: '/sedes', prefix: '/sedes/' }, types: [] });
    const docs = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((t) => JSON.parse(t) as Record<string, unknown>);
    const place = docs.find((d) => topLevelTypes(d).includes('Place'));
    expect(place, `Place JSON-LD on ${path}`).toBeDefined();
    expect(topLevelTypes(place)).toContain('CollegeOrUniversity');
    expect(place?.address).toMatchObject({ '@type': 'PostalAddress' });
    expect(place?.geo).toMatchObject({ '@type': 'GeoCoordinates', latitude: expect.any(Number), longitude: expect.any(Number) });
    expect(docs.map((d) => d['@type'])).toContain('BreadcrumbList');
  });

  test('a FAQ page: FAQPage with one Question per visible question', async ({ page }) => {
    await page.goto('/admisiones');
    const questions = await page.locator('main details summary').allInnerTexts();
    expect(questions.length).toBeGreaterThan(0);
    const docs = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((t) => JSON.parse(t) as Record<string, unknown>);
    const faq = docs.find((d) => d['@type'] === 'FAQPage');
    const names = (faq?.mainEntity as { '@type': string; name: string }[] | undefined)?.map((q) => q.name);
    expect(names).toEqual(questions.map((q) => q.trim()));
  });
});
