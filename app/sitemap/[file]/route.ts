import { env } from '@/lib/config/env';
import { sitemapEntries, SITEMAP_TYPES, type SitemapType } from '@/lib/seo/sitemap-entries';
import { siteUrlOf, urlset, XML_HEADERS } from '@/lib/seo/sitemap-xml';

/** Built per request (from the cached content) so the build never needs the content service. */
export const dynamic = 'force-dynamic';

const isType = (name: string): name is SitemapType => (SITEMAP_TYPES as readonly string[]).includes(name);

/**
 * `/sitemap/{type}.xml`: the pages of one content type, each with the date the content service
 * last changed it and, for programs and articles, its lead image. No changefreq or priority:
 * search engines ignore them (docs/decisions/0011-search-engine-freshness.md).
 */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const type = /^([a-z]+)\.xml$/.exec((await params).file)?.[1] ?? '';
  if (!isType(type)) return new Response('No existe ese mapa del sitio.\n', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  const site = env().SITE_URL;
  const entries = (await sitemapEntries(site)).filter((e) => e.type === type);
  const body = urlset(entries.map((e) => ({ loc: siteUrlOf(e.path, site), lastmod: e.changed, images: e.images })));
  return new Response(body, { headers: XML_HEADERS });
}
