// @ts-check
// The documents this server finished (server/stages.mjs), by ETag, so that a cached page, the
// same document for every visitor, is finished once and not on every request.

const DEFAULT_MAX_BYTES = 32 * 1024 * 1024;

/** @typedef {import('node:http').ServerResponse} ServerResponse */
/** @typedef {import('./html-filter.mjs').Finished} Finished */

export class FinishedDocuments {
  /** @type {Map<string, Finished>} least recently used first */
  #entries = new Map();
  #bytes = 0;
  #maxBytes;

  /** @param {{ maxBytes?: number }} [options] */
  constructor({ maxBytes = DEFAULT_MAX_BYTES } = {}) {
    this.#maxBytes = maxBytes;
  }

  /**
   * The key of a response's document: its ETag, the coding it is sent in and whether it is
   * served over https (the policy differs); null for a document without an ETag, another status than
   * 200 (not found pages, failures: finished on every request) or another method than GET (a HEAD
   * response has no body to keep).
   * @param {ServerResponse} res
   * @param {boolean} https
   * @param {string | null} coding the coding it is sent in (server/html-filter.mjs `takeCoding`)
   * @param {string} [variant] what else the finished document depends on (the cookie choice, server/cookie-notice.mjs)
   * @returns {string | null}
   */
  static key(res, https, coding, variant = '') {
    const etag = res.getHeader('etag');
    if (!etag || res.statusCode !== 200 || res.req?.method !== 'GET') return null;
    return `${https ? 'https' : 'http'} ${coding ?? 'identity'} ${etag}${variant ? ` ${variant}` : ''}`;
  }

  /**
   * @param {string | null} key
   * @returns {Finished | undefined}
   */
  get(key) {
    const entry = key === null ? undefined : this.#entries.get(key);
    if (entry && key !== null) {
      this.#entries.delete(key);
      this.#entries.set(key, entry);
    }
    return entry;
  }

  /**
   * @param {string | null} key
   * @param {Finished} finished
   */
  set(key, finished) {
    if (key === null || finished.body.length > this.#maxBytes) return;
    const old = this.#entries.get(key);
    if (old) this.#bytes -= old.body.length;
    this.#entries.delete(key);
    this.#entries.set(key, finished);
    this.#bytes += finished.body.length;
    for (const [k, e] of this.#entries) {
      if (this.#bytes <= this.#maxBytes) break;
      this.#entries.delete(k);
      this.#bytes -= e.body.length;
    }
  }

  /**
   * The recall and keep hooks of server/html-filter.mjs over this store.
   * @param {boolean} https
   * @param {string | null} coding
   * @param {string} [variant]
   * @returns {{ recall: (res: ServerResponse) => Finished | null, keep: (res: ServerResponse, finished: Finished) => void }}
   */
  hooks(https, coding, variant = '') {
    return {
      recall: (res) => this.get(FinishedDocuments.key(res, https, coding, variant)) ?? null,
      // A page the stages answer otherwise than 200 (the not-found page, rendered at every unknown
      // path) is finished on every request: junk URLs must not fill the store.
      keep: (res, finished) => finished.status === 200 && this.set(FinishedDocuments.key(res, https, coding, variant), finished),
    };
  }

  get bytes() {
    return this.#bytes;
  }

  get size() {
    return this.#entries.size;
  }
}
