// @ts-check
// What proxy.ts writes on a plain page request (no query string), for the front to write the same
// on a page it answers from its copy (docs/decisions/0016-front-thread.md): the form clock of
// docs/decisions/0010-forms-without-scripts.md and the campaign defaults of rules §9
// (lib/proxy/with-form-clock.ts, lib/tracking/capture.ts). The front runs in a worker thread
// outside Next's bundle and cannot import those TypeScript modules, so this is their rule for a
// request without campaign parameters, written again in plain JavaScript; server/front-cookies.test.ts
// runs proxy.ts itself on generated cookie jars and user agents and requires the very same
// Set-Cookie headers, so the two cannot drift apart unnoticed.
import { createHmac } from 'node:crypto';

const CAMPAIGN_MAX_AGE_S = 3 * 24 * 3600;
const ATTRIBUTION_MAX_AGE_S = 180 * 24 * 3600;
const DEFAULT_SOURCE = 'organico';
const ENTRY = /^.{1,100}-(M|T|D)-(\d{4}-\d{2}-\d{2}T[\d:.]+Z)$/;
/** lib/config/env.ts's default, used where ALLOW_DEMO_SECRETS (or development) lets it stand. */
const DEMO_CLIENT_TOKEN_SECRET = 'demo-client-token-secret';

/**
 * The cookies that leave a page's document unchanged: those of the storage registry
 * (lib/browser/storage-registry.ts; the consent choice picks a variant, server/consent.mjs) and
 * the tag manager's own, which no server code reads. Any other cookie (a staff session, Next's
 * draft mode) may change the answer: such a request always goes to Next.
 */
const PAGE_NEUTRAL_COOKIE = /^(?:cookie_consent|form_clock|utm_(?:source|medium|campaign|content|term)|gclid|attribution|first_impact|_ga(?:_[A-Za-z0-9]+)?|_gid|_gcl_[a-z]+)$/;

/**
 * The request's cookies as Next's proxy reads them (@edge-runtime/cookies: split on `;`, each
 * value percent-decoded, undecodable ones skipped, the last of a name kept).
 * @param {string | undefined} header
 * @returns {Map<string, string>}
 */
export function requestCookies(header) {
  const map = new Map();
  for (const pair of (header ?? '').split(/; */)) {
    if (!pair) continue;
    const at = pair.indexOf('=');
    if (at === -1) {
      map.set(pair, 'true');
      continue;
    }
    try {
      map.set(pair.slice(0, at), decodeURIComponent(pair.slice(at + 1)));
    } catch {
      // Next's reader skips it too.
    }
  }
  return map;
}

/** @param {Map<string, string>} cookies */
export const pageNeutralCookies = (cookies) => [...cookies.keys()].every((name) => PAGE_NEUTRAL_COOKIE.test(name));

/**
 * The form-signing key (lib/forms/form-token.ts `formKey`) from the environment.
 * @param {Record<string, string | undefined>} env
 */
export function formKeyFrom(env) {
  return createHmac('sha256', env.CLIENT_TOKEN_SECRET || DEMO_CLIENT_TOKEN_SECRET).update('university-site/forms/v1').digest();
}

/** lib/tracking/campaign.ts `deviceFromUserAgent`. @param {string} ua */
function device(ua) {
  if (/iPad|Tablet|PlayBook|Kindle|Silk/i.test(ua)) return 'T';
  if (/Android/i.test(ua) && !/Mobile/i.test(ua)) return 'T';
  if (/Mobi|iPhone|iPod|Android|Windows Phone|BlackBerry|Opera Mini/i.test(ua)) return 'M';
  return 'D';
}

/** Whether lib/tracking/campaign.ts `parseAttribution` finds at least one entry. @param {string | undefined} cookie */
function hasAttribution(cookie) {
  for (const part of (cookie ?? '').split('|')) {
    let entry;
    try {
      entry = decodeURIComponent(part);
    } catch {
      continue;
    }
    const iso = ENTRY.exec(entry)?.[2];
    if (iso !== undefined && !entry.includes('|') && !Number.isNaN(Date.parse(iso))) return true;
  }
  return false;
}

/**
 * A Set-Cookie header as Next's proxy writes it (path `/` unless given, Expires from Max-Age).
 * @param {string} name @param {string} value
 * @param {{ maxAge?: number, path?: string, https: boolean, httpOnly?: boolean, now: number }} o
 */
function setCookie(name, value, { maxAge, path = '/', https, httpOnly = false, now }) {
  const attrs = [`Path=${path}`];
  if (maxAge) attrs.push(`Expires=${new Date(now + maxAge * 1000).toUTCString()}`);
  if (typeof maxAge === 'number') attrs.push(`Max-Age=${maxAge}`);
  if (https) attrs.push('Secure');
  if (httpOnly) attrs.push('HttpOnly');
  attrs.push('SameSite=lax');
  return `${name}=${encodeURIComponent(value)}; ${attrs.join('; ')}`;
}

/**
 * The Set-Cookie headers proxy.ts gives a GET of a page without a query string.
 * @param {Map<string, string>} cookies the request's, by `requestCookies`
 * @param {{ userAgent: string, now: number, https: boolean, formKey: Buffer }} request
 * @returns {string[]}
 */
export function plainPageCookies(cookies, { userAgent, now, https, formKey }) {
  const iso = new Date(now).toISOString();
  const out = [];
  if (!cookies.get('utm_source')) out.push(setCookie('utm_source', DEFAULT_SOURCE, { maxAge: CAMPAIGN_MAX_AGE_S, https, now }));
  if (cookies.get('cookie_consent') === 'rejected') {
    for (const name of ['attribution', 'first_impact']) if (cookies.has(name)) out.push(setCookie(name, '', { maxAge: 0, https, now }));
  } else {
    if (!hasAttribution(cookies.get('attribution'))) {
      out.push(setCookie('attribution', `${DEFAULT_SOURCE}-${device(userAgent)}-${iso}`, { maxAge: ATTRIBUTION_MAX_AGE_S, https, now }));
    }
    if (!cookies.get('first_impact')) out.push(setCookie('first_impact', iso, { maxAge: ATTRIBUTION_MAX_AGE_S, https, now }));
  }
  const at = Math.floor(now).toString(36);
  const clock = `${at}.${createHmac('sha256', formKey).update(`clock|${at}`).digest().subarray(0, 16).toString('base64url')}`;
  out.push(setCookie('form_clock', clock, { path: '/api/forms', https, httpOnly: true, now }));
  return out;
}
