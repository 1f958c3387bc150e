import { NextResponse, type NextRequest } from 'next/server';
import { withCampaignCookies } from '@/lib/proxy/with-campaign-cookies';
import { withFormClock } from '@/lib/proxy/with-form-clock';
import { thankYouRedirect } from '@/lib/proxy/with-thank-you-redirect';

/**
 * Next 16's name for middleware.ts: the landing thank-you redirects, campaign capture and the
 * form clock (when a browser received its page), nothing else.
 */
export function proxy(request: NextRequest) {
  return withFormClock(request, withCampaignCookies(request, thankYouRedirect(request) ?? NextResponse.next()));
}

export const config = {
  matcher: ['/((?!api/|_next/|media/|icon\\.svg|favicon\\.ico|robots\\.txt|sitemap\\.xml).*)'],
};
