import { NextResponse, type NextRequest } from 'next/server';
import { locate } from '@/lib/page/locate';
import { urlSegments } from '@/lib/page/resolve';

/** The status of the landing thank-you redirect: temporary, the method kept. */
export const THANK_YOU_STATUS = 307;

/**
 * A landing thank-you path (`/landing/…/gracias`) sends the visitor to the landing itself
 * (rules §2), keeping the query string (the catch-all, cached, cannot read it). Where the path
 * leads is decided by lib/page, as for the page itself; nothing is loaded. The target is derived
 * from the path only, never from the query string, and must resolve on the site's own origin.
 * Null for every other URL. Pure: the link checker follows the same rule (lib/staff/resolve-link.ts).
 */
export function thankYouTarget(url: Pick<URL, 'pathname' | 'search' | 'origin'>): URL | null {
  const location = locate(urlSegments(url.pathname));
  if (location.to !== 'redirect') return null;
  const target = new URL(location.location, url.origin);
  if (target.origin !== url.origin) return null;
  target.search = url.search;
  return target;
}

/** The proxy's answer to a landing thank-you path: a redirect to `thankYouTarget`. */
export function thankYouRedirect(request: NextRequest): NextResponse | null {
  const target = thankYouTarget(request.nextUrl);
  return target && NextResponse.redirect(target, THANK_YOU_STATUS);
}
