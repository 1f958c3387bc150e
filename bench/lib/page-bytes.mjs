// Bytes of a served HTML document: raw and gzip, and how much of it is the inline RSC payload
// (the `self.__next_f.push(…)` scripts React reads to hydrate) versus the markup itself.
import { constants, gzipSync } from 'node:zlib';

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;

/** @param {string} html @returns {{ raw: number, gzip: number, rsc: number, rscGzip: number, markup: number }} */
export function pageBytes(html) {
  const rscChunks = [];
  for (const [, attrs, body] of html.matchAll(INLINE_SCRIPT)) {
    if (!/\bsrc\s*=/i.test(attrs) && body.includes('self.__next_f')) rscChunks.push(body);
  }
  const rscText = rscChunks.join('');
  const gzip = (text) => gzipSync(Buffer.from(text), { level: constants.Z_BEST_COMPRESSION }).length;
  const raw = Buffer.byteLength(html);
  const rsc = Buffer.byteLength(rscText);
  return { raw, gzip: gzip(html), rsc, rscGzip: gzip(rscText), markup: raw - rsc };
}
