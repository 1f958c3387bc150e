import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * WCAG 2.2 SC 2.4.11 (Focus Not Obscured, AA): on a phone, at no Tab or Shift+Tab stop is the
 * focused control entirely covered by the site's own fixed content (the cookie notice at the
 * bottom, the sticky header at the top), before a cookie choice and after each choice. On a
 * desktop the floating back-to-top control clears the notice, rather than peek out from under it.
 */
const PAGES = ['/', '/programas/ingenieria-de-sistemas', '/landing/pregrado', '/contacto', '/comparar'];
const MAX_STOPS = 400;

type Stop = { name: string; covered: boolean; by: string };

/** The focused element, and whether its centre and four corners (inside the viewport) all hit something else. */
const focusStop = (page: Page): Promise<Stop | null> =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return null;
    const r = el.getBoundingClientRect();
    const name = `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? el.getAttribute('name') ?? '').trim().slice(0, 40)}"`;
    const inset = 1;
    const clampX = (x: number) => Math.min(Math.max(x, 0), innerWidth - 1);
    const clampY = (y: number) => Math.min(Math.max(y, 0), innerHeight - 1);
    const corners: [number, number][] = [
      [r.left + r.width / 2, r.top + r.height / 2],
      [r.left + inset, r.top + inset],
      [r.right - inset, r.top + inset],
      [r.left + inset, r.bottom - inset],
      [r.right - inset, r.bottom - inset],
    ];
    const hits = corners.map(([x, y]) => document.elementFromPoint(clampX(x), clampY(y)));
    const own = (hit: Element | null) => !!hit && (hit === el || el.contains(hit) || hit.contains(el) || !!el.shadowRoot?.contains(hit));
    const covered = hits.every((hit) => !own(hit));
    const cover = hits.find((hit) => hit && !own(hit));
    return { name, covered, by: cover ? `${cover.tagName.toLowerCase()}#${cover.id}.${cover.className}` : '' };
  });

/** Every stop of one pass through the page with `key`, until the focus comes back to where it began. */
async function walk(page: Page, key: 'Tab' | 'Shift+Tab'): Promise<Stop[]> {
  const stops: Stop[] = [];
  let first: string | null = null;
  for (let i = 0; i < MAX_STOPS; i++) {
    await page.keyboard.press(key);
    const id = await page.evaluate(() => {
      const el = document.activeElement as (HTMLElement & { dataset: DOMStringMap }) | null;
      if (!el || el === document.body) return null;
      el.dataset.focusWalk ??= String(Math.random());
      return el.dataset.focusWalk;
    });
    if (id === null) {
      if (stops.length) break; // out of the document: the pass is complete
      continue;
    }
    if (id === first) break;
    first ??= id;
    const stop = await focusStop(page);
    if (stop) stops.push(stop);
  }
  return stops;
}

for (const choice of [null, 'accepted', 'rejected'] as const) {
  test.describe(`cookie choice: ${choice ?? 'none yet'}`, () => {
    test.use({ cookieChoice: choice, viewport: { width: 390, height: 844 } });
    for (const path of PAGES) {
      test(`${path}: no focus stop is hidden by the notice or the header, forwards and backwards`, async ({ page }) => {
        await page.goto(path);
        await expect(page.locator('#cookie-notice')).toHaveCount(choice ? 0 : 1);
        for (const key of ['Tab', 'Shift+Tab'] as const) {
          await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
          const stops = await walk(page, key);
          expect(stops.length, `${key} reaches the page's controls`).toBeGreaterThan(5);
          expect(stops.filter((s) => s.covered), `${key}: stops entirely covered`).toEqual([]);
        }
      });
    }
  });
}

test.describe('desktop, before a cookie choice', () => {
  test.use({ cookieChoice: null, viewport: { width: 1440, height: 900 } });

  test('the back-to-top control floats above the cookie notice, and drops to the corner once a choice removes it', async ({ page }) => {
    await page.goto('/programas/ingenieria-de-sistemas');
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2));
    const control = page.locator('footer button[data-visible]');
    await expect(control).toHaveAttribute('data-visible', 'true');
    const bottom = async () => control.evaluate((el) => el.getBoundingClientRect().bottom);
    const notice = page.locator('#cookie-notice');
    const top = (await notice.boundingBox())!.y;
    await expect.poll(bottom, 'its bottom, above the notice').toBeLessThanOrEqual(top);

    await notice.getByRole('button', { name: 'Aceptar' }).click();
    await expect(notice).toHaveCount(0);
    await expect.poll(async () => 900 - (await bottom()), 'its gap to the window bottom').toBeLessThan(40);
  });
});
