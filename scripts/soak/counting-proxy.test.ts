/**
 * The soak's counting proxy (counting-proxy.mjs): every call the site makes reaches the content
 * service as it was made, and is counted by kind; a page asked for by a path the service does
 * not know is counted apart.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startCountingProxy } from './counting-proxy.mjs';

let upstream: Server;
let target = '';
beforeAll(async () => {
  upstream = createServer((req, res) => {
    const unknown = req.url?.includes('path=%2Fnope');
    res.writeHead(unknown ? 404 : 200, { 'content-type': 'application/json' }).end(JSON.stringify({ url: req.url }));
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  target = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => upstream.close(resolve)));

describe('startCountingProxy', () => {
  it('forwards each call, counts it by kind, and keeps the unknown paths apart', async () => {
    let now = 1_000;
    const proxy = await startCountingProxy(target, () => (now += 1));
    try {
      const known = await fetch(`${proxy.url}/api/v1/web/page?path=%2Fsedes`);
      expect(await known.json()).toEqual({ url: '/api/v1/web/page?path=%2Fsedes' });
      expect((await fetch(`${proxy.url}/api/v1/web/page?path=%2Fnope`)).status).toBe(404);
      await (await fetch(`${proxy.url}/api/v1/web/block/3`)).text();
      expect(proxy.byKind).toEqual({ 'page by path': 2, block: 1 });
      expect(proxy.pathCalls).toEqual(new Map([['/sedes', [1_001]], ['/nope', [1_002]]]));
      expect(proxy.unknownCalls).toEqual(new Map([['/nope', [1_002]]]));
    } finally {
      await proxy.close();
    }
  });
});
