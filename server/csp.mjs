// @ts-check
// Content-Security-Policy with script hashes, computed per HTML response.
//
// Pages are cached (ISR, and by a CDN in front), so a per-request nonce cannot work: it would be
// baked into the cached HTML. Every visitor gets the same HTML for a page, so the hashes of its
// inline scripts are the same for everyone and travel with the cached response. No
// 'unsafe-inline' or 'unsafe-eval' for scripts.
import { createHash } from 'node:crypto';

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;

/**
 * The data blocks the site sends (JSON-LD, the deferred script list): a browser never runs them,
 * so the policy is not asked about them (HTML, "prepare the script element": a type that is not
 * a script type returns before the CSP check) and their hashes would only lengthen the header.
 */
const DATA_BLOCK = /(?:^|\s)type\s*=\s*["']?application\/(?:ld\+)?json(?:["'\s]|$)/i;

/**
 * sha256 hashes of every inline script a browser may run (scripts with src are covered by 'self').
 * @param {string} html
 * @returns {string[]}
 */
export function inlineScriptHashes(html) {
  const hashes = new Set();
  for (const [, attrs = '', body = ''] of html.matchAll(INLINE_SCRIPT)) {
    if (/\bsrc\s*=/i.test(attrs) || DATA_BLOCK.test(attrs) || body.length === 0) continue;
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

/**
 * The policy: the site itself, the hashed inline scripts, and the third parties blocks need.
 * `tagOrigin`: the tag manager's host, admitted only once the visitor accepted (server/cookie-notice.mjs).
 * @param {string[]} hashes
 * @param {{ https: boolean, tagOrigin?: string | null }} options
 */
export function contentSecurityPolicy(hashes, { https, tagOrigin = null }) {
  const tag = tagOrigin ? [tagOrigin] : [];
  const directives = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...hashes, 'https://maps.googleapis.com', ...tag],
    'style-src': ["'self'", "'unsafe-inline'", 'https://fonts.googleapis.com'],
    'img-src': ["'self'", 'data:', 'blob:', 'https://maps.gstatic.com', 'https://*.googleapis.com', 'https://*.ggpht.com', 'https://i.ytimg.com', ...tag],
    'font-src': ["'self'", 'https://fonts.gstatic.com'],
    'connect-src': ["'self'", 'https://maps.googleapis.com', ...tag],
    'frame-src': ['https://www.youtube-nocookie.com', 'https://www.google.com'],
    'media-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'self'"],
    'worker-src': ["'self'", 'blob:'],
  };
  const policy = Object.entries(directives).map(([k, v]) => `${k} ${v.join(' ')}`);
  if (https) policy.push('upgrade-insecure-requests');
  return policy.join('; ');
}

/**
 * Stage (server/stages.mjs): the policy with the hash of every inline script of the document, and
 * the tag manager's host once the visitor accepted. Off in development, where Next's fast refresh
 * needs eval.
 * @type {import('./stages.mjs').Stage}
 */
export const cspStage = {
  name: 'Content-Security-Policy',
  dev: false,
  document: (doc, visit) => {
    const tagOrigin = visit.site.tag && visit.choice === 'accepted' ? visit.site.tag.origin : null;
    return { ...doc, headers: { ...doc.headers, 'content-security-policy': contentSecurityPolicy(inlineScriptHashes(doc.html), { https: visit.https, tagOrigin }) } };
  },
};
