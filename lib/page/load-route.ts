import 'server-only';
import { notFound, redirect } from 'next/navigation';
import { cache } from 'react';
import { findPage, getUniversityConfig } from '@/lib/content';
import { resolvePage, routingOptions } from '@/lib/routing/resolve';


function decodeSegments(slug: string[] | undefined): string[] | null {
  try {
    return (slug ?? []).map((s) => decodeURIComponent(s));
  } catch {
    return null;
  }
}

/**
 * Resolve → load, shared by `generateMetadata` and the page through React `cache()` (one fetch).
 * A page no one answers (findPage: 404, or a request the service refuses) is the not-found page;
 * any other failure propagates to the error boundary (503), so that an outage is never turned
 * into, or cached as, a 404.
 */
export const loadRoute = cache(async (slugKey: string) => {
  const config = await getUniversityConfig();
  const segments = decodeSegments(slugKey ? slugKey.split('/') : []);
  const resolution = segments && resolvePage(segments, routingOptions(config));
  if (!resolution || resolution.notFound) notFound();
  if (resolution.redirect) redirect(resolution.redirect);
  const page = await findPage(resolution.request, resolution.name);
  if (!page) notFound();
  return { config, resolution, page };
});
