import { blockKinds } from '@/components/blocks/kinds';
import { env } from '@/lib/config/env';
import { sitemapEntries, SITEMAP_TYPES } from '@/lib/seo/sitemap-entries';
import { sitemapIndex } from '@/lib/seo/sitemap-xml';

/** Built per request (from the cached content), like the sitemaps it lists. */
export const dynamic = 'force-dynamic';

/**
 * The sitemap index: one sitemap per content type (app/sitemap.ts), each with the latest date
 * of its pages. Next writes no index for `generateSitemaps`, so this route does.
 */
export async function GET() {
  const site = env().SITE_URL;
  const entries = await sitemapEntries(blockKinds, site);
  const latest = (type: string) => {
    const dates = entries.filter((e) => e.type === type && e.changed).map((e) => e.changed ?? '');
    return dates.reduce<string | undefined>((a, b) => (a && Date.parse(a) >= Date.parse(b) ? a : b), undefined);
  };
  const body = sitemapIndex(SITEMAP_TYPES.map((type) => ({ url: `${site}/sitemap/${type}.xml`, lastmod: latest(type) })));
  return new Response(body, { headers: { 'content-type': 'application/xml', 'cache-control': 'public, max-age=0, must-revalidate' } });
}
