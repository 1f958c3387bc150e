/**
 * How a form refused after the browser sent it on its own reaches its page again: Post/Redirect/Get
 * (docs/decisions/0010-forms-without-scripts.md). The form route keeps the refusal under a random
 * id (refusal-store.ts), hands the id to the browser in a short-lived cookie and answers 303 to the
 * page, marked in its query; next.config.mjs rewrites such a page to app/api/refused-form. Pure:
 * read by the route and that page.
 */

/**
 * The query that marks the page asked for after a refusal: a constant, never the refusal or its id.
 * The marked URL is always rendered for the one visitor (`private, no-store`), so no cache in front
 * of the site answers it with the ordinary page, which keys on the URL and never on the cookie.
 * next.config.mjs names it too (`formulario`).
 */
export const REFUSED_QUERY = { name: 'formulario', value: 'revisar' } as const;

/** How long a refusal is kept: the redirect, and a reload or two of the page that shows it. */
export const REFUSAL_TTL_S = 300;

/** Over https the cookie is `__Host-`: Secure, Path=/, no Domain, so no sibling host can set it. */
export const refusalCookieName = (https: boolean) => (https ? '__Host-form_refusal' : 'form_refusal');

/** The refusal cookie: HttpOnly, SameSite=Lax (the 303's GET carries it), site-wide, as long as the refusal lives. */
export const refusalCookie = (https: boolean, id: string) => ({
  name: refusalCookieName(https),
  value: id,
  httpOnly: true,
  sameSite: 'lax' as const,
  secure: https,
  path: '/',
  maxAge: REFUSAL_TTL_S,
});

/**
 * Where a refused form's 303 leads: its page (canonical, decoded), marked. No fragment: a URL
 * fragment naming an element turns autofocus off (HTML's "flush autofocus candidates"), and the
 * refusal's summary is autofocused, which scrolls the form into view by itself.
 */
export const refusedLocation = (pathname: string) => `${encodeURI(pathname)}?${REFUSED_QUERY.name}=${REFUSED_QUERY.value}`;
