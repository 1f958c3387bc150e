// @ts-check
// /api/metrics: the process's metrics (metrics.mjs) in Prometheus's text format, answered by the
// adapter before admission, so that it answers while the site sheds load and never waits for a
// render. Closed: 404 unless METRICS_TOKEN is set, and 401 unless the request carries
// `Authorization: Bearer <METRICS_TOKEN>`, compared in constant time.
import { createHash, timingSafeEqual } from 'node:crypto';
import { siteMetrics } from './metrics.mjs';
import { refuse, send } from './own-answer.mjs';

/** @param {string} text */
const digest = (text) => createHash('sha256').update(text).digest();

/**
 * Whether an Authorization header carries the bearer `token`. Both sides are hashed first, so
 * that the comparison takes the same time whatever their lengths and contents.
 * @param {string | undefined} header @param {string} token
 */
export function bearerMatches(header, token) {
  const given = /^Bearer[ ]+(\S+)\s*$/i.exec(header ?? '')?.[1] ?? '';
  return timingSafeEqual(digest(given), digest(token)) && given.length > 0 && token.length > 0;
}

/**
 * Answer a request for the metrics, given the configured token (none: the endpoint does not exist).
 * @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res
 * @param {string | undefined} token
 */
export async function answerMetrics(req, res, token) {
  if (!token) return refuse(res, 404, 'No encontrado');
  if (req.method !== 'GET' && req.method !== 'HEAD') return refuse(res, 405, 'Método no permitido', { allow: 'GET, HEAD' });
  if (!bearerMatches(req.headers.authorization, token)) return refuse(res, 401, 'Se requiere el token de métricas (Authorization: Bearer).', { 'www-authenticate': 'Bearer realm="metrics"' });
  const { registry } = siteMetrics();
  try {
    send(res, 200, registry.contentType, await registry.metrics());
  } catch {
    // A collector failed: the scrape fails as a whole rather than with half an exposition.
    refuse(res, 503, 'No se pudieron reunir las métricas.', { 'retry-after': '5' });
  }
}

/**
 * Stage (server/stages.mjs): `/api/metrics` answered by the adapter, never admitted nor rendered by Next.
 * @type {import('./stages.mjs').Stage}
 */
export const metricsStage = {
  name: 'metrics',
  answer: (req, res) => {
    if (req.url?.split('?')[0] !== '/api/metrics') return false;
    void answerMetrics(req, res, process.env.METRICS_TOKEN);
    return true;
  },
};
