// @ts-check
// The two probes, Kubernetes' split (docs/operations.md, "Probes and shutdown"), answered by the
// adapter without touching any upstream service:
// - `/api/health/live`, liveness: the process answers. 200 whenever it answers at all, also while
//   it sheds load or drains, so that an orchestrator never restarts a busy or stopping instance.
// - `/api/health`, readiness: whether a balancer should send this instance visitors. 503 with the
//   reasons while it warms, sheds load, drains after SIGTERM, or cannot reach the lead outbox
//   (a form posted to it could not be stored).
import { RETRY_AFTER_S } from './load.mjs';
import { SECURITY_HEADERS } from './own-answer.mjs';

/**
 * @typedef {object} ReadinessState
 * @property {boolean} draining the process was told to stop (scripts/start-site.mjs)
 * @property {boolean} warming its first render has not happened yet (load.mjs)
 * @property {boolean} shedding it is refusing requests (load.mjs)
 * @property {boolean} outboxReachable the last background check of the lead outbox (site-runtime.mjs)
 */

/**
 * Whether the process is ready, and every reason it is not, the most lasting first: `status` is
 * the first reason, or `ok`.
 * @param {ReadinessState} state
 * @returns {{ ready: boolean, status: string, reasons: string[] }}
 */
export function readiness({ draining, warming, shedding, outboxReachable }) {
  /** @type {string[]} */
  const reasons = [];
  if (draining) reasons.push('draining');
  if (!outboxReachable) reasons.push('outbox_unreachable');
  if (warming) reasons.push('warming');
  if (shedding) reasons.push('shedding');
  return { ready: reasons.length === 0, status: reasons[0] ?? 'ok', reasons };
}

/**
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {number} status
 * @param {Record<string, unknown>} body
 * @param {Record<string, string>} [headers]
 */
function answerJson(req, res, status, body, headers = {}) {
  res.writeHead(status, { ...SECURITY_HEADERS, 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...headers });
  res.end(req.method === 'HEAD' ? undefined : JSON.stringify(body));
}

/**
 * `/api/health`: the readiness and the admission's figures. A process only warming is worth
 * asking again in a second.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {ReadinessState} state
 * @param {Record<string, number>} figures
 */
export function answerReadiness(req, res, state, figures) {
  const { ready, status, reasons } = readiness(state);
  const retryAfter = status === 'warming' ? '1' : RETRY_AFTER_S;
  answerJson(req, res, ready ? 200 : 503, { status, reasons, ...figures }, ready ? {} : { 'retry-after': retryAfter });
}

/**
 * `/api/health/live`: 200 while the process answers, whatever its load.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 */
export function answerLiveness(req, res) {
  answerJson(req, res, 200, { status: 'ok' });
}
