// @ts-check
// An answer the adapter gives before Next sees the request (a path Next cannot decode, a request
// refused under load): the branded page, or JSON under /api/, with the same security headers as
// every answer of Next's, never cached.
import { contentSecurityPolicy, inlineScriptHashes } from './csp.mjs';

/** The headers next.config.mjs sets on every answer (kept equal: e2e/limits.spec.ts compares them). */
export const SECURITY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy': 'geolocation=(self), camera=(), microphone=(), payment=()',
  'x-frame-options': 'SAMEORIGIN',
};

/**
 * An answer of the adapter's own with the security headers, never cached unless `headers` says
 * otherwise; no body to a HEAD request.
 * @param {import('node:http').ServerResponse} res @param {number} status @param {string} type
 * @param {string | Buffer} body @param {Record<string, string>} [headers]
 */
export function send(res, status, type, body, headers = {}) {
  res.writeHead(status, { ...SECURITY_HEADERS, 'content-type': type, 'cache-control': 'no-store', 'content-length': String(Buffer.byteLength(body)), ...headers });
  res.end(res.req?.method === 'HEAD' ? undefined : body);
}

/**
 * A refusal as JSON `{ error }`, the message in Spanish for whoever reads it.
 * @param {import('node:http').ServerResponse} res @param {number} status @param {string} error @param {Record<string, string>} [headers]
 */
export const refuse = (res, status, error, headers) => send(res, status, 'application/json; charset=utf-8', JSON.stringify({ error }), headers);

/**
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {number} status
 * @param {{ page: string, message: string, headers?: Record<string, string> }} answer the branded
 *   page for a document, the message (Spanish, for the visitor) as `{ error }` under /api/
 */
export function answerBeforeNext(req, res, status, { page, message, headers = {} }) {
  const https = req.headers['x-forwarded-proto'] === 'https';
  const api = req.url?.startsWith('/api/') ?? false;
  const body = api ? JSON.stringify({ error: message }) : page;
  res.writeHead(status, {
    ...SECURITY_HEADERS,
    ...(https ? { 'strict-transport-security': 'max-age=63072000; includeSubDomains' } : {}),
    'content-security-policy': contentSecurityPolicy(inlineScriptHashes(body), { https }),
    'content-type': api ? 'application/json; charset=utf-8' : 'text/html; charset=utf-8',
    'content-length': String(Buffer.byteLength(body)),
    'cache-control': 'no-store',
    ...headers,
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}
