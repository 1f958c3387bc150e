// @ts-check
// `npm run start:site`: the site's one HTTP server. Next's request handler behind the Next adapter
// (server/adapter.mjs says what it adds and why), in production and in development alike.
//   node scripts/start-site.mjs [--dev]        (PORT, HOST)
import { createServer } from 'node:http';
import next from 'next';
import { adaptNext } from '../server/adapter.mjs';
import { logger } from '../server/log.mjs';
import { checkRuntime } from './runtime.mjs';

checkRuntime();

const dev = process.argv.includes('--dev');
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '0.0.0.0';
process.env.NEXT_TELEMETRY_DISABLED = '1';

const app = next({ dev, hostname: host === '0.0.0.0' ? 'localhost' : host, port });
const handle = app.getRequestHandler();
await app.prepare();

const site = adaptNext(handle, { dev });
const server = createServer(site.listener);
server.listen(port, host, () => {
  logger.info('site.listening', { url: `http://${host === '0.0.0.0' ? 'localhost' : host}:${port}`, dev });
  void site.warm();
});

const stop = () => server.close(() => app.close().finally(() => process.exit(0)));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
