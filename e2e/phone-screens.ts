import { expect, type Page } from '@playwright/test';

/** The body's web font is in use: a fallback font wraps lines differently and changes the page's height. */
async function fontLoaded(page: Page) {
  await page.waitForFunction(() => {
    const family = getComputedStyle(document.body).fontFamily.split(',')[0] ?? '';
    return document.fonts.status === 'loaded' && document.fonts.check(`16px ${family}`) && [...document.fonts].some((f) => f.status === 'loaded');
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
