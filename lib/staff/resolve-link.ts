import 'server-only';
import { unstable_rethrow } from 'next/navigation';
import { notFoundPage, pageAt, type PageAt } from '@/lib/page/page-at';
import { urlSegments } from '@/lib/page/resolve';
import { THANK_YOU_STATUS, thankYouTarget } from '@/lib/proxy/with-thank-you-redirect';

export type Hop = { url: string; status: number };
/** The hops a visitor's browser would make, and the page it would end on (the not-found page for a 404). */
export type Resolved = { hops: Hop[]; page: Extract<PageAt, { to: 'page' }> | null };

/**
 * The redirects the site answers before any page, in the order it applies them: Next's own
 * (`trailingSlash: false`): repeated slashes collapsed, then a trailing slash dropped, each 308;
 * then proxy.ts's landing thank-you redirect (307). Null when the URL is a page's. Each one
 * shortens the path, so a chain of them ends.
 */
function redirectOf(url: URL): { status: number; to: URL } | null {
  const to = new URL(url);
  if (url.pathname.includes('//')) to.pathname = url.pathname.replace(/\/\/+/g, '/');
  else if (url.pathname !== '/' && url.pathname.endsWith('/')) to.pathname = url.pathname.slice(0, -1);
  else {
    const thanks = thankYouTarget(url);
    return thanks && { status: THANK_YOU_STATUS, to: thanks };
  }
  return { status: 308, to };
}

/** Where a URL ends: a page (200), the not-found page (404), or no page while the content service fails (503). */
async function pageOf(url: URL): Promise<{ status: number; page: Resolved['page'] }> {
  try {
    // A redirect of lib/page's is the proxy's, already followed (redirectOf).
    const at = await pageAt(urlSegments(url.pathname));
    if (at.to === 'page') return { status: 200, page: at };
    const notFound = await notFoundPage().catch(() => null);
    return { status: 404, page: notFound?.to === 'page' ? notFound : null };
  } catch (error) {
    unstable_rethrow(error);
    return { status: 503, page: null };
  }
}

/**
 * A URL of this site resolved in this process, as a request for it would be
 * (docs/decisions/0013-staff-workbench.md): the site's redirects, then the page lookup of
 * lib/page. Nothing is fetched; the URL must already have passed `sitePath`, and every redirect
 * stays on its origin.
 */
export async function resolveOnSite(start: URL): Promise<Resolved> {
  const hops: Hop[] = [];
  let url = start;
  for (let redirect = redirectOf(url); redirect; redirect = redirectOf(url)) {
    hops.push({ url: url.toString(), status: redirect.status });
    url = redirect.to;
  }
  const { status, page } = await pageOf(url);
  hops.push({ url: url.toString(), status });
  return { hops, page };
}
