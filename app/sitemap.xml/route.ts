import { env } from '@/lib/config/env';
import { sitemapEntries, SITEMAP_TYPES } from '@/lib/seo/sitemap-entries';
import { sitemapIndex, XML_HEADERS } from '@/lib/seo/sitemap-xml';

/** Built per request (from the cached content) so the build never needs the content service. */
export const dynamic = 'force-dynamic';

/**
 * The sitemap index: one sitemap per content type (app/sitemap/[file]), each with the latest
 * date among its pages, so that it stays within the protocol's limits as the content grows.
 */
export async function GET() {
  const site = env().SITE_URL;
  const entries = await sitemapEntries(site);
  const latest = (type: string) => {
    const dates = entries.filter((e) => e.type === type && e.changed).map((e) => e.changed ?? '');
    return dates.reduce<string | undefined>((a, b) => (a && Date.parse(a) >= Date.parse(b) ? a : b), undefined);
  };
  const body = sitemapIndex(SITEMAP_TYPES.map((type) => ({ url: `${site}/sitemap/${type}.xml`, lastmod: latest(type) })));
  return new Response(body, { headers: XML_HEADERS });
}
