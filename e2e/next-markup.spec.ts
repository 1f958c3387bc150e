import { deferralProblems, notFoundProblems, structuredDataProblems } from '../server/next-markup';
import { expect, test } from './fixtures';

/**
 * The Next adapter (server/adapter.mjs) rewrites Next's markup found with regular expressions: on
 * the installed Next's real build, every document the site serves has Next's scripts deferred and
 * every 404 the server-rendered not-found page. A Next upgrade that writes its tags differently
 * fails here, naming the tag left in place (server/next-markup.test.ts shows the guard failing).
 */
const PAGES = ['/', '/programas/ingenieria-de-sistemas', '/landing/pregrado', '/buscar?q=ingenieria'];
const NOT_FOUND = ['/no-existe', '/error', '/404'];

test.describe("Next's markup, as the adapter needs it", () => {
  for (const path of [...PAGES, ...NOT_FOUND]) {
    test(`${path}: Next's scripts and script preloads are all deferred`, async ({ request }) => {
      const response = await request.get(path);
      expect(deferralProblems(await response.text())).toEqual([]);
    });
  }

  // The home carries CollegeOrUniversity and FAQPage; a program page Course, BreadcrumbList and FAQPage.
  for (const [path, blocks] of [['/', 2], ['/programas/ingenieria-de-sistemas', 3]] as const) {
    test(`${path}: each JSON-LD block once, in the markup, and React hydrates the page around it`, async ({ page, request }) => {
      expect(structuredDataProblems(await (await request.get(path)).text(), blocks)).toEqual([]);
      await page.goto(path);
      // Hydrated: React has attached its fiber to the page's main landmark (a mismatch would have
      // failed the test on the console error React reports, and re-rendered without the blocks).
      await expect.poll(() => page.evaluate(() => Object.keys(document.querySelector('main') ?? {}).some((k) => k.startsWith('__reactFiber')))).toBe(true);
      await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(blocks);
    });
  }

  for (const path of NOT_FOUND) {
    test(`${path}: the server-rendered not-found page, answered 404`, async ({ request }) => {
      const response = await request.get(path);
      expect(notFoundProblems(response.status(), await response.text())).toEqual([]);
    });
  }
});
