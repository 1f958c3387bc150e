/**
 * The sitemap's XML pieces Next does not write: the index, and escaping (Next's sitemap writes
 * `loc` and `image:loc` as given, vercel/next.js resolve-route-data.js).
 */

/** Text escaped for an XML element. */
export const xmlText = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

/** A page's absolute URL on SITE_URL: the home page is the origin itself. */
export const siteUrlOf = (path: string, siteUrl: string) => `${siteUrl}${path === '/' ? '' : encodeURI(path)}`;

/** The sitemap index (sitemaps.org protocol): each sitemap's URL and the latest date among its pages. */
export function sitemapIndex(sitemaps: readonly { url: string; lastmod: string | undefined }[]): string {
  const items = sitemaps.map(
    (s) => `<sitemap>\n<loc>${xmlText(s.url)}</loc>\n${s.lastmod ? `<lastmod>${xmlText(s.lastmod)}</lastmod>\n` : ''}</sitemap>\n`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items.join('')}</sitemapindex>\n`;
}
