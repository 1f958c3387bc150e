import { expect, type Locator, type Page } from '@playwright/test';

/** Whether React has hydrated the element: it keeps its fiber on the node. Run in the page. */
const holdsFiber = (el: Element) => Object.keys(el).some((k) => k.startsWith('__react'));

/** Whether React has hydrated the first element matching `selector`. */
export const hydrated = (page: Page, selector: string) => page.locator(selector).first().evaluate(holdsFiber);

/** Until React has hydrated the element, however long that takes (the test's own timeout bounds it). */
export async function untilElementHydrated(element: Locator) {
  while (!(await element.evaluate(holdsFiber))) await new Promise((resolve) => setTimeout(resolve, 50));
}

/** The header's search button (components/layout/header-search.client.tsx), before it is pressed. */
const SEARCH_BUTTON = '#site-header form > button[type="submit"]';

/**
 * Until React has hydrated the page's shell and run that render's effects (the site's listeners,
 * components/islands/site-behaviour.client.tsx): it has taken over the header's search button, a
 * client component of the root layout, and the effects of a hydration run in a task after it.
 */
export async function untilHydrated(page: Page) {
  await expect.poll(() => hydrated(page, SEARCH_BUTTON), { message: 'the page is hydrated' }).toBe(true);
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
}
