import type { NextRequest, NextResponse } from 'next/server';
import { formSecret } from '@/lib/forms/form-secret';
import { FORM_CLOCK_COOKIE, FORM_CLOCK_PATH, makeFormClock } from '@/lib/forms/form-token';

/**
 * The form clock (lib/forms/form-token.ts): every page a browser loads as a document, cached or
 * not, tells the form route when that browser received it, so that a form sent without scripts
 * has its fill time judged by the server's clock (docs/decisions/0010-forms-without-scripts.md).
 * A client navigation (an RSC request) carries no document, and its form sends `startedAt`.
 */
export function withFormClock(request: NextRequest, response: NextResponse): NextResponse {
  if (request.method !== 'GET' || request.headers.has('rsc') || request.headers.has('next-router-prefetch')) return response;
  const secure = request.nextUrl.protocol === 'https:';
  response.cookies.set({
    name: FORM_CLOCK_COOKIE,
    value: makeFormClock(formSecret(), Date.now()),
    path: FORM_CLOCK_PATH,
    httpOnly: true,
    sameSite: 'lax',
    secure,
  });
  return response;
}
