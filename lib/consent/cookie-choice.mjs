// @ts-check
/**
 * The visitor's answer to the cookie notice (docs/decisions/0015-rights-and-cookies.md): one
 * cookie, itself listed in the storage registry. Shared by proxy.ts, the browser's capture, the
 * route that records the choice and the front (server/front-cookies.mjs), which runs without
 * TypeScript: hence plain JavaScript with JSDoc types (docs/decisions/0016-front-thread.md).
 */

export const CONSENT_COOKIE = 'cookie_consent';
/** The choice is asked again after this long (about six months). */
export const CONSENT_MAX_AGE_S = 180 * 24 * 3600;

/** @typedef {'accepted' | 'rejected'} ConsentChoice */

/**
 * The recorded choice, or null before any (a foreign value counts as none: the notice is asked again).
 * @param {string | undefined} value
 * @returns {ConsentChoice | null}
 */
export function readConsent(value) {
  return value === 'accepted' || value === 'rejected' ? value : null;
}
