/**
 * The Mozilla HTTP Observatory score, computed from a site's real responses.
 *
 * Rules and modifiers from the Observatory's public scoring table, "HTTP Observatory Scoring
 * Methodology" (last updated 2024-02-27), https://github.com/mozilla/http-observatory/blob/main/httpobs/docs/scoring.md,
 * and the analyzers it documents (httpobs/scanner/analyzer/{headers,content,misc}.py,
 * httpobs/scanner/scanner.py): every site starts at 100, penalties apply, and bonuses count only
 * when the score without them is 90 or more. Contribute.json and HPKP no longer score and are
 * left out. Where the Observatory needs the public suffix list (SRI's "similar origin"), this
 * is stricter: only the page's own host counts as similar, so it can only score lower.
 */

import { MODIFIERS } from './observatory-modifiers';

export type ObservedPage = {
  /** The URL the page was fetched at (https: its scheme matters for CSP and SRI). */
  url: string;
  status: number;
  /** Response headers, names lowercased. */
  headers: Record<string, string>;
  /** Every Set-Cookie header of the response. */
  setCookies: string[];
  body: string;
};

export type ObservatoryInput = {
  page: ObservedPage;
  /** Access-Control-Allow-Origin / -Credentials of the page fetched with an `Origin` header. */
  cors: { origin: string; allowOrigin: string | null; allowCredentials: string | null };
  /** Bodies of /crossdomain.xml and /clientaccesspolicy.xml when they answer 200, else null. */
  policyFiles: { crossdomain: string | null; clientaccesspolicy: string | null };
  /** The http:// URL and every URL it redirected to, in order. */
  redirectRoute: string[];
};

export type TestResult = { test: string; result: string; modifier: number };

const BROAD = ['ftp:', 'http:', 'https:', '*', 'http://*', 'http://*.*', 'https://*', 'https://*.*'];
const UNSAFE_INLINE = ["'unsafe-inline'", 'data:'];
const HASH_OR_NONCE = /^'(sha256-|sha384-|sha512-|nonce-)/;
const SIX_MONTHS_S = 15_768_000;

/** The worst of several results, by modifier (the Observatory keeps the worst finding). */
const worst = (results: string[]) => results.reduce((a, b) => ((MODIFIERS[b] ?? 0) < (MODIFIERS[a] ?? 0) ? b : a));

/** Directive → sources; null when the header is absent, throws when it cannot be parsed. */
export function parseCsp(header: string | undefined): Map<string, Set<string>> | null {
  if (header === undefined) return null;
  const csp = new Map<string, Set<string>>();
  for (const part of header.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/).filter(Boolean);
    if (!name) continue;
    const directive = name.toLowerCase();
    if (!/^[a-z-]+$/.test(directive)) throw new Error(`directiva inválida: ${name}`);
    if (!csp.has(directive)) csp.set(directive, new Set(sources.map((s) => (s.startsWith("'") ? s.toLowerCase() : s))));
  }
  if (csp.size === 0) throw new Error('política vacía');
  return csp;
}

function contentSecurityPolicy(page: ObservedPage): string {
  let csp: Map<string, Set<string>> | null;
  try {
    csp = parseCsp(page.headers['content-security-policy']);
  } catch {
    return 'csp-header-invalid';
  }
  if (!csp) return 'csp-not-implemented';
  const pick = (name: string) => new Set(csp.get(name) ?? csp.get('default-src') ?? ['*']);
  const script = pick('script-src');
  const style = pick('style-src');
  const object = pick('object-src');
  for (const list of [script, style]) if ([...list].some((s) => HASH_OR_NONCE.test(s))) list.delete("'unsafe-inline'");
  if (script.has("'strict-dynamic'")) {
    // With a hash or nonce, 'strict-dynamic' makes browsers ignore host sources and 'self'.
    if (![...script].some((s) => HASH_OR_NONCE.test(s))) return 'csp-header-invalid';
    for (const s of [...script]) if (BROAD.some((b) => s.startsWith(b)) || s === "'self'" || s === "'unsafe-inline'") script.delete(s);
  }
  const https = new URL(page.url).protocol === 'https:';
  const passive = ['img-src', 'media-src'];
  const active = [...csp].filter(([d]) => !passive.includes(d) && d !== 'script-src').flatMap(([, s]) => [...s]).concat([...script]);
  const passiveSources = passive.flatMap((d) => [...(csp.get(d) ?? csp.get('default-src') ?? [])]);
  const insecure = (s: string) => s.includes('http:') || s.includes('ftp:');
  const found: string[] = [];
  if ([...script].some((s) => BROAD.includes(s) || UNSAFE_INLINE.includes(s)) || [...object].some((s) => BROAD.includes(s))) {
    found.push('csp-implemented-with-unsafe-inline');
  }
  if (https && active.some(insecure)) found.push('csp-implemented-with-insecure-scheme');
  if (script.has("'unsafe-eval'") || style.has("'unsafe-eval'")) found.push('csp-implemented-with-unsafe-eval');
  if (https && passiveSources.some(insecure)) found.push('csp-implemented-with-insecure-scheme-in-passive-content-only');
  if ([...style].some((s) => BROAD.includes(s) || UNSAFE_INLINE.includes(s))) found.push('csp-implemented-with-unsafe-inline-in-style-src-only');
  // The first finding in this order is the result (the analyzer's own precedence).
  if (found.length) return found[0] as string;
  const defaults = csp.get('default-src');
  return defaults?.size === 1 && defaults.has("'none'") ? 'csp-implemented-with-no-unsafe-default-src-none' : 'csp-implemented-with-no-unsafe';
}

function strictTransportSecurity(page: ObservedPage): string {
  if (new URL(page.url).protocol !== 'https:') return 'hsts-not-implemented-no-https';
  const header = page.headers['strict-transport-security'];
  if (header === undefined) return 'hsts-not-implemented';
  const maxAge = /(?:^|;)\s*max-age\s*=\s*"?(\d+)"?\s*(?:;|$)/i.exec(header)?.[1];
  if (maxAge === undefined) return 'hsts-header-invalid';
  return Number(maxAge) >= SIX_MONTHS_S ? 'hsts-implemented-max-age-at-least-six-months' : 'hsts-implemented-max-age-less-than-six-months';
}

type Cookie = { name: string; secure: boolean; httpOnly: boolean; sameSite: string | null | false };

export function parseSetCookie(line: string): Cookie {
  const [pair = '', ...attributes] = line.split(';');
  const cookie: Cookie = { name: pair.split('=')[0]?.trim() ?? '', secure: false, httpOnly: false, sameSite: false };
  for (const attribute of attributes) {
    const [key = '', value] = attribute.split('=').map((s) => s.trim());
    const k = key.toLowerCase();
    if (k === 'secure') cookie.secure = true;
    else if (k === 'httponly') cookie.httpOnly = true;
    else if (k === 'samesite') cookie.sameSite = value ? value.toLowerCase() : null;
  }
  return cookie;
}

function cookies(page: ObservedPage, hstsOk: boolean): string {
  if (page.setCookies.length === 0) return 'cookies-not-found';
  const found: string[] = [];
  const jar = page.setCookies.map(parseSetCookie);
  for (const c of jar) {
    const name = c.name.toLowerCase();
    const session = name.includes('login') || name.includes('sess');
    if (c.sameSite !== false && !['lax', 'strict', 'none'].includes(c.sameSite ?? '')) found.push('cookies-samesite-flag-invalid');
    if (!c.secure && c.sameSite === 'none') found.push('cookies-samesite-flag-invalid');
    if (!c.secure) found.push(hstsOk ? 'cookies-without-secure-flag-but-protected-by-hsts' : 'cookies-without-secure-flag');
    if (name.includes('csrf') && c.sameSite === false) found.push('cookies-anticsrf-without-samesite-flag');
    if (session && !c.secure) found.push(hstsOk ? 'cookies-session-without-secure-flag-but-protected-by-hsts' : 'cookies-session-without-secure-flag');
    if (session && !c.httpOnly) found.push('cookies-session-without-httponly-flag');
  }
  if (found.length) return worst(found);
  return jar.every((c) => c.sameSite !== false) ? 'cookies-secure-with-httponly-sessions-and-samesite' : 'cookies-secure-with-httponly-sessions';
}

function crossOriginResourceSharing({ cors, policyFiles }: ObservatoryInput): string {
  let result = 'cross-origin-resource-sharing-not-implemented';
  const acao = cors.allowOrigin?.trim();
  if (acao === '*') result = 'cross-origin-resource-sharing-implemented-with-public-access';
  else if (acao && acao === cors.origin && cors.allowCredentials?.trim().toLowerCase() === 'true') {
    result = 'cross-origin-resource-sharing-implemented-with-universal-access';
  } else if (acao) result = 'cross-origin-resource-sharing-implemented-with-restricted-access';
  const domains = [policyFiles.crossdomain, policyFiles.clientaccesspolicy].flatMap((xml) =>
    xml ? [...xml.matchAll(/(?:domain|uri)\s*=\s*"([^"]*)"/gi)].map((m) => m[1]) : [],
  );
  if (domains.includes('*')) return 'cross-origin-resource-sharing-implemented-with-universal-access';
  if (domains.length && result !== 'cross-origin-resource-sharing-implemented-with-universal-access') {
    return 'cross-origin-resource-sharing-implemented-with-restricted-access';
  }
  return result;
}

function redirection(route: string[]): string {
  const urls = route.map((u) => new URL(u));
  if (urls.length <= 1) return 'redirection-missing';
  const [first, second] = urls as [URL, URL];
  if (urls[urls.length - 1]?.protocol !== 'https:') return 'redirection-not-to-https';
  if (second.protocol === 'http:') return 'redirection-not-to-https-on-initial-redirection';
  if (first.protocol === 'http:' && first.hostname !== second.hostname) return 'redirection-off-host-from-http';
  return 'redirection-to-https';
}

function referrerPolicy(page: ObservedPage): string {
  const header = page.headers['referrer-policy'];
  if (header === undefined) return 'referrer-policy-not-implemented';
  const privateValues = ['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin'];
  const unsafe = ['origin', 'origin-when-cross-origin', 'unsafe-url'];
  const valid = [...privateValues, ...unsafe, 'no-referrer-when-downgrade'];
  const policy = header.toLowerCase().split(',').map((t) => t.trim()).filter((t) => valid.includes(t)).pop();
  if (policy === undefined) return 'referrer-policy-header-invalid';
  if (privateValues.includes(policy)) return 'referrer-policy-private';
  return policy === 'no-referrer-when-downgrade' ? 'referrer-policy-no-referrer-when-downgrade' : 'referrer-policy-unsafe';
}

const attribute = (tag: string, name: string) => new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(tag)?.slice(1).find((v) => v !== undefined);

function subresourceIntegrity(page: ObservedPage): string {
  if (!/^text\/html|^application\/xhtml\+xml/i.test(page.headers['content-type'] ?? '')) return 'sri-not-implemented-response-not-html';
  const tags = [...page.body.matchAll(/<script\b[^>]*>/gi)].map((m) => m[0]);
  if (tags.length === 0) return 'sri-not-implemented-but-no-scripts-loaded';
  const pageUrl = new URL(page.url);
  const found: string[] = [];
  let foreign = false;
  let sameOriginWithIntegrity = false;
  for (const tag of tags) {
    const src = attribute(tag, 'src');
    if (src === undefined) continue;
    const integrity = Boolean(attribute(tag, 'integrity'));
    const relative = !/^[a-z][a-z0-9+.-]*:/i.test(src) && !src.startsWith('//');
    const url = new URL(src, pageUrl);
    const similar = relative || (!src.startsWith('//') && url.hostname === pageUrl.hostname);
    const secure = url.protocol === 'https:' && (!src.startsWith('//') || relative);
    if (similar) {
      if (integrity && secure) sameOriginWithIntegrity = true;
      continue;
    }
    foreign = true;
    if (integrity && !secure) found.push('sri-implemented-but-external-scripts-not-loaded-securely');
    else if (!integrity && secure) found.push('sri-not-implemented-but-external-scripts-loaded-securely');
    else if (!integrity) found.push('sri-not-implemented-and-external-scripts-not-loaded-securely');
  }
  if (found.length) return worst(found);
  if (foreign) return 'sri-implemented-and-external-scripts-loaded-securely';
  return sameOriginWithIntegrity ? 'sri-implemented-and-all-scripts-loaded-securely' : 'sri-not-implemented-but-all-scripts-loaded-from-secure-origin';
}

function xContentTypeOptions(page: ObservedPage): string {
  const header = page.headers['x-content-type-options'];
  if (header === undefined) return 'x-content-type-options-not-implemented';
  return header.trim().toLowerCase() === 'nosniff' ? 'x-content-type-options-nosniff' : 'x-content-type-options-header-invalid';
}

function xFrameOptions(page: ObservedPage): string {
  try {
    if (parseCsp(page.headers['content-security-policy'])?.has('frame-ancestors')) return 'x-frame-options-implemented-via-csp';
  } catch {
    // an unparsable policy gives no frame-ancestors: judged on X-Frame-Options alone
  }
  const header = page.headers['x-frame-options']?.trim().toLowerCase();
  if (header === undefined) return 'x-frame-options-not-implemented';
  if (header === 'deny' || header === 'sameorigin') return 'x-frame-options-sameorigin-or-deny';
  return header.startsWith('allow-from ') ? 'x-frame-options-allow-from-origin' : 'x-frame-options-header-invalid';
}

function xXssProtection(page: ObservedPage): string {
  const header = page.headers['x-xss-protection']?.trim().toLowerCase();
  if (header === undefined) return 'x-xss-protection-not-implemented';
  if (header === '0') return 'x-xss-protection-disabled';
  if (header === '1') return 'x-xss-protection-enabled';
  return /^1\s*;\s*mode\s*=\s*block$/.test(header) ? 'x-xss-protection-enabled-mode-block' : 'x-xss-protection-header-invalid';
}

/** Every test's result and modifier, and the score (bonuses only from 90 up, never below 0). */
export function observatoryScore(input: ObservatoryInput): { score: number; results: TestResult[] } {
  const { page } = input;
  const hsts = strictTransportSecurity(page);
  const results = (
    [
      ['content-security-policy', contentSecurityPolicy(page)],
      ['cookies', cookies(page, hsts === 'hsts-implemented-max-age-at-least-six-months')],
      ['cross-origin-resource-sharing', crossOriginResourceSharing(input)],
      ['redirection', redirection(input.redirectRoute)],
      ['referrer-policy', referrerPolicy(page)],
      ['strict-transport-security', hsts],
      ['subresource-integrity', subresourceIntegrity(page)],
      ['x-content-type-options', xContentTypeOptions(page)],
      ['x-frame-options', xFrameOptions(page)],
      ['x-xss-protection', xXssProtection(page)],
    ] as const
  ).map(([test, result]) => ({ test, result, modifier: MODIFIERS[result] ?? 0 }));
  const penalties = results.reduce((n, r) => n + Math.min(0, r.modifier), 0);
  const bonuses = results.reduce((n, r) => n + Math.max(0, r.modifier), 0);
  const uncurved = 100 + penalties;
  return { score: Math.max(0, uncurved >= 90 ? uncurved + bonuses : uncurved), results };
}
