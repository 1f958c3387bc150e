import type { MetadataRoute } from 'next';
import { blockKinds } from '@/components/blocks/kinds';
import { env } from '@/lib/config/env';
import { sitemapPaths } from '@/lib/seo/sitemap-paths';

/** Built per request (from the cached content) so the build never needs the content service. */
export const dynamic = 'force-dynamic';

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const site = env().SITE_URL;
  const paths = await sitemapPaths(blockKinds);
  return paths.map((path) => ({ url: `${site}${path === '/' ? '' : path}`, changeFrequency: 'weekly', priority: path === '/' ? 1 : 0.7 }));
}
