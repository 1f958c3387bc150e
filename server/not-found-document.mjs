// @ts-check
// The not-found page as a document with a server-rendered body, for every unknown path.
//
// A notFound() of the cached catch-all route makes Next answer 404 with an empty body: the page
// exists only in the RSC payload and is drawn by React once the scripts have run
// (vercel/next.js#62228), so visitors without JavaScript and crawlers see a blank page, and the
// first paint waits for every script; and `/404`, a path Next reserves, is a copy made at build
// time, without the content service. `/error` is rendered like any page (`loadRoute`, lib/page/page-at.ts):
// this server answers it 404 and sends its document for every other 404 page. The browser keeps
// the requested URL (Next's router starts from the location, as it does for a rewrite).

/** The paths of the not-found page itself (rules §2). */
export const NOT_FOUND_PATHS = ['/404', '/error'];

/** True for a request target whose path is one of NOT_FOUND_PATHS (any case, any query). @param {string | undefined} requestTarget */
export function isNotFoundPath(requestTarget) {
  const path = (String(requestTarget ?? '').split('?')[0] ?? '').replace(/\/+$/, '').toLowerCase();
  return NOT_FOUND_PATHS.includes(path);
}

/** Whether a document's body was rendered on the server (the layout's `<main>` is in it). */
export const hasServerRenderedBody = (/** @type {string} */ html) => /<main[\s>]/.test(html);

/** The path whose document stands for every 404 page. */
export const NOT_FOUND_SOURCE = '/error';

/**
 * The last server-rendered document of NOT_FOUND_SOURCE, fetched with `load` (a GET through this
 * server): at start, then whenever the copy is older than `maxAgeMs` and a 404 needs it. A
 * missing copy leaves Next's document in place; a failed load keeps the previous copy.
 */
export class NotFoundDocument {
  #load;
  #maxAgeMs;
  #now;
  /** @type {string | null} */
  #html = null;
  #at = 0;
  /** @type {Promise<void> | null} */
  #loading = null;

  /**
   * @param {() => Promise<string | null>} load
   * @param {{ maxAgeMs?: number, now?: () => number }} [options]
   */
  constructor(load, { maxAgeMs = 60_000, now = Date.now } = {}) {
    this.#load = load;
    this.#maxAgeMs = maxAgeMs;
    this.#now = now;
  }

  /** The document to send instead of `html` (Next's 404 document), or `html` itself. @param {string} html */
  replace(html) {
    if (this.#html === null || this.#now() - this.#at > this.#maxAgeMs) void this.refresh();
    return this.#html ?? html;
  }

  /**
   * Load a fresh copy (one load at a time); resolves when done, never rejects.
   * @returns {Promise<void>}
   */
  refresh() {
    this.#loading ??= Promise.resolve()
      .then(() => this.#load())
      .then((html) => {
        if (typeof html === 'string' && hasServerRenderedBody(html)) {
          this.#html = html;
          this.#at = this.#now();
        }
      })
      .catch(() => undefined)
      .finally(() => {
        this.#loading = null;
      });
    return this.#loading;
  }
}

/**
 * Stage (server/stages.mjs): `/404` and `/error` answered 404, and every 404 document replaced by
 * the server-rendered one of `/error`.
 * @type {import('./stages.mjs').Stage}
 */
export const notFoundStage = {
  name: 'not-found page',
  head: (head, visit) => (visit.document && visit.notFoundPath && head.status === 200 ? { ...head, status: 404 } : head),
  document: (doc, visit) => (doc.status === 404 ? { ...doc, html: visit.site.notFoundDocument.replace(doc.html) } : doc),
};
