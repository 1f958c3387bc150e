import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * WCAG 2.2 SC 2.5.7 (Dragging Movements, AA): what a visitor can do by dragging (swiping a
 * carousel, panning a map) they can do with single taps or the keyboard. The carousels move with
 * their previous/next buttons, reached and pressed with the keyboard or tapped; the campus map's
 * places are a list, re-ordered from the nearest with one button. No step here drags.
 */

/** Tab from the top of the page until `target` has the focus (a keyboard user's way there). */
async function tabTo(page: Page, target: Locator, maxStops = 120) {
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  for (let i = 0; i < maxStops; i++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error(`${maxStops} Tab stops without reaching ${target.toString()}`);
}

test('the home banner moves slide by slide from the keyboard alone', async ({ page }) => {
  await page.clock.install(); // autoplay waits on the test's clock: every move below is the visitor's
  await page.goto('/');
  const carousel = page.locator('[data-carousel="banner"]');
  await expect(carousel.locator('[data-ready]')).toHaveCount(1);
  const active = carousel.locator('.swiper-slide-active');
  const counter = carousel.locator('[data-carousel-toggle] ~ p');
  const slide = (n: number) => `Diapositiva ${(((n - 1) % 3) + 3) % 3 + 1} de 3`;

  // Tab walks through the slides' links on its way (each focused slide is brought into view)…
  const next = carousel.getByRole('button', { name: 'Diapositiva siguiente' });
  await tabTo(page, next);
  const at = Number(/^Diapositiva (\d) de 3$/.exec((await active.getAttribute('aria-label')) ?? '')?.[1]);
  expect(at, 'the slide on screen when the buttons are reached').toBeGreaterThan(0);
  // …then Enter on «Diapositiva siguiente», Shift+Tab and Space on «Diapositiva anterior».
  await page.keyboard.press('Enter');
  await expect(active).toHaveAttribute('aria-label', slide(at + 1));
  await page.keyboard.press('Enter');
  await expect(active).toHaveAttribute('aria-label', slide(at + 2));
  await page.keyboard.press('Shift+Tab');
  await expect(carousel.getByRole('button', { name: 'Diapositiva anterior' })).toBeFocused();
  await page.keyboard.press('Space');
  await expect(active).toHaveAttribute('aria-label', slide(at + 1));
  // The arrow keys move it too while it is on screen.
  await page.keyboard.press('ArrowLeft');
  await expect(active).toHaveAttribute('aria-label', slide(at));
  await expect(counter).toHaveText(`${slide(at).split(' ')[1]} / 3`);
});

test('the news cards carousel moves with single taps on its buttons', async ({ page }) => {
  await page.clock.install();
  await page.goto('/noticias');
  const carousel = page.locator('[data-carousel="cards"]');
  await expect(carousel.locator('[data-ready]')).toHaveCount(1);
  const counter = carousel.locator('[data-carousel-toggle] ~ p');
  await expect(counter).toHaveText(/^1 \/ \d+$/);
  const first = await carousel.locator('.swiper-slide-active').getAttribute('data-slide');

  await carousel.getByRole('button', { name: 'Diapositiva siguiente' }).click();
  await expect(counter).toHaveText(/^2 \/ \d+$/);
  await expect(carousel.locator('.swiper-slide-active')).not.toHaveAttribute('data-slide', first ?? '');
  await carousel.getByRole('button', { name: 'Diapositiva anterior' }).click();
  await expect(counter).toHaveText(/^1 \/ \d+$/);
  await expect(carousel.locator('.swiper-slide-active')).toHaveAttribute('data-slide', first ?? '');
});

test('the campus map is a list of places the keyboard re-orders from the nearest, nothing to drag', async ({ page, context }) => {
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation({ latitude: 3.45, longitude: -76.53 }); // Cali
  await page.goto('/sedes');
  const map = page.getByRole('region', { name: 'Mapa de sedes' });
  const places = map.getByRole('listitem');
  await expect(places).toHaveCount(5);
  await expect(places.first()).not.toContainText('Cali');
  // Every place can be opened and reached from the list: its page, directions, the place on a map.
  await expect(map.getByRole('link', { name: /^Cómo llegar a / })).toHaveCount(5);
  await expect(map.getByRole('link', { name: /^Ver en Google Maps/ })).toHaveCount(5);
  expect(await page.locator('[draggable="true"]').count(), 'controls that only work by dragging').toBe(0);

  await tabTo(page, map.getByRole('button', { name: 'Usar mi ubicación' }));
  await page.keyboard.press('Enter');
  await expect(map.getByRole('status')).toHaveText('Sedes ordenadas de la más cercana a la más lejana.');
  await expect(places.first()).toContainText('Cali');
  await expect(places.first()).toContainText(/A [\d.,]+ (m|km) de ti/);
});
