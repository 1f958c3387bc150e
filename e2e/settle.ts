import { expect, type Page } from '@playwright/test';

/**
 * The page as a person sees it, still, for the visual baselines: fonts loaded, carousels paused
 * on their first slide, the images in view decoded.
 */
export async function settle(page: Page) {
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  for (const carousel of await page.locator('[data-carousel]').all()) {
    if ((await carousel.locator('[data-carousel-toggle]').count()) === 0) continue; // a single slide never moves
    await expect(carousel.locator('[data-ready]')).toHaveCount(1); // Swiper is up
    // Pause (the carousel's own button), with a click that does not scroll: the screenshot is of the first viewport.
    const pause = carousel.getByRole('button', { name: /^Pausar/ });
    if ((await pause.count()) === 0) continue; // not playing (reduced motion)
    await pause.dispatchEvent('click');
    await expect(carousel.getByRole('button', { name: /^Reproducir/ })).toHaveCount(1);
  }
  // Back to the first slide, instantly, wherever autoplay had got to before the pause.
  await page.evaluate(() => {
    for (const el of document.querySelectorAll<HTMLElement & { swiper?: { slideTo: (i: number, speed: number) => void } }>('.swiper')) {
      el.swiper?.slideTo(0, 0);
    }
    window.scrollTo(0, 0);
  });
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.images]
          .filter((img) => {
            const r = img.getBoundingClientRect();
            return r.width > 0 && r.bottom > 0 && r.top < window.innerHeight && r.right > 0 && r.left < window.innerWidth;
          })
          .every((img) => img.complete && img.naturalWidth > 0),
      ),
    )
    .toBe(true);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}
