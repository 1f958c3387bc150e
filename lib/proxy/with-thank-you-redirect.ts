import { NextResponse, type NextRequest } from 'next/server';
import { resolvePage, segmentsOf, DEFAULT_ROUTING } from '@/lib/routing/resolve';

/**
 * A landing thank-you path (`/landing/…/gracias`) sends the visitor to the landing itself
 * (spec §2). The target is derived from the path only, never from the query string, and must
 * resolve on the site's own origin.
 */
export function thankYouRedirect(request: NextRequest): NextResponse | null {
  const segments = segmentsOf(request.nextUrl.pathname);
  const target = segments && resolvePage(segments, DEFAULT_ROUTING)?.redirect;
  if (!target) return null;
  const url = new URL(target, request.nextUrl.origin);
  if (url.origin !== request.nextUrl.origin) return null;
  url.search = request.nextUrl.search;
  return NextResponse.redirect(url, 307);
}
