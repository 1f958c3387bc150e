// Bytes of a served HTML document: raw, gzip, Brotli as the site sends it to a browser, and how
// much of it is the inline RSC payload (the `self.__next_f.push(…)` scripts React reads to
// hydrate) versus the markup itself.
import { get as httpGet } from 'node:http';
import { constants, gzipSync } from 'node:zlib';
import { sleep } from './procs.mjs';

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;

/**
 * Whether the document's body carries the page itself (a heading or the main landmark) before any
 * script runs. False for Next's empty error document (`<body><div hidden>…</div></body>`), which React
 * fills from the RSC payload only once the scripts have loaded.
 */
export function serverRendered(html) {
  const body = html.slice(html.search(/<body\b/i)).replace(INLINE_SCRIPT, '');
  return /<(main|h1)\b/i.test(body);
}

/**
 * The body's length on the wire, as a browser asks for it, and whether Next answered it from a
 * stale cache entry (a regeneration is then under way).
 * @param {string} url @returns {Promise<{ bytes: number, stale: boolean }>}
 */
function wireLength(url) {
  return new Promise((resolve, reject) => {
    const req = httpGet(url, { headers: { 'accept-encoding': 'gzip, deflate, br, zstd', 'user-agent': 'bench' } }, (res) => {
      let bytes = 0;
      res.on('data', (chunk) => (bytes += chunk.length));
      res.on('end', () => resolve({ bytes, stale: res.headers['x-nextjs-cache'] === 'STALE' }));
      res.on('error', reject);
    });
    req.on('error', reject);
  });
}

/** Reads the document until two fresh reads `pauseMs` apart agree (20 more reads at most): its length then. */
async function settledLength(url, pauseMs) {
  let previous = await wireLength(url);
  for (let i = 0; i < 20; i++) {
    await sleep(pauseMs);
    const current = await wireLength(url);
    if (!current.stale && !previous.stale && current.bytes === previous.bytes) return current.bytes;
    previous = current;
  }
  return previous.bytes;
}

/**
 * The document at `url` as the site sends it to a browser, in Brotli, once it has settled: a
 * kept document is recompressed in the background (server/finished-documents.mjs; a search only
 * once asked for again), so it is asked for twice, given time, and read until two reads half a
 * second apart agree.
 * @param {string} url @returns {Promise<number>}
 */
export async function sentBytes(url) {
  await wireLength(url);
  await wireLength(url);
  await sleep(1500);
  return settledLength(url, 500);
}

/**
 * Until the page at `url` is the document a cache serves to every visitor: not a stale entry, not
 * the first answer after a regeneration, which is sent before its recompression (decision 0026).
 * A page with a form can be a new document at each regeneration (its call-back slots follow the
 * clock): asked for once a minute, the bench would often meet that first answer, which a busy
 * site's visitors meet once per regeneration.
 * @param {string} url
 */
export async function settle(url) {
  await settledLength(url, 500);
}

/** @param {string} html @returns {{ raw: number, gzip: number, rsc: number, rscGzip: number, markup: number, serverRendered: boolean }} */
export function pageBytes(html) {
  const rscChunks = [];
  for (const [, attrs, body] of html.matchAll(INLINE_SCRIPT)) {
    if (!/\bsrc\s*=/i.test(attrs) && body.includes('self.__next_f')) rscChunks.push(body);
  }
  const rscText = rscChunks.join('');
  const gzip = (text) => gzipSync(Buffer.from(text), { level: constants.Z_BEST_COMPRESSION }).length;
  const raw = Buffer.byteLength(html);
  const rsc = Buffer.byteLength(rscText);
  return { raw, gzip: gzip(html), rsc, rscGzip: gzip(rscText), markup: raw - rsc, serverRendered: serverRendered(html) };
}
