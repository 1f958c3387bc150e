import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A recording HTTP server on a free loopback port, for tests of what the site sends upstream. */
export type Loopback = { url: string; calls: { method: string; url: string; body: string }[]; close: () => Promise<void> };

export async function startLoopback(answer: (req: IncomingMessage, res: ServerResponse, body: string) => void): Promise<Loopback> {
  const calls: Loopback['calls'] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      calls.push({ method: req.method ?? '', url: req.url ?? '', body });
      answer(req, res, body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    calls,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
