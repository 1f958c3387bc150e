import { NextResponse, type NextRequest } from 'next/server';
import { withCampaignCookies } from '@/lib/proxy/with-campaign-cookies';
import { toHttps } from '@/lib/proxy/to-https';
import { thankYouRedirect } from '@/lib/proxy/with-thank-you-redirect';
import { withoutCampaignParams } from '@/lib/proxy/without-campaign-params';

/**
 * Next 16's name for middleware.ts: plain http sent to https, the landing thank-you redirects,
 * campaign capture, and campaign parameters kept out of what is rendered and cached, nothing else.
 */
export function proxy(request: NextRequest) {
  return toHttps(request) ?? withCampaignCookies(request, thankYouRedirect(request) ?? withoutCampaignParams(request) ?? NextResponse.next());
}

export const config = {
  matcher: ['/((?!api/|_next/|media/|icon\\.svg|favicon\\.ico|robots\\.txt|sitemap\\.xml).*)'],
};
