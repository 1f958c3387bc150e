// @ts-check
// Requests whose path is not valid percent-encoded UTF-8 (`/%ff`, `/programas/%c0%ae`): no page
// or route can answer them, and left to Next they end in a 500 (a 503 page) without the security
// headers. They are answered here, before Next: 400 JSON for /api/*, the branded 404 page for
// the rest, both with the same security headers as every other answer.
import { contentSecurityPolicy, inlineScriptHashes } from './csp.mjs';
import { brandedPage } from './outage-page.mjs';

/** The headers next.config.mjs sets on every answer (kept equal: e2e/limits.spec.ts compares them). */
export const SECURITY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy': 'geolocation=(self), camera=(), microphone=(), payment=()',
  'x-frame-options': 'SAMEORIGIN',
};

export const NOT_FOUND_PAGE = brandedPage({
  title: 'Página no encontrada',
  heading: 'No encontramos esta página',
  text: 'La dirección tiene caracteres que no son válidos. Revisa el enlace o empieza desde el inicio.',
});

/** Whether the path of a request target cannot be decoded. @param {string} [url] */
export function hasBadEncoding(url = '/') {
  const path = url.split('?')[0] ?? '';
  if (!path.includes('%')) return false;
  try {
    decodeURIComponent(path);
    return false;
  } catch {
    return true;
  }
}

/**
 * Answer a request with a badly encoded path and return true; false for any other request.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 */
export function answerBadEncoding(req, res) {
  if (!hasBadEncoding(req.url)) return false;
  const https = req.headers['x-forwarded-proto'] === 'https';
  const api = req.url?.startsWith('/api/') ?? false;
  const body = api ? JSON.stringify({ error: 'La dirección tiene una codificación no válida.' }) : NOT_FOUND_PAGE;
  res.writeHead(api ? 400 : 404, {
    ...SECURITY_HEADERS,
    ...(https ? { 'strict-transport-security': 'max-age=63072000; includeSubDomains' } : {}),
    'content-security-policy': contentSecurityPolicy(inlineScriptHashes(body), { https }),
    'content-type': api ? 'application/json; charset=utf-8' : 'text/html; charset=utf-8',
    'content-length': Buffer.byteLength(body),
    'cache-control': 'no-store',
  });
  res.end(req.method === 'HEAD' ? undefined : body);
  return true;
}
