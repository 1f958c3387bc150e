import type { MetadataRoute } from 'next';
import { env } from '@/lib/config/env';

/** Built per request so that SITE_URL is read at run time, not baked in at build. */
export const dynamic = 'force-dynamic';

/** No `Host:` line: no search engine reads it as a full URL (docs/decisions/0011-search-engine-freshness.md). */
export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: '*', allow: '/', disallow: ['/api/'] },
    sitemap: `${env().SITE_URL}/sitemap.xml`,
  };
}
