/**
 * The sitemap's XML (sitemaps.org 0.9, Google's image extension 1.1), written here rather than by
 * Next's `sitemap.ts`: Next 16.4 writes `<image:image>` before `<lastmod>`, against the order
 * sitemaps.org's schema requires (extensions last), does not escape `loc`, and writes no index
 * (docs/decisions/0011-search-engine-freshness.md).
 */

export type UrlEntry = { loc: string; lastmod?: string; images?: readonly string[] };

/** Text escaped for an XML element. */
export const xmlText = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

/** A page's absolute URL on SITE_URL: the home page is the origin itself. */
export const siteUrlOf = (path: string, siteUrl: string) => `${siteUrl}${path === '/' ? '' : encodeURI(path)}`;

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const IMAGE_NS = 'http://www.google.com/schemas/sitemap-image/1.1';

/** A sitemap: per URL its `loc`, its `lastmod`, then its images, in the schema's order. */
export function urlset(entries: readonly UrlEntry[]): string {
  const images = entries.some((e) => e.images?.length);
  const urls = entries.map((e) => {
    const lastmod = e.lastmod ? `<lastmod>${xmlText(e.lastmod)}</lastmod>\n` : '';
    const pictures = (e.images ?? []).map((src) => `<image:image>\n<image:loc>${xmlText(src)}</image:loc>\n</image:image>\n`).join('');
    return `<url>\n<loc>${xmlText(e.loc)}</loc>\n${lastmod}${pictures}</url>\n`;
  });
  return `${XML_HEAD}<urlset xmlns="${SITEMAP_NS}"${images ? ` xmlns:image="${IMAGE_NS}"` : ''}>\n${urls.join('')}</urlset>\n`;
}

/** The sitemap index: each sitemap's URL and the latest date among its pages. */
export function sitemapIndex(sitemaps: readonly { url: string; lastmod: string | undefined }[]): string {
  const items = sitemaps.map(
    (s) => `<sitemap>\n<loc>${xmlText(s.url)}</loc>\n${s.lastmod ? `<lastmod>${xmlText(s.lastmod)}</lastmod>\n` : ''}</sitemap>\n`,
  );
  return `${XML_HEAD}<sitemapindex xmlns="${SITEMAP_NS}">\n${items.join('')}</sitemapindex>\n`;
}

/** Sitemaps are built per request from the cached content: a CDN may keep them a few minutes. */
export const XML_HEADERS = { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=0, s-maxage=300' };
