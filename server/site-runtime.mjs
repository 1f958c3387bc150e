// @ts-check
// What Next's side of the process (instrumentation.ts) lends the adapter and scripts/start-site.mjs:
// whether the lead outbox can be reached (for readiness, server/readiness.mjs), the one function
// that closes what Next's side opened (the lead sweep, the upstream pools, the outbox, Redis). The outbox and those clients are opened in Next's bundles, which the adapter cannot
// import: they are offered through this process-wide slot (the pattern of known-pages.mjs).

const SLOT = Symbol.for('university-site.runtime');

/**
 * @typedef {object} SiteRuntime
 * @property {() => boolean} outboxReachable the last background check's answer, never a query per call
 * @property {() => Promise<void>} close stops the lead sweep and closes the pools, the outbox and Redis, each step logged
 */

/** Offer Next's side of the process (instrumentation.ts, once Next starts). @param {SiteRuntime} runtime */
export function offerSiteRuntime(runtime) {
  /** @type {Record<symbol, SiteRuntime>} */ (globalThis)[SLOT] = runtime;
}

/** What was offered, or undefined before Next's side started. @returns {SiteRuntime | undefined} */
export function siteRuntime() {
  return /** @type {Record<symbol, SiteRuntime | undefined>} */ (globalThis)[SLOT];
}
