// @ts-check
// Holds an HTML response until it is complete, so that headers derived from the whole
// document (the hashed CSP) can be set and the document rewritten; a document sent before gets
// the finished body kept from that time; every other response passes straight through.
//
// Next's compression wraps the same response's methods after this does, so the wrappers stay
// in place for the whole response (they forward in pass mode) instead of being swapped back.
//
// The status and headers of a held document are those it had at its first body write, when Node
// would have sent them. Next keeps the response object after answering: the background
// revalidation of a stale page sets `statusCode = 500` on it when that render fails, and a
// document still held then (gzip ends it a few ticks later) went out as a 503 instead of the
// stale page it was.
import { brotliCompressSync, brotliDecompressSync, constants, deflateSync, gunzipSync, gzipSync, inflateSync } from 'node:zlib';

/** @typedef {import('node:http').ServerResponse} ServerResponse */
/** @typedef {(body: Buffer) => Buffer} Coding */
/** @typedef {{ status: number, headers: import('node:http').OutgoingHttpHeaders }} Snapshot */

/** @type {Record<string, Coding | undefined>} */
const decode = { gzip: gunzipSync, br: brotliDecompressSync, deflate: inflateSync };
/** @type {Record<string, Coding | undefined>} */
const encode = {
  gzip: gzipSync,
  br: (body) => brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
  deflate: deflateSync,
};

/**
 * Headers as `writeHead` takes them: an object, an array of pairs or a flat array.
 * @param {ServerResponse} res
 * @param {Record<string, any> | any[] | undefined} headers
 */
function setHeaders(res, headers) {
  if (!headers) return;
  if (!Array.isArray(headers)) {
    for (const [k, v] of Object.entries(headers)) res.setHeader(k, v);
  } else if (Array.isArray(headers[0])) {
    for (const [k, v] of headers) res.appendHeader(k, v);
  } else {
    for (let i = 0; i + 1 < headers.length; i += 2) res.appendHeader(headers[i], headers[i + 1]);
  }
}

/** @type {(chunk: string | Uint8Array, encoding?: BufferEncoding | Function) => Buffer} */
const toBuffer = (chunk, encoding) =>
  Buffer.isBuffer(chunk)
    ? chunk
    : typeof chunk === 'string'
      ? Buffer.from(chunk, typeof encoding === 'string' ? encoding : 'utf8')
      : Buffer.from(chunk);

/**
 * @param {import('node:http').ServerResponse} res
 * @param {object} hooks
 * @param {(html: string, res: import('node:http').ServerResponse) => string | void} hooks.onHtml sets
 *   headers from the document, and may return a replacement document (encoded as the original was)
 * @param {(res: import('node:http').ServerResponse) => Buffer | null} [hooks.recall] called once the
 *   headers are set: the finished body of this very document as sent before (found by its ETag),
 *   after setting the derived headers; Next's own body is then dropped unread
 * @param {(res: import('node:http').ServerResponse, body: Buffer) => void} [hooks.keep] receives the
 *   finished body of a document, as sent, for `recall` to find next time
 */
export function filterHtml(res, { onHtml, recall = () => null, keep = () => {} }) {
  const { write, end } = res;
  /** @type {Function} the overload with a reason phrase, which `call` cannot pick */
  const writeHead = res.writeHead;
  /** @type {'html' | 'recalled' | 'pass' | null} null until the first body write */
  let mode = null;
  /** @type {Buffer | null} */
  let recalled = null;
  /** @type {number | null} */
  let heldStatus = null;
  /** @type {string | undefined} */
  let heldReason;
  /** @type {Snapshot | null} The status and headers at the first body write: what Node would have sent then. */
  let sent = null;
  /** @type {Buffer[]} */
  const chunks = [];

  const decide = () => {
    if (mode) return mode;
    const html = /^text\/html/i.test(String(res.getHeader('content-type') ?? ''));
    recalled = html ? recall(res) : null;
    mode = !html ? 'pass' : recalled ? 'recalled' : 'html';
    if (mode !== 'pass') sent = { status: res.statusCode, headers: res.getHeaders() };
    if (mode === 'pass' && heldStatus !== null) {
      if (heldReason === undefined) writeHead.call(res, heldStatus);
      else writeHead.call(res, heldStatus, heldReason);
    }
    return mode;
  };

  /** Next's document as this server sends it: derived headers set, replaced where asked, kept. */
  /** @param {Buffer} original */
  const finish = (original) => {
    let body = original;
    try {
      const encodingName = String(res.getHeader('content-encoding') ?? '').toLowerCase();
      const decoder = decode[encodingName];
      const plain = decoder ? decoder(body) : body;
      const replacement = onHtml(plain.toString('utf8'), res);
      if (typeof replacement === 'string') {
        // Encoded as Next encoded the original (the client accepted that encoding).
        const encoder = encode[encodingName];
        body = encoder ? encoder(Buffer.from(replacement, 'utf8')) : Buffer.from(replacement, 'utf8');
      }
      keep(res, body);
    } catch {
      // A document that cannot be read gets no derived headers; the static ones still apply.
    }
    return body;
  };

  /** Undo what was set on the response after its first body write. @param {Snapshot} snapshot */
  const restore = ({ status, headers }) => {
    res.statusCode = status;
    for (const name of res.getHeaderNames()) if (!(name in headers)) res.removeHeader(name);
    for (const [name, value] of Object.entries(headers)) if (value !== undefined) res.setHeader(name, value);
  };

  // Node's overloads of writeHead, write and end, taken apart by hand.
  /** @param {number} status @param {any} [reason] @param {any} [headers] */
  function filteredWriteHead(status, reason, headers) {
    if (mode === 'pass') return writeHead.apply(res, /** @type {any} */ (arguments));
    res.statusCode = status;
    heldStatus = status;
    if (typeof reason === 'string') heldReason = reason;
    setHeaders(res, typeof reason === 'string' ? headers : reason);
    return res;
  }

  /** @param {any} chunk @param {any} [encoding] @param {any} [cb] */
  function filteredWrite(chunk, encoding, cb) {
    const m = decide();
    if (m === 'pass') return write.apply(res, /** @type {any} */ (arguments));
    if (m === 'html') chunks.push(toBuffer(chunk, encoding));
    const done = typeof encoding === 'function' ? encoding : cb;
    if (typeof done === 'function') process.nextTick(done);
    return true;
  }

  /** @param {any} [chunk] @param {any} [encoding] @param {any} [cb] @returns {ServerResponse} */
  function filteredEnd(chunk, encoding, cb) {
    if (typeof chunk === 'function') return res.end(undefined, /** @type {any} */ (undefined), chunk);
    const m = decide();
    if (m === 'pass') return end.apply(res, /** @type {any} */ (arguments));
    if (chunk && m === 'html') chunks.push(toBuffer(chunk, encoding));
    if (sent) restore(sent);
    const body = m === 'recalled' && recalled ? recalled : finish(Buffer.concat(chunks));
    res.removeHeader('transfer-encoding');
    res.setHeader('content-length', body.length);
    if (heldReason === undefined) writeHead.call(res, res.statusCode);
    else writeHead.call(res, res.statusCode, heldReason);
    return end.call(res, body, typeof encoding === 'function' ? encoding : cb);
  }

  res.writeHead = /** @type {any} */ (filteredWriteHead);
  res.write = /** @type {any} */ (filteredWrite);
  res.end = /** @type {any} */ (filteredEnd);
}
