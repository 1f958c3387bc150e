import { draftMode } from 'next/headers';
import { NextResponse } from 'next/server';
import { env } from '@/lib/config/env';
import { isSameOrigin } from '@/lib/http/same-origin';
import { cookieOptions, overHttps, SESSION_COOKIE } from '@/lib/staff/session';

export const dynamic = 'force-dynamic';

/** Sign out (a POST from the workbench's own page): the session cookie and any preview end. */
export async function POST(request: Request) {
  if (!isSameOrigin(request.headers, [env().SITE_URL, new URL(request.url).origin])) return new NextResponse('Origen no permitido', { status: 403 });
  (await draftMode()).disable();
  const res = NextResponse.redirect(new URL('/staff/entrar?salida=1', env().SITE_URL), 303);
  res.cookies.set(SESSION_COOKIE, '', cookieOptions(overHttps(request.headers), 0));
  return res;
}
