import { NextResponse, type NextRequest } from 'next/server';

/** Query parameters that tag a click (campaign, ad click ids) and never change the page. */
export const isCampaignParam = (name: string) => /^utm_/i.test(name) || /^(gclid|fbclid)$/i.test(name);

/**
 * The request as the site renders and caches it: without campaign parameters, so that a unique
 * `utm_*`, `gclid` or `fbclid` on every click is not a new page to Next. An internal rewrite:
 * the browser keeps its address (the page's own capture and analytics still read them), and the
 * campaign cookies are written from the original request (withCampaignCookies). Null when the
 * request carries none.
 */
export function withoutCampaignParams(request: NextRequest): NextResponse | null {
  const names = [...new Set(request.nextUrl.searchParams.keys())].filter(isCampaignParam);
  if (names.length === 0) return null;
  const url = request.nextUrl.clone();
  for (const name of names) url.searchParams.delete(name);
  return NextResponse.rewrite(url);
}
