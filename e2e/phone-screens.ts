import { expect, type Page } from '@playwright/test';

/**
 * The page's height in 844-px phone screens as the visitor scrolls it: its scripts loaded and
 * run (before hydration the footer's columns are still open), and the height steady over two
 * reads a quarter of a second apart.
 */
export async function phoneScreens(page: Page): Promise<number> {
  await page.waitForLoadState('networkidle');
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
