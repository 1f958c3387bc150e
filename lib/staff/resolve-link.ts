import 'server-only';
import { unstable_rethrow } from 'next/navigation';
import { notFoundPage, pageAt, type PageAt } from '@/lib/page/page-at';
import { urlSegments } from '@/lib/page/resolve';
import { THANK_YOU_STATUS, thankYouTarget } from '@/lib/proxy/with-thank-you-redirect';
import { withQuery } from '@/lib/redirects/rules';
import { redirectOfPath } from '@/lib/redirects/state';

export type Hop = { url: string; status: number };
/**
 * The hops a visitor's browser would make, and the page it would end on (the not-found page for a
 * 404); `moved`: where the content team's redirect sends it, if one does (off the site: no page).
 */
export type Resolved = { hops: Hop[]; page: Extract<PageAt, { to: 'page' }> | null; moved: Hop | null };

/** Hops followed at most: each kind of redirect below is followed once at most, in practice. */
const MAX_HOPS = 10;

/**
 * The redirects the site answers before any page, in the order it applies them: Next's own
 * (`trailingSlash: false`): repeated slashes collapsed, then a trailing slash dropped, each 308;
 * then proxy.ts's: the content team's redirects (docs/redirects.md; `moved`), then the landing
 * thank-you redirect (307). Null when the URL is a page's.
 */
function redirectOf(url: URL): { status: number; to: URL; moved?: true } | null {
  const to = new URL(url);
  if (url.pathname.includes('//')) to.pathname = url.pathname.replace(/\/\/+/g, '/');
  else if (url.pathname !== '/' && url.pathname.endsWith('/')) to.pathname = url.pathname.slice(0, -1);
  else {
    const moved = redirectOfPath(url.pathname);
    if (moved) return { status: moved.status, to: new URL(withQuery(moved.target, url.search), url.origin), moved: true };
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
 * lib/page. Nothing is fetched; the URL must already have passed `sitePath`. A redirect of the
 * content team's may leave the site: the hops end there, with no page (status 0: not asked).
 */
export async function resolveOnSite(start: URL): Promise<Resolved> {
  const hops: Hop[] = [];
  let moved: Hop | null = null;
  let url = start;
  for (let redirect = redirectOf(url); redirect && hops.length < MAX_HOPS; redirect = redirectOf(url)) {
    hops.push({ url: url.toString(), status: redirect.status });
    url = redirect.to;
    if (redirect.moved) moved = { url: url.toString(), status: redirect.status };
    if (url.origin !== start.origin) {
      hops.push({ url: url.toString(), status: 0 });
      return { hops, page: null, moved };
    }
  }
  const { status, page } = await pageOf(url);
  hops.push({ url: url.toString(), status });
  return { hops, page, moved };
}
