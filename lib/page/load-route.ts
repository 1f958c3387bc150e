import 'server-only';
import { notFound, redirect } from 'next/navigation';
import { cache } from 'react';
import { notFoundPage, pageAt } from './page-at';

/**
 * `pageAt` for a route, shared by `generateMetadata` and the page through React `cache()` (one
 * fetch): a not-found throws notFound(), a redirect throws redirect(); an outage propagates to
 * the error boundary (503).
 *
 * `/error` (and `/404`, though Next serves its own build-time copy there) is the not-found page
 * itself, rendered here like any page (its `resolution.notFound` is set): the document a
 * notFound() of this route produces has an empty body (vercel/next.js#62228).
 * scripts/start-site.mjs answers it 404 and serves its document for every 404 page
 * (server/not-found-document.mjs).
 */
const loadRouteOf = cache(async (segmentsKey: string) => {
  const at = await pageAt(JSON.parse(segmentsKey) as string[]);
  if (at.kind === 'not-found' && at.reason === 'not-found-path') {
    const page = await notFoundPage().catch(() => null);
    if (page?.kind === 'page') return page;
  }
  if (at.kind === 'not-found') notFound();
  if (at.kind === 'redirect') redirect(at.location);
  return at;
});

/**
 * The page at the route's decoded segments (Next's `params`). React's cache() compares
 * arguments by identity: the segments travel as their JSON text, never joined with `/` (a
 * segment may hold a decoded `%2F`).
 */
export const loadRoute = (segments: readonly string[]) => loadRouteOf(JSON.stringify(segments));
