// The site's HTTP server: Next's own request handler, with one addition. A page whose render
// failed (500: the content service is down or broken and no cached copy exists) is answered as
// 503 with Retry-After, so crawlers and CDNs retry instead of dropping or caching the page.
//   node scripts/start-site.mjs [--dev]        (PORT, HOST)
import { createServer } from 'node:http';
import next from 'next';

const dev = process.argv.includes('--dev');
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '0.0.0.0';
process.env.NEXT_TELEMETRY_DISABLED = '1';

const app = next({ dev, hostname: host === '0.0.0.0' ? 'localhost' : host, port });
const handle = app.getRequestHandler();
await app.prepare();

const server = createServer((req, res) => {
  const isPage = !req.url?.startsWith('/api/') && !req.url?.startsWith('/_next/static/');
  if (isPage) {
    const writeHead = res.writeHead;
    res.writeHead = function mapOutage(status, ...rest) {
      if (status === 500) {
        res.setHeader('retry-after', '30');
        res.setHeader('cache-control', 'no-store');
        return writeHead.call(this, 503, ...rest);
      }
      return writeHead.call(this, status, ...rest);
    };
  }
  void handle(req, res);
});

server.listen(port, host, () => {
  console.log(`Sitio ${dev ? '(desarrollo) ' : ''}en http://${host === '0.0.0.0' ? 'localhost' : host}:${port}`);
});

const stop = () => server.close(() => app.close().finally(() => process.exit(0)));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
