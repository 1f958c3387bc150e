/**
 * What the server gives a form that is sent without scripts, so that it can judge the submission
 * without trusting the browser (docs/decisions/0010-forms-without-scripts.md):
 *
 * - the **render token**, a hidden field of the form: when this render of the form was made,
 *   signed with the form and page it belongs to. A cached page shares it among its visitors, so
 *   it is never a key alone: it is one part of the submission's idempotency key (formPostKey).
 * - the **form clock**, a cookie the proxy stamps on every page a visitor loads: when this browser
 *   last received a page, signed. It tells when this visitor got the form, which the cached page's
 *   token cannot.
 *
 * Both are HMACs with a key derived from CLIENT_TOKEN_SECRET (required in production), so every
 * instance of the site verifies what another one signed. Pure functions over that key; the
 * server-side callers pass `formSecret()`.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { formSignature as mac, formTime } from './form-clock';

export { FORM_CLOCK_COOKIE, FORM_CLOCK_PATH, formKey, makeFormClock } from './form-clock';

const same = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
const time = (text: string | undefined) => (text !== undefined && /^[0-9a-z]{1,11}$/.test(text) ? parseInt(text, 36) : NaN);

/** A render token for form `formId` on the page at `pathname`, made at `now` (ms). */
export function makeFormToken(key: Buffer, formId: string, pathname: string, now: number): string {
  const at = formTime(now);
  return `${at}.${mac(key, `token|${formId}|${pathname}|${at}`)}`;
}

/** When the token was made (ms), or null when it is not a token of this form on this page. */
export function readFormToken(key: Buffer, token: string, formId: string, pathname: string): number | null {
  const [at, signature, extra] = token.split('.');
  if (extra !== undefined || at === undefined || signature === undefined || Number.isNaN(time(at))) return null;
  return same(signature, mac(key, `token|${formId}|${pathname}|${at}`)) ? time(at) : null;
}

/** When the browser last received a page (ms), by its form clock; null when absent or not ours. */
export function readFormClock(key: Buffer, value: string | undefined): number | null {
  const [at, signature, extra] = (value ?? '').split('.');
  if (extra !== undefined || at === undefined || signature === undefined || Number.isNaN(time(at))) return null;
  return same(signature, mac(key, `clock|${at}`)) ? time(at) : null;
}

/**
 * The idempotency key of a form sent without scripts: the render token and the submission's
 * fingerprint (kind, form, page, values), hashed into the shape of a UUID (version 8, RFC 9562).
 * Sending the same values from the same render (a double tap, a reload of the POST, back and
 * "Enviar" again) gives the same key, so the outbox and the CRM keep one lead; two visitors of
 * one cached render differ by their values (the same values are the same person's lead).
 */
export function formPostKey(token: string, fingerprint: string): string {
  const h = createHash('sha256').update(`form-post|${token}|${fingerprint}`).digest('hex');
  const variant = ((parseInt(h[16] ?? '0', 16) & 0x3) | 0x8).toString(16);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-8${h.slice(13, 16)}-${variant}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}
