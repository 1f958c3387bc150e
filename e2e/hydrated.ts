import { expect, type Page } from '@playwright/test';

/** Whether React has hydrated the element (it keeps its fiber on the node). */
export const hydrated = (page: Page, selector: string) => page.locator(selector).first().evaluate((el) => Object.keys(el).some((k) => k.startsWith('__react')));

/**
 * Until React has hydrated the page's shell and run that render's effects (the site's listeners,
 * components/islands/site-behaviour.client.tsx): it has taken over the header's search button, a
 * client component of the root layout, and the effects of a hydration run in a task after it.
 */
export async function untilHydrated(page: Page) {
  await expect.poll(() => hydrated(page, '#site-header button[aria-expanded]'), { message: 'the page is hydrated' }).toBe(true);
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
}
