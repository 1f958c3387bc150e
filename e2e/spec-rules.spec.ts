import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { devices, type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { untilElementHydrated } from './hydrated';
import { scrollThrough } from './phone-screens';
import { startContentService, startSite, type RunningService } from './servers';

/**
 * Rules of the spec, on real pages of the embedded content: lazy loading near the fold and
 * card image sizes (rules §9) measured at 390×844 and 1440×900, the
 * footer on a phone (rules §2, §4, §9), link targets (§2), the search paginator and state (§4)
 * locale formatting (§1) and a malformed optional field of a page (§8).
 */

const VIEWPORTS = [
  { name: '390x844', use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1, userAgent: devices['Pixel 7'].userAgent } },
  { name: '1440x900', use: { viewport: { width: 1440, height: 900 }, isMobile: false, hasTouch: false, deviceScaleFactor: 1, userAgent: devices['Desktop Chrome'].userAgent } },
];

/** One page of each type: home, list pages, the academic offer, details, a landing, content pages. */
const PAGES = [
  '/',
  '/oferta-academica',
  '/noticias',
  '/blog',
  '/eventos',
  '/sedes',
  '/programas/ingenieria-de-sistemas',
  '/eventos/curso-de-excel-para-el-trabajo-2027',
  '/landing/pregrado',
  '/admisiones',
  '/nosotros',
  '/contacto',
];

type Measured = { top: number; lazy: boolean; src: string; alt: string };

/**
 * Every rendered image of the page horizontally on screen, with its document top. An image its
 * ancestors clip away (a carousel's slides beside the one it shows) is not on screen.
 */
async function measureImages(page: Page): Promise<Measured[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('img')]
      .map((img) => {
        const rect = img.getBoundingClientRect();
        let { left, right } = rect;
        for (let el = img.parentElement; el; el = el.parentElement) {
          if (getComputedStyle(el).overflowX === 'visible') continue;
          const clip = el.getBoundingClientRect();
          left = Math.max(left, clip.left);
          right = Math.min(right, clip.right);
        }
        return { img, r: { top: rect.top, left, right, width: right > left ? rect.width : 0, height: rect.height } };
      })
      .filter(({ r }) => r.width > 0 && r.height > 0 && r.right > 0 && r.left < window.innerWidth)
      .map(({ img, r }) => ({ top: Math.round(r.top + window.scrollY), lazy: img.loading === 'lazy', src: img.currentSrc, alt: img.alt.slice(0, 40) })),
  );
}

/** Record every position the page scrolls itself to (window.scrollTo), in order. */
async function recordScrolls(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { scrolls: number[] };
    w.scrolls = [];
    const scrollTo = window.scrollTo.bind(window);
    window.scrollTo = ((x: number | ScrollToOptions, y?: number) => {
      w.scrolls.push(typeof x === 'number' ? (y ?? 0) : (x.top ?? 0));
      if (typeof x === 'number') scrollTo(x, y ?? 0);
      else scrollTo(x);
    }) as typeof window.scrollTo;
  });
}

const scrolls = (page: Page) => page.evaluate(() => (window as unknown as { scrolls: number[] }).scrolls);

for (const viewport of VIEWPORTS) {
  test.describe(`at ${viewport.name}`, () => {
    test.use(viewport.use);

    test('no image within 150 px below the first viewport loads lazily (rules §9)', async ({ page }) => {
      let lazyFurther = 0;
      for (const path of PAGES) {
        expect((await page.goto(path))?.status(), path).toBe(200);
        const limit = viewport.use.viewport.height + 150;
        const images = await measureImages(page);
        const nearFold = images.filter((i) => i.top < limit && i.lazy).map((i) => `${i.top}px ${i.alt}`);
        expect(nearFold, `lazy images above ${limit}px on ${path}`).toEqual([]);
        lazyFurther += images.filter((i) => i.lazy).length;
      }
      // The rule keeps lazy loading where it helps: images further down still wait.
      expect(lazyFurther).toBeGreaterThan(20);
    });

    test('cards use a single image size, not the 1,600 px original (rules §9)', async ({ page }) => {
      for (const path of ['/noticias', '/oferta-academica', '/sedes']) {
        await page.goto(path);
        const card = page.locator('article img').first();
        await expect.poll(() => card.evaluate((img: HTMLImageElement) => img.currentSrc), { message: path }).toMatch(/\/max_650x650\.webp$/);
        const offered = await page.locator('article picture source').evaluateAll((sources) => sources.map((s) => s.getAttribute('srcset') ?? ''));
        expect(offered.length).toBeGreaterThan(0);
        expect(offered.filter((s) => /large|1300/.test(s)), path).toEqual([]);
      }
    });
  });
}

test.describe('on a phone', () => {
  test.use(VIEWPORTS[0]!.use);

  test('a footer column without a title is never collapsed (rules §4)', async ({ page }) => {
    await page.goto('/nosotros');
    const footer = page.locator('footer');
    // The collapse rule applies on mount: titled columns after the first close.
    await expect(footer.getByRole('button', { name: 'Programas destacados' })).toHaveAttribute('aria-expanded', 'false');
    const untitled = footer.locator('[data-back-to-top]');
    await untitled.scrollIntoViewIfNeeded();
    await expect(untitled).toBeVisible();
  });

  test('the footer back-to-top scrolls up in growing steps without reloading (rules §9)', async ({ page }) => {
    await page.goto('/nosotros');
    const rsc: string[] = [];
    page.on('request', (r) => {
      // Content refreshes only: a prefetch is not a reload.
      const headers = r.headers();
      if (headers['rsc'] === '1' && !headers['next-router-prefetch']) rsc.push(r.url());
    });
    const control = page.locator('footer [data-back-to-top]');
    // The visitor scrolls down to the footer; the steps are measured from where the page rests.
    await scrollThrough(page);
    await control.scrollIntoViewIfNeeded();
    // A script's control: it acts once its island has hydrated.
    await untilElementHydrated(control);
    const start = await page.evaluate(async () => {
      let y = -1;
      while (y !== window.scrollY) {
        y = window.scrollY;
        await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
      }
      return y;
    });
    expect(start).toBeGreaterThan(800);
    await recordScrolls(page);
    await control.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    const steps = await scrolls(page);
    expect(steps.length).toBeGreaterThan(2);
    // Rules §9: each step 80 px longer than the one before (the last one stops at 0).
    const drops = steps.map((y, i) => (i === 0 ? start : steps[i - 1]!) - y);
    expect(drops.slice(0, -1)).toEqual(drops.slice(0, -1).map((_, i) => 80 * (i + 1)));
    expect(page.url()).not.toContain('#');
    await expect(page.locator('#main')).toBeFocused();

    // A fragment change and back over it is no navigation: no content refresh (rules §2).
    await page.evaluate(() => {
      location.hash = 'main';
    });
    // The router has handled the back (its popstate listener runs before this later one) and
    // two frames have passed: a content refresh would have been requested by then.
    const handled = page.evaluate(
      () => new Promise<void>((resolve) => addEventListener('popstate', () => requestAnimationFrame(() => requestAnimationFrame(() => resolve())), { once: true })),
    );
    await page.goBack();
    await handled;
    expect(page.url()).not.toContain('#');
    expect(rsc).toEqual([]);

    // A real back between documents still reloads the content.
    await page.goto('/nosotros');
    await page.getByRole('link', { name: 'Política de privacidad' }).click();
    await page.waitForURL(/\/politica-de-privacidad$/);
    rsc.length = 0;
    await page.goBack();
    await expect.poll(() => rsc.length).toBeGreaterThan(0);
  });

  test('under reduced motion the back-to-top jumps at once (rules §9)', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/nosotros');
    const control = page.locator('footer [data-back-to-top]');
    await control.scrollIntoViewIfNeeded();
    await untilElementHydrated(control);
    await recordScrolls(page);
    await control.click();
    await expect.poll(() => scrolls(page)).toEqual([0]);
  });

  test('an external link honours the CMS target (rules §2)', async ({ page }) => {
    await page.goto('/');
    const sameTab = page.getByRole('link', { name: 'Vigilada MinEducación' });
    await expect(sameTab).toHaveAttribute('target', '_self');
    await expect(sameTab).toHaveAttribute('href', 'https://www.mineducacion.gov.co');
    await expect(sameTab).not.toHaveAttribute('rel', /noopener/);
    // In a footer column collapsed on phones: read from the markup.
    const newTab = page.locator('footer a[href*="facebook.com"]');
    await expect(newTab).toHaveAttribute('target', '_blank');
    await expect(newTab).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(newTab).toContainText('se abre en una pestaña nueva');
  });

  test('the search page has one paginator, clears, filters and searches anew through its UI (rules §4)', async ({ page }) => {
    await page.goto('/buscar?q=ingenieria');
    const list = page.getByRole('list', { name: 'Resultados de la búsqueda' });
    await expect(list.getByRole('listitem')).toHaveCount(8);
    // co's search block is view_more: "Ver más" appends, there is no numbered pager to repeat it.
    await expect(page.getByRole('navigation', { name: 'Paginación de resultados' })).toHaveCount(0);
    await page.getByRole('button', { name: /Ver más/ }).click();
    await expect(list.getByRole('listitem')).toHaveCount(10);
    const hrefs = await list.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(new Set(hrefs).size).toBe(hrefs.length);
    await expect(page.getByText('Mostrando 1–10 de 10')).toBeVisible();

    // A new filter search replaces the list with the tab's results.
    const tabs = page.getByRole('navigation', { name: 'Tipo de contenido' });
    await expect(tabs.getByRole('link', { name: /^Noticias/ })).toHaveText('Noticias (2)');
    await tabs.getByRole('link', { name: /^Programas/ }).click();
    await expect(page).toHaveURL(/tipo=programa/);
    for (const item of await list.getByRole('listitem').all()) await expect(item).toContainText('Programas');

    // A new global search: the tabs are those of the new text only.
    const box = page.getByRole('main').getByRole('searchbox', { name: 'Buscar en el sitio' });
    await box.fill('derecho');
    await page.getByRole('main').getByRole('button', { name: 'Buscar', exact: true }).click();
    await expect(page).toHaveURL(/\?q=derecho$/);
    // The rights page («te da derecho a conocer…») and the accessibility statement are among them.
    await expect(tabs.getByRole('link', { name: /^Todos/ })).toHaveText('Todos (7)');
    await expect(list.getByRole('link', { name: /Declaración de accesibilidad/ })).toHaveCount(1);
    await expect(list.getByRole('link', { name: /Tus datos personales/ })).toHaveCount(1);
    await expect(tabs.getByRole('link', { name: /^Noticias/ })).toHaveCount(0);

    // Clearing empties the text and the results.
    await page.getByRole('link', { name: 'Borrar búsqueda' }).click();
    await expect(page).toHaveURL(/\/buscar$/);
    await expect(box).toHaveValue('');
    await expect(list).toHaveCount(0);
  });

  test('prices, numbers and short dates go through the locale helpers (rules §1)', async ({ page }) => {
    await page.goto('/oferta-academica');
    await expect(page.locator('article dd').filter({ hasText: /^\$/ }).first()).toHaveText(/^\$\d{1,3}(\.\d{3})+$/);
    await page.goto('/eventos/curso-de-excel-para-el-trabajo-2027');
    const dates = page.getByRole('list', { name: 'Fechas de las sesiones' }).getByRole('listitem');
    await expect(dates).toHaveCount(6);
    for (const date of await dates.allInnerTexts()) expect(date).toMatch(/^\d{1,2}\/\d{2}\/\d{2}$/);
    await expect(page.getByText('6 sesiones mensuales')).toBeVisible();
  });
});

test.describe('a malformed optional field of the first block (rules §8)', () => {
  const contentDir = mkdtempSync(join(tmpdir(), 'content-'));
  let content: RunningService;
  let site: RunningService;

  test.beforeAll(async () => {
    cpSync(join(__dirname, '..', 'content-service', 'content'), contentDir, { recursive: true });
    // Two pages whose program_name is malformed: a string, and a list of { value: 5 }.
    for (const [name, programName] of [['admisiones', 'Administración de Empresas'], ['contacto', [{ value: 5 }]]] as const) {
      const file = join(contentDir, 'co', 'pages', `${name}.json`);
      const page = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
      writeFileSync(file, JSON.stringify({ ...page, program_name: programName }));
    }
    content = await startContentService({ env: { CONTENT_DIR: contentDir } });
    site = await startSite({ CONTENT_API_URL: content.url, DATA_DIR: content.dataDir });
  });
  test.afterAll(async () => {
    await site?.stop();
    await content?.stop();
  });

  test('is dropped and logged; the page renders', async ({ page }) => {
    for (const path of ['/admisiones', '/contacto']) {
      const res = await page.goto(site.url + path);
      expect(res?.status(), path).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    }
    expect(site.logs.filter((line) => line.includes('page_meta.program_name_fallback'))).toHaveLength(2);
  });
});
