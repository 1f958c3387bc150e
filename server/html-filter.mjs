// Holds an HTML response until it is complete, so that headers derived from the whole
// document (the hashed CSP) can be set; every other response passes straight through.
//
// Next's compression wraps the same response's methods after this does, so the wrappers stay
// in place for the whole response (they forward in pass mode) instead of being swapped back.
import { brotliCompressSync, brotliDecompressSync, constants, deflateSync, gunzipSync, gzipSync, inflateSync } from 'node:zlib';

const decode = { gzip: gunzipSync, br: brotliDecompressSync, deflate: inflateSync };
const encode = {
  gzip: gzipSync,
  br: (body) => brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
  deflate: deflateSync,
};

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

const toBuffer = (chunk, encoding) =>
  Buffer.isBuffer(chunk)
    ? chunk
    : typeof chunk === 'string'
      ? Buffer.from(chunk, typeof encoding === 'string' ? encoding : 'utf8')
      : Buffer.from(chunk);

/**
 * @param {import('node:http').ServerResponse} res
 * @param {(html: string, res: import('node:http').ServerResponse) => string | void} onHtml sets headers
 *   from the document, and may return a replacement document (encoded as the original was)
 * @param {(res: import('node:http').ServerResponse) => boolean} [known] called once the headers are
 *   set: true when it could set the derived headers without the body (e.g. from the ETag of a
 *   document seen before), so the response streams through unbuffered
 */
export function filterHtml(res, onHtml, known = () => false) {
  const { writeHead, write, end } = res;
  let mode = null; // null until the first body write: 'html' | 'pass'
  let heldStatus = null;
  let heldReason;
  const chunks = [];

  const decide = () => {
    if (mode) return mode;
    const html = /^text\/html/i.test(String(res.getHeader('content-type') ?? ''));
    mode = html && !known(res) ? 'html' : 'pass';
    if (mode === 'pass' && heldStatus !== null) {
      if (heldReason === undefined) writeHead.call(res, heldStatus);
      else writeHead.call(res, heldStatus, heldReason);
    }
    return mode;
  };

  res.writeHead = function filteredWriteHead(status, reason, headers) {
    if (mode === 'pass') return writeHead.apply(res, arguments);
    res.statusCode = status;
    heldStatus = status;
    if (typeof reason === 'string') heldReason = reason;
    setHeaders(res, typeof reason === 'string' ? headers : reason);
    return res;
  };

  res.write = function filteredWrite(chunk, encoding, cb) {
    if (decide() === 'pass') return write.apply(res, arguments);
    chunks.push(toBuffer(chunk, encoding));
    const done = typeof encoding === 'function' ? encoding : cb;
    if (typeof done === 'function') process.nextTick(done);
    return true;
  };

  res.end = function filteredEnd(chunk, encoding, cb) {
    if (typeof chunk === 'function') return res.end(undefined, undefined, chunk);
    if (decide() === 'pass') return end.apply(res, arguments);
    if (chunk) chunks.push(toBuffer(chunk, encoding));
    let body = Buffer.concat(chunks);
    try {
      const encodingName = String(res.getHeader('content-encoding') ?? '').toLowerCase();
      const plain = decode[encodingName] ? decode[encodingName](body) : body;
      const replacement = onHtml(plain.toString('utf8'), res);
      if (typeof replacement === 'string') {
        // Encoded as Next encoded the original (the client accepted that encoding).
        body = encode[encodingName] ? encode[encodingName](Buffer.from(replacement, 'utf8')) : Buffer.from(replacement, 'utf8');
      }
    } catch {
      // A document that cannot be read gets no derived headers; the static ones still apply.
    }
    res.removeHeader('transfer-encoding');
    res.setHeader('content-length', body.length);
    if (heldReason === undefined) writeHead.call(res, res.statusCode);
    else writeHead.call(res, res.statusCode, heldReason);
    return end.call(res, body, typeof encoding === 'function' ? encoding : cb);
  };
}
