import { draftMode } from 'next/headers';
import { NextResponse } from 'next/server';
import { env } from '@/lib/config/env';
import { isFromSite } from '@/lib/http/from-site';
import { endStaffSession } from '@/lib/staff/require';
import { overHttps } from '@/lib/http/over-https';
import { cookieOptions, sessionCookieName } from '@/lib/staff/session';

export const dynamic = 'force-dynamic';

/** Sign out (a POST from the workbench's own page): the session ends on every instance, and any preview with it. */
export async function POST(request: Request) {
  if (!isFromSite(request)) return new NextResponse('Origen no permitido', { status: 403 });
  await endStaffSession();
  (await draftMode()).disable();
  const res = NextResponse.redirect(new URL('/staff/entrar?salida=1', env().SITE_URL), 303);
  const https = overHttps(request.headers);
  res.cookies.set(sessionCookieName(https), '', cookieOptions(https, 0));
  return res;
}
