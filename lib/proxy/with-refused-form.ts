import { NextResponse, type NextRequest } from 'next/server';
import { REFUSED_FORM_ROUTE, REFUSED_QUERY } from '@/lib/forms/refused-form';

/**
 * A page asked for with the refused-form marker, as a refused form's 303 leads there
 * (lib/forms/refused-form.ts): rendered by app/api/refused-form for this one visitor, at the
 * page's own URL, whether or not a refusal is still kept for its cookie. The rewrite stays in this
 * process; null, at once, for every other request.
 */
export function refusedFormRewrite(request: NextRequest): NextResponse | null {
  if (!request.nextUrl.searchParams.has(REFUSED_QUERY.name)) return null;
  const url = request.nextUrl.clone();
  url.pathname = `${REFUSED_FORM_ROUTE}${url.pathname === '/' ? '' : url.pathname}`;
  url.search = '';
  return NextResponse.rewrite(url);
}
