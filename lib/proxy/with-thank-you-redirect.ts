import { NextResponse, type NextRequest } from 'next/server';
import { locate } from '@/lib/page/locate';
import { urlSegments } from '@/lib/page/resolve';

/**
 * A landing thank-you path (`/landing/…/gracias`) sends the visitor to the landing itself
 * (rules §2), keeping the query string (the catch-all, cached, cannot read it). Where the path
 * leads is decided by lib/page, as for the page itself; the proxy loads nothing. The target is
 * derived from the path only, never from the query string, and must resolve on the site's own
 * origin.
 */
export function thankYouRedirect(request: NextRequest): NextResponse | null {
  const location = locate(urlSegments(request.nextUrl.pathname));
  if (location.kind !== 'redirect') return null;
  const url = new URL(location.location, request.nextUrl.origin);
  if (url.origin !== request.nextUrl.origin) return null;
  url.search = request.nextUrl.search;
  return NextResponse.redirect(url, 307);
}
