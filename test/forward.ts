import { request as httpRequest, type IncomingMessage } from 'node:http';

/**
 * Send a request a test proxy received (its method, headers and the `body` read from it) on to
 * the same path under `base`, and bring back the answer: the pass-through of the scriptable CRM
 * proxies of the outbox and long-outage tests.
 */
export function forward(req: IncomingMessage, body: Buffer, base: string): Promise<{ status: number; body: Buffer }> {
  const target = new URL(req.url ?? '/', base);
  return new Promise((resolve, reject) => {
    const out = httpRequest(target, { method: req.method, headers: { ...req.headers, host: target.host } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 502, body: Buffer.concat(chunks) }));
    });
    out.on('error', reject);
    out.end(body);
  });
}
