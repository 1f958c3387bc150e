import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * The second rules engine beside axe (e2e/accessibility.spec.ts): HTML_CodeSniffer's WCAG2AA
 * sniffs, run in the rendered page of every page type, find no error (its type 1; warnings and
 * notices ask for a person's judgement and are the manual checks of docs/accessibility.md).
 * No sniff is excluded: each page type, with the cookie notice on screen and after a choice,
 * gives none of its errors.
 */
const HTMLCS = require.resolve('html_codesniffer/build/HTMLCS.js');

type Target = {
  name: string;
  path?: string;
  linkFrom?: { from: string; prefix: string };
  status?: number;
  /** What a visitor does first, to bring controls shown only on demand into the page. */
  act?: (page: Page) => Promise<void>;
};

const PAGES: Target[] = [
  { name: 'home', path: '/' },
  { name: 'program', path: '/programas/ingenieria-de-sistemas' },
  { name: 'academic offer', path: '/oferta-academica' },
  {
    name: 'landing with its form, a minor’s guardian shown',
    path: '/landing/pregrado',
    act: async (page) => {
      const form = page.locator('form[data-form-id]').last();
      await form.getByRole('radio', { name: 'Menos de 18 años' }).check();
      await expect(form.getByRole('group', { name: /acudiente/ })).toBeVisible();
    },
  },
  { name: 'search', path: '/buscar?q=ingenieria' },
  { name: 'comparison', path: '/comparar?programas=ingenieria-de-sistemas,administracion-de-empresas&programa=administracion-de-empresas' },
  { name: 'article', linkFrom: { from: '/noticias', prefix: '/noticias/' } },
  { name: 'event', linkFrom: { from: '/eventos', prefix: '/eventos/' } },
  { name: 'campuses', path: '/sedes' },
  { name: 'contact', path: '/contacto' },
  { name: 'accessibility statement', path: '/accesibilidad' },
  { name: 'not found', path: '/no-existe', status: 404 },
];

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
    for (const target of PAGES) {
      test(`${target.name}: no HTML_CodeSniffer WCAG2AA error`, async ({ page }) => {
        let path = target.path ?? '';
        if (target.linkFrom) {
          await page.goto(target.linkFrom.from);
          path = (await page.locator(`main a[href^="${target.linkFrom.prefix}"]`).first().getAttribute('href')) ?? '';
          expect(path, `a link to ${target.linkFrom.prefix}… on ${target.linkFrom.from}`).toMatch(new RegExp(`^${target.linkFrom.prefix}[\\w-]+$`));
        }
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(target.status ?? 200);
        await expect(page.locator('#cookie-notice')).toHaveCount(choice ? 0 : 1);
        await target.act?.(page);
        const { errors, total } = await sniff(page);
        // The sniffs ran: every page gets notices at least (a heading's structure, a colour to judge).
        expect(total, `HTML_CodeSniffer's messages on ${path}`).toBeGreaterThan(0);
        expect(errors.map((e) => `${e.code}\n    ${e.msg}\n    ${e.element}`), `HTML_CodeSniffer on ${path}`).toEqual([]);
      });
    }
  });
}
