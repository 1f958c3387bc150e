// @ts-check
// Each request's id and its one access line (docs/operations.md, Logs). The adapter opens a
// request's record as it arrives: its id, returned as `X-Request-Id` and on the request for Next's
// code, is the proxy's when a trusted proxy sent a well-formed one, else a new one. When the
// answer is done (finished, or the visitor left), one `http.request` line says what it was, and
// the same record goes to whoever counts requests (`onRequestEnd`).
import { randomUUID } from 'node:crypto';
import { logger } from './log.mjs';
import { routeKind, routeLabel } from './route-label.mjs';

/** @typedef {import('node:http').IncomingMessage} IncomingMessage */
/** @typedef {import('node:http').ServerResponse} ServerResponse */
/** @typedef {import('./request-context.mjs').RequestRecord} RequestRecord */
/**
 * A finished request, as its access line says it.
 * @typedef {object} RequestEnd
 * @property {string} requestId
 * @property {string} method
 * @property {string} route the bounded label (server/route-label.mjs)
 * @property {import('./route-label.mjs').RouteKind} kind what it is, coarser (page, navigation, api, form, static, health, metrics)
 * @property {number} status
 * @property {number} ms from its arrival to its last byte (or the visitor leaving)
 * @property {string} cache Next's `x-nextjs-cache` in lower case, or `none`
 * @property {string | undefined} shed why admission refused it
 * @property {boolean} aborted the visitor left before the answer was complete
 */

/** An id from the proxy in front: a UUID, nginx's `$request_id`, a tracing vendor's, nothing to escape. */
const REQUEST_ID_RE = /^[\w.:-]{1,128}$/;
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/**
 * The request's id: `X-Request-Id` as a trusted proxy sent it (`trusted`: TRUST_PROXY above 0),
 * when it is one well-formed value; otherwise a new UUID.
 * @param {string | string[] | undefined} header
 * @param {boolean} trusted
 */
export function requestIdOf(header, trusted) {
  return trusted && typeof header === 'string' && REQUEST_ID_RE.test(header) ? header : randomUUID();
}

const HOOKS = Symbol.for('university-site.request-end');
const holder = /** @type {{ [HOOKS]?: ((end: RequestEnd) => void)[] }} */ (globalThis);
const hooks = (holder[HOOKS] ??= []);

/** Hear of every finished request, with its access line's facts (metrics count them). @param {(end: RequestEnd) => void} hook */
export function onRequestEnd(hook) {
  hooks.push(hook);
}

/**
 * Open the request's record: its id on the request (for Next's code) and the response, and its
 * access line when the answer is done.
 * @param {IncomingMessage} req
 * @param {ServerResponse} res
 * @param {{ trustProxy: boolean }} options
 * @returns {RequestRecord}
 */
export function openRequest(req, res, { trustProxy }) {
  const started = performance.now();
  /** @type {RequestRecord} */
  const record = { id: requestIdOf(req.headers['x-request-id'], trustProxy) };
  req.headers['x-request-id'] = record.id;
  res.setHeader('x-request-id', record.id);
  res.once('close', () => {
    /** @type {RequestEnd} */
    const end = {
      requestId: record.id,
      method: METHODS.has(req.method ?? '') ? String(req.method) : 'other',
      route: routeLabel(req.url ?? '/'),
      kind: routeKind(req.url, Boolean(req.headers.rsc)),
      status: res.statusCode,
      ms: Math.round((performance.now() - started) * 10) / 10,
      cache: String(res.getHeader('x-nextjs-cache') ?? 'none').toLowerCase(),
      shed: record.shed,
      aborted: !res.writableFinished,
    };
    logger.info('http.request', {
      ...end,
      path: (req.url ?? '/').split('?')[0],
      ...(record.outage ? { outage: true } : {}),
      ...(record.reused ? { reused: true } : {}),
    });
    for (const hook of hooks) hook(end);
  });
  return record;
}
