// @ts-check
// The request being answered, for everything that runs on its behalf: the log lines written
// while it is answered carry its id (server/log.mjs), and every upstream call made for it sends
// that id on (lib/http/upstream.ts). The adapter's listener opens one per request
// (server/adapter.mjs, server/request-log.mjs). One store per process, on a process-wide slot: the adapter and the
// code Next bundles (each bundle its own copy of this module) see the same one.
import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * One request's record, filled in while it is answered and read when its answer is done.
 * @typedef {object} RequestRecord
 * @property {string} id its request id (`X-Request-Id`)
 * @property {string} [shed] why admission refused it (server/admission.mjs)
 * @property {boolean} [outage] a failed render answered with the outage page (server/outage-page.mjs)
 * @property {boolean} [reused] its document was sent as finished before (server/finished-documents.mjs)
 */

const SLOT = Symbol.for('university-site.request-context');
const holder = /** @type {{ [SLOT]?: AsyncLocalStorage<RequestRecord> }} */ (globalThis);
const storage = (holder[SLOT] ??= new AsyncLocalStorage());

/**
 * Run `fn` on behalf of the request `record` describes.
 * @template T
 * @param {RequestRecord} record
 * @param {() => T} fn
 * @returns {T}
 */
export const runForRequest = (record, fn) => storage.run(record, fn);

/**
 * Run `fn` outside any request: for what outlives the request that happened to start it and
 * serves every other (a shared connection, a timer that sends a batch), whose later log lines and
 * calls must not carry that one request's id.
 * @template T
 * @param {() => T} fn
 * @returns {T}
 */
export const outsideRequest = (fn) => storage.exit(fn);

/** The id of the request being answered, if any. @returns {string | undefined} */
export const currentRequestId = () => storage.getStore()?.id;

/** Note facts of the request being answered, for its access line. @param {Omit<Partial<RequestRecord>, 'id'>} facts */
export function noteRequest(facts) {
  const record = storage.getStore();
  if (record) Object.assign(record, facts);
}
