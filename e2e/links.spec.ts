import { expect, test } from './fixtures';

/**
 * Every page the site links to answers 200 with real content: a crawl from the home page over
 * the internal links of the header, footer and every page reached (bounded).
 */
test('every internal link leads to a page with content', async ({ request }) => {
  test.setTimeout(120_000);
  const seen = new Set<string>(['/']);
  const queue = ['/'];
  const broken: string[] = [];
  while (queue.length && seen.size < 250) {
    const path = queue.shift() ?? '/';
    const res = await request.get(path);
    const html = await res.text();
    if (res.status() !== 200 || !/<h1[\s>]/.test(html)) {
      broken.push(`${path} → ${res.status()}`);
      continue;
    }
    for (const [, href] of html.matchAll(/<a[^>]+href="(\/[^"#?]*)/g)) {
      const target = (href ?? '/').replace(/\/$/, '') || '/';
      if (target.startsWith('//') || target.startsWith('/api/') || target.startsWith('/media/') || /\.\w+$/.test(target)) continue;
      if (!seen.has(target)) {
        seen.add(target);
        queue.push(target);
      }
    }
  }
  expect(broken).toEqual([]);
  expect(seen.size).toBeGreaterThanOrEqual(50); // 14 programs, 11 articles, 6 events, 5 campuses and the curated pages
});
