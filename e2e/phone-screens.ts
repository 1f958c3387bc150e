import { expect, type Page } from '@playwright/test';

/** The body's web font is in use: a fallback font wraps lines differently and changes the page's height. */
async function fontLoaded(page: Page) {
  await page.waitForFunction(() => {
    const family = getComputedStyle(document.body).fontFamily.split(',')[0] ?? '';
    return document.fonts.status === 'loaded' && document.fonts.check(`16px ${family}`) && [...document.fonts].some((f) => f.status === 'loaded');
  });
}

/**
 * Scroll the page through, a screen at a time, and back: a block below the first screen is laid
 * out at its real size only once it has come near (content-visibility, app/globals.css), and
 * keeps that size after.
 */
async function scrolledThrough(page: Page) {
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    for (let y = 0; y < document.documentElement.scrollHeight; y += innerHeight) {
      scrollTo({ top: y, behavior: 'instant' });
      await frame();
    }
    scrollTo({ top: 0, behavior: 'instant' });
    await frame();
  });
}

/**
 * The page's height in 844-px phone screens as the visitor scrolls it: its scripts loaded and
 * run (before hydration the footer's columns are still open), its web font in use, and the
 * height steady over two reads a quarter of a second apart.
 */
export async function phoneScreens(page: Page): Promise<number> {
  await page.waitForLoadState('networkidle');
  await fontLoaded(page);
  await scrolledThrough(page);
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
