/**
 * The visitor's answer to the cookie notice (docs/decisions/0015-rights-and-cookies.md): one
 * cookie, itself listed in the storage registry. Shared by proxy.ts, the browser's capture, the
 * route that records the choice and (as plain strings) the site's server, server/consent.mjs.
 */

export const CONSENT_COOKIE = 'cookie_consent';
/** The choice is asked again after this long (about six months). */
export const CONSENT_MAX_AGE_S = 180 * 24 * 3600;

export type ConsentChoice = 'accepted' | 'rejected';

/** The recorded choice, or null before any (a foreign value counts as none: the notice is asked again). */
export function readConsent(value: string | undefined): ConsentChoice | null {
  return value === 'accepted' || value === 'rejected' ? value : null;
}
