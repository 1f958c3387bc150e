import { NextResponse, type NextRequest } from 'next/server';
import { indexNowKeyFile } from '@/lib/proxy/with-indexnow-key';
import { withPageCookies } from '@/lib/proxy/with-page-cookies';
import { staffGuard } from '@/lib/proxy/with-staff-guard';
import { thankYouRedirect } from '@/lib/proxy/with-thank-you-redirect';
import { whatsappThanks } from '@/lib/proxy/with-whatsapp-thanks';
import { redirectAnswer } from '@/lib/redirects/answer';

/**
 * Next 16's name for middleware.ts: IndexNow's key file, the staff pages' guard (no campaign
 * capture there), the content team's redirects (docs/redirects.md; the page they lead to captures
 * the campaign), the landing thank-you redirects, a thank-you page with its visitor's WhatsApp
 * link, campaign capture and the form clock (when a browser received its page), nothing else.
 */
export function proxy(request: NextRequest): NextResponse | Promise<NextResponse> {
  return indexNowKeyFile(request) ?? staffGuard(request) ?? redirectAnswer(request) ?? publicPage(request);
}

function publicPage(request: NextRequest) {
  return withPageCookies(request, thankYouRedirect(request) ?? whatsappThanks(request) ?? NextResponse.next());
}

export const config = {
  matcher: ['/((?!api/|_next/|media/|icon\\.svg|favicon\\.ico|robots\\.txt|sitemap\\.xml|sitemap/).*)'],
};
