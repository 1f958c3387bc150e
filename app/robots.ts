import type { MetadataRoute } from 'next';
import { env } from '@/lib/config/env';

/** Built per request so that SITE_URL is read at run time, not baked in at build. */
export const dynamic = 'force-dynamic';

export default function robots(): MetadataRoute.Robots {
  const site = env().SITE_URL;
  return {
    rules: { userAgent: '*', allow: '/', disallow: ['/api/'] },
    sitemap: `${site}/sitemap.xml`,
    host: site,
  };
}
