// @ts-check
// Starts the front (server/front-worker.mjs, docs/decisions/0016-front-thread.md) on the site's
// public address, in front of Next's server listening on `socketPath`, and keeps it told of the
// render thread's load: a beat every BEAT_MS from this thread's event loop, so that a late beat is
// itself the sign of a busy loop. A front that dies is started again, with one log line.
import { Worker } from 'node:worker_threads';
import { BEAT_MS } from './front-copies.mjs';

/** @typedef {{ running: number, waiting: number, shedding: boolean, warming: boolean }} RenderState */

/**
 * A bound on the front's own heap: it keeps little alive (its copies are buffers outside the heap)
 * and stayed under 19 MB at 200 requests in flight, so a runaway shows as a restarted front, not
 * as a process over its memory. Most of the RSS the thread adds is outside this heap
 * (docs/decisions/0016-front-thread.md, "Memory").
 */
const FRONT_HEAP = { maxYoungGenerationSizeMb: 4, maxOldGenerationSizeMb: 32 };

/**
 * Resolves once the front listens; rejects when it cannot (the port is taken).
 * @param {{ port: number, host: string, socketPath: string, state: () => RenderState }} options
 * @returns {Promise<{ stop: () => Promise<void>, worker: () => Worker }>}
 */
export function startFront({ port, host, socketPath, state }) {
  let stopping = false;
  /** @type {Worker} */
  let worker;
  const beat = setInterval(() => worker?.postMessage({ type: 'beat', state: state() }), BEAT_MS);
  beat.unref();

  /** @param {(value: void) => void} listening @param {(error: Error) => void} failed */
  const start = (listening, failed) => {
    worker = new Worker(new URL('./front-worker.mjs', import.meta.url), { workerData: { port, host, socketPath }, resourceLimits: FRONT_HEAP });
    worker.on('message', (message) => {
      if (message?.type === 'listening') listening();
      if (message?.type === 'error') failed(new Error(message.message));
    });
    worker.on('error', (error) => console.error(JSON.stringify({ level: 'error', event: 'front.crashed', message: String(error) })));
    worker.on('exit', (code) => {
      if (stopping) return;
      console.error(JSON.stringify({ level: 'error', event: 'front.restarted', code }));
      // A second later, so that a front failing at once does not spin.
      setTimeout(() => start(() => {}, (error) => console.error(JSON.stringify({ level: 'error', event: 'front.failed', message: String(error) }))), 1_000);
    });
  };

  return new Promise((resolve, reject) => {
    start(
      () =>
        resolve({
          // The thread running now (it changes when a dead front is started again).
          worker: () => worker,
          stop: async () => {
            stopping = true;
            clearInterval(beat);
            await new Promise((closed) => {
              worker.on('message', (m) => m?.type === 'closed' && closed(undefined));
              worker.once('exit', closed);
              worker.postMessage({ type: 'close' });
              setTimeout(closed, 5_000).unref();
            });
            await worker.terminate();
          },
        }),
      (error) => {
        stopping = true;
        clearInterval(beat);
        void worker.terminate();
        reject(error);
      },
    );
  });
}
