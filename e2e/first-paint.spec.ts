import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { untilHydrated } from './hydrated';

/**
 * Next's scripts wait for the first screen (server/deferred-scripts.mjs): they are fetched and
 * run after the hero image is painted (or the first paint where there is none), at a
 * visitor's first touch, or after 3 s; and the page hydrates as before.
 */

const CHUNK = '/_next/static/chunks/';

/** Record, from the first byte, when the first chunk script is put in the document. */
async function recordScriptStart(page: Page) {
  await page.addInitScript((chunk) => {
    const w = window as unknown as { scriptStart?: number };
    new MutationObserver((records, observer) => {
      for (const r of records)
        for (const node of r.addedNodes)
          if (node instanceof HTMLScriptElement && !node.noModule && node.src.includes(chunk)) {
            w.scriptStart ??= performance.now();
            observer.disconnect();
          }
    }).observe(document, { childList: true, subtree: true });
  }, CHUNK);
}

const scriptStart = (page: Page) => page.evaluate(() => (window as unknown as { scriptStart?: number }).scriptStart ?? null);
const nextRan = (page: Page) => page.evaluate(() => 'next' in window);

/** The paint time of the page's LCP candidates so far: [element, time]. */
const paints = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<[string, number][]>((resolve) => {
        new PerformanceObserver((list) =>
          resolve(list.getEntries().map((e) => {
            const lcp = e as PerformanceEntry & { element?: Element | null; renderTime: number; loadTime: number };
            return [lcp.element?.tagName ?? '', lcp.renderTime || lcp.startTime];
          })),
        ).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );

for (const path of ['/programas/ingenieria-de-sistemas', '/eventos/webinar-financia-tu-carrera-diciembre-2026']) {
  test(`the page's image on ${path} is painted before Next's scripts start`, async ({ page }) => {
    await recordScriptStart(page);
    await page.goto(path);
    await expect.poll(() => nextRan(page)).toBe(true);
    const image = (await paints(page)).find(([tag]) => tag === 'IMG');
    expect(image, 'the image is an LCP candidate').toBeDefined();
    expect(image![1]).toBeLessThan((await scriptStart(page))!);
  });
}

test('the hero image is painted before Next’s scripts start, and the page hydrates', async ({ page }) => {
  await recordScriptStart(page);
  await page.goto('/');
  await expect.poll(() => nextRan(page)).toBe(true);
  const start = await scriptStart(page);
  expect(start).not.toBeNull();
  const hero = (await paints(page)).find(([tag]) => tag === 'IMG');
  expect(hero, 'the hero image is an LCP candidate').toBeDefined();
  expect(hero![1]).toBeLessThan(start!);
  // Every chunk was fetched after the hero's paint: none is left as a parser script or a preload.
  // (Chromium never fetches the nomodule polyfills.)
  const fetched = await page.evaluate((chunk) => performance.getEntriesByType('resource').filter((r) => r.name.includes(chunk) && r.name.endsWith('.js')).map((r) => r.startTime), CHUNK);
  expect(fetched.length).toBeGreaterThan(5);
  expect(Math.min(...fetched)).toBeGreaterThan(hero![1]);
  // And then the page hydrates.
  await untilHydrated(page);
});

test('on a page without a hero image the scripts start after the first paint', async ({ page }) => {
  await recordScriptStart(page);
  await page.goto('/oferta-academica');
  await expect.poll(() => nextRan(page)).toBe(true);
  const firstPaint = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null);
  expect(firstPaint).not.toBeNull();
  expect(firstPaint!).toBeLessThan((await scriptStart(page))!);
});

test('a touch before the hero image has loaded starts the scripts at once', async ({ page }) => {
  await recordScriptStart(page);
  // The hero image never arrives: only a touch (or the 3 s limit) starts the scripts.
  await page.route('**/media/hero-home/**', () => undefined);
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await page.locator('h1').waitFor();
  expect(await scriptStart(page)).toBeNull();
  const touchedAt = await page.evaluate(() => {
    window.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    return performance.now();
  });
  await expect.poll(() => nextRan(page)).toBe(true);
  const start = (await scriptStart(page))!;
  expect(start).toBeGreaterThanOrEqual(touchedAt);
  expect(start - touchedAt).toBeLessThan(1_000);
});

test('without a touch the scripts start 3 s after the document at the latest', async ({ page }) => {
  await recordScriptStart(page);
  await page.route('**/media/hero-home/**', () => undefined);
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await expect.poll(() => nextRan(page), { timeout: 10_000 }).toBe(true);
  expect(await scriptStart(page)).toBeGreaterThanOrEqual(2_900);
});

// app/site-styles.ts: one stylesheet of the site for every page (with Next's split of the global
// sheet from the modules, two files), the same files everywhere, none added by an island.
test('every page type is styled by the same two stylesheets, none of them an island’s', async ({ request }) => {
  const paths = ['/', '/programas/ingenieria-de-sistemas', '/oferta-academica', '/landing/pregrado', '/buscar?q=ingenieria', '/comparar?programas=ingenieria-de-sistemas,derecho', '/sedes', '/no-existe'];
  const sheets = new Set<string>();
  for (const path of paths) {
    const html = await (await request.get(path)).text();
    const links = [...html.matchAll(/<link\b[^>]*rel="stylesheet"[^>]*>/g)].map(([tag]) => tag);
    expect(links.filter((tag) => tag.includes('data-precedence="dynamic"')), path).toEqual([]);
    expect(links, path).toHaveLength(2);
    links.forEach((tag) => sheets.add(/href="([^"]+)"/.exec(tag)?.[1] ?? tag));
  }
  expect([...sheets]).toHaveLength(2);
});
