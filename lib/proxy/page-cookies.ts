/**
 * The cookies a public page's answer carries: campaign capture (rules §9) and, when a browser
 * loads the page as a document, the form clock (docs/decisions/0010-forms-without-scripts.md).
 * Pure, over what proxy.ts reads of the request (lib/proxy/with-page-cookies.ts), which hands the
 * result to Next's ResponseCookies to write the Set-Cookie headers.
 */
import { FORM_CLOCK_COOKIE, FORM_CLOCK_PATH, makeFormClock } from '../forms/form-clock';
import { campaignCookieWrites } from '../tracking/capture';

/**
 * A cookie as Next's `response.cookies.set` takes it.
 * @typedef {{ name: string, value: string, path: string, maxAge?: number, httpOnly: boolean, sameSite: 'lax', secure: boolean }} PageCookie
 */
type PageCookie = { name: string; value: string; path: string; maxAge?: number; httpOnly: boolean; sameSite: 'lax'; secure: boolean };
type Visit = { method: string; navigation: boolean; params: URLSearchParams; cookie: (name: string) => string | undefined; userAgent: string; now: number; secure: boolean; formKey: Buffer };

/**
 * @typedef {object} Visit
 * @property {string} method the request's method
 * @property {boolean} navigation a client navigation or prefetch (an RSC request): no document
 * @property {URLSearchParams} params the page URL's query
 * @property {(name: string) => string | undefined} cookie the request's cookie of that name
 * @property {string} userAgent
 * @property {number} now ms
 * @property {boolean} secure the page was asked for over https
 * @property {Buffer} formKey lib/forms/form-clock.ts `formKey(CLIENT_TOKEN_SECRET)`
 */

/**
 * The cookies to set on the answer to this visit: the campaign's first, then the form clock.
 * @param {Visit} visit
 * @returns {PageCookie[]}
 */
export function pageCookies({ method, navigation, params, cookie, userAgent, now, secure, formKey }: Visit): PageCookie[] {
  const cookies: PageCookie[] = campaignCookieWrites(params, cookie, userAgent, new Date(now)).map(({ name, value, maxAge }) => ({
    name,
    value,
    maxAge,
    path: '/',
    sameSite: 'lax',
    secure,
    httpOnly: false,
  }));
  // A client navigation carries no document: its form is timed by its render token alone (decision 0010).
  if (method === 'GET' && !navigation) {
    cookies.push({ name: FORM_CLOCK_COOKIE, value: makeFormClock(formKey, now), path: FORM_CLOCK_PATH, httpOnly: true, sameSite: 'lax', secure });
  }
  return cookies;
}
