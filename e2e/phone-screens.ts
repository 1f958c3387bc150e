import { expect, type Page } from '@playwright/test';

/**
 * The page's height in 844-px phone screens as the visitor scrolls it: its scripts loaded and
 * run (before hydration the footer's columns are still open), and the height steady over two
 * reads a quarter of a second apart.
 */
export async function phoneScreens(page: Page): Promise<number> {
  await page.waitForLoadState('networkidle');
  await scrollThrough(page);
  await page.evaluate(() => window.scrollTo(0, 0));
  let previous = -1;
  await expect
    .poll(
      async () => {
        const current = await page.evaluate(() => document.documentElement.scrollHeight);
        const steady = current === previous;
        previous = current;
        return steady;
      },
      { message: 'the page height settles', intervals: [250], timeout: 10_000 },
    )
    .toBe(true);
  return Math.round((previous / 844) * 100) / 100;
}

/**
 * Scrolls the page to its end half a screen at a time, as a visitor does. Sections far below are
 * drawn as they near the viewport (app/globals.css, content-visibility): until then each counts
 * as an estimated height, and drawing it later moves the scroll position of whatever is below.
 */
export async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise(requestAnimationFrame);
    }
  });
}
