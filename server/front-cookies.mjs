// @ts-check
// The cookies of a page the front answers from its copy (docs/decisions/0016-front-thread.md):
// what proxy.ts would have written, by the same rule (lib/proxy/page-cookies.mjs), read and
// written by the same cookie code Next's proxy uses (@edge-runtime/cookies, as Next ships it).
// Nothing here decides which cookies a page gets.
import { parseCookie, ResponseCookies } from 'next/dist/compiled/@edge-runtime/cookies/index.js';
import { DEMO_CLIENT_TOKEN_SECRET, formKey } from '../lib/forms/form-clock.mjs';
import { pageCookies } from '../lib/proxy/page-cookies.mjs';

/**
 * The cookies that leave a page's document unchanged: those of the storage registry
 * (lib/browser/storage-registry.ts; the consent choice picks a variant, server/consent.mjs) and
 * the tag manager's own, which no server code reads. Any other cookie (a staff session, Next's
 * draft mode) may change the answer: such a request always goes to Next.
 */
const PAGE_NEUTRAL_COOKIE = /^(?:cookie_consent|form_clock|utm_(?:source|medium|campaign|content|term)|gclid|attribution|first_impact|_ga(?:_[A-Za-z0-9]+)?|_gid|_gcl_[a-z]+)$/;

/**
 * The request's cookies as Next's proxy reads them (the last of a name kept, undecodable ones skipped).
 * @param {string | undefined} header
 * @returns {Map<string, string>}
 */
export const requestCookies = (header) => parseCookie(header ?? '');

/** @param {Map<string, string>} cookies */
export const pageNeutralCookies = (cookies) => [...cookies.keys()].every((name) => PAGE_NEUTRAL_COOKIE.test(name));

/**
 * The form-signing key from the environment, as lib/forms/form-secret.ts derives it from lib/config/env.ts.
 * @param {Record<string, string | undefined>} env
 */
export const formKeyFrom = (env) => formKey(env.CLIENT_TOKEN_SECRET || DEMO_CLIENT_TOKEN_SECRET);

/**
 * The Set-Cookie headers proxy.ts gives this request.
 * @param {{ method?: string, url?: string, headers: import('node:http').IncomingHttpHeaders }} req
 * @param {{ now: number, formKey: Buffer }} o
 * @returns {string[]}
 */
export function copyCookies({ method = 'GET', url = '/', headers }, { now, formKey }) {
  const jar = requestCookies(headers.cookie);
  const headersOut = new Headers();
  const out = new ResponseCookies(headersOut);
  const cookies = pageCookies({
    method,
    navigation: headers.rsc !== undefined || headers['next-router-prefetch'] !== undefined,
    params: new URL(url, 'http://front.invalid').searchParams,
    cookie: (name) => jar.get(name),
    userAgent: headers['user-agent'] ?? '',
    now,
    // As Next reads it for proxy.ts's request URL.
    secure: String(headers['x-forwarded-proto'] ?? '').includes('https'),
    formKey,
  });
  for (const cookie of cookies) out.set(cookie);
  return headersOut.getSetCookie();
}
