import { randomInt } from 'node:crypto';
import { test as base, expect } from '@playwright/test';

/**
 * Every e2e test fails on a console error or an uncaught page error. Each test is its own
 * visitor: the servers trust one proxy hop (TRUST_PROXY=1), and the test stands in for it with an
 * address of its own, so that the per-client submission limit (10 a minute) counts each visitor's
 * leads, not the whole suite's.
 */
export const test = base.extend<{ consoleErrors: string[]; visitor: string }>({
  visitor: [
    async ({ page }, use) => {
      const address = `198.18.${randomInt(256)}.${randomInt(256)}`;
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
