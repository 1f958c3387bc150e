/**
 * The form clock (docs/decisions/0010-forms-without-scripts.md): a cookie stamped on every page a
 * browser loads as a document, saying when it received it, signed with a key derived from
 * CLIENT_TOKEN_SECRET. lib/forms/form-token.ts re-exports it beside the render token.
 */
import { createHmac } from 'node:crypto';

export { FORM_CLOCK_COOKIE } from './form-clock-cookie.mjs';
/** The cookie is only ever read by the form route: it travels with form posts alone. */
export const FORM_CLOCK_PATH = '/api/forms';
/** CLIENT_TOKEN_SECRET where none is set (lib/config/env.ts; refused in production). */
export const DEMO_CLIENT_TOKEN_SECRET = 'demo-client-token-secret';

/** The signing key of forms, derived from the site's secret (never the secret itself). */
export function formKey(secret: string): Buffer {
  return createHmac('sha256', secret).update('university-site/forms/v1').digest();
}

/** The first 16 bytes of the HMAC of `text`, base64url: the signature of tokens and clocks. */
export const formSignature = (key: Buffer, text: string): string =>
  createHmac('sha256', key).update(text).digest().subarray(0, 16).toString('base64url');

/** A time in ms as the short base-36 text tokens and clocks carry. */
export const formTime = (now: number): string => Math.floor(now).toString(36);

/** The form clock's value for a page served at `now` (ms). */
export function makeFormClock(key: Buffer, now: number): string {
  const at = formTime(now);
  return `${at}.${formSignature(key, `clock|${at}`)}`;
}
