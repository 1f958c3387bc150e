// @ts-check
// Next sends the build's scripts and stylesheets in gzip alone (its `compress` option is the
// `compression` middleware, which has no Brotli); Brotli at its best makes them about a quarter
// smaller (a stylesheet 8.0 KB against 9.0, docs/performance.md), which a phone downloads before
// its first paint and its first interaction. The first request for a file is Next's, and starts
// that file's compression in the background, one file at a time (compressBest: zlib's async API,
// off the event loop); every later request that accepts Brotli is answered here, from memory.
// Not at build: every build (`build`, `build:test`, a deployment's own) is served the same, with
// no step to forget; the names are hashed, so a file never changes while the process runs.
// Decision 0028.
import { readFile } from 'node:fs/promises';
import { extname } from 'node:path';
import { acceptedCoding, compressBest } from './html-filter.mjs';
import { logger } from './log.mjs';
import { SECURITY_HEADERS } from './own-answer.mjs';

/** @type {Record<string, string>} as Next sends them */
const TYPES = { '.js': 'application/javascript; charset=UTF-8', '.css': 'text/css; charset=UTF-8' };

/**
 * The Brotli copies of the build's scripts and stylesheets.
 * @param {{ file: (url: string) => string | null }} files the static files (static-files.mjs)
 */
export function staticBrotli(files) {
  /** @type {Map<string, Buffer>} a file's path -> its Brotli copy */
  const kept = new Map();
  /** @type {Set<string>} files compressed or being compressed: each is tried once */
  const tried = new Set();
  /** @type {Promise<void> | null} */
  let running = null;

  /** @param {string} file */
  const compressLater = (file) => {
    if (running || tried.has(file)) return;
    tried.add(file);
    running = readFile(file)
      .then(async (body) => {
        const br = await compressBest(body);
        if (br.length < body.length) kept.set(file, br);
      })
      .catch((error) => logger.warn('static_brotli.failed', { file, reason: String(error).slice(0, 200) }))
      .finally(() => {
        running = null;
      });
  };

  return {
    /**
     * Answers a GET or HEAD of a build script or stylesheet in Brotli when it has the copy and the
     * client takes it; false leaves the request to Next (and starts the copy where there is none).
     * @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res
     */
    answer(req, res) {
      if ((req.method !== 'GET' && req.method !== 'HEAD') || req.headers.range || !req.url?.startsWith('/_next/static/')) return false;
      const file = files.file(req.url);
      const type = file && TYPES[extname(file)];
      if (!file || !type || acceptedCoding(req.headers['accept-encoding']) !== 'br') return false;
      const br = kept.get(file);
      if (!br) {
        compressLater(file);
        return false;
      }
      res.writeHead(200, {
        ...SECURITY_HEADERS,
        'content-type': type,
        'content-encoding': 'br',
        'content-length': String(br.length),
        'cache-control': 'public, max-age=31536000, immutable',
        vary: 'Accept-Encoding',
      });
      res.end(req.method === 'HEAD' ? undefined : br);
      return true;
    },
    /** The compression under way, if any (tests wait on it). */
    get running() {
      return running;
    },
  };
}

/**
 * Stage (server/stages.mjs): a build script or stylesheet in Brotli, before admission.
 * @type {import('./stages.mjs').Stage}
 */
export const staticBrotliStage = {
  name: 'static files in Brotli',
  answer: (req, res, visit) => visit.site.brotli.answer(req, res),
};
