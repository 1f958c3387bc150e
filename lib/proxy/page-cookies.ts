/**
 * The cookies a public page's answer carries: campaign capture (rules §9) and, when a browser
 * loads the page as a document, the form clock (docs/decisions/0010-forms-without-scripts.md).
 * Pure, over what proxy.ts reads of the request (lib/proxy/with-page-cookies.ts), which hands the
 * result to Next's ResponseCookies to write the Set-Cookie headers.
 */
import { FORM_CLOCK_COOKIE, FORM_CLOCK_PATH, makeFormClock } from '../forms/form-clock';
import { campaignCookieWrites } from '../tracking/capture';

/** A cookie as Next's `response.cookies.set` takes it. */
type PageCookie = { name: string; value: string; path: string; maxAge?: number; httpOnly: boolean; sameSite: 'lax'; secure: boolean };

type Visit = {
  /** The request's method. */
  method: string;
  /** A client navigation or prefetch (an RSC request): no document. */
  navigation: boolean;
  /** The page URL's query. */
  params: URLSearchParams;
  /** The request's cookie of that name. */
  cookie: (name: string) => string | undefined;
  userAgent: string;
  /** ms */
  now: number;
  /** The page was asked for over https. */
  secure: boolean;
  /** `formKey(CLIENT_TOKEN_SECRET)`, lib/forms/form-clock.ts. */
  formKey: Buffer;
};

/** The cookies to set on the answer to this visit: the campaign's first, then the form clock. */
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
