import { NextResponse } from 'next/server';
import { env } from '@/lib/config/env';
import { limitSignin } from '@/lib/http/rate-limit';
import { logger } from '@/lib/log';
import { startSignin } from '@/lib/staff/oidc';
import { overHttps } from '@/lib/http/over-https';
import { cookieOptions, safeNext, seal, SIGNIN_COOKIE, SIGNIN_TTL_S, type SigninState } from '@/lib/staff/session';

export const dynamic = 'force-dynamic';

const back = (error: string, next: string) => {
  const to = new URL('/staff/entrar', env().SITE_URL);
  to.searchParams.set('error', error);
  to.searchParams.set('next', next);
  return to;
};

/**
 * Staff sign-in starts here: rate limited per client, then off to the identity provider with
 * state, nonce and PKCE kept in a sealed ten-minute cookie (docs/decisions/0013-staff-workbench.md).
 */
export async function GET(request: Request) {
  const next = safeNext(new URL(request.url).searchParams.get('next'));
  const wait = await limitSignin(request);
  if (wait > 0) {
    return new NextResponse(`Demasiados intentos de ingreso. Intente de nuevo en ${wait} segundos.`, {
      status: 429,
      headers: { 'retry-after': String(wait), 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
    });
  }
  try {
    const { url, state, nonce, verifier } = await startSignin();
    const value: SigninState = { state, nonce, verifier, next, exp: Math.floor(Date.now() / 1000) + SIGNIN_TTL_S };
    const res = NextResponse.redirect(url, 303);
    res.cookies.set(SIGNIN_COOKIE, seal(value, env().STAFF_SESSION_SECRET, SIGNIN_COOKIE), cookieOptions(overHttps(request.headers), SIGNIN_TTL_S, '/api/staff'));
    res.headers.set('cache-control', 'no-store');
    return res;
  } catch (error) {
    logger.error('staff.idp_unavailable', { error: error instanceof Error ? error.message : String(error) });
    return NextResponse.redirect(back('proveedor', next), 303);
  }
}
