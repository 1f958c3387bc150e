// @ts-check
// The front's decisions (docs/decisions/0016-front-thread.md): which requests it may answer from
// a copy of a finished page document, which answers of Next's it keeps as copies, and when a copy
// may be sent: only while the render thread is busy, and only while it is a few seconds old
// ("stale while busy", as nginx's `proxy_cache_use_stale updating`). Pure, but for the store.
import { consentChoice, consentVariant } from './consent.mjs';
import { pageNeutralCookies, requestCookies } from './front-cookies.mjs';

/** A copy older than this is refreshed in the background when it is sent. */
export const REFRESH_AFTER_MS = 1_000;
/** A copy older than this is never sent: the request goes to Next, as when the site is not busy. */
export const MAX_AGE_MS = 5_000;
/** The render thread beats every BEAT_MS; a beat this late means its event loop is stuck in work. */
export const BEAT_MS = 20;
const LATE_BEAT_MS = 3 * BEAT_MS;

/** Request headers that make an answer no plain document (client navigations, actions, a refused form, ranges). */
const NOT_PLAIN = ['rsc', 'next-router-prefetch', 'next-router-state-tree', 'next-router-segment-prefetch', 'next-action', 'x-form-refusal', 'range', 'authorization'];
/** What Next's documents vary on: the headers above, absent from every request a copy answers, and the encoding, in the key. */
const KNOWN_VARY = new Set(['rsc', 'next-router-state-tree', 'next-router-prefetch', 'next-router-segment-prefetch', 'accept-encoding']);
/** Headers of Next's answer that belong to that one answer (or to its connection), never to the copy. */
const NOT_KEPT = new Set(['set-cookie', 'date', 'age', 'connection', 'keep-alive', 'transfer-encoding', 'content-length']);

/**
 * The key of a request the front may answer from a copy, or null when only Next may answer it:
 * a GET or HEAD of a page without a query string (proxy.ts captures campaigns from it), outside
 * /api, /_next and /staff (the staff guard), no header that makes it a client navigation or a
 * refused form, and no cookie that may change the page. The key holds what the document depends
 * on: the forwarded protocol (policy, HSTS, the https redirect), the consent choice (the notice,
 * server/consent.mjs) and the accepted encodings (Next's Vary), then the path.
 * @param {{ method?: string, url?: string, headers: import('node:http').IncomingHttpHeaders }} req
 * @returns {string | null}
 */
export function copyKey({ method, url = '', headers }) {
  if (method !== 'GET' && method !== 'HEAD') return null;
  if (!url.startsWith('/') || /[?#]/.test(url) || /^\/(?:api|_next|staff)(?:\/|$)/i.test(url)) return null;
  if (NOT_PLAIN.some((name) => headers[name] !== undefined)) return null;
  if (!pageNeutralCookies(requestCookies(headers.cookie))) return null;
  return [String(headers['x-forwarded-proto'] ?? ''), consentVariant(consentChoice(headers.cookie)), String(headers['accept-encoding'] ?? ''), url].join('\n');
}

/**
 * How long an answer of Next's may be kept as a copy (ms), or 0 when it may not: a 200 HTML
 * document to a GET, with an ETag, that Next answered from its cache (`x-nextjs-cache` HIT or
 * STALE, as admission.mjs counts a cached page; a fresh render is kept from the next answer), that
 * a shared cache may keep (`s-maxage` or `max-age`, nothing private) and that varies on nothing
 * but what `copyKey` accounts for.
 * @param {string} method
 * @param {number} status
 * @param {import('node:http').IncomingHttpHeaders} headers
 */
export function keepFor(method, status, headers) {
  if (method !== 'GET' || status !== 200 || !headers.etag || !/^text\/html/i.test(headers['content-type'] ?? '')) return 0;
  if (!/^(?:HIT|STALE)$/.test(String(headers['x-nextjs-cache'] ?? ''))) return 0;
  const cacheControl = String(headers['cache-control'] ?? '').toLowerCase();
  if (/(?:^|,)\s*(?:private|no-store|no-cache)\b/.test(cacheControl)) return 0;
  const vary = String(headers.vary ?? '').toLowerCase().split(',').map((v) => v.trim()).filter(Boolean);
  if (!vary.every((name) => KNOWN_VARY.has(name))) return 0;
  const seconds = Number(/(?:^|,)\s*s-maxage=(\d+)/.exec(cacheControl)?.[1] ?? /(?:^|,)\s*max-age=(\d+)/.exec(cacheControl)?.[1] ?? 0);
  return Math.min(seconds * 1000, MAX_AGE_MS);
}

/**
 * The headers of Next's answer that the copy keeps, as a flat list (duplicates kept).
 * @param {string[]} rawHeaders
 */
export function keptHeaders(rawHeaders) {
  const kept = [];
  for (let i = 0; i + 1 < rawHeaders.length; i += 2) {
    const name = /** @type {string} */ (rawHeaders[i]);
    if (!NOT_KEPT.has(name.toLowerCase())) kept.push(name, /** @type {string} */ (rawHeaders[i + 1]));
  }
  return kept;
}

/** @typedef {{ headers: string[], body: Buffer, etag: string, storedAt: number, keepMs: number }} Copy */

/**
 * What to do with a request that has a key: `forward` it to Next, `serve` the copy, or serve it and
 * `refresh` it in the background (at most one refresh of a key at a time).
 * @param {Copy | undefined} copy
 * @param {{ now: number, busy: boolean, refreshing: boolean }} state
 * @returns {'forward' | 'serve' | 'refresh'}
 */
export function decide(copy, { now, busy, refreshing }) {
  if (!copy || !busy) return 'forward';
  const age = now - copy.storedAt;
  if (age > copy.keepMs) return 'forward';
  return age > REFRESH_AFTER_MS && !refreshing ? 'refresh' : 'serve';
}

/**
 * Whether the request's If-None-Match names the copy (weak comparison, RFC 9110 §13.1.2).
 * @param {string | undefined} ifNoneMatch
 * @param {string} etag
 */
export function notModified(ifNoneMatch, etag) {
  if (ifNoneMatch === undefined) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const opaque = (/** @type {string} */ tag) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => opaque(tag) === opaque(etag));
}

/** Busy lasts this long after its last sign: a burst has gaps between renders, and a cached page asked for in one would wait behind the next render. */
export const BUSY_HOLD_MS = 1_000;

/**
 * The render thread's load as its beats report it: busy while it runs or queues uncached work,
 * refuses requests, or is late to beat (its event loop is held by a render or a collection), and
 * for BUSY_HOLD_MS after. Never while it warms: the front has nothing to answer from yet.
 */
export class RenderLoad {
  #lastBeat = 0;
  #busyUntil = 0;
  #warming = true;

  /** @param {{ running: number, waiting: number, shedding: boolean, warming: boolean }} state @param {number} now */
  beat({ running, waiting, shedding, warming }, now) {
    const late = this.#lastBeat > 0 && now - this.#lastBeat > LATE_BEAT_MS;
    if (late || running > 0 || waiting > 0 || shedding) this.#busyUntil = now + BUSY_HOLD_MS;
    this.#warming = warming;
    this.#lastBeat = now;
  }

  /** @param {number} now */
  busy(now) {
    if (this.#warming) return false;
    return now - this.#lastBeat > LATE_BEAT_MS || now < this.#busyUntil;
  }
}

/** The copies, least recently used first, bounded in bytes. */
export class Copies {
  /** @type {Map<string, Copy>} */
  #entries = new Map();
  #bytes = 0;
  #maxBytes;

  constructor(maxBytes = 16 * 1024 * 1024) {
    this.#maxBytes = maxBytes;
  }

  /** @param {string} key */
  get(key) {
    const copy = this.#entries.get(key);
    if (copy) {
      this.#entries.delete(key);
      this.#entries.set(key, copy);
    }
    return copy;
  }

  /** @param {string} key @param {Copy} copy */
  set(key, copy) {
    this.delete(key);
    if (copy.body.length > this.#maxBytes / 4) return;
    this.#entries.set(key, copy);
    this.#bytes += copy.body.length;
    for (const k of this.#entries.keys()) {
      if (this.#bytes <= this.#maxBytes) break;
      this.delete(k);
    }
  }

  /** @param {string} key */
  delete(key) {
    const old = this.#entries.get(key);
    if (old) this.#bytes -= old.body.length;
    this.#entries.delete(key);
  }

  clear() {
    this.#entries.clear();
    this.#bytes = 0;
  }

  get size() {
    return this.#entries.size;
  }
}
