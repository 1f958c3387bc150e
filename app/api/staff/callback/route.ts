import { cookies } from 'next/headers';
import { NextResponse } from 'next/server';
import { env } from '@/lib/config/env';
import { logger } from '@/lib/log';
import { getUniversityConfig } from '@/lib/content';
import { isStaff } from '@/lib/staff/identity';
import { allowedDomains, allowedGroups, callbackUrl, finishSignin } from '@/lib/staff/oidc';
import { openStaffSession } from '@/lib/staff/require';
import { overHttps } from '@/lib/http/over-https';
import { cookieOptions, seal, SESSION_COOKIE, sessionCookieName, SIGNIN_COOKIE, unseal, type SigninState } from '@/lib/staff/session';

export const dynamic = 'force-dynamic';

const isSignin = (v: unknown): v is SigninState =>
  typeof v === 'object' && v !== null && ['state', 'nonce', 'verifier', 'next'].every((k) => typeof (v as Record<string, unknown>)[k] === 'string');

/** Back to the sign-in page with a reason the page words in Spanish; the sign-in state is spent. */
function refuse(reason: string, https: boolean) {
  const res = NextResponse.redirect(new URL(`/staff/entrar?error=${reason}`, env().SITE_URL), 303);
  res.cookies.set(SIGNIN_COOKIE, '', cookieOptions(https, 0, '/api/staff'));
  return res;
}

/**
 * The identity provider sends the browser back here with a code: exchanged, the ID token
 * checked, the person admitted by domain or group, then a session opened in the store and sealed
 * into a cookie that expires after STAFF_SESSION_HOURS (docs/decisions/0013-staff-workbench.md).
 */
export async function GET(request: Request) {
  const https = overHttps(request.headers);
  const e = env();
  const pending = unseal((await cookies()).get(SIGNIN_COOKIE)?.value, e.STAFF_SESSION_SECRET, SIGNIN_COOKIE);
  if (!isSignin(pending) || pending.exp < Date.now() / 1000) return refuse('vencido', https);
  const current = new URL(callbackUrl());
  current.search = new URL(request.url).search;
  let identity;
  try {
    identity = await finishSignin(current, pending);
  } catch (error) {
    logger.warn('staff.signin_failed', { error: error instanceof Error ? error.message : String(error) });
    return refuse('fallido', https);
  }
  const config = await getUniversityConfig();
  if (!isStaff(identity, allowedDomains(config.email), allowedGroups())) {
    logger.warn('staff.signin_refused', { domain: identity.email.split('@')[1] ?? '' });
    return refuse('no-autorizado', https);
  }
  const maxAge = Math.round(e.STAFF_SESSION_HOURS * 3600);
  let session;
  try {
    session = await openStaffSession(identity, maxAge);
  } catch (error) {
    logger.warn('staff.session_store_failed', { reason: error instanceof Error ? error.message : String(error) });
    return refuse('fallido', https);
  }
  const res = NextResponse.redirect(new URL(pending.next, e.SITE_URL), 303);
  res.cookies.set(sessionCookieName(https), seal(session, e.STAFF_SESSION_SECRET, SESSION_COOKIE), cookieOptions(https, maxAge));
  res.cookies.set(SIGNIN_COOKIE, '', cookieOptions(https, 0, '/api/staff'));
  res.headers.set('cache-control', 'no-store');
  return res;
}
