// @ts-check
// The documents this server finished (server/stages.mjs), by ETag, so that a cached page, the
// same document for every visitor, is finished once and not on every request.
//
// A document in Brotli is compressed anew at the encoder's best, in the background, one at a time
// in the order they came, and that copy is sent from then on: a first visit's document fits one
// round trip more often (decision 0026). A page from Next's own cache (`x-nextjs-cache`: a known
// page, the same for every visitor) takes its turn as soon as it is kept, any other document when
// it is asked for again: a document asked for once (a junk URL, a rare search) never costs that work.
import { promisify } from 'node:util';
import { brotliDecompress } from 'node:zlib';
import { compressBest } from './html-filter.mjs';

const brotliDecompressAsync = promisify(brotliDecompress);

const DEFAULT_MAX_BYTES = 32 * 1024 * 1024;

/** @typedef {import('node:http').ServerResponse} ServerResponse */
/** @typedef {import('./html-filter.mjs').Finished} Finished */

export class FinishedDocuments {
  /** @type {Map<string, Finished>} least recently used first */
  #entries = new Map();
  #bytes = 0;
  #maxBytes;
  /** @type {WeakSet<Finished>} entries already at the encoder's best */
  #polished = new WeakSet();
  /** @type {Map<string, Finished>} documents waiting for their recompression, in turn */
  #queue = new Map();
  /** @type {Promise<void> | null} the recompressions under way, one after another */
  #polishing = null;
  #compressBest;

  /** @param {{ maxBytes?: number, compressBest?: (body: Buffer) => Promise<Buffer> }} [options] */
  constructor({ maxBytes = DEFAULT_MAX_BYTES, compressBest: best = compressBest } = {}) {
    this.#maxBytes = maxBytes;
    this.#compressBest = best;
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
    this.#queue.delete(key); // what waits is only ever a document still kept
    this.#entries.set(key, finished);
    this.#bytes += finished.body.length;
    for (const [k, e] of this.#entries) {
      if (this.#bytes <= this.#maxBytes) break;
      this.#entries.delete(k);
      this.#queue.delete(k);
      this.#bytes -= e.body.length;
    }
  }

  /**
   * Queues the Brotli document under `key` for a recompression at the encoder's best, unless it
   * has had or is waiting for one; the result replaces it if it is still the one kept there and is
   * smaller.
   * @param {string} key @param {Finished} entry
   */
  #polish(key, entry) {
    if (this.#polished.has(entry)) return;
    this.#polished.add(entry);
    this.#queue.set(key, entry);
    this.#polishing ??= this.#drain();
  }

  async #drain() {
    await null; // never settles before its caller holds it as `#polishing`
    // A Map iterates over what is added while it runs: the queue is worked through to its end.
    for (const [key, entry] of this.#queue) {
      this.#queue.delete(key);
      try {
        const body = await this.#compressBest(await brotliDecompressAsync(entry.body));
        // replaced or dropped while it was compressed, or no smaller
        if (this.#entries.get(key) !== entry || body.length >= entry.body.length) continue;
        const better = { ...entry, body };
        this.#polished.add(better);
        this.set(key, better);
      } catch {
        // the copy in hand stays, as sent until now
      }
    }
    this.#polishing = null;
  }

  /** The recompressions under way, if any: tests wait for them. */
  get polishing() {
    return this.#polishing;
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
      recall: (res) => {
        const key = FinishedDocuments.key(res, https, coding, variant);
        const entry = this.get(key);
        if (entry && key !== null && coding === 'br') this.#polish(key, entry);
        return entry ?? null;
      },
      // A page the stages answer otherwise than 200 (the not-found page, rendered at every unknown
      // path) is finished on every request: junk URLs must not fill the store.
      keep: (res, finished) => {
        const key = FinishedDocuments.key(res, https, coding, variant);
        if (finished.status !== 200 || key === null) return;
        this.set(key, finished);
        if (coding === 'br' && res.getHeader('x-nextjs-cache') !== undefined) this.#polish(key, finished);
      },
    };
  }

  get bytes() {
    return this.#bytes;
  }

  get size() {
    return this.#entries.size;
  }
}
