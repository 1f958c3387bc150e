import type { Page, Route } from '@playwright/test';

/**
 * Next's scripts held back while `holding` is on (from the start): the page stays the server's
 * HTML, as a visitor sees it before the deferred scripts run (docs/decisions/0004-deferred-scripts.md).
 * `release()` lets the held ones run and stops holding; set `holding` again to hold the next ones.
 */
export async function holdScripts(page: Page) {
  const held: Route[] = [];
  const control = {
    holding: true,
    held: () => held.length,
    release: async () => {
      control.holding = false;
      for (const route of held.splice(0)) await route.continue();
    },
  };
  await page.route(/\/_next\/static\/.*\.js(\?|$)/, (route) => (control.holding ? void held.push(route) : route.continue()));
  return control;
}
