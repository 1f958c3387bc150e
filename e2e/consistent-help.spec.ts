import { devices, type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { PAGE_TYPES } from './page-types';

/**
 * WCAG 2.2 SC 3.2.6 (Consistent Help, A): the help the site repeats on every page (the contact
 * page in the header's menu; the phone, WhatsApp and e-mail in the footer's contact column) is
 * the same, in the same order, at the same place among the header's and the footer's links, on
 * every page type, on a phone and on a desktop. A page's own extra help (a program's WhatsApp
 * button, the contact page's channels) sits in its main content and does not move the shell's.
 */

/** A help mechanism: the contact page, a call, a WhatsApp chat or an e-mail. */
const HELP = /^(\/contacto$|tel:|mailto:|https:\/\/wa\.me\/\d)/;

type Shell = {
  /** The help links of the header and the footer, in document order, each with its region. */
  help: string[];
  /** Where each of them stands among its region's links (its index). */
  places: number[];
  /** Every help link of the header precedes the main content, every one of the footer follows it. */
  aroundMain: boolean;
};

const shellHelp = (page: Page): Promise<Shell> =>
  page.evaluate((pattern) => {
    const help = new RegExp(pattern);
    const main = document.querySelector('main');
    const header = document.getElementById('site-header');
    const footer = [...document.querySelectorAll('footer')].find((f) => !f.closest('main'));
    const out: Shell = { help: [], places: [], aroundMain: !!main };
    for (const [region, root] of [['header', header], ['footer', footer]] as const) {
      const links = [...(root?.querySelectorAll('a[href]') ?? [])];
      links.forEach((a, index) => {
        const href = a.getAttribute('href') ?? '';
        if (!help.test(href)) return;
        out.help.push(`${region} ${href} «${(a.textContent ?? '').trim()}»`);
        out.places.push(index);
        const position = main ? main.compareDocumentPosition(a) : 0;
        if (!(position & (region === 'header' ? Node.DOCUMENT_POSITION_PRECEDING : Node.DOCUMENT_POSITION_FOLLOWING))) out.aroundMain = false;
      });
    }
    return out;
  }, HELP.source);

const VIEWPORTS = [
  { name: 'phone', use: { viewport: { width: 390, height: 844 } } },
  { name: 'desktop', use: { viewport: { width: 1440, height: 900 }, isMobile: false, hasTouch: false, userAgent: devices['Desktop Chrome'].userAgent } },
] as const;

for (const viewport of VIEWPORTS) {
  test.describe(viewport.name, () => {
    test.use(viewport.use);
    test(`the contact page, phone, WhatsApp and e-mail are in the same order and place on all ${PAGE_TYPES.length} page types`, async ({ page }) => {
      const seen: { path: string; shell: Shell }[] = [];
      for (const { path, status } of PAGE_TYPES) {
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(status ?? 200);
        seen.push({ path, shell: await shellHelp(page) });
      }
      const [home] = seen;
      // The home's help: the contact page in the menu, then a call, WhatsApp and e-mail in the footer.
      expect(home?.shell.help).toEqual([
        expect.stringMatching(/^header \/contacto /),
        expect.stringMatching(/^footer tel:\+\d+ /),
        expect.stringMatching(/^footer https:\/\/wa\.me\/\d+ /),
        expect.stringMatching(/^footer mailto:/),
      ]);
      for (const { path, shell } of seen) {
        expect(shell.help, `help links on ${path}`).toEqual(home?.shell.help);
        expect(shell.places, `their places among the header's and footer's links on ${path}`).toEqual(home?.shell.places);
        expect(shell.aroundMain, `header help before, footer help after the main content on ${path}`).toBe(true);
      }
    });
  });
}
