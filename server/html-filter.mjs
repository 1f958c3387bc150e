// @ts-check
// The one place where the adapter takes Next's answer before it is sent (server/stages.mjs says
// what is done with it). Next writes its answer to Node's response object, and offers no hook
// after the render; so the response's writeHead, write and end are taken over here, once:
//
// - every answer's status and headers pass through `head` when they would be sent;
// - an HTML document is held until it is complete, given to `document` whole (decoded), and
//   sent as it returns it (encoded as Next encoded it), with its Content-Length;
// - a document finished before (same ETag, encoding and variant: `recall`) is sent from that
//   time's result, and Next's body is dropped unread.
//
// A held document's status and headers are those it had at its first body write, when Node would
// have sent them: Next keeps the response object after answering, and the background revalidation
// of a stale page may mark it 500 before the stale document is complete.
//
// Next's compression wraps the same methods after this does, so the wrappers stay in place for
// the whole response (they forward once the answer is known not to be a document).
import { brotliCompressSync, brotliDecompressSync, constants, deflateSync, gunzipSync, gzipSync, inflateSync } from 'node:zlib';

/** @typedef {import('node:http').ServerResponse} ServerResponse */
/** @typedef {import('node:http').OutgoingHttpHeaders} Headers */
/** @typedef {{ status: number, headers: Headers }} Head */
/** @typedef {Head & { html: string }} Document */
/** @typedef {{ status: number, set: Headers, removed: string[], body: Buffer }} Finished what a document's stages changed, and its body as sent */
/** @typedef {(body: Buffer) => Buffer} Coding */

/** @type {Record<string, Coding | undefined>} */
const decode = { gzip: gunzipSync, br: brotliDecompressSync, deflate: inflateSync };
/** @type {Record<string, Coding | undefined>} */
const encode = {
  gzip: gzipSync,
  br: (body) => brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
  deflate: deflateSync,
};

/** @type {(chunk: string | Uint8Array, encoding?: BufferEncoding | Function) => Buffer} */
const toBuffer = (chunk, encoding) =>
  Buffer.isBuffer(chunk) ? chunk : typeof chunk === 'string' ? Buffer.from(chunk, typeof encoding === 'string' ? encoding : 'utf8') : Buffer.from(chunk);

/** Headers as `writeHead` takes them (an object, pairs or a flat list), set on the response. */
function setHeaders(/** @type {ServerResponse} */ res, /** @type {any} */ headers) {
  if (!headers) return;
  if (!Array.isArray(headers)) for (const [k, v] of Object.entries(headers)) res.setHeader(k, v);
  else if (Array.isArray(headers[0])) for (const [k, v] of headers) res.appendHeader(k, v);
  else for (let i = 0; i + 1 < headers.length; i += 2) res.appendHeader(headers[i], headers[i + 1]);
}

/** The response's status and headers as a head. @param {ServerResponse} res @returns {Head} */
const headOf = (res) => ({ status: res.statusCode, headers: res.getHeaders() });

/** What `after` changed of `before`. @param {Head} before @param {Head} after */
function changes(before, after) {
  /** @type {Headers} */
  const set = {};
  for (const [name, value] of Object.entries(after.headers)) if (value !== undefined && value !== before.headers[name]) set[name] = value;
  const removed = Object.keys(before.headers).filter((name) => after.headers[name] === undefined);
  return { status: after.status, set, removed };
}

/** @param {ServerResponse} res @param {{ status: number, set: Headers, removed: string[] }} change */
function applyChanges(res, { status, set, removed }) {
  res.statusCode = status;
  for (const name of removed) res.removeHeader(name);
  for (const [name, value] of Object.entries(set)) if (value !== undefined) res.setHeader(name, value);
}

/**
 * @param {ServerResponse} res
 * @param {object} hooks
 * @param {(head: Head) => Head} hooks.head the status and headers of an answer that is no held document
 * @param {((document: Document) => Document) | null} hooks.document a complete HTML document as it will be sent; null: none is held
 * @param {(res: ServerResponse) => Finished | null} [hooks.recall] this very document as finished before
 * @param {(res: ServerResponse, finished: Finished) => void} [hooks.keep] a finished document, for `recall`
 */
export function filterAnswer(res, { head, document, recall = () => null, keep = () => {} }) {
  const { write, end } = res;
  /** @type {Function} the overload with a reason phrase, which `call` cannot pick */
  const writeHead = res.writeHead;
  /** @type {'held' | 'recalled' | 'pass' | null} null until the first body write */
  let mode = null;
  /** @type {Finished | null} */
  let recalled = null;
  let headWritten = false;
  /** @type {string | undefined} */
  let reason;
  /** @type {Head | null} the status and headers at the first body write */
  let sent = null;
  /** @type {Buffer[]} */
  const chunks = [];

  const sendHead = () => {
    headWritten = true;
    if (reason === undefined) writeHead.call(res, res.statusCode);
    else writeHead.call(res, res.statusCode, reason);
  };

  const decide = () => {
    if (mode) return mode;
    const html = document !== null && /^text\/html/i.test(String(res.getHeader('content-type') ?? ''));
    recalled = html ? recall(res) : null;
    mode = !html ? 'pass' : recalled ? 'recalled' : 'held';
    if (mode !== 'pass') sent = headOf(res);
    else {
      const before = headOf(res);
      applyChanges(res, changes(before, head(before)));
      if (headWritten) sendHead();
    }
    return mode;
  };

  /** The finished document: the stages' result, encoded as Next encoded the original. @param {Buffer} original */
  const finish = (original) => {
    const before = headOf(res);
    try {
      const encoding = String(res.getHeader('content-encoding') ?? '').toLowerCase();
      const plain = (decode[encoding] ?? ((b) => b))(original).toString('utf8');
      const after = /** @type {(d: Document) => Document} */ (document)({ ...before, html: plain });
      const body = after.html === plain ? original : (encode[encoding] ?? ((b) => b))(Buffer.from(after.html, 'utf8'));
      const done = { ...changes(before, after), body };
      keep(res, done);
      return done;
    } catch {
      // A document that cannot be read is sent as Next wrote it, with the head's stages alone.
      return { ...changes(before, head(before)), body: original };
    }
  };

  // Node's overloads of writeHead, write and end, taken apart by hand.
  /** @param {number} status @param {any} [phrase] @param {any} [headers] */
  function filteredWriteHead(status, phrase, headers) {
    if (mode === 'pass') return writeHead.apply(res, /** @type {any} */ (arguments));
    res.statusCode = status;
    if (typeof phrase === 'string') reason = phrase;
    setHeaders(res, typeof phrase === 'string' ? headers : phrase);
    headWritten = true;
    return res;
  }

  /** @param {any} chunk @param {any} [encoding] @param {any} [cb] */
  function filteredWrite(chunk, encoding, cb) {
    const m = decide();
    if (m === 'pass') return write.apply(res, /** @type {any} */ (arguments));
    if (m === 'held') chunks.push(toBuffer(chunk, encoding));
    const done = typeof encoding === 'function' ? encoding : cb;
    if (typeof done === 'function') process.nextTick(done);
    return true;
  }

  /** @param {any} [chunk] @param {any} [encoding] @param {any} [cb] @returns {ServerResponse} */
  function filteredEnd(chunk, encoding, cb) {
    if (typeof chunk === 'function') return res.end(undefined, /** @type {any} */ (undefined), chunk);
    const m = decide();
    if (m === 'pass') return end.apply(res, /** @type {any} */ (arguments));
    if (chunk && m === 'held') chunks.push(toBuffer(chunk, encoding));
    if (sent) applyChanges(res, changes(headOf(res), sent));
    const done = m === 'recalled' && recalled ? recalled : finish(Buffer.concat(chunks));
    applyChanges(res, done);
    res.removeHeader('transfer-encoding');
    res.setHeader('content-length', done.body.length);
    sendHead();
    return end.call(res, done.body, typeof encoding === 'function' ? encoding : cb);
  }

  res.writeHead = /** @type {any} */ (filteredWriteHead);
  res.write = /** @type {any} */ (filteredWrite);
  res.end = /** @type {any} */ (filteredEnd);
}
