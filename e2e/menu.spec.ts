import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures';

/** The phone menu behaves like one: keyboard, focus, backdrop, scroll lock, Escape, navigation; axe on its open state. */

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test('the menu opens from the keyboard, holds the page still, closes on Escape and gives focus back', async ({ page }) => {
  await page.goto('/programas/ingenieria-de-sistemas');
  const toggle = page.getByRole('button', { name: 'Abrir menú' });
  const menu = page.getByRole('navigation', { name: 'Menú principal' });
  await expect(menu).toBeHidden();

  // An Enter before hydration does nothing (the toggle is a button of the React island): press
  // again until the menu opens.
  await expect(async () => {
    if (await menu.isHidden()) {
      await toggle.focus();
      await page.keyboard.press('Enter');
    }
    await expect(menu).toBeVisible({ timeout: 1_000 });
  }).toPass();
  await expect(page.getByRole('button', { name: 'Cerrar menú' }).first()).toHaveAttribute('aria-expanded', 'true');
  await expect(menu).toBeVisible();
  // Focus moves into the menu, on its close control; the next Tab reaches its first link.
  const close = menu.getByRole('button', { name: 'Cerrar menú' });
  await expect(close).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(menu.getByRole('link').first()).toBeFocused();
  // A backdrop over the page, and the page behind does not scroll.
  await expect(page.locator('[data-menu-backdrop]')).toBeVisible();
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');
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
  await expect(page.getByRole('button', { name: 'Abrir menú' })).toBeFocused();
  await expect(page.getByRole('button', { name: 'Abrir menú' })).toHaveAttribute('aria-expanded', 'false');
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe('hidden');
});

test('the close control and the backdrop close the menu; a link closes it by navigating', async ({ page }) => {
  await page.goto('/');
  const menu = page.getByRole('navigation', { name: 'Menú principal' });
  const open = () => page.getByRole('button', { name: 'Abrir menú' }).tap();

  await open();
  await menu.getByRole('button', { name: 'Cerrar menú' }).tap();
  await expect(menu).toBeHidden();
  await expect(page.getByRole('button', { name: 'Abrir menú' })).toBeFocused();

  await open();
  await page.locator('[data-menu-backdrop]').tap({ position: { x: 20, y: 700 } });
  await expect(menu).toBeHidden();
  await expect(page.getByRole('button', { name: 'Abrir menú' })).toBeFocused();

  await open();
  await menu.getByRole('link', { name: 'Admisiones', exact: true }).first().tap();
  await expect(page).toHaveURL(/\/admisiones$/);
  await expect(menu).toBeHidden();
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe('hidden');
});

test('the open menu has no serious or critical axe violation', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Abrir menú' }).tap();
  await expect(page.getByRole('navigation', { name: 'Menú principal' })).toBeVisible();
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(blocking.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
});
