// @ts-check
// The front: a worker thread that owns the site's public listener and hands every request to Next,
// on the main thread, over a private Unix socket, except a plain cached page asked for while the
// render thread is busy, which it answers from its own copy of the finished document
// (docs/decisions/0016-front-thread.md; what it may answer: server/front-copies.mjs). Its event
// loop never renders, so those answers do not wait behind React renders or the main thread's
// garbage collections. server/front.mjs starts it.
import { Agent, createServer, request } from 'node:http';
import { parentPort, workerData } from 'node:worker_threads';
import { Copies, copyKey, decide, keepFor, keptHeaders, notModified, RenderLoad } from './front-copies.mjs';
import { copyCookies, formKeyFrom } from './front-cookies.mjs';
import { OUTAGE_PAGE } from './outage-page.mjs';
import { answerBeforeNext } from './own-answer.mjs';

/** @typedef {import('node:http').IncomingMessage} IncomingMessage */
/** @typedef {import('node:http').ServerResponse} ServerResponse */

const { port, host, socketPath } = /** @type {{ port: number, host: string, socketPath: string }} */ (workerData);
/**
 * Request headers that belong to one connection, and the peer address only the front may state.
 * Transfer-Encoding stays: with it Node frames the relayed body as chunks again.
 */
const HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'te', 'trailer', 'upgrade', 'x-site-socket-address']);
const RESPONSE_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding']);
const REFRESH_TIMEOUT_MS = 10_000;

const agent = new Agent({ keepAlive: true });
const copies = new Copies();
const load = new RenderLoad();
/** @type {Set<string>} keys being refreshed in the background */
const refreshing = new Set();
const formKey = formKeyFrom(process.env);

parentPort?.on('message', (message) => {
  if (message?.type === 'beat') load.beat(message.state, Date.now());
  if (message?.type === 'close') server.close(() => parentPort?.postMessage({ type: 'closed' }));
});

/** @param {string[]} raw @param {Set<string>} drop */
const filtered = (raw, drop) => raw.filter((_, i) => i % 2 === 1 ? !drop.has(/** @type {string} */ (raw[i - 1]).toLowerCase()) : !drop.has(/** @type {string} */ (raw[i]).toLowerCase()));

/**
 * Next's answer to `method url`, from the main thread; kept as a copy when `key` is set and the answer may be kept.
 * @param {string} method
 * @param {string} url
 * @param {{ key: string | null, headers: string[], onAnswer: (status: number, headers: string[], body: import('node:stream').Readable) => void, onError: (error: Error) => void }} o
 */
function askNext(method, url, { key, headers, onAnswer, onError }) {
  const upstream = request({ socketPath, agent, method, path: url, headers, setHost: false });
  upstream.on('response', (answer) => {
    const status = answer.statusCode ?? 502;
    // A revalidation this instance carried out: no copy may outlive it.
    if (method === 'POST' && url === '/api/revalidate' && status < 300) copies.clear();
    const keepMs = key ? keepFor(method, status, answer.headers) : 0;
    if (key && keepMs) {
      /** @type {Buffer[]} */
      const chunks = [];
      answer.on('data', (chunk) => chunks.push(chunk));
      answer.on('end', () => {
        const body = Buffer.concat(chunks);
        const etag = String(answer.headers.etag);
        if (answer.complete && (answer.headers['content-length'] === undefined || Number(answer.headers['content-length']) === body.length)) {
          copies.set(key, { headers: keptHeaders(answer.rawHeaders), body, etag, storedAt: Date.now(), keepMs });
        }
      });
    }
    onAnswer(status, filtered(answer.rawHeaders, RESPONSE_HOP), answer);
  });
  upstream.on('error', onError);
  return upstream;
}

/** @param {IncomingMessage} req @param {ServerResponse} res @param {string | null} key */
function forward(req, res, key) {
  const headers = filtered(req.rawHeaders, HOP);
  headers.push('x-site-socket-address', req.socket.remoteAddress ?? '');
  const upstream = askNext(req.method ?? 'GET', req.url ?? '/', {
    key,
    headers,
    onAnswer: (status, answerHeaders, body) => {
      res.writeHead(status, answerHeaders);
      body.pipe(res);
    },
    onError: () => {
      if (!res.headersSent) answerBeforeNext(req, res, 503, { page: OUTAGE_PAGE, message: 'El sitio no está disponible en este momento.', headers: { 'retry-after': '5' } });
      else res.destroy();
    },
  });
  // A visitor who leaves stops the work done for them (admission releases its place).
  res.on('close', () => {
    if (!res.writableFinished) upstream.destroy();
  });
  req.pipe(upstream);
}

/** The copy of `key` asked of Next again, out of any visitor's way. @param {IncomingMessage} req @param {string} key */
function refresh(req, key) {
  refreshing.add(key);
  const headers = filtered(req.rawHeaders, new Set([...HOP, 'transfer-encoding', 'content-length', 'if-none-match', 'if-modified-since']));
  headers.push('x-site-socket-address', req.socket.remoteAddress ?? '');
  const done = () => refreshing.delete(key);
  const upstream = askNext('GET', req.url ?? '/', {
    key,
    headers,
    onAnswer: (_status, _headers, body) => {
      body.on('end', done).on('error', done).resume();
    },
    onError: done,
  });
  upstream.setTimeout(REFRESH_TIMEOUT_MS, () => upstream.destroy());
  upstream.end();
}

/** @param {IncomingMessage} req @param {ServerResponse} res @param {import('./front-copies.mjs').Copy} copy */
function serve(req, res, copy) {
  const now = Date.now();
  const cookies = copyCookies(req, { now, formKey });
  const headers = [...copy.headers, 'age', String(Math.floor((now - copy.storedAt) / 1000)), 'x-site-front', 'copy'];
  for (const cookie of cookies) headers.push('set-cookie', cookie);
  if (notModified(req.headers['if-none-match'], copy.etag)) {
    res.writeHead(304, headers).end();
    return;
  }
  headers.push('content-length', String(copy.body.length));
  res.writeHead(200, headers).end(req.method === 'HEAD' ? undefined : copy.body);
}

const server = createServer((req, res) => {
  try {
    const key = copyKey(req);
    const action = key ? decide(copies.get(key), { now: Date.now(), busy: load.busy(Date.now()), refreshing: refreshing.has(key) }) : 'forward';
    if (action === 'forward' || !key) return forward(req, res, key);
    if (action === 'refresh') refresh(req, key);
    serve(req, res, /** @type {import('./front-copies.mjs').Copy} */ (copies.get(key)));
  } catch (error) {
    console.error(JSON.stringify({ level: 'error', event: 'front.failed', message: String(error) }));
    if (!res.headersSent) answerBeforeNext(req, res, 503, { page: OUTAGE_PAGE, message: 'El sitio no está disponible en este momento.', headers: { 'retry-after': '5' } });
  }
});

server.on('error', (error) => parentPort?.postMessage({ type: 'error', message: String(error) }));
server.listen(port, host, () => parentPort?.postMessage({ type: 'listening' }));
