import { NextResponse, type NextRequest } from 'next/server';
import { withCampaignCookies } from '@/lib/proxy/with-campaign-cookies';
import { thankYouRedirect } from '@/lib/proxy/with-thank-you-redirect';

/**
 * Next 16's name for middleware.ts: the landing thank-you redirects and campaign capture,
 * nothing else.
 */
export function proxy(request: NextRequest) {
  return withCampaignCookies(request, thankYouRedirect(request) ?? NextResponse.next());
}

export const config = {
  matcher: ['/((?!api/|_next/|media/|icon\\.svg|favicon\\.ico|robots\\.txt|sitemap\\.xml).*)'],
};
