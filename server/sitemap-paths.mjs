// @ts-check
// The pages the site says exist, read from its own sitemap when the process warms, so that
// admission knows them before anyone asks (admission.mjs: known pages go before junk URLs).

const LOC = /<loc>\s*([^<\s]+)\s*<\/loc>/g;
const MAX_SITEMAPS = 50;
const MAX_PATHS = 10_000;

/** The paths of the `<loc>`s of an XML document. @param {string} xml */
const locPaths = (xml) => [...xml.matchAll(LOC)].map((m) => URL.parse(m[1] ?? '')?.pathname).filter((p) => typeof p === 'string');

/**
 * Every page path of the sitemap index at `origin` and its sitemaps (bounded), or as many as could
 * be read: a sitemap that fails is skipped, and a site that cannot answer yields none.
 * @param {string} origin where this process answers
 * @param {(url: string) => Promise<Response>} [get]
 * @returns {Promise<string[]>}
 */
export async function sitemapPaths(origin, get = (url) => fetch(url, { signal: AbortSignal.timeout(10_000) })) {
  const read = async (/** @type {string} */ path) => {
    try {
      const res = await get(`${origin}${path}`);
      return res.ok ? await res.text() : '';
    } catch {
      return '';
    }
  };
  const sitemaps = locPaths(await read('/sitemap.xml')).slice(0, MAX_SITEMAPS);
  const paths = [];
  for (const sitemap of sitemaps) paths.push(...locPaths(await read(sitemap)));
  return paths.slice(0, MAX_PATHS);
}
