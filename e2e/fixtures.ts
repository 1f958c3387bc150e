import { randomInt } from 'node:crypto';
import { test as base, expect, type BrowserContext } from '@playwright/test';

/**
 * The cookie notice's choice, set before a test's first visit (docs/decisions/0015-rights-and-cookies.md).
 * "Aceptar" keeps the spec's campaign capture exactly as without the notice; the notice itself,
 * fixed at the bottom of every first visit, is then out of the way of tests about something else.
 * Specs about the notice use `test.use({ cookieChoice: null })`.
 */
export async function chooseCookies(context: BrowserContext, choice: 'accepted' | 'rejected') {
  await context.addCookies([{ name: 'cookie_consent', value: choice, domain: '127.0.0.1', path: '/', sameSite: 'Lax' }]);
}

/**
 * An address for one visitor, in the range set aside for tests (198.18.0.0/15, RFC 2544): the servers trust one
 * proxy hop (TRUST_PROXY=1), so a test states its visitor's address as that proxy would, and the
 * per-client limits (10 submissions a minute) count that visitor, not the whole suite.
 */
export const visitorAddress = () => `198.18.${randomInt(256)}.${randomInt(256)}`;

/**
 * Every e2e test fails on a console error or an uncaught page error. Each test is its own
 * visitor (`visitorAddress`).
 */
export const test = base.extend<{ consoleErrors: string[]; visitor: string; cookieChoice: 'accepted' | 'rejected' | null }>({
  cookieChoice: ['accepted', { option: true }],
  context: [
    async ({ context, cookieChoice }, use) => {
      if (cookieChoice) await chooseCookies(context, cookieChoice);
      await use(context);
    },
    { scope: 'test' },
  ],
  /**
   * A `goto` that returns once Next's scripts have started: the site runs them after the first
   * screen is painted (server/deferred-scripts.mjs), a moment after the load event `goto` waits
   * for, and a test acts at once where a visitor would still be looking. Documents without
   * deferred scripts (an outage page, JSON) and visits with JavaScript off return at load.
   */
  page: [
    async ({ page, javaScriptEnabled }, use) => {
      const goto = page.goto.bind(page);
      page.goto = async (url, options) => {
        const response = await goto(url, options);
        if (javaScriptEnabled !== false && (options?.waitUntil ?? 'load') === 'load') {
          await page.waitForFunction(() => 'next' in window || !document.querySelector('script[data-deferred-scripts]'));
        }
        return response;
      };
      await use(page);
    },
    { scope: 'test' },
  ],
  visitor: [
    async ({ page }, use) => {
      const address = visitorAddress();
      await page.setExtraHTTPHeaders({ 'x-forwarded-for': address });
      await use(address);
    },
    { auto: true },
  ],
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (msg) => {
        // A 404 document is expected where a test visits a missing page on purpose.
        if (msg.type() === 'error' && !/status of 404/.test(msg.text())) errors.push(msg.text());
      });
      page.on('pageerror', (err) => errors.push(err.message));
      await use(errors);
      expect(errors, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
