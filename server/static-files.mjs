// @ts-check
// Paths under the static prefixes are files, or nothing: a missing one is answered a
// small 404 here, before admission and before Next, whose catch-all page would otherwise render
// it and look it up in the content service, once per unique junk path.
import { readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { SECURITY_HEADERS } from './own-answer.mjs';

/** Where files, and only files, are served: `public/`'s folders and Next's build output. */
export const STATIC_PREFIXES = ['/_next/static/', '/media/'];

/** Every file under `root`, as URL paths under `prefix`. @param {string} root @param {string} prefix */
function urlPaths(root, prefix) {
  /** @type {string[]} */
  const out = [];
  let entries;
  try {
    entries = readdirSync(root, { recursive: true, withFileTypes: true });
  } catch {
    return out;
  }
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    out.push(prefix + relative(root, join(entry.parentPath, entry.name)).split(sep).join('/'));
  }
  return out;
}

/**
 * The static files this process serves, listed once at start (`public/` and the build do not
 * change while it runs). `nextStatic: false` in development, where Next writes its chunks as they
 * are asked for.
 * @param {{ dir: string, nextStatic: boolean }} options
 */
export function staticFiles({ dir, nextStatic }) {
  const files = new Set(urlPaths(join(dir, 'public'), '/'));
  if (nextStatic) for (const path of urlPaths(join(dir, '.next', 'static'), '/_next/static/')) files.add(path);
  /** @param {string} path a decoded path */
  const underPrefix = (path) => STATIC_PREFIXES.some((p) => path.startsWith(p)) && (nextStatic || !path.startsWith('/_next/'));
  /** @param {string} url @returns {string | null} its decoded path; null when it cannot be decoded */
  const pathOf = (url) => {
    try {
      return decodeURIComponent(url.split('?')[0] ?? '/');
    } catch {
      return null; // bad-encoding.mjs answers it
    }
  };
  return {
    /** Whether `url` names a file under a static prefix that does not exist. @param {string} url */
    missing(url) {
      const path = pathOf(url);
      return path !== null && underPrefix(path) && !files.has(path);
    },
    /** The file `url` names under a static prefix, as a path under `dir`; null when none. @param {string} url */
    file(url) {
      const path = pathOf(url);
      if (path === null || !underPrefix(path) || !files.has(path)) return null;
      return path.startsWith('/_next/static/') ? join(dir, '.next', 'static', path.slice('/_next/static/'.length)) : join(dir, 'public', path);
    },
  };
}

const BODY = 'No existe este archivo.';

/**
 * The 404 of a missing file: a line of text, with the security headers, cacheable a minute so a
 * CDN absorbs repeats. @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res
 */
export function answerMissingFile(req, res) {
  res.writeHead(404, {
    ...SECURITY_HEADERS,
    'content-type': 'text/plain; charset=utf-8',
    'content-length': String(Buffer.byteLength(BODY)),
    'cache-control': 'public, max-age=60',
  });
  res.end(req.method === 'HEAD' ? undefined : BODY);
}

/**
 * Stage (server/stages.mjs): a missing file under a static prefix answered before admission.
 * @type {import('./stages.mjs').Stage}
 */
export const missingFileStage = {
  name: 'missing files',
  answer: (req, res, visit) => {
    if (!visit.site.files.missing(req.url ?? '/')) return false;
    answerMissingFile(req, res);
    return true;
  },
};
