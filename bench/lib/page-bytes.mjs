// Bytes of a served HTML document: raw, gzip, Brotli as the site sends it to a browser, and how
// much of it is the inline RSC payload (the `self.__next_f.push(…)` scripts React reads to
// hydrate) versus the markup itself.
import { constants, gzipSync } from 'node:zlib';
import { compress } from '../../server/html-filter.mjs';

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

/** @param {string} html @returns {{ raw: number, gzip: number, br: number, rsc: number, rscGzip: number, markup: number, serverRendered: boolean }} */
export function pageBytes(html) {
  const rscChunks = [];
  for (const [, attrs, body] of html.matchAll(INLINE_SCRIPT)) {
    if (!/\bsrc\s*=/i.test(attrs) && body.includes('self.__next_f')) rscChunks.push(body);
  }
  const rscText = rscChunks.join('');
  const gzip = (text) => gzipSync(Buffer.from(text), { level: constants.Z_BEST_COMPRESSION }).length;
  const raw = Buffer.byteLength(html);
  const rsc = Buffer.byteLength(rscText);
  return { raw, gzip: gzip(html), br: compress(Buffer.from(html), 'br').length, rsc, rscGzip: gzip(rscText), markup: raw - rsc, serverRendered: serverRendered(html) };
}
