import { NextResponse, type NextRequest } from 'next/server';
import { readSession, safeNext, SESSION_COOKIE, sessionSecret } from '@/lib/staff/session';

export const STAFF_PREFIX = '/staff';
export const SIGNIN_PAGE = '/staff/entrar';

const isStaffPath = (p: string) => p === STAFF_PREFIX || p.startsWith(`${STAFF_PREFIX}/`);

/**
 * Staff pages answer only to a valid session (docs/decisions/0013-staff-workbench.md): anyone
 * else gets a 303 to the sign-in page (a document, or an RSC request: Next hides its flight
 * headers from the proxy) or a bare 401 (any other method), before any staff page renders, so no staff content reaches HTML, RSC payloads or JSON. The
 * pages check the session again themselves. Null for every other path.
 */
export function staffGuard(request: NextRequest): NextResponse | null {
  const { pathname, search } = request.nextUrl;
  if (!isStaffPath(pathname)) return null;
  if (pathname === SIGNIN_PAGE || readSession(request.cookies.get(SESSION_COOKIE)?.value, sessionSecret())) return NextResponse.next();
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
