import type { APIRequestContext } from '@playwright/test';

export type CrawledPage = { path: string; status: number; html: string };

/** Internal page paths an HTML document links to (no API, media or file links, no query). */
export function internalLinks(html: string): string[] {
  const out: string[] = [];
  for (const [, href] of html.matchAll(/<a[^>]+href="(\/[^"#?]*)/g)) {
    const target = (href ?? '/').replace(/\/$/, '') || '/';
    if (target.startsWith('//') || target.startsWith('/api/') || target.startsWith('/media/') || /\.\w+$/.test(target)) continue;
    out.push(target);
  }
  return out;
}

/** Breadth-first crawl from the home page over internal links, bounded; every page answered. */
export async function crawl(request: APIRequestContext, limit = 250): Promise<CrawledPage[]> {
  const seen = new Set<string>(['/']);
  const queue = ['/'];
  const pages: CrawledPage[] = [];
  while (queue.length && seen.size < limit) {
    const path = queue.shift() ?? '/';
    const res = await request.get(path);
    const page = { path, status: res.status(), html: await res.text() };
    pages.push(page);
    if (page.status !== 200) continue;
    for (const target of internalLinks(page.html)) {
      if (!seen.has(target)) {
        seen.add(target);
        queue.push(target);
      }
    }
  }
  return pages;
}
