// @ts-check
// The one place where the adapter takes Next's answer before it is sent (server/stages.mjs says
// what is done with it). Next writes its answer to Node's response object, and offers no hook
// after the render; so the response's writeHead, write and end are taken over here, once:
//
// - every answer's status and headers pass through `head` when they would be sent;
// - an HTML document is held until it is complete, given to `document` whole, and sent as it
//   returns it, with its Content-Length;
// - a document finished before (same ETag, coding and variant: `recall`) is sent from that
//   time's result, and Next's body is dropped unread.
//
// A document's request reaches Next without its Accept-Encoding (`takeCoding`): the document is
// held whole anyway, so it is compressed here, once, synchronously, rather than streamed through
// Next's gzip only to be unzipped for the stages (decision 0021: the memory of a burst), and in
// Brotli where the browser accepts it (decision 0022: a first visit's document in one round
// trip). Any other compressible answer to that request (an XML sitemap, a feed) is held and
// compressed the same way.
//
// A held document's status and headers are those it had at its first body write, when Node would
// have sent them: Next keeps the response object after answering, and the background revalidation
// of a stale page may mark it 500 before the stale document is complete.
//
// Where Next still compresses (requests whose coding was not taken), its compression wraps the
// same methods after this does, so the wrappers stay in place for the whole response.
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** @typedef {import('node:http').ServerResponse} ServerResponse */
/** @typedef {import('node:http').OutgoingHttpHeaders} Headers */
/** @typedef {{ status: number, headers: Headers }} Head */
/** @typedef {Head & { html: string }} Document */
/** @typedef {{ status: number, set: Headers, removed: string[], body: Buffer }} Finished what a document's stages changed, and its body as sent */

/** Answers this small are sent as they are, as Next's compression does (its 1 KB threshold). */
const MIN_COMPRESSED_BYTES = 1024;
const COMPRESSIBLE = /^(text\/(?!event-stream)|application\/([\w.+-]+\+)?(json|xml|javascript)\b|image\/svg\+xml)/i;

/** The codings the filter sends, by preference: Brotli's documents are smaller for about gzip's time. */
const CODINGS = /** @type {const} */ (['br', 'gzip']);

/**
 * The coding a client accepts that an answer is best sent in: Brotli or gzip, the accepted one
 * of highest quality (Brotli on a tie), else none (decision 0022).
 * @param {string | string[] | undefined} header the request's Accept-Encoding
 * @returns {'br' | 'gzip' | null}
 */
export function acceptedCoding(header) {
  /** @type {Map<string, number>} */
  const quality = new Map();
  let others = 0; // `*`: any coding the header does not name
  for (const entry of String(header ?? '').split(',')) {
    const [name = '', ...params] = entry.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const value = q ? Number(q.slice(2)) || 0 : 1;
    if (name === '*') others = value;
    else if (!quality.has(name)) quality.set(name, value);
  }
  /** @type {'br' | 'gzip' | null} */
  let best = null;
  let bestQuality = 0;
  for (const coding of CODINGS) {
    const q = quality.get(coding) ?? others;
    if (q > bestQuality) [best, bestQuality] = [coding, q];
  }
  return best;
}

/**
 * The coding this request's document is sent in (acceptedCoding). The request goes on to Next
 * without it, so that Next sends its answer as it is and this filter compresses it once.
 * @param {import('node:http').IncomingMessage} req
 * @returns {'br' | 'gzip' | null}
 */
export function takeCoding(req) {
  const coding = acceptedCoding(req.headers['accept-encoding']);
  req.headers['accept-encoding'] = 'identity';
  return coding;
}

/**
 * Brotli's settings for a document at `quality`: a window the size of a document (its memory
 * while it compresses) and the document's size as a hint.
 * @param {Buffer} body @param {number} quality
 */
const brotliOptions = (body, quality) => ({
  params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_LGWIN]: 18, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
});

/**
 * `body` in `coding`. Brotli at quality 5, the usual setting for answers compressed as they are
 * sent.
 * @param {Buffer} body @param {'br' | 'gzip'} coding
 */
export const compress = (body, coding) => (coding === 'gzip' ? gzipSync(body) : brotliCompressSync(body, brotliOptions(body, 5)));

const brotliAsync = promisify(brotliCompress);

/**
 * `body` in Brotli at the encoder's best (quality 11): several times the CPU of `compress`, spent
 * once, off the event loop, on a document that is sent again and again (server/finished-documents.mjs).
 * @param {Buffer} body
 */
export const compressBest = (body) => brotliAsync(body, brotliOptions(body, 11));

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
 * @param {'br' | 'gzip' | null} [hooks.coding] what `takeCoding` took from the request; absent: it was not taken, and answers are sent as Next encoded them
 */
export function filterAnswer(res, { head, document, recall = () => null, keep = () => {}, coding }) {
  const { write, end } = res;
  /** @type {Function} the overload with a reason phrase, which `call` cannot pick */
  const writeHead = res.writeHead;
  /** @type {'held' | 'recalled' | 'packed' | 'pass' | null} null until the first body write; packed: held only to be compressed */
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
    const type = String(res.getHeader('content-type') ?? '');
    // An answer Next encoded itself is sent as it is: the request's coding was not taken.
    const plain = !res.hasHeader('content-encoding');
    const html = document !== null && plain && /^text\/html/i.test(type);
    recalled = html ? recall(res) : null;
    mode = html ? (recalled ? 'recalled' : 'held') : coding !== undefined && plain && COMPRESSIBLE.test(type) ? 'packed' : 'pass';
    if (mode === 'held' || mode === 'recalled') sent = headOf(res);
    else {
      const before = headOf(res);
      applyChanges(res, changes(before, head(before)));
      if (mode === 'pass' && headWritten) sendHead();
    }
    return mode;
  };

  /**
   * What is sent for `answer` with `body`, as changes to the response's head `before`: compressed
   * in the request's coding, with the headers that say so.
   * @param {Head} before @param {Head} answer @param {Buffer} body
   */
  const sendable = (before, answer, body) => {
    if (coding === undefined) return { ...changes(before, answer), body };
    const vary = String(answer.headers.vary ?? '');
    const headers = /\baccept-encoding\b/i.test(vary) ? { ...answer.headers } : { ...answer.headers, vary: vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding' };
    if (coding === null || body.length < MIN_COMPRESSED_BYTES) return { ...changes(before, { ...answer, headers }), body };
    return { ...changes(before, { ...answer, headers: { ...headers, 'content-encoding': coding } }), body: compress(body, coding) };
  };

  /** The finished document: the stages' result, compressed once. @param {Buffer} original */
  const finish = (original) => {
    const before = headOf(res);
    try {
      const plain = original.toString('utf8');
      const after = /** @type {(d: Document) => Document} */ (document)({ ...before, html: plain });
      const done = sendable(before, after, after.html === plain ? original : Buffer.from(after.html, 'utf8'));
      keep(res, done);
      return done;
    } catch {
      // A document the stages fail on is sent as Next wrote it, with the head's stages alone.
      return sendable(before, head(before), original);
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
    if (m === 'held' || m === 'packed') chunks.push(toBuffer(chunk, encoding));
    const done = typeof encoding === 'function' ? encoding : cb;
    if (typeof done === 'function') process.nextTick(done);
    return true;
  }

  /** @param {any} [chunk] @param {any} [encoding] @param {any} [cb] @returns {ServerResponse} */
  function filteredEnd(chunk, encoding, cb) {
    if (typeof chunk === 'function') return res.end(undefined, /** @type {any} */ (undefined), chunk);
    const m = decide();
    if (m === 'pass') return end.apply(res, /** @type {any} */ (arguments));
    if (chunk && (m === 'held' || m === 'packed')) chunks.push(toBuffer(chunk, encoding));
    if (sent) applyChanges(res, changes(headOf(res), sent));
    const body = Buffer.concat(chunks);
    const current = headOf(res);
    const done = m === 'recalled' && recalled ? recalled : m === 'packed' ? sendable(current, current, body) : finish(body);
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
