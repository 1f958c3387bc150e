import type { MetadataRoute } from 'next';
import { blockKinds } from '@/components/blocks/kinds';
import { env } from '@/lib/config/env';
import { sitemapEntries, SITEMAP_TYPES } from '@/lib/seo/sitemap-entries';
import { siteUrlOf, xmlText } from '@/lib/seo/sitemap-xml';

/** Built per request (from the cached content) so the build never needs the content service. */
export const dynamic = 'force-dynamic';

/** One sitemap per content type, `/sitemap/{type}.xml`; `/sitemap.xml` is their index (app/sitemap.xml). */
export function generateSitemaps() {
  return SITEMAP_TYPES.map((id) => ({ id }));
}

/**
 * The pages of one content type, each with the date the content service last changed it and,
 * for programs and articles, its lead image (Google's image extension). No changefreq or
 * priority: search engines ignore them (docs/decisions/0011-search-engine-freshness.md).
 */
export default async function sitemap({ id }: { id: Promise<string> }): Promise<MetadataRoute.Sitemap> {
  const type = await id;
  const site = env().SITE_URL;
  const entries = (await sitemapEntries(blockKinds, site)).filter((e) => e.type === type);
  return entries.map((e) => ({
    url: xmlText(siteUrlOf(e.path, site)),
    ...(e.changed ? { lastModified: e.changed } : {}),
    ...(e.images.length ? { images: e.images.map(xmlText) } : {}),
  }));
}
