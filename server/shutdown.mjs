// @ts-check
// How the site's process stops on SIGTERM (or Ctrl-C's SIGINT) without cutting a visitor or losing
// a lead (docs/operations.md, "Probes and shutdown"):
// 1. readiness answers 503 at once (`drain`), while the listener still accepts for `graceMs`, so
//    that balancers polling /api/health see it and stop sending; every answer from now on closes
//    its connection, so that clients reconnect to another instance;
// 2. the listener stops taking connections and idle keep-alive sockets close; the requests in
//    flight finish, for at most `deadlineMs`, a worst-case render; then every socket left is cut;
// 3. Next's side closes what it opened (`closeRuntime`: the lead sweep, pools, outbox, Redis),
//    then Next itself (`closeNext`). Each step is logged.

import { within } from './within.mjs';

/** @typedef {typeof import('./log.mjs').logger} Logger */

/** @param {string} name @param {string | undefined} value @param {number} fallback */
export function msSetting(name, value, fallback) {
  if (value === undefined || value.trim() === '') return fallback;
  const ms = Number(value);
  if (!Number.isInteger(ms) || ms < 0) throw new Error(`Configuración inválida: ${name} debe ser un número entero de milisegundos ≥ 0 (recibido "${value}")`);
  return ms;
}

/** @param {number} ms */
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Installed when the server starts (it counts the requests in flight from then on); returns the
 * shutdown, which resolves once everything is closed. A second signal while it runs is ignored.
 * @param {import('node:http').Server} server
 * @param {{ drain: () => void, closeRuntime: () => Promise<void>, closeNext: () => Promise<void>,
 *   graceMs: number, deadlineMs: number, logger: () => Logger }} options
 * @returns {(signal: string) => Promise<void>}
 */
export function gracefulShutdown(server, { drain, closeRuntime, closeNext, graceMs, deadlineMs, logger }) {
  let inFlight = 0;
  let stopping = false;
  server.prependListener('request', (_req, res) => {
    inFlight++;
    res.once('close', () => inFlight--);
    // Set before the site's listener answers: a client reconnects, to another instance.
    if (stopping) res.setHeader('connection', 'close');
  });

  /** @type {Promise<void> | undefined} */
  let done;
  return (signal) => {
    if (done) {
      logger().info('shutdown.signal_ignored', { signal });
      return done;
    }
    done = (async () => {
      const started = Date.now();
      stopping = true;
      drain();
      logger().info('shutdown.draining', { signal, graceMs, deadlineMs, inFlight });
      await sleep(graceMs);

      const closed = new Promise((resolve) => server.close(resolve));
      server.closeIdleConnections();
      logger().info('shutdown.listener_closed', { inFlight });
      // A keep-alive socket whose answer began before the signal goes idle once it is sent.
      const idle = setInterval(() => server.closeIdleConnections(), 100);
      const finished = await within(closed, deadlineMs);
      clearInterval(idle);
      if (finished) logger().info('shutdown.requests_finished', { ms: Date.now() - started });
      else {
        logger().warn('shutdown.deadline_passed', { cut: inFlight, deadlineMs });
        server.closeAllConnections();
      }

      await closeRuntime();
      await closeNext();
      logger().info('shutdown.done', { ms: Date.now() - started });
    })();
    return done;
  };
}
