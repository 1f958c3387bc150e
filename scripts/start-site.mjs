// @ts-check
// `npm run start:site`: the site's one HTTP server. Next's request handler behind the Next adapter
// (server/adapter.mjs says what it adds and why), in production and in development alike.
// SIGTERM and SIGINT stop it gracefully (server/shutdown.mjs), then it exits 0.
//   node scripts/start-site.mjs [--dev]        (PORT, HOST, SHUTDOWN_GRACE_MS, SHUTDOWN_DEADLINE_MS)
import { createServer } from 'node:http';
import next from 'next';
import { adaptNext } from '../server/adapter.mjs';
import { logger } from '../server/log.mjs';
import { gracefulShutdown, msSetting } from '../server/shutdown.mjs';
import { siteRuntime } from '../server/site-runtime.mjs';
import { checkRuntime } from './runtime.mjs';

checkRuntime();

const dev = process.argv.includes('--dev');
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '0.0.0.0';
// Long enough for balancers to see readiness fail / for a worst-case render (docs/operations.md).
const graceMs = msSetting('SHUTDOWN_GRACE_MS', process.env.SHUTDOWN_GRACE_MS, 5_000);
const deadlineMs = msSetting('SHUTDOWN_DEADLINE_MS', process.env.SHUTDOWN_DEADLINE_MS, 25_000);
process.env.NEXT_TELEMETRY_DISABLED = '1';

// The name Next gives this server in the URLs it builds for itself. Its proxy sees a loopback
// address as "localhost" (NextURL), and a rewrite whose origin differs from this name is sent
// over HTTP to that origin: so loopback and the wildcard are "localhost" here too.
const SEEN_AS_LOCALHOST = /^(?:0\.0\.0\.0|127(?:\.\d{1,3}){3}|::1|\[::1\])$/;
const app = next({ dev, hostname: SEEN_AS_LOCALHOST.test(host) ? 'localhost' : host, port });
const handle = app.getRequestHandler();
await app.prepare();

const site = adaptNext(handle, { dev });
const server = createServer(site.listener);
server.listen(port, host, () => {
  logger.info('site.listening', { url: `http://${host === '0.0.0.0' ? 'localhost' : host}:${port}`, dev, node: process.versions.node });
  void site.warm();
});

const shutdown = gracefulShutdown(server, {
  drain: site.drain,
  closeRuntime: async () => siteRuntime()?.close(),
  closeNext: () => app.close(),
  graceMs,
  deadlineMs,
  logger: () => logger,
});
/** @param {NodeJS.Signals} signal */
const stop = (signal) =>
  shutdown(signal).then(
    () => process.exit(0),
    (error) => {
      logger.error('shutdown.failed', { reason: String(error).slice(0, 200) });
      process.exit(1);
    },
  );
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
