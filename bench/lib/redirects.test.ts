/**
 * The content switch of the redirects step (redirects.mjs): one site, two content services in
 * turn. What the site asks for reaches the service the bench has switched to, as it was asked.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { contentSwitch } from './redirects.mjs';

const servers: Server[] = [];

/** A content service stand-in that answers who it is and what it was asked. */
async function upstream(name: string): Promise<string> {
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk));
    req.on('end', () => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ name, method: req.method, url: req.url, body })));
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

let a = '';
let b = '';
beforeAll(async () => {
  [a, b] = await Promise.all([upstream('with'), upstream('without')]);
});
afterAll(async () => {
  for (const server of servers) await new Promise((resolve) => server.close(resolve));
});

describe('contentSwitch', () => {
  it('sends each request on to the service switched to, path, query, method and body kept', async () => {
    const front = await contentSwitch(a);
    try {
      expect(await (await fetch(`${front.url}/api/v1/web/redirects?x=1`)).json()).toEqual({ name: 'with', method: 'GET', url: '/api/v1/web/redirects?x=1', body: '' });
      front.use(b);
      const posted = await fetch(`${front.url}/api/v1/web/forms`, { method: 'POST', body: '{"a":1}' });
      expect(await posted.json()).toEqual({ name: 'without', method: 'POST', url: '/api/v1/web/forms', body: '{"a":1}' });
    } finally {
      await front.close();
    }
  });

  it('answers 502 while the service switched to is down', async () => {
    const front = await contentSwitch('http://127.0.0.1:1');
    try {
      expect((await fetch(`${front.url}/health`)).status).toBe(502);
    } finally {
      await front.close();
    }
  });
});
