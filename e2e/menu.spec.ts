import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { holdScripts } from './hold-scripts';
import { hydrated, untilHydrated } from './hydrated';

/**
 * The phone menu behaves like one: keyboard, focus, backdrop, scroll lock, Escape, navigation;
 * axe on its open state. It is HTML (a popover, docs/decisions/0033-menu-in-html.md): all of it
 * works while the page's scripts are still on their way, and without them.
 */

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const TOGGLE = '#site-header button[popovertarget]:not([popovertargetaction])';
const BACKDROP = '#site-menu > button[tabindex="-1"]';

/** The menu button as Chromium exposes it to assistive technology: its name and expanded state. */
async function toggleSeenByScreenReaders(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { root } = await cdp.send('DOM.getDocument');
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector: TOGGLE });
    const { nodes } = await cdp.send('Accessibility.getPartialAXTree', { nodeId, fetchRelatives: false });
    const node = nodes.find((n) => n.role?.value === 'button');
    return { name: node?.name?.value, expanded: node?.properties?.find((p) => p.name === 'expanded')?.value.value };
  } finally {
    await cdp.detach();
  }
}

const overflow = (page: Page) => page.evaluate(() => getComputedStyle(document.documentElement).overflow);

test("before the page's scripts, the menu opens from the keyboard, holds the page still, closes on Escape and gives focus back", async ({ page }) => {
  const scripts = await holdScripts(page);
  await page.goto('/programas/ingenieria-de-sistemas', { waitUntil: 'domcontentloaded' });
  const toggle = page.getByRole('button', { name: 'Menú', exact: true });
  const menu = page.getByRole('navigation', { name: 'Menú principal' });
  await expect(menu).toBeHidden();
  expect(await toggleSeenByScreenReaders(page)).toEqual({ name: 'Menú', expanded: false });

  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(menu).toBeVisible();
  expect(await toggleSeenByScreenReaders(page)).toEqual({ name: 'Menú', expanded: true });
  // Focus moves into the menu, on its close control; the next Tab reaches its first link.
  await expect(menu.getByRole('button', { name: 'Cerrar menú' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(menu.getByRole('link').first()).toBeFocused();
  // A backdrop over the page, and the page behind does not scroll.
  await expect(page.locator(BACKDROP)).toBeVisible();
  expect(await overflow(page)).toBe('hidden');
  const before = await page.evaluate(() => window.scrollY);
  // The wheel event has reached the page and two frames have passed: a scroll would show by then.
  const wheeled = page.evaluate(
    () => new Promise<void>((resolve) => addEventListener('wheel', () => requestAnimationFrame(() => requestAnimationFrame(() => resolve())), { once: true, capture: true })),
  );
  await page.mouse.wheel(0, 600);
  await wheeled;
  expect(await page.evaluate(() => window.scrollY)).toBe(before);

  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(page.getByRole('button', { name: 'Menú', exact: true })).toBeFocused();
  expect(await toggleSeenByScreenReaders(page)).toEqual({ name: 'Menú', expanded: false });
  expect(await overflow(page)).not.toBe('hidden');
  // All of it happened with Next's scripts held back and nothing hydrated.
  expect(scripts.held()).toBeGreaterThan(0);
  expect(await hydrated(page, TOGGLE)).toBe(false);
});

test('the close control and the backdrop close the menu; opened before hydration it stays open, and a link closes it by navigating', async ({ page }) => {
  const scripts = await holdScripts(page);
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  const menu = page.getByRole('navigation', { name: 'Menú principal' });
  const toggle = page.getByRole('button', { name: 'Menú', exact: true });

  await toggle.tap();
  await menu.getByRole('button', { name: 'Cerrar menú' }).tap();
  await expect(menu).toBeHidden();
  await expect(toggle).toBeFocused();

  await toggle.tap();
  await page.locator(BACKDROP).tap({ position: { x: 20, y: 700 } });
  await expect(menu).toBeHidden();
  await expect(toggle).toBeFocused();

  // Open when the scripts arrive: hydration leaves it open.
  await toggle.tap();
  await scripts.release();
  await untilHydrated(page);
  await expect(menu).toBeVisible();

  // A link of the menu opens its page through the router (e2e/in-app-links.spec.ts): the menu closes.
  await menu.getByRole('link', { name: 'Admisiones', exact: true }).first().tap();
  await expect(page).toHaveURL(/\/admisiones$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Admisiones');
  await expect(menu).toBeHidden();
  expect(await overflow(page)).not.toBe('hidden');
  expect(await page.evaluate(() => new URL((performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).name).pathname)).toBe('/');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the menu opens, closes and its links lead to their pages', async ({ page }) => {
    await page.goto('/sedes');
    const menu = page.getByRole('navigation', { name: 'Menú principal' });
    await page.getByRole('button', { name: 'Menú', exact: true }).tap();
    await expect(menu).toBeVisible();
    await menu.getByRole('button', { name: 'Cerrar menú' }).tap();
    await expect(menu).toBeHidden();
    await page.getByRole('button', { name: 'Menú', exact: true }).tap();
    await menu.getByRole('link', { name: 'Oferta académica', exact: true }).tap();
    await expect(page).toHaveURL(/\/oferta-academica$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oferta académica');
  });
});

test('the open menu has no serious or critical axe violation', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Menú', exact: true }).tap();
  await expect(page.getByRole('navigation', { name: 'Menú principal' })).toBeVisible();
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(blocking.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
});
