import { COOKIES_DELETED_ON_REJECT } from '@/lib/browser/storage-registry';
import { BodyTooLargeError, jsonError, mediaType, readBodyText } from '@/lib/http/json';
import { isSameOrigin } from '@/lib/http/same-origin';
import { COOKIE_CHOICE_COOKIE, COOKIE_CHOICE_MAX_AGE_S, readCookieChoice } from './choice-cookie.mjs';

/** The notice's form is two fields: a larger body is not it. */
const MAX_BODY = 2_048;

/** A Set-Cookie value as the site's other cookies are written (docs/decisions/0008-browser-cookies.md). */
const setCookie = (name: string, value: string, maxAge: number, secure: boolean) =>
  `${name}=${encodeURIComponent(value)}; Max-Age=${maxAge}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;

/**
 * Where to send the visitor back: the page the notice was on, on this site only (a path that
 * resolves off-origin, `//evil.example`, is answered with the home page). The notice itself
 * names no page (it is the same bytes on every page, kept small): its page is the Referer.
 */
export function backTarget(back: string | null, siteOrigin: string): string {
  if (!back || !back.startsWith('/')) return '/';
  try {
    const url = new URL(back, siteOrigin);
    return url.origin === siteOrigin ? `${url.pathname}${url.search}` : '/';
  } catch {
    return '/';
  }
}

/** The Referer's path when it is one of this site's pages (the browser sends it for a same-origin post). */
function refererPath(request: Request, ...origins: string[]): string | null {
  try {
    const referer = new URL(request.headers.get('referer') ?? '');
    return origins.includes(referer.origin) ? `${referer.pathname}${referer.search}` : null;
  } catch {
    return null;
  }
}

/**
 * `POST /api/consent` from the cookie notice or the cookie policy page, a plain form that works
 * without scripts (docs/decisions/0015-rights-and-cookies.md): records "Aceptar" or "Rechazar" in
 * the choice cookie, deletes the 180-day history on "Rechazar", and answers 303 to the page.
 * Same origin only: another site cannot choose for the visitor. The URL stays `/api/consent`:
 * documents already in browsers and shared caches post their notice there.
 */
export async function answerCookieChoice(request: Request, siteOrigin: string): Promise<Response> {
  const requestOrigin = new URL(request.url).origin;
  if (!isSameOrigin(request.headers, [siteOrigin, requestOrigin])) return jsonError(403, 'Solo el propio sitio puede registrar tu elección de cookies');
  if (mediaType(request.headers.get('content-type')) !== 'application/x-www-form-urlencoded') {
    return jsonError(415, 'Se espera el formulario del aviso de cookies');
  }
  let form: URLSearchParams;
  try {
    form = new URLSearchParams(await readBodyText(request, MAX_BODY));
  } catch (error) {
    return error instanceof BodyTooLargeError ? jsonError(413, 'Cuerpo demasiado grande') : jsonError(400, 'No pudimos leer el formulario');
  }
  const choice = readCookieChoice(form.get('choice') ?? undefined);
  if (!choice) return jsonError(400, 'Elige «Aceptar» o «Rechazar»');

  const secure = new URL(siteOrigin).protocol === 'https:' || new URL(request.url).protocol === 'https:';
  const headers = new Headers({ location: backTarget(form.get('back') ?? refererPath(request, siteOrigin, requestOrigin), siteOrigin), 'cache-control': 'no-store' });
  headers.append('set-cookie', setCookie(COOKIE_CHOICE_COOKIE, choice, COOKIE_CHOICE_MAX_AGE_S, secure));
  if (choice === 'rejected') for (const name of COOKIES_DELETED_ON_REJECT) headers.append('set-cookie', setCookie(name, '', 0, secure));
  return new Response(null, { status: 303, headers });
}
