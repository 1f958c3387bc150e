import { NextResponse, type NextRequest } from 'next/server';
import { countHit } from './hits';
import { withQuery } from './rules';
import { redirectOfPath } from './state';

/**
 * proxy.ts's answer to a path the content team redirected (docs/redirects.md), before any render:
 * one hop to the chain's end, 308 when moved, 307 when temporary, the query kept (campaign
 * parameters reach the page that captures them, rules §9). Null for every other path, which
 * costs a Map lookup on its folded key and allocates nothing.
 */
export function redirectAnswer(request: NextRequest): NextResponse | null {
  const url = request.nextUrl;
  const hop = redirectOfPath(url.pathname);
  if (!hop) return null;
  countHit(hop.from);
  const location = new URL(withQuery(hop.target, url.search), url.origin);
  // A moved path may be cached a while by the tier in front; a temporary one never is.
  const cache = hop.status === 308 ? 'public, max-age=300' : 'no-store';
  return NextResponse.redirect(location, { status: hop.status, headers: { 'cache-control': cache } });
}
