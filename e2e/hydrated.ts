import { expect, type Page } from '@playwright/test';

/**
 * Until React has hydrated the page's shell and run that render's effects (the site's listeners,
 * components/islands/site-behaviour.client.tsx): it keeps its fiber on the header's search button,
 * a client component of the root layout, and the effects of a hydration run in a task after it.
 */
export async function untilHydrated(page: Page) {
  const search = page.locator('#site-header button[aria-expanded]').first();
  await expect.poll(() => search.evaluate((el) => Object.keys(el).some((k) => k.startsWith('__react'))), { message: 'the page is hydrated' }).toBe(true);
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
}
