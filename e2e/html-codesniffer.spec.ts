import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { PAGE_TYPES } from './page-types';

/**
 * The second rules engine beside axe (e2e/accessibility.spec.ts): HTML_CodeSniffer's WCAG2AA
 * sniffs, run in the rendered page of every page type, find no error (its type 1; warnings and
 * notices ask for a person's judgement and are the manual checks of docs/accessibility.md).
 * No sniff is excluded: each page type, with the cookie notice on screen and after a choice,
 * gives none of its errors.
 */
const HTMLCS = require.resolve('html_codesniffer/build/HTMLCS.js');

/** What a visitor does first on a page, to bring controls shown only on demand into it. */
const ACTS: Record<string, (page: Page) => Promise<void>> = {
  '/landing/pregrado': async (page) => {
    const form = page.locator('form[data-form-id]').last();
    await form.getByRole('radio', { name: 'Menos de 18 años' }).check();
    await expect(form.getByRole('group', { name: /acudiente/ })).toBeVisible();
  },
};

type Finding = { code: string; msg: string; element: string };

/** Every ERROR message of the WCAG2AA standard on the page as it is now, and how many messages of any type it gave. */
async function sniff(page: Page): Promise<{ errors: Finding[]; total: number }> {
  await page.addScriptTag({ path: HTMLCS });
  return page.evaluate(
    () =>
      new Promise<{ errors: Finding[]; total: number }>((resolve, reject) => {
        type Message = { type: number; code: string; msg: string; element: Element };
        const htmlcs = (window as unknown as { HTMLCS: { process: (s: string, d: Document, ok: () => void, fail: () => void, lang: string) => void; getMessages: () => Message[] } }).HTMLCS;
        htmlcs.process(
          'WCAG2AA',
          document,
          () => {
            const messages = htmlcs.getMessages();
            const errors = messages.filter((m) => m.type === 1).map((m) => ({ code: m.code, msg: m.msg, element: m.element.outerHTML?.slice(0, 160) ?? m.element.nodeName }));
            resolve({ errors, total: messages.length });
          },
          () => reject(new Error('HTML_CodeSniffer could not run')),
          'en',
        );
      }),
  );
}

// The sniffer is a script of its own, injected beside the site's hashed ones.
test.use({ bypassCSP: true });

for (const choice of [null, 'accepted'] as const) {
  test.describe(`cookie choice: ${choice ?? 'none yet, the notice on screen'}`, () => {
    test.use({ cookieChoice: choice });
    for (const target of PAGE_TYPES) {
      test(`${target.name}${ACTS[target.path] ? ' (a minor’s guardian shown)' : ''}: no HTML_CodeSniffer WCAG2AA error`, async ({ page }) => {
        const { path } = target;
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(target.status ?? 200);
        await expect(page.locator('#cookie-notice')).toHaveCount(choice ? 0 : 1);
        await ACTS[path]?.(page);
        const { errors, total } = await sniff(page);
        // The sniffs ran: every page gets notices at least (a heading's structure, a colour to judge).
        expect(total, `HTML_CodeSniffer's messages on ${path}`).toBeGreaterThan(0);
        expect(errors.map((e) => `${e.code}\n    ${e.msg}\n    ${e.element}`), `HTML_CodeSniffer on ${path}`).toEqual([]);
      });
    }
  });
}
