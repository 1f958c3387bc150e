// @ts-check
// The pages the site says exist, handed to admission when the process warms, so that it knows
// them before anyone asks (admission.mjs: known pages go before junk URLs). They are the sitemap's
// (lib/seo/sitemap-entries.ts), which only Next's bundles can compute: instrumentation.ts offers
// them through this process-wide slot, and the adapter takes them. Nothing is fetched over HTTP.

const SLOT = Symbol.for('university-site.known-pages');
const MAX_PATHS = 10_000;

/** @typedef {() => Promise<string[]>} Source */

/** Offer the source of the site's page paths (instrumentation.ts, once Next starts). @param {Source} source */
export function offerKnownPages(source) {
  /** @type {Record<symbol, Source>} */ (globalThis)[SLOT] = source;
}

/**
 * The paths offered (bounded), or none when nothing was offered or the source failed: admission
 * then learns pages from their answers alone.
 * @returns {Promise<string[]>}
 */
export async function knownPages() {
  const source = /** @type {Record<symbol, Source | undefined>} */ (globalThis)[SLOT];
  if (typeof source !== 'function') return [];
  try {
    return (await source()).slice(0, MAX_PATHS);
  } catch {
    return [];
  }
}
