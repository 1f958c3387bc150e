import { NextResponse, type NextRequest } from 'next/server';
import { parseWhatsappCookie, WHATSAPP_COOKIE } from '@/lib/contact/whatsapp-lead';
import { THANK_YOU } from '@/lib/page/resolve';
import { COMPARE_PATH } from '@/lib/shortlist/shortlist';

/** The route that renders a thank-you page with this visitor's WhatsApp link (app/gracias-whatsapp). */
export const WHATSAPP_THANKS_ROUTE = '/gracias-whatsapp';

/**
 * A thank-you page asked for by a visitor whose lead authorised WhatsApp (the form's answer cookie,
 * app/api/forms): rewritten to the route that adds "Escríbenos por WhatsApp" for them, the cached
 * page staying everyone else's (docs/decisions/0020-click-ids.md). Documents and client navigations alike.
 */
export function whatsappThanks(request: NextRequest): NextResponse | null {
  const { pathname } = request.nextUrl;
  if (pathname.startsWith(`${WHATSAPP_THANKS_ROUTE}/`) || (pathname !== `/${THANK_YOU}` && !pathname.endsWith(`/${THANK_YOU}`))) return null;
  // The comparison's thank-you is its own route (app/comparar/gracias), which adds the link itself.
  if (pathname === `${COMPARE_PATH}/${THANK_YOU}`) return null;
  if (!parseWhatsappCookie(request.cookies.get(WHATSAPP_COOKIE)?.value)) return null;
  const url = request.nextUrl.clone();
  url.pathname = `${WHATSAPP_THANKS_ROUTE}${pathname}`;
  return NextResponse.rewrite(url);
}
