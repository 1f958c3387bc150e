// @ts-check
// `npm run start:site`: the site's HTTP server, Next's request handler behind the Next adapter
// (server/adapter.mjs says what it adds and why). In production the public address is the front's
// (server/front.mjs, docs/decisions/0016-front-thread.md), a worker thread in this process that
// hands requests to Next over a private Unix socket; in development Next listens on it directly.
//   node scripts/start-site.mjs [--dev]        (PORT, HOST)
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import next from 'next';
import { adaptNext } from '../server/adapter.mjs';
import { startFront } from '../server/front.mjs';

const dev = process.argv.includes('--dev');
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '0.0.0.0';
process.env.NEXT_TELEMETRY_DISABLED = '1';

const loopback = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
const origin = `http://${loopback.includes(':') ? `[${loopback}]` : loopback}:${port}`;

const app = next({ dev, hostname: host === '0.0.0.0' ? 'localhost' : host, port });
const handle = app.getRequestHandler();
await app.prepare();

const site = adaptNext(handle, { dev, origin, behindFront: !dev });
const server = createServer(site.listener);
const ready = () => {
  console.log(`Sitio ${dev ? '(desarrollo) ' : ''}en http://${host === '0.0.0.0' ? 'localhost' : host}:${port}`);
  void site.warm();
};

/** @type {(() => Promise<void>) | null} */
let stopFront = null;
// Only this process's user may open the private socket's folder (mkdtemp makes it 0700).
const socketDir = dev ? null : mkdtempSync(join(tmpdir(), 'site-next-'));
if (socketDir) {
  // The front keeps its connections to Next open: Next never closes an idle one first.
  server.keepAliveTimeout = 0;
  const socketPath = join(socketDir, 'next.sock');
  server.listen(socketPath, () => {
    startFront({ port, host, socketPath, state: site.state }).then(
      (front) => {
        stopFront = front.stop;
        ready();
      },
      (error) => {
        console.error(error);
        process.exit(1);
      },
    );
  });
} else {
  server.listen(port, host, ready);
}

const stop = async () => {
  await stopFront?.();
  server.close(() => {
    if (socketDir) rmSync(socketDir, { recursive: true, force: true });
    app.close().finally(() => process.exit(0));
  });
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
