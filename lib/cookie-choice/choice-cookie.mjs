// @ts-check
/**
 * The cookie choice: the visitor's answer to the cookie notice (docs/decisions/0015-rights-and-cookies.md),
 * kept in one cookie, itself listed in the storage registry. Not the consent a lead carries
 * (lib/consent). Read by proxy.ts and the browser's capture (lib/tracking/capture.ts), the route
 * that records the choice (choice-request.ts) and the adapter's cookie notice
 * (server/cookie-notice.mjs), which Node runs without a bundler or TypeScript: hence plain
 * JavaScript with JSDoc types.
 */

/** The cookie's name, as visitors' browsers and the tier in front (scripts/services/nginx.mjs) know it. */
export const COOKIE_CHOICE_COOKIE = 'cookie_consent';
/** The choice is asked again after this long (about six months). */
export const COOKIE_CHOICE_MAX_AGE_S = 180 * 24 * 3600;

/** @typedef {'accepted' | 'rejected'} CookieChoice */

/**
 * The recorded choice, or null before any (a foreign value counts as none: the notice is asked again).
 * @param {string | undefined} value
 * @returns {CookieChoice | null}
 */
export function readCookieChoice(value) {
  return value === 'accepted' || value === 'rejected' ? value : null;
}
