// @ts-check
// The request id of the request being served, for whatever runs on its behalf: the spans of its
// trace carry it (lib/telemetry/request-id-processor.ts). The adapter runs Next's handler inside
// `withRequestId`; the one reader is `currentRequestId`. For now the id is the `X-Request-Id` a
// proxy sent, when it is a plausible id; the request logs are meant to feed this same function.
import { AsyncLocalStorage } from 'node:async_hooks';

/** One store per process (on globalThis): the adapter and Next's bundles each load this module. */
const KEY = Symbol.for('university-site.request-id');
const holder = /** @type {Record<symbol, AsyncLocalStorage<string> | undefined>} */ (globalThis);
const store = (holder[KEY] ??= new AsyncLocalStorage());

/** What an id may be: short, printable, no spaces (it lands in span attributes and logs). */
const PLAUSIBLE = /^[\w.:@+=/-]{1,128}$/;

/**
 * The request's `X-Request-Id`, or undefined when absent or not a plausible id.
 * @param {import('node:http').IncomingHttpHeaders} headers
 */
export function requestIdOf(headers) {
  const value = headers['x-request-id'];
  return typeof value === 'string' && PLAUSIBLE.test(value) ? value : undefined;
}

/**
 * Run `fn` with `id` as the current request id (as is without one).
 * @template T
 * @param {string | undefined} id
 * @param {() => T} fn
 * @returns {T}
 */
export function withRequestId(id, fn) {
  return id === undefined ? fn() : store.run(id, fn);
}

/** The id of the request being served, or undefined (none sent, or no request: the lead sweep). */
export function currentRequestId() {
  return store.getStore();
}
