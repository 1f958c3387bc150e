import { NextResponse, type NextRequest } from 'next/server';
import { overHttps } from '@/lib/http/over-https';
import { DEFAULT_IDLE_MINUTES, readSession, safeNext, sessionCookieName, sessionSecret } from '@/lib/staff/session';
import { processSessionStore } from '@/lib/staff/session-store';

export const STAFF_PREFIX = '/staff';
export const SIGNIN_PAGE = '/staff/entrar';

const isStaffPath = (p: string) => p === STAFF_PREFIX || p.startsWith(`${STAFF_PREFIX}/`);

/** A sealed session that the store still holds open (read from the environment as it is: the proxy has no validated one). */
async function isOpen(request: NextRequest): Promise<boolean> {
  const session = readSession(request.cookies.get(sessionCookieName(overHttps(request.headers)))?.value, sessionSecret());
  const idleS = (Number(process.env.STAFF_SESSION_IDLE_MINUTES) || DEFAULT_IDLE_MINUTES) * 60;
  return session !== null && (await processSessionStore(process.env.REDIS_URL).touch(session.sid, idleS));
}

/**
 * Staff pages answer only to an open session (docs/decisions/0013-staff-workbench.md): anyone
 * else gets a 303 to the sign-in page (a document, or an RSC request: Next hides its flight
 * headers from the proxy) or a bare 401 (any other method), before any staff page renders, so no
 * staff content reaches HTML, RSC payloads or JSON. The pages check again that the session is
 * still open (lib/staff/require.ts). Null, at once, for every other path.
 */
export function staffGuard(request: NextRequest): Promise<NextResponse> | null {
  return isStaffPath(request.nextUrl.pathname) ? guard(request) : null;
}

async function guard(request: NextRequest): Promise<NextResponse> {
  const { pathname, search } = request.nextUrl;
  if (pathname === SIGNIN_PAGE || (await isOpen(request))) return NextResponse.next();
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    return new NextResponse('Se requiere ingresar como personal de la universidad.', {
      status: 401,
      headers: { 'cache-control': 'no-store', 'content-type': 'text/plain; charset=utf-8' },
    });
  }
  const to = request.nextUrl.clone();
  to.pathname = SIGNIN_PAGE;
  to.search = `?next=${encodeURIComponent(safeNext(pathname + search))}`;
  return NextResponse.redirect(to, { status: 303, headers: { 'cache-control': 'no-store' } });
}
