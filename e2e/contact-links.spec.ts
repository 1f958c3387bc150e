import type { APIRequestContext } from '@playwright/test';
import { EMAIL_PATTERN, PHONE_PATTERN } from '../lib/contact/links';
import { expect, test } from './fixtures';
import { phoneScreens } from './phone-screens';
import { useUniversitySite } from './servers';

/**
 * Tappable contact: a crawl of every page of each university, checking that every phone number,
 * e-mail address and WhatsApp number in the rendered content (header, main, footer) is inside a
 * link, that phones are `tel:`, e-mails `mailto:` and WhatsApp `https://wa.me/` (never
 * `whatsapp://`), and that no page asks the phone not to detect numbers.
 */

/** The visible text of a document outside links: scripts, styles, the head and every `<a>` removed. */
function textOutsideLinks(html: string): string {
  return html
    .replace(/<head[\s\S]*?<\/head>/i, ' ')
    .replace(/<(script|style|template)\b[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<a\b[\s\S]*?<\/a>/gi, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;|&#160;/g, ' ')
    .replace(/&amp;/g, '&');
}

/**
 * A page's answer, asked again after a 503 (at most 2 s later, five times), as a crawler comes back
 * after Retry-After: a site just started refuses pages it does not know yet for a few seconds on a
 * busy machine (server/admission.mjs), and a page skipped then would go uncrawled.
 */
async function answered(request: APIRequestContext, url: string) {
  for (let attempt = 1; ; attempt++) {
    const res = await request.get(url);
    if (res.status() !== 503 || attempt === 6) return res;
    await new Promise((resolve) => setTimeout(resolve, Math.min(Number(res.headers()['retry-after']) || 1, 2) * 1000));
  }
}

type Findings = { pages: number; unlinked: string[]; badHrefs: string[]; tel: number; mailto: number; whatsapp: number; formatDetection: string[] };

async function crawl(request: APIRequestContext, base: string): Promise<Findings> {
  const found: Findings = { pages: 0, unlinked: [], badHrefs: [], tel: 0, mailto: 0, whatsapp: 0, formatDetection: [] };
  const seen = new Set<string>(['/', '/contacto/gracias', '/programas/ingenieria-de-sistemas/gracias', '/buscar?q=medicina']);
  const queue = [...seen];
  while (queue.length && seen.size < 300) {
    const path = queue.shift() ?? '/';
    const res = await answered(request, base + path);
    if (res.status() !== 200) continue;
    const html = await res.text();
    found.pages += 1;
    if (/format-detection[^>]*telephone=no/i.test(html)) found.formatDetection.push(path);
    const text = textOutsideLinks(html);
    for (const m of text.match(PHONE_PATTERN) ?? []) found.unlinked.push(`${path}: ${m}`);
    for (const m of text.match(EMAIL_PATTERN) ?? []) found.unlinked.push(`${path}: ${m}`);
    for (const [, href = ''] of html.matchAll(/<a\b[^>]*href="([^"]*)"/g)) {
      if (href.startsWith('tel:')) {
        found.tel += 1;
        if (!/^tel:\+\d{7,15}$/.test(href)) found.badHrefs.push(`${path}: ${href}`);
      } else if (href.startsWith('mailto:')) found.mailto += 1;
      else if (/^https:\/\/wa\.me\//.test(href)) found.whatsapp += 1;
      else if (/^whatsapp:|api\.whatsapp\.com/.test(href)) found.badHrefs.push(`${path}: ${href}`);
      else if (href.startsWith('/') && !href.startsWith('//') && !/^\/(api|media|_next)\//.test(href) && !/\.\w+$/.test(href.split(/[?#]/)[0] ?? '')) {
        const target = href.split('#')[0]?.split('?')[0]?.replace(/\/$/, '') || '/';
        if (!seen.has(target)) {
          seen.add(target);
          queue.push(target);
        }
      }
    }
  }
  return found;
}

function expectTappable(found: Findings) {
  expect(found.pages).toBeGreaterThanOrEqual(50);
  expect(found.unlinked, 'phone numbers and e-mails outside a link').toEqual([]);
  expect(found.badHrefs, 'tel: links with more than digits, whatsapp:// links').toEqual([]);
  expect(found.formatDetection).toEqual([]);
  expect(found.tel).toBeGreaterThan(0);
  expect(found.mailto).toBeGreaterThan(0);
  expect(found.whatsapp).toBeGreaterThan(0);
}

test('Colombia: every phone, e-mail and WhatsApp on every page is a link', async ({ request, baseURL }) => {
  test.setTimeout(180_000);
  expectTappable(await crawl(request, baseURL ?? ''));
});

for (const university of ['pa', 'cr'] as const) {
  test.describe(university === 'pa' ? 'Panamá' : 'Costa Rica', () => {
    const site = useUniversitySite(university);

    test(`${university}: every phone, e-mail and WhatsApp on every page is a link`, async ({ request }) => {
      test.setTimeout(180_000);
      expectTappable(await crawl(request, site.url));
    });

    test(`${university}: the home stays under 8 phone screens`, async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(`${site.url}/`);
      expect(await phoneScreens(page)).toBeLessThan(8);
    });
  });
}
